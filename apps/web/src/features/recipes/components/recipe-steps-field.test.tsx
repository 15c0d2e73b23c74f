import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecipeStepsField } from './recipe-steps-field.tsx';

/** The field as the editor holds it: `instructions` is the one value, one step per line. */
function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RecipeStepsField
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setValue('Otra receta.');
        }}
      >
        Descartar
      </button>
    </MantineProvider>
  );
}

const steps = () =>
  screen
    .getAllByRole('textbox', { name: /^Paso \d+$/ })
    .map((field) => (field as HTMLTextAreaElement).value);

describe('Preparación: numbered steps stored as one step per line (issue 16)', () => {
  it('shows the stored text as numbered steps, typed numbers dropped', () => {
    render(<Harness initial={'1. Pelar las patatas.\n\n2. Freírlas.'} seen={[]} />);
    expect(screen.getByRole('heading', { name: 'Preparación' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Paso 1' })).toHaveValue('Pelar las patatas.');
    expect(screen.getByRole('textbox', { name: 'Paso 2' })).toHaveValue('Freírlas.');
  });

  it('adds a step with the button and with Enter (focus moves to the new step), and writes one line per step', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="" seen={seen} />);
    expect(screen.getByText(/Aún no hay pasos/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Añadir paso' }));
    const first = screen.getByRole('textbox', { name: 'Paso 1' });
    expect(first).toHaveFocus();
    await user.type(first, 'Pelar las patatas.{Enter}');
    expect(screen.getByRole('textbox', { name: 'Paso 2' })).toHaveFocus();
    await user.keyboard('Cortarlas en dados.');
    expect(steps()).toEqual(['Pelar las patatas.', 'Cortarlas en dados.']);
    expect(seen.at(-1)).toBe('Pelar las patatas.\nCortarlas en dados.');
  });

  it('moves steps up and down with buttons that keep the focus, and removes one', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial={'Uno.\nDos.\nTres.'} seen={seen} />);
    expect(screen.getByRole('button', { name: 'Subir el paso 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar el paso 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Subir el paso 3' }));
    expect(steps()).toEqual(['Uno.', 'Tres.', 'Dos.']);
    // The moved step's "Subir" (now step 2) keeps the focus: Enter moves it again.
    expect(screen.getByRole('button', { name: 'Subir el paso 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(steps()).toEqual(['Tres.', 'Uno.', 'Dos.']);
    expect(seen.at(-1)).toBe('Tres.\nUno.\nDos.');

    await user.click(screen.getByRole('button', { name: 'Bajar el paso 1' }));
    expect(steps()).toEqual(['Uno.', 'Tres.', 'Dos.']);

    await user.click(screen.getByRole('button', { name: 'Quitar el paso 2' }));
    expect(steps()).toEqual(['Uno.', 'Dos.']);
    expect(seen.at(-1)).toBe('Uno.\nDos.');
  });

  it('an empty step being written stays on screen; a new value from outside replaces the list', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="Uno." seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Añadir paso' }));
    expect(steps()).toEqual(['Uno.', '']);
    expect(seen.at(-1)).toBe('Uno.');

    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(steps()).toEqual(['Otra receta.']);
  });
});
