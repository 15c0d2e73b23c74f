import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PriceImpact, PriceImpactRequest } from '@costeo/domain/contracts/analytics';
import { PRICE_IMPACT_URL, ingredientInstanceUrl } from '../../../api/urls.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { field, openEditForm, replaceText } from '../../../test/ingredient-form-driver.tsx';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { requestsTo } from '../../../test/server.ts';

// Onion 10 kg for 12,00 € at 20 % merma, in two recipes (the API's analytics fixture).
const ONION = onionProduct({ recipes_count: 2 });

/** The API's answer for the onion at a new price: Sopa and a menú del día move. */
function onionImpact(body: PriceImpactRequest): PriceImpact {
  return {
    saved: false,
    sales_volume: null,
    product: {
      id: ONION.id,
      name: 'Cebolla',
      purchase_quantity: '10',
      purchase_unit: 'kg',
      new_purchase_quantity: body.purchase_quantity ?? '10',
      new_purchase_unit: body.purchase_unit ?? 'kg',
      old_price: '12.0000',
      new_price: Number(body.new_price).toFixed(4),
      reference_unit: 'kg',
      old_reference_price: '1.2000',
      new_reference_price: '1.5000',
    },
    affected_count: 2,
    newly_below_target_count: 1,
    recipes: [
      {
        id: 11,
        name: 'Pan',
        is_subrecipe: false,
        via_sub_recipe: false,
        old_cost_per_serving: '0.40',
        new_cost_per_serving: '0.44',
        cost_change_pct: '9.38',
        old_margin_pct: '60.00',
        new_margin_pct: '56.25',
        old_food_cost_pct: '28.00',
        new_food_cost_pct: '31.25',
        target_food_cost_pct: '30.00',
        was_below_target: false,
        below_target: true,
      },
      {
        id: 10,
        name: 'Sopa',
        is_subrecipe: false,
        via_sub_recipe: false,
        old_cost_per_serving: '0.47',
        new_cost_per_serving: '0.59',
        cost_change_pct: '25.00',
        old_margin_pct: '90.63',
        new_margin_pct: '88.28',
        old_food_cost_pct: '9.38',
        new_food_cost_pct: '11.72',
        target_food_cost_pct: '30.00',
        was_below_target: false,
        below_target: false,
      },
    ],
    menus: [
      {
        id: 3,
        name: 'Menú del mediodía',
        kind: 'menu_del_dia',
        old_cost_per_cover: '0.83',
        new_cost_per_cover: '0.98',
        old_cost_per_cover_worst: '0.87',
        new_cost_per_cover_worst: '1.02',
        old_food_cost_pct: '6.93',
        new_food_cost_pct: '8.14',
        old_food_cost_pct_worst: '7.24',
        new_food_cost_pct_worst: '8.53',
        old_margin_per_cover: '11.17',
        new_margin_per_cover: '11.02',
        old_status: 'profitable',
        new_status: 'profitable',
      },
    ],
  };
}

const impactRequests = () => requestsTo('POST', PRICE_IMPACT_URL).map((request) => request.body);
const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

/** The Business drawer editing the onion, its saved price shown: the what-if is on offer. */
async function openOnionForBusiness() {
  const account = serveIngredients({
    plan: 'business',
    instances: [ONION],
    priceImpact: onionImpact,
  });
  const opened = await openEditForm(ONION, account);
  const price = field(opened.drawer, /^Precio de compra/);
  await waitFor(() => {
    expect(price).toHaveValue('12,00');
  });
  return { ...opened, price };
}

const IMPACT = { name: 'Efecto en tus márgenes' };
const impactPanel = (drawer: HTMLElement) => within(drawer).queryByRole('region', IMPACT);

/** Types a new price and waits, past the pause, for the panel with its answer (Sopa listed). */
async function typeNewPrice(
  { user, drawer, price }: Awaited<ReturnType<typeof openOnionForBusiness>>,
  newPrice: string,
) {
  await replaceText(user, price, newPrice);
  const impact = await within(drawer).findByRole('region', IMPACT);
  await within(impact).findByText('Sopa');
  return impact;
}

