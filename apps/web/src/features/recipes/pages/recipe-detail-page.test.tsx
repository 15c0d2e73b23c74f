import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { eggProduct, onionProduct } from '../../../test/ingredients-fixtures.ts';
import { serveRecipes, storedRecipe, type ServedRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, MASA, NUEVA, SOPA, TOSTA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { recipeDuplicateUrl, recipeUrl } from '../../../api/urls.ts';

async function openRecipe(account: ServedRecipes, id: number) {
  const view = renderApp(`/recipes/${id}`, { tokens: TOKENS, noRetry: true });
  // An elaboración shows its cost per yield unit instead of margins (issue 16).
  await screen.findByRole('region', { name: /^(Margen y food cost|Coste de la elaboración)$/ });
  return { ...view, ...account };
}

function lineOf(name: string): HTMLElement {
  return screen.getByRole('listitem', { name: new RegExp(`^Línea \\d+: ${name}$`) });
}

function figure(label: string): string {
  const panel = screen.getByRole('region', { name: 'Margen y food cost' });
  const labelNode = within(panel).getByText(label, { selector: 'p' });
  // Intl puts a no-break space before € and %.
  return (labelNode.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('Detalle de Receta: live cost (issue 8 acceptance numbers)', () => {
  it('shows the saved figures: 0,56 € per serving, food cost 7,03 %, margin 7,44 € (92,97 %), suggested 2,06 €', async () => {
    await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    await waitFor(() => {
      expect(document.title).toBe('Detalle de Receta - Costeo');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sopa de cebolla' })).toBeInTheDocument();
    expect(figure('Coste total')).toBe('2,25 €');
    expect(figure('Coste por ración')).toBe('0,56 €');
    expect(figure('Food cost (%)')).toBe('7,03 %');
    expect(figure('Margen bruto por ración')).toBe('7,44 €');
    expect(figure('Margen bruto (%)')).toBe('92,97 %');
    expect(figure('Precio sugerido')).toBe('2,06 €');
    const panel = screen.getByRole('region', { name: 'Margen y food cost' });
    expect(within(panel).getByText('Rentable')).toBeInTheDocument();
    expect(
      within(panel).getByText(/Dentro del objetivo: food cost 7,03 % ≤ 30,00 %/),
    ).toBeInTheDocument();

    const onion = lineOf('Cebolla');
    expect(within(onion).getByRole('textbox', { name: 'Cantidad neta de Cebolla' })).toHaveValue(
      '1',
    );
    expect(onion).toHaveTextContent('1,25 kg');
    expect(onion).toHaveTextContent('1,50 €');
    const fondo = lineOf('Fondo blanco');
    expect(fondo).toHaveTextContent('0,75 €');
    expect(within(fondo).getByText('Elaboración')).toBeInTheDocument();
    expect(screen.getByText('Todo guardado')).toBeInTheDocument();
  });

  it('changing a quantity re-costs the line and the recipe as the cook types, before saving', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    const quantity = within(lineOf('Cebolla')).getByRole('textbox', {
      name: 'Cantidad neta de Cebolla',
    });
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    const onion = lineOf('Cebolla');
    // 2,5 kg net at merma 20 % → 3,125 kg gross at 1,20 €/kg = 3,75 €.
    expect(onion).toHaveTextContent('3,125 kg');
    expect(onion).toHaveTextContent('3,75 €');
    // (3,75 + 0,75) / 4 = 1,125 € per serving.
    expect(figure('Coste total')).toBe('4,50 €');
    expect(figure('Coste por ración')).toBe('1,13 €');
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
    expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
    });
    const [put] = requestsTo('PUT', recipeUrl(SOPA.id));
    expect(put?.body).toMatchObject({
      servings: 4,
      sale_price: '8.80',
      lines: [
        { ingredient_instance: 1, sub_recipe: null, quantity: '2.500', unit: 'kg' },
        { ingredient_instance: null, sub_recipe: 10, quantity: '500.000', unit: 'ml' },
      ],
    });
  });

  // Issue 16: a new line of onion (bought in kg) starts in g, so 1 kg is typed as 1000.
  it('adds a product through search_for_recipe: 1000 g net of onion → bruta 1,25 kg, 1,50 €', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [NUEVA] }), NUEVA.id);
    expect(screen.getByText(/Aún no hay líneas/)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Añadir ingrediente' });
    await user.click(picker);
    await user.type(picker, 'ceb');
    await user.click(await screen.findByRole('option', { name: /^Cebolla/ }));
    const line = await screen.findByRole('listitem', { name: 'Línea 1: Cebolla' });
    const quantity = within(line).getByRole('textbox', { name: 'Cantidad neta de Cebolla' });
    await user.type(quantity, '1000');
    await waitFor(() => {
      // 1 250 g read as a cook reads it (issue 31), its cost per kg.
      expect(lineOf('Cebolla')).toHaveTextContent(/Cantidad bruta1,25 kg/);
    });
    expect(lineOf('Cebolla')).toHaveTextContent('1,50 €');
    expect(lineOf('Cebolla')).toHaveTextContent(/Coste por kg1,20/);
    expect(figure('Coste por ración')).toBe('0,38 €');
  });

  it('a line in ml of a product without density: the reason on that line, and the recipe says its cost is incomplete', async () => {
    await openRecipe(serveRecipes({ recipes: [MASA] }), MASA.id);
    const line = lineOf('Harina de trigo');
    expect(line).toHaveTextContent('Falta la densidad para convertir ml a g');
    const alert = screen.getByRole('alert', { name: /Coste incompleto/ });
    expect(alert).toHaveTextContent('Harina de trigo: Falta la densidad para convertir ml a g');
    const panel = screen.getByRole('region', { name: 'Margen y food cost' });
    expect(within(panel).getByText('Coste incompleto')).toBeInTheDocument();
    // An incomplete cost flatters the food cost: no "within target" verdict on it.
    expect(within(panel).getByText(/Sin veredicto: el coste está incompleto/)).toBeInTheDocument();
    expect(within(panel).queryByText(/Dentro del objetivo/)).toBeNull();
  });

  it("a product without its own unit weight converts through its catalog entry's (huevo L, 65 g/ud), as the API does", async () => {
    const eggs = eggProduct({ id: 5, definition: 105, unit_weight: null });
    const flan = storedRecipe(20, {
      name: 'Flan',
      servings: 4,
      lines: [{ ingredient_instance: 5, quantity: '130', unit: 'g' }],
    });
    await openRecipe(
      serveRecipes({
        products: [onionProduct(), eggs],
        recipes: [flan],
        definitionFacts: { 105: { unit_weight: '65' } },
      }),
      flan.id,
    );
    const line = lineOf(eggs.name);
    // 130 g = 2 ud at 0,19 €/ud with merma 12 %: 2 / 0,88 × 0,19 = 0,43 €.
    expect(line).toHaveTextContent('0,43 €');
    expect(line).not.toHaveTextContent('Falta el peso por unidad');
    expect(screen.queryByRole('alert', { name: /Coste incompleto/ })).toBeNull();
  });

  it('margin state: a PVP below the target reads "Por encima del objetivo" with the suggested PVP; raising it turns it good', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [FONDO, TOSTA] }), TOSTA.id);
    const panel = screen.getByRole('region', { name: 'Margen y food cost' });
    expect(figure('Food cost (%)')).toBe('41,25 %');
    expect(within(panel).getByText('Margen bajo')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        /Por encima del objetivo: food cost 41,25 % > 30,00 %\. Sube el PVP a 2,06 €/,
      ),
    ).toBeInTheDocument();

    const pvp = screen.getByRole('textbox', { name: /PVP \(IVA incluido\)/ });
    await user.clear(pvp);
    await user.type(pvp, '8,80');
    expect(figure('Food cost (%)')).toBe('7,03 %');
    expect(within(panel).getByText('Rentable')).toBeInTheDocument();
    expect(within(panel).getByText(/Dentro del objetivo/)).toBeInTheDocument();
  });

  it('cost analysis: the escandallo table and scaling to N raciones', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    await user.click(screen.getByRole('tab', { name: 'Análisis de costes' }));
    const table = await screen.findByRole('table', { name: 'Escandallo' });
    const onionRow = within(table).getByText('Cebolla').closest('tr');
    expect(onionRow).toHaveTextContent('1 kg');
    expect(onionRow).toHaveTextContent('1,25 kg');
    expect(onionRow).toHaveTextContent('1,50 €');
    expect(onionRow).toHaveTextContent('66,67 %');
    expect(table).toHaveTextContent('Coste por ración0,56 €');

    const servings = screen.getByRole('textbox', { name: 'Ver para (raciones)' });
    await user.clear(servings);
    await user.type(servings, '8');
    expect(within(table).getByText('Cebolla').closest('tr')).toHaveTextContent('2,5 kg');
    expect(table).toHaveTextContent('Coste total (8 raciones)4,50 €');
    expect(table).toHaveTextContent('Coste por ración0,56 €');
  });
});

