import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { eggProduct, onionProduct } from '../../../test/ingredients-fixtures.ts';
import { serveRecipes, storedRecipe, type ServedRecipes } from '../../../test/handlers/recipes.ts';
import { NUEVA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { recipeUrl } from '../../../api/urls.ts';

/* Issue 16 part 4: lines that cannot be off by a thousand, and a keyboard flow. */

async function openRecipe(account: ServedRecipes, id: number) {
  const view = renderApp(`/recipes/${id}`, { tokens: TOKENS, noRetry: true });
  await screen.findByRole('region', { name: 'Margen y food cost' });
  return { ...view, ...account };
}

async function pickProduct(
  user: ReturnType<typeof renderApp>['user'],
  search: string,
  name: RegExp,
) {
  const picker = screen.getByRole('combobox', { name: 'Añadir ingrediente' });
  await user.click(picker);
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name }));
}

describe('Detalle de Receta: adding lines', () => {
  it('a new line starts in the kitchen unit of its purchase family: onion bought in kg → g, eggs → ud', async () => {
    const account = serveRecipes({
      recipes: [NUEVA],
      products: [onionProduct(), eggProduct({ id: 5 })],
    });
    const { user } = await openRecipe(account, NUEVA.id);
    await pickProduct(user, 'ceb', /^Cebolla/);
    const onion = await screen.findByRole('listitem', { name: 'Línea 1: Cebolla' });
    expect(within(onion).getByLabelText('Unidad de Cebolla')).toHaveValue('g');
    await pickProduct(user, 'huev', /^Huevo/);
    const eggs = await screen.findByRole('listitem', { name: /^Línea 2: Huevo/ });
    expect(within(eggs).getByLabelText(/^Unidad de Huevo/)).toHaveValue('ud');
  });

  it('after picking, the focus is on the quantity; Enter there goes back to the search for the next line', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [NUEVA] }), NUEVA.id);
    await pickProduct(user, 'ceb', /^Cebolla/);
    const line = await screen.findByRole('listitem', { name: 'Línea 1: Cebolla' });
    const quantity = within(line).getByRole('textbox', { name: 'Cantidad neta de Cebolla' });
    await waitFor(() => {
      expect(quantity).toHaveFocus();
    });
    await user.keyboard('500{Enter}');
    expect(quantity).toHaveValue('500');
    expect(screen.getByRole('combobox', { name: 'Añadir ingrediente' })).toHaveFocus();
  });

  it('Ctrl+S saves the recipe from a quantity field', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [NUEVA] }), NUEVA.id);
    await pickProduct(user, 'ceb', /^Cebolla/);
    const line = await screen.findByRole('listitem', { name: 'Línea 1: Cebolla' });
    await user.type(within(line).getByRole('textbox', { name: 'Cantidad neta de Cebolla' }), '250');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
    });
    const [put] = requestsTo('PUT', recipeUrl(NUEVA.id));
    expect(put?.body).toMatchObject({
      lines: [
        { ingredient_instance: 1, quantity: expect.stringMatching(/^250(\.0+)?$/), unit: 'g' },
      ],
    });
  });

  it('a line over 100 kg, or dearer than 50 € and half the batch, is flagged before saving but can be saved', async () => {
    const big = storedRecipe(30, {
      name: 'Cebolla pochada',
      servings: 4,
      lines: [{ ingredient_instance: 1, quantity: '0.5', unit: 'kg' }],
    });
    const { user } = await openRecipe(serveRecipes({ recipes: [big] }), big.id);
    const line = screen.getByRole('listitem', { name: 'Línea 1: Cebolla' });
    expect(within(line).queryByText(/Revisa esta línea/)).toBeNull();
    const quantity = within(line).getByRole('textbox', { name: 'Cantidad neta de Cebolla' });
    await user.clear(quantity);
    await user.type(quantity, '250');
    // 250 kg: typed as if the unit were g.
    expect(within(line).getByText(/Más de 100 kg en una línea/)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '40');
    // 40 kg at 1,50 €/kg usable = 60 €, the whole batch: dear and most of it.
    expect(within(line).getByText(/cuesta 60,00\s€, más de la mitad/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PUT', recipeUrl(big.id))).toHaveLength(1);
    });
  });
});
