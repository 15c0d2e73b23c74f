import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, NUEVA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/* Issue 16: a new line starts at kitchen scale (g, ml, ud), an elaboración's line too. */

describe('Añadir elaboración', () => {
  it('a fondo made by the litre starts its line in ml', async () => {
    serveRecipes({ recipes: [FONDO, NUEVA] });
    const { user } = renderApp(`/recipes/${NUEVA.id}`, {
      tokens: TOKENS,
      noRetry: true,
    });
    const picker = await screen.findByRole('combobox', { name: 'Añadir elaboración' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Fondo blanco' }));
    const line = await screen.findByRole('listitem', { name: 'Línea 1: Fondo blanco' });
    expect(within(line).getByLabelText('Unidad de Fondo blanco')).toHaveValue('ml');
  });
});