describe('Detalle de Receta: lines and saving', () => {
  it('reorders with the Subir/Bajar buttons and saves the lines in the new order', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    await user.click(screen.getByRole('button', { name: 'Bajar Cebolla' }));
    expect(lineOf('Fondo blanco')).toHaveAccessibleName('Línea 1: Fondo blanco');
    expect(lineOf('Cebolla')).toHaveAccessibleName('Línea 2: Cebolla');
    expect(screen.getByRole('button', { name: 'Bajar Cebolla' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quitar Fondo blanco' }));
    expect(screen.queryByRole('listitem', { name: /Fondo blanco/ })).toBeNull();
    expect(figure('Coste total')).toBe('1,50 €');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(1);
    });
    const [put] = requestsTo('PUT', recipeUrl(SOPA.id));
    expect((put?.body as { lines: unknown[] }).lines).toEqual([
      { ingredient_instance: 1, sub_recipe: null, quantity: '1.000', unit: 'kg', note: '' },
    ]);
  });

  it('a removed line comes back with «Deshacer», where it was and as it was typed (issue 31)', async () => {
    const { user } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    const quantity = within(lineOf('Cebolla')).getByRole('textbox', {
      name: 'Cantidad neta de Cebolla',
    });
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await user.click(screen.getByRole('button', { name: 'Quitar Cebolla' }));
    expect(screen.queryByRole('listitem', { name: /Cebolla/ })).toBeNull();
    expect(figure('Coste total')).toBe('0,75 €');

    const notice = screen.getByText('Has quitado «Cebolla».');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(lineOf('Cebolla')).toHaveAccessibleName('Línea 1: Cebolla');
    expect(
      within(lineOf('Cebolla')).getByRole('textbox', { name: 'Cantidad neta de Cebolla' }),
    ).toHaveValue('2,5');
    expect(figure('Coste total')).toBe('4,50 €');
    await waitFor(() => {
      expect(notice).not.toBeInTheDocument();
    });

    // Removed and put back untouched: nothing left to save.
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await user.click(screen.getByRole('button', { name: 'Quitar Fondo blanco' }));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(lineOf('Fondo blanco')).toHaveAccessibleName('Línea 2: Fondo blanco');
    expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
    expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(0);
  });

  it('a save the server refuses for a cycle shows its message naming the recipes', async () => {
    const account = serveRecipes({ recipes: [FONDO, SOPA] });
    const cycle =
      'La receta no puede contenerse a sí misma: Sopa de cebolla → Fondo blanco → Sopa de cebolla.';
    server.use(http.put(recipeUrl(SOPA.id), () => answerError(400, { lines: [cycle] })));
    const { user } = await openRecipe(account, SOPA.id);
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), ' casera');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert', { name: 'No se ha guardado' });
    expect(alert).toHaveTextContent(cycle);
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('a yield the server refuses (out of its bounds) shows the message on the Rendimiento field', async () => {
    const account = serveRecipes({ recipes: [FONDO, SOPA] });
    const message = 'Asegúrate de que este valor es mayor o igual a 0.001.';
    server.use(
      http.put(recipeUrl(FONDO.id), () => answerError(400, { yield_quantity: [message] })),
    );
    const { user } = await openRecipe(account, FONDO.id);
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), ' casero');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const field = screen.getByRole('textbox', { name: 'Cantidad producida' });
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(message);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('Duplicar opens the copy named «… (copia)»', async () => {
    const { user, router } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recipes/500');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sopa de cebolla (copia)' }),
    ).toBeInTheDocument();
  });

  it('SPEC §5: Duplicar at the limit shows the recipe quota message once', async () => {
    const { user } = await openRecipe(
      serveRecipes({ recipes: [FONDO, SOPA], usage: { ingredient_instances: 3, recipes: 20 } }),
      SOPA.id,
    );
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    const message = 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.';
    expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(requestsTo('POST', recipeDuplicateUrl(SOPA.id))).toHaveLength(0);
  });
});

