import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes, type ServedRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, MASA, SOPA, TOSTA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { LOW_MARGIN_RECIPES_URL, RECIPES_URL } from '../../../api/urls.ts';

async function renderList(account: ServedRecipes) {
  const view = renderApp('/recipes', { tokens: TOKENS, noRetry: true });
  return { ...view, ...account };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Recetas (issue 8 §4)', () => {
  it('lists each recipe with category, raciones, coste por ración, PVP, margen, food cost and its status badge', async () => {
    await renderList(serveRecipes({ recipes: [FONDO, SOPA, TOSTA, MASA] }));
    const table = await screen.findByRole('table', { name: 'Recetas' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nombre',
      'Categoría',
      'Raciones',
      'Coste por ración',
      'PVP',
      'Margen (%)',
      'Food cost (%)',
      'Estado',
    ]);

    const sopa = rowOf('Sopa de cebolla');
    expect(sopa).toHaveTextContent('Entrantes');
    expect(sopa).toHaveTextContent('0,56 €');
    expect(sopa).toHaveTextContent('8,80 €');
    expect(sopa).toHaveTextContent('92,97 %');
    expect(sopa).toHaveTextContent('7,03 %');
    expect(within(sopa).getByText('Rentable')).toBeInTheDocument();

    const tosta = rowOf('Tosta de cebolla');
    expect(tosta).toHaveTextContent('41,25 %');
    expect(within(tosta).getByText('Margen bajo')).toBeInTheDocument();

    expect(within(rowOf('Masa de rebozado')).getByText('Coste incompleto')).toBeInTheDocument();
    const fondo = rowOf('Fondo blanco');
    // An elaboración is not sold on its own: no "Sin PVP" status for it, only its kind.
    expect(within(fondo).queryByText('Sin PVP')).toBeNull();
    expect(within(fondo).getByText('Elaboración: sin venta directa')).toBeInTheDocument();
    expect(within(fondo).getByText('Elaboración')).toBeInTheDocument();
    // Issue 16: an elaboración shows what it yields and costs per yield unit (3,00 € / 2 l), not
    // a cost per ración.
    expect(within(fondo).getByText(/^Rinde 2 l · 1,50\s€\/l$/)).toBeInTheDocument();
    expect(fondo).not.toHaveTextContent('0,38');
    expect(screen.getByText('4 recetas')).toBeInTheDocument();
  });

  it('the tabs read profitable_recipes/, low_margin_recipes/ and the elaboraciones; sorting sends ordering', async () => {
    const { user } = await renderList(serveRecipes({ recipes: [FONDO, SOPA, TOSTA] }));
    await screen.findByRole('table', { name: 'Recetas' });

    await user.click(screen.getByRole('radio', { name: 'Margen bajo' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Sopa de cebolla' })).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'Tosta de cebolla' })).toBeInTheDocument();
    expect(requestsTo('GET', LOW_MARGIN_RECIPES_URL)).not.toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Rentables' }));
    expect(await screen.findByRole('link', { name: 'Sopa de cebolla' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tosta de cebolla' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Elaboraciones' }));
    expect(await screen.findByRole('link', { name: 'Fondo blanco' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sopa de cebolla' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Todas' }));
    await user.click(await screen.findByRole('button', { name: /Food cost/ }));
    await waitFor(() => {
      const last = requestsTo('GET', RECIPES_URL).at(-1);
      expect(last?.params).toMatchObject({ ordering: 'food_cost_pct' });
    });
  });

  it('a new account sees what to do next', async () => {
    await renderList(serveRecipes({ recipes: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Crea tu primera receta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear receta' })).toBeInTheDocument();
  });

  it('a failed load says so and offers to retry', async () => {
    const account = serveRecipes();
    server.use(http.get(RECIPES_URL, () => answerError(500, {})));
    await renderList(account);
    expect(await screen.findByText('No se han podido cargar tus recetas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('Nueva receta: name and raciones, then the editor of the new recipe opens', async () => {
    const { user, router, recipesState } = await renderList(serveRecipes({ recipes: [SOPA] }));
    await screen.findByRole('table', { name: 'Recetas' });
    await user.click(screen.getByRole('button', { name: 'Nueva receta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva receta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Salmorejo');
    await user.clear(within(dialog).getByRole('textbox', { name: /Raciones/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Raciones/ }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recipes/500');
    });
    expect(recipesState.recipes.at(-1)?.data).toMatchObject({ name: 'Salmorejo', servings: 6 });
    expect(await screen.findByRole('heading', { name: 'Salmorejo' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Detalle de Receta - Costeo');
    });
  });

  it("SPEC §5: at the limit Nueva receta opens 'Límite alcanzado' with the message, shown once", async () => {
    const { user } = await renderList(
      serveRecipes({ recipes: [SOPA], usage: { ingredient_instances: 3, recipes: 20 } }),
    );
    await screen.findByRole('table', { name: 'Recetas' });
    const button = screen.getByRole('button', { name: 'Nueva receta' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);
    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    const message = 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.';
    expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(await within(modal).findByRole('button', { name: 'Cambiar a Pro' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Nueva receta' })).toBeNull();
  });

  it('SPEC §5: a 403 quota_exceeded from the server (stale usage) opens the same modal', async () => {
    const account = serveRecipes({
      recipes: [SOPA],
      usage: { ingredient_instances: 3, recipes: 19 },
    });
    const { user } = await renderList(account);
    await screen.findByRole('table', { name: 'Recetas' });
    account.state.usage = { ingredient_instances: 3, recipes: 20 };
    await user.click(screen.getByRole('button', { name: 'Nueva receta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva receta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Flan');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir ingredientes' }));
    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    const message = 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.';
    expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('at phone width: one card per recipe with the same figures, and the tabs as a list', async () => {
    const stub = window.matchMedia.bind(window);
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = (query: string) =>
      Object.assign(stub(query), { matches: query === SMALL_SCREEN_QUERY });
    onTestFinished(() => {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    });
    const { user } = await renderList(serveRecipes({ recipes: [FONDO, SOPA, TOSTA] }));
    const cards = await screen.findByRole('list', { name: 'Recetas' });
    expect(screen.queryByRole('table')).toBeNull();
    const sopa = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent.includes('Sopa de cebolla'));
    expect(sopa).toHaveTextContent('Entrantes · 4 raciones');
    expect(sopa).toHaveTextContent('Coste por ración0,56 €');
    expect(sopa).toHaveTextContent('Food cost (%)7,03 %');
    expect(sopa).toHaveTextContent('Rentable');
    const fondo = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent.includes('Fondo blanco'));
    expect(fondo).toHaveTextContent(/Rinde2 l · 1,50\s€\/l/);
    expect(fondo).not.toHaveTextContent('Coste por ración');

    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Margen bajo' }));
    await waitFor(() => {
      expect(screen.queryByText('Sopa de cebolla')).toBeNull();
    });
    expect(screen.getByText('Tosta de cebolla')).toBeInTheDocument();
  });
});
