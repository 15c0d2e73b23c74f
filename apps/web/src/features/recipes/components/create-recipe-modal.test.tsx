import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { RECIPES_URL } from '../../../api/urls.ts';

// Issue 16: a refused creation says what is wrong on the field, the focus goes there.

async function openNewRecipe() {
  const view = renderApp('/recipes', { tokens: TOKENS, noRetry: true });
  await screen.findByRole('table', { name: 'Recetas' });
  const button = screen.getByRole('button', { name: 'Nueva receta' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Nueva receta' });
  await view.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Salmorejo');
  return { ...view, dialog };
}

describe('Nueva receta: save errors (issue 16)', () => {
  it("the server's 400 on name shows on the Nombre field, focused", async () => {
    serveRecipes({ recipes: [SOPA] });
    const message = 'Asegúrate de que este campo no tenga más de 150 caracteres.';
    server.use(http.post(RECIPES_URL, () => answerError(400, { name: [message] })));
    const { user, dialog } = await openNewRecipe();
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(message);
    });
    expect(name).toHaveFocus();
  });

  it('a 500 shows the generic message', async () => {
    serveRecipes({ recipes: [SOPA] });
    server.use(
      http.post(RECIPES_URL, () => answerError(500, { detail: 'Error interno del servidor.' })),
    );
    const { user, dialog } = await openNewRecipe();
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    expect(
      await within(dialog).findByText('No se ha podido crear la receta. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });
});