describe('Detalle de Receta: unsaved changes', () => {
  it('asks before leaving with unsaved changes; "Seguir editando" keeps them', async () => {
    const { user, router } = await openRecipe(serveRecipes({ recipes: [FONDO, SOPA] }), SOPA.id);
    const pvp = screen.getByRole('textbox', { name: /PVP \(IVA incluido\)/ });
    await user.clear(pvp);
    await user.type(pvp, '9,50');
    await user.click(screen.getByRole('link', { name: 'Volver a Recetas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe(`/recipes/${SOPA.id}`);
    expect(pvp).toHaveValue('9,50');

    await user.click(screen.getByRole('link', { name: 'Volver a Recetas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' })).getByRole(
        'button',
        { name: 'Salir sin guardar' },
      ),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recipes');
    });
  });
});

describe('Detalle de Receta: delete', () => {
  it('asks before deleting, then goes back to Recetas', async () => {
    const { user, router, recipesState } = await openRecipe(
      serveRecipes({ recipes: [FONDO, SOPA] }),
      SOPA.id,
    );
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Sopa de cebolla»?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(recipesState.recipes).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recipes');
    });
    expect(recipesState.recipes.map((recipe) => recipe.id)).toEqual([FONDO.id]);
  });

  it('an elaboración used elsewhere names the recipes and needs "Eliminar igualmente"', async () => {
    const { user, router } = await openRecipe(
      serveRecipes({
        recipes: [FONDO, SOPA],
        usedBy: { [FONDO.id]: [{ id: SOPA.id, name: 'Sopa de cebolla' }] },
      }),
      FONDO.id,
    );
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Fondo blanco»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('Se usa en otras recetas')).toBeInTheDocument();
    expect(within(dialog).getByText('Sopa de cebolla')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar igualmente' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recipes');
    });
    const deletes = requestsTo('DELETE', recipeUrl(FONDO.id));
    // The first without a query string, the second with force=true.
    expect(deletes.map((request) => request.params)).toEqual([{}, { force: 'true' }]);
  });
});