describe('the product drawer shows what a new price does before saving (issue 31)', () => {
  it('Business: typing a new price asks once, after the pause, for the typed price', async () => {
    const opened = await openOnionForBusiness();
    // Nothing changed, nothing asked.
    expect(impactPanel(opened.drawer)).toBeNull();

    await typeNewPrice(opened, '15,00');
    // One request for the typed price, not one per key.
    expect(impactRequests()).toEqual([{ ingredient_instance: ONION.id, new_price: '15' }]);
  });

  it('Business: the answer lists the recipes and menus the new price (15,00 € por 10 kg) moves', async () => {
    const impact = await typeNewPrice(await openOnionForBusiness(), '15,00');
    expect(text(impact)).toContain('Si guardas 15,00 € por 10 kg, así quedan tus recetas y menús');
    const recipes = within(impact).getByRole('list', { name: 'Recetas' });
    expect(within(recipes).getAllByRole('listitem').map(text)).toEqual([
      'PanQueda bajo objetivoCoste por ración: 0,40 € → 0,44 €Food cost: 28,00 % → 31,25 %',
      'SopaCoste por ración: 0,47 € → 0,59 €Food cost: 9,38 % → 11,72 %',
    ]);
    const menus = within(impact).getByRole('list', { name: 'Menús' });
    expect(within(menus).getAllByRole('listitem').map(text)).toEqual([
      'Menú del mediodíaMenú del díaCoste por cubierto: 0,83 € → 0,98 €Food cost: 6,93 % → 8,14 %',
    ]);
    expect(text(impact)).toContain('Simulación: aún no se ha guardado nada.');
  });

  it('Business: back to the saved price, the panel goes and nothing more is asked', async () => {
    const opened = await openOnionForBusiness();
    await typeNewPrice(opened, '15,00');
    expect(impactRequests()).toHaveLength(1);

    await replaceText(opened.user, opened.price, '12');
    await waitFor(() => {
      expect(impactPanel(opened.drawer)).toBeNull();
    });
    expect(impactRequests()).toHaveLength(1);
  });

  it('a new purchase format goes with the price; a changed merma is said to be left out', async () => {
    const account = serveIngredients({
      plan: 'business',
      instances: [ONION],
      priceImpact: onionImpact,
    });
    const { user, drawer } = await openEditForm(ONION, account);
    await waitFor(() => {
      expect(field(drawer, /^Cantidad/)).toHaveValue('10');
    });
    await replaceText(user, field(drawer, /^Cantidad/), '5');
    const impact = await within(drawer).findByRole('region', { name: 'Efecto en tus márgenes' });
    await within(impact).findByText('Sopa');
    expect(impactRequests()).toEqual([
      {
        ingredient_instance: ONION.id,
        new_price: '12',
        purchase_quantity: '5',
        purchase_unit: 'kg',
      },
    ]);
    expect(text(impact)).toContain('Si guardas 12,00 € por 5 kg');
    await replaceText(user, field(drawer, /^Merma/), '25');
    // (Emptied on the way, the merma left no preview and so no impact: the panel is a new one.)
    const again = await within(drawer).findByRole('region', { name: 'Efecto en tus márgenes' });
    expect(text(again)).toContain(
      'Usa la merma, la densidad y el peso por unidad guardados; su cambio se verá al guardar.',
    );
  });

  it('a failed what-if says so in Spanish and saving still works', async () => {
    const account = serveIngredients({
      plan: 'business',
      instances: [ONION],
      priceImpact: () => HttpResponse.json({ detail: 'Error' }, { status: 500 }),
    });
    const { user, drawer } = await openEditForm(ONION, account);
    await waitFor(() => {
      expect(field(drawer, /^Precio de compra/)).toHaveValue('12,00');
    });
    await replaceText(user, field(drawer, /^Precio de compra/), '15');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'No se ha podido calcular el efecto en tus márgenes. Puedes guardar igualmente.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PUT', ingredientInstanceUrl(ONION.id))).toHaveLength(1);
    });
  });

  it('closing the drawer while the what-if is on its way cancels the request', async () => {
    const account = serveIngredients({
      plan: 'business',
      instances: [ONION],
      // An answer that never comes: only a cancel ends the request.
      priceImpact: () => new Promise<Response>(() => undefined),
    });
    const { user, drawer, queryClient } = await openEditForm(ONION, account);
    await waitFor(() => {
      expect(field(drawer, /^Precio de compra/)).toHaveValue('12,00');
    });
    await replaceText(user, field(drawer, /^Precio de compra/), '15');
    await within(drawer).findByText('Calculando el efecto en tus recetas y menús…');
    const whatIf = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['analytics', 'price-impact'] })
        .filter((query) => query.queryKey[2] !== null);
    await waitFor(() => {
      expect(whatIf().map((query) => query.state.fetchStatus)).toEqual(['fetching']);
    });
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    // Unsaved changes: the drawer asks first.
    await user.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    // Cancelled (its AbortSignal fired) and put back as it was: not left waiting for an answer
    // nobody will read until the 10 s time-out fails it.
    await waitFor(() => {
      expect(whatIf().map((query) => query.state.fetchStatus)).toEqual(['idle']);
    });
    expect(whatIf()[0]?.state).toMatchObject({ status: 'pending', error: null });
  });

  it('Gratuito: a short locked hint with the plan message and the upgrade, never a request', async () => {
    const { user, drawer } = await openEditForm(ONION, serveIngredients({ instances: [ONION] }));
    await waitFor(() => {
      expect(field(drawer, /^Precio de compra/)).toHaveValue('12,00');
    });
    await replaceText(user, field(drawer, /^Precio de compra/), '15');
    const hint = await within(drawer).findByTestId('price-impact-locked');
    expect(hint).toHaveTextContent('Esta funcionalidad requiere un plan Pro o superior.');
    await user.click(within(hint).getByRole('button', { name: 'Mejorar plan' }));
    expect(
      await screen.findByRole('dialog', { name: 'Gestionar Suscripción' }),
    ).toBeInTheDocument();
    expect(impactRequests()).toEqual([]);
  });

  it('a product no recipe uses shows nothing and asks nothing', async () => {
    const unused = onionProduct({ recipes_count: 0 });
    const account = serveIngredients({
      plan: 'business',
      instances: [unused],
      priceImpact: onionImpact,
    });
    const { user, drawer } = await openEditForm(unused, account);
    await waitFor(() => {
      expect(field(drawer, /^Precio de compra/)).toHaveValue('12,00');
    });
    await replaceText(user, field(drawer, /^Precio de compra/), '15');
    // The live preview follows the typed price; the impact never shows.
    await within(drawer).findByText('1,875 €/kg limpio');
    expect(within(drawer).queryByTestId('price-impact')).toBeNull();
    expect(within(drawer).queryByTestId('price-impact-locked')).toBeNull();
    expect(impactRequests()).toEqual([]);
  });
});
