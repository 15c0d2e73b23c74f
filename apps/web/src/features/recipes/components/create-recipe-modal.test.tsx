import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { createRecipesApi, RECIPE_URLS, type RecipesApi } from '../../../test/recipes-api.ts';
import { SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Issue 16: a refused creation says what is wrong on the field, the focus goes there.
const SLOW = { timeout: 20_000 };

async function openNewRecipe(account: RecipesApi) {
  const view = renderApp('/recipes', { tokens: TOKENS, api: account.api, noRetry: true });
  await screen.findByRole('table', { name: 'Recetas' }, { timeout: 8000 });
  const button = screen.getByRole('button', { name: 'Nueva receta' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Nueva receta' });
  await view.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Salmorejo');
  return { ...view, dialog };
}

describe('Nueva receta: save errors (issue 16)', SLOW, () => {
  it("the server's 400 on name shows on the Nombre field, focused", async () => {
    const account = createRecipesApi({ recipes: [SOPA] });
    const message = 'Asegúrate de que este campo no tenga más de 150 caracteres.';
    account.api.on('POST', RECIPE_URLS.list, { status: 400, data: { name: [message] } });
    const { user, dialog } = await openNewRecipe(account);
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(message);
    });
    expect(name).toHaveFocus();
  });

  it('a 500 shows the generic message', async () => {
    const account = createRecipesApi({ recipes: [SOPA] });
    account.api.on('POST', RECIPE_URLS.list, {
      status: 500,
      data: { detail: 'Error interno del servidor.' },
    });
    const { user, dialog } = await openNewRecipe(account);
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    expect(
      await within(dialog).findByText('No se ha podido crear la receta. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });
});
