import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_PATH } from '../../../app/layout/user-menu-paths.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/* Detalle de Receta's header fields: what a dish and an elaboración are asked for. */

async function openRecipe(id: number) {
  serveRecipes({ recipes: [FONDO, SOPA] });
  const view = renderApp(`/recipes/${id}`, {
    tokens: TOKENS,
    noRetry: true,
  });
  await screen.findByRole('textbox', { name: /Raciones/ });
  return view;
}

describe('Detalle de Receta: header fields', () => {
  it('a dish has its PVP and sale IVA', async () => {
    await openRecipe(SOPA.id);
    expect(screen.getByRole('textbox', { name: /PVP \(IVA incluido\)/ })).toHaveValue('8,80');
    expect(screen.getByRole('textbox', { name: /IVA de venta/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Food cost objetivo/ })).toBeInTheDocument();
  });

  it('an elaboración is not sold: no PVP and no sale IVA, its yield instead', async () => {
    await openRecipe(FONDO.id);
    expect(screen.queryByRole('textbox', { name: /PVP/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /IVA de venta/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Cantidad producida' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /Food cost objetivo/ })).toBeInTheDocument();
  });

  it('turning a dish into an elaboración hides and drops its PVP and sale IVA', async () => {
    const { user } = await openRecipe(SOPA.id);
    const toggle = screen.getByRole('switch', { name: /Es una elaboración/ });
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: /PVP/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /IVA de venta/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Cantidad producida' })).toBeInTheDocument();
    // Not kept out of sight (a hidden value would be saved, or refused where no one sees it).
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: /PVP \(IVA incluido\)/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /IVA de venta/ })).toHaveValue('');
  });

  it('"Vacío: el de tu perfil" links to Mi perfil, where the defaults are set', async () => {
    const { user, router } = await openRecipe(SOPA.id);
    const vat = screen.getByRole('textbox', { name: /IVA de venta/ });
    const target = screen.getByRole('textbox', { name: /Food cost objetivo/ });
    for (const field of [vat, target]) {
      const hint = document.getElementById(
        field.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
      );
      expect(hint).toHaveTextContent(/^Vacío: el de tu perfil \(\d+(,\d+)?\s%\)\.$/);
      expect(within(hint!).getByRole('link', { name: 'el de tu perfil' })).toHaveAttribute(
        'href',
        PROFILE_PATH,
      );
    }
    await user.click(screen.getAllByRole('link', { name: 'el de tu perfil' })[0]!);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(PROFILE_PATH);
    });
  });
});
