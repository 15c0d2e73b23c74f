import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
  subRecipePayload,
} from '../../../test/recipe-factories.ts';

let t: TestApp;
let chef: TestUser;
let onion: number;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  onion = await createProduct(
    t.app,
    chef,
    onionPayload(await definitionId(t.app, chef, 'cebolla')),
  );
});
afterAll(async () => {
  await t.close();
});

async function createDefinition(
  user: TestUser,
  name: string,
  costType: string,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await api(user, 'POST', 'extra-cost-definitions/', {
    name,
    cost_type: costType,
    amount,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function attach(recipe: number, definition: number, extra: Record<string, unknown> = {}) {
  const response = await api(chef, 'POST', 'recipe-extra-costs/', {
    recipe,
    definition,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number } & Record<string, unknown>>();
}

/** The recipe of issue 8: ingredients 2.25, 4 servings, PVP 8.80 € at 10 % (net 8.00), target 30 %. */
async function createSopa(name = 'Sopa de cebolla') {
  const fondo = await createRecipe(
    t.app,
    chef,
    subRecipePayload(`Fondo de ${name}`, [
      { ingredient_instance: onion, quantity: '2', unit: 'kg' },
    ]),
  );
  const sopa = await createRecipe(
    t.app,
    chef,
    recipePayload(
      name,
      [
        { ingredient_instance: onion, quantity: '1', unit: 'kg' },
        { sub_recipe: fondo.id, quantity: '500', unit: 'ml' },
      ],
      { sale_price: '8.80', sale_vat_pct: '10', target_food_cost_pct: '30' },
    ),
  );
  expect(sopa).toMatchObject({ ingredients_cost: '2.25', net_sale_price: '8.00' });
  return { fondo, sopa };
}

describe('the issue 9 acceptance numbers (DOMAIN.md §2)', () => {
  it('fixed 1.00 + per serving 0.25 + 10 % on ingredients 2.25 × 4 servings → extra 2.225, total 4.475', async () => {
    const { sopa } = await createSopa();
    const fixed = await createDefinition(chef, 'Mano de obra', 'fixed', '1.00');
    const perServing = await createDefinition(chef, 'Envase', 'per_serving', '0.25');
    const percentage = await createDefinition(chef, 'Energía', 'percentage', '10');
    expect(percentage).toMatchObject({ amount: '10.00', recipes_count: 0, is_active: true });

    const attachedFixed = await attach(sopa.id, fixed.id);
    expect(attachedFixed).toMatchObject({
      recipe: sopa.id,
      definition: fixed.id,
      definition_name: 'Mano de obra',
      cost_type: 'fixed',
      amount: '1.00',
      notes: '',
      cost: '1.00',
    });
    expect(await attach(sopa.id, perServing.id)).toMatchObject({ amount: '0.25', cost: '1.00' });
    expect(await attach(sopa.id, percentage.id)).toMatchObject({ amount: '10.00', cost: '0.23' });

    const detail = (await api(chef, 'GET', `recipes/${sopa.id}/`)).json();
    const figures = {
      ingredients_cost: '2.25',
      extra_costs_total: '2.23', // 2.225, money rounded half up at the edge
      total_cost: '4.48', // 4.475
      cost_per_serving: '1.12', // 1.11875
      net_sale_price: '8.00',
      food_cost_pct: '13.98', // 13.984375
      margin_per_serving: '6.88', // 6.88125
      margin_pct: '86.02', // 86.015625
      suggested_sale_price: '4.10', // 1.11875 / 0.30 × 1.10 = 4.1020833…
      status: 'profitable',
    };
    expect(detail).toMatchObject(figures);

    // The stored figures (lists, ordering, margin lists) carry the same extra costs.
    const list = (await api(chef, 'GET', 'recipes/?ordering=-total_cost')).json();
    expect(list.results.find((row: { id: number }) => row.id === sopa.id)).toMatchObject(figures);
    const profitable = (await api(chef, 'GET', 'recipes/profitable_recipes/')).json();
    expect(profitable.results.map((row: { id: number }) => row.id)).toContain(sopa.id);
    // With a threshold above its margin (86.02 %) it is a low-margin recipe.
    const low = (await api(chef, 'GET', 'recipes/low_margin_recipes/?threshold=90')).json();
    expect(low.results.find((row: { id: number }) => row.id === sopa.id)).toMatchObject({
      margin_pct: '86.02',
    });

    const analysis = (await api(chef, 'GET', `recipes/${sopa.id}/cost_analysis/`)).json();
    expect(analysis.extra_costs).toEqual([
      expect.objectContaining({ name: 'Mano de obra', cost_type: 'fixed', cost: '1.00' }),
      expect.objectContaining({ name: 'Envase', cost_type: 'per_serving', cost: '1.00' }),
      expect.objectContaining({ name: 'Energía', cost_type: 'percentage', cost: '0.23' }),
    ]);
    expect(analysis.totals).toMatchObject({
      ingredients_cost: '2.25',
      extra_costs_total: '2.23',
      total_cost: '4.48',
      cost_per_serving: '1.12',
    });
    expect(analysis.margins).toMatchObject({ food_cost_pct: '13.98', margin_pct: '86.02' });

    const attachedList = (await api(chef, 'GET', `recipe-extra-costs/?recipe=${sopa.id}`)).json();
    expect(attachedList.count).toBe(3);
    expect(attachedList.results.map((row: { cost: string }) => row.cost)).toEqual([
      '1.00',
      '1.00',
      '0.23',
    ]);
    const definitions = (await api(chef, 'GET', 'extra-cost-definitions/?search=energia')).json();
    expect(definitions.results).toEqual([expect.objectContaining({ recipes_count: 1 })]);
  });
});

describe('recipe extra costs', () => {
  it('available_for_recipe excludes attached and inactive definitions; attaching twice → 400', async () => {
    const { sopa } = await createSopa('Sopa disponible');
    const a = await createDefinition(chef, 'Disp A', 'fixed', '1');
    const b = await createDefinition(chef, 'Disp B', 'fixed', '2');
    const inactive = await createDefinition(chef, 'Disp C', 'fixed', '3', { is_active: false });
    await attach(sopa.id, a.id);
    const response = await api(
      chef,
      'GET',
      `extra-cost-definitions/?available_for_recipe=${sopa.id}&search=disp`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((row: { id: number }) => row.id)).toEqual([b.id]);
    const inactiveList = (await api(chef, 'GET', 'extra-cost-definitions/?is_active=false')).json();
    expect(inactiveList.results.map((row: { id: number }) => row.id)).toContain(inactive.id);

    const twice = await api(chef, 'POST', 'recipe-extra-costs/', {
      recipe: sopa.id,
      definition: a.id,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ definition: ['Este coste extra ya está en la receta.'] });
    const off = await api(chef, 'POST', 'recipe-extra-costs/', {
      recipe: sopa.id,
      definition: inactive.id,
    });
    expect(off.statusCode).toBe(400);
  });

  it('an override, a change of amount and a removal re-cost the recipe and its parents, with history newest first', async () => {
    const { fondo, sopa } = await createSopa('Sopa con historia');
    const labour = await createDefinition(chef, 'Mano de obra fondo', 'fixed', '4.00');
    const attached = await attach(fondo.id, labour.id, { amount: '2.00', notes: 'una hora' });
    expect(attached).toMatchObject({ amount: '2.00', notes: 'una hora', cost: '2.00' });
    // The fondo (2 l for 3.00 + 2.00) costs 2.50 per litre: 500 ml of it is 1.25 in the soup
    // (1.50 of onion + 1.25).
    const parent = (await api(chef, 'GET', `recipes/${sopa.id}/`)).json();
    expect(parent).toMatchObject({ ingredients_cost: '2.75', total_cost: '2.75' });

    const patched = await api(chef, 'PATCH', `recipe-extra-costs/${attached.id}/`, {
      amount: '6.00',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ amount: '6.00', cost: '6.00', notes: 'una hora' });
    const after = (await api(chef, 'GET', `recipes/${sopa.id}/`)).json();
    expect(after).toMatchObject({ ingredients_cost: '3.75' }); // 1.50 + (3 + 6) / 2 l × 0.5 l

    const put = await api(chef, 'PUT', `recipe-extra-costs/${attached.id}/`, {
      recipe: fondo.id,
      definition: labour.id,
    });
    expect(put.json()).toMatchObject({ amount: '4.00' }); // back to the definition's amount
    const moved = await api(chef, 'PUT', `recipe-extra-costs/${attached.id}/`, {
      recipe: sopa.id,
      definition: labour.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['recipe']);

    const removed = await api(chef, 'DELETE', `recipe-extra-costs/${attached.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await api(chef, 'GET', `recipes/${sopa.id}/`)).json()).toMatchObject({
      ingredients_cost: '2.25',
    });
    expect((await api(chef, 'GET', `recipe-extra-costs/${attached.id}/`)).statusCode).toBe(404);

    const history = (await api(chef, 'GET', `extra-cost-history/?recipe=${fondo.id}`)).json();
    expect(history.count).toBe(4);
    expect(
      history.results.map((row: Record<string, unknown>) => [
        row.action,
        row.old_amount,
        row.new_amount,
      ]),
    ).toEqual([
      ['delete', '4.00', null],
      ['update', '6.00', '4.00'],
      ['update', '2.00', '6.00'],
      ['create', null, '2.00'],
    ]);
    expect(history.results[0]).toMatchObject({
      recipe: fondo.id,
      definition: labour.id,
      definition_name: 'Mano de obra fondo',
      user: chef.id,
      username: chef.username,
    });
  });

  it('400 on invalid bodies: a percentage over 100, a negative amount, missing fields', async () => {
    const { sopa } = await createSopa('Sopa inválida');
    const pct = await createDefinition(chef, 'Pct', 'percentage', '5');
    const over = await api(chef, 'POST', 'recipe-extra-costs/', {
      recipe: sopa.id,
      definition: pct.id,
      amount: '101',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ amount: ['Un porcentaje no puede ser mayor que 100.'] });
    const negative = await api(chef, 'POST', 'recipe-extra-costs/', {
      recipe: sopa.id,
      definition: pct.id,
      amount: '-1',
    });
    expect(negative.statusCode).toBe(400);
    expect((await api(chef, 'POST', 'recipe-extra-costs/', {})).statusCode).toBe(400);
    const badDefinition = await api(chef, 'POST', 'extra-cost-definitions/', {
      name: 'Mal',
      cost_type: 'percentage',
      amount: '150',
    });
    expect(badDefinition.statusCode).toBe(400);
    expect(badDefinition.json()).toEqual({ amount: ['Un porcentaje no puede ser mayor que 100.'] });
    const badType = await api(chef, 'POST', 'extra-cost-definitions/', {
      name: 'Mal',
      cost_type: 'hourly',
      amount: '1',
    });
    expect(badType.statusCode).toBe(400);
    const patchOver = await api(chef, 'PATCH', `extra-cost-definitions/${pct.id}/`, {
      amount: '100.01',
    });
    expect(patchOver.statusCode).toBe(400);
    const badOrdering = await api(chef, 'GET', 'extra-cost-definitions/?ordering=owner_id');
    expect(badOrdering.statusCode).toBe(400);
  });
});

describe('definitions', () => {
  it('a new amount does not rewrite the recipes unless apply_to_recipes; then history and re-cost', async () => {
    const { sopa } = await createSopa('Sopa aplicada');
    const other = (await createSopa('Sopa aplicada 2')).sopa;
    const pack = await createDefinition(chef, 'Envase aplicado', 'per_serving', '0.35');
    await attach(sopa.id, pack.id);
    await attach(other.id, pack.id, { amount: '0.50' });

    const plain = await api(chef, 'PATCH', `extra-cost-definitions/${pack.id}/`, {
      amount: '0.40',
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ amount: '0.40', recipes_count: 2 });
    const kept = (await api(chef, 'GET', `recipe-extra-costs/?recipe=${sopa.id}`)).json();
    expect(kept.results[0]).toMatchObject({ amount: '0.35', cost: '1.40' });

    const applied = await api(chef, 'PUT', `extra-cost-definitions/${pack.id}/`, {
      name: 'Envase aplicado',
      cost_type: 'per_serving',
      amount: '0.45',
      apply_to_recipes: true,
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ amount: '0.45', recipes_count: 2 });
    for (const recipe of [sopa, other]) {
      const rows = (await api(chef, 'GET', `recipe-extra-costs/?recipe=${recipe.id}`)).json();
      expect(rows.results[0]).toMatchObject({ amount: '0.45', cost: '1.80' });
      expect((await api(chef, 'GET', `recipes/${recipe.id}/`)).json()).toMatchObject({
        extra_costs_total: '1.80',
        total_cost: '4.05',
      });
      const history = (await api(chef, 'GET', `extra-cost-history/?recipe=${recipe.id}`)).json();
      expect(history.results[0]).toMatchObject({ action: 'update', new_amount: '0.45' });
    }
    const stored = (
      await api(chef, 'GET', `recipes/?search=aplicada&is_subrecipe=false&ordering=total_cost`)
    ).json();
    expect(stored.results.map((row: { total_cost: string }) => row.total_cost)).toEqual([
      '4.05',
      '4.05',
    ]);
  });

  it('deleting a definition in use → 400 naming the recipes; ?force=true removes it, with history', async () => {
    const { sopa } = await createSopa('Sopa forzada');
    const energy = await createDefinition(chef, 'Energía forzada', 'percentage', '3');
    await attach(sopa.id, energy.id);
    const refused = await api(chef, 'DELETE', `extra-cost-definitions/${energy.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        'Este coste extra se usa en 1 receta: Sopa forzada. Quítalo de ella o elimínalo igualmente con force=true (se quitará de esas recetas).',
      recipes: [{ id: sopa.id, name: 'Sopa forzada' }],
    });
    expect((await api(chef, 'GET', `recipes/${sopa.id}/`)).json()).toMatchObject({
      extra_costs_total: '0.07', // 3 % of 2.25 = 0.0675
    });
    const forced = await api(chef, 'DELETE', `extra-cost-definitions/${energy.id}/?force=true`);
    expect(forced.statusCode).toBe(204);
    expect((await api(chef, 'GET', `extra-cost-definitions/${energy.id}/`)).statusCode).toBe(404);
    expect((await api(chef, 'GET', `recipes/${sopa.id}/`)).json()).toMatchObject({
      extra_costs_total: '0.00',
      total_cost: '2.25',
    });
    const history = (await api(chef, 'GET', `extra-cost-history/?recipe=${sopa.id}`)).json();
    expect(history.results[0]).toMatchObject({
      action: 'delete',
      definition: null,
      definition_name: 'Energía forzada',
      old_amount: '3.00',
      new_amount: null,
    });
    const unused = await createDefinition(chef, 'Sin uso', 'fixed', '1');
    expect((await api(chef, 'DELETE', `extra-cost-definitions/${unused.id}/`)).statusCode).toBe(
      204,
    );
  });
});

describe('tenancy and authentication', () => {
  it('401 without a token on every endpoint', async () => {
    const calls: [Parameters<typeof api>[1], string][] = [
      ['GET', 'extra-cost-definitions/'],
      ['POST', 'extra-cost-definitions/'],
      ['GET', 'extra-cost-definitions/1/'],
      ['PUT', 'extra-cost-definitions/1/'],
      ['PATCH', 'extra-cost-definitions/1/'],
      ['DELETE', 'extra-cost-definitions/1/'],
      ['GET', 'recipe-extra-costs/'],
      ['POST', 'recipe-extra-costs/'],
      ['GET', 'recipe-extra-costs/1/'],
      ['PUT', 'recipe-extra-costs/1/'],
      ['PATCH', 'recipe-extra-costs/1/'],
      ['DELETE', 'recipe-extra-costs/1/'],
      ['GET', 'extra-cost-history/'],
    ];
    for (const [method, path] of calls) {
      const response = await api(null, method, path, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it("another user's ids → 404 on every endpoint, and nothing changes", async () => {
    const { sopa } = await createSopa('Sopa ajena');
    const mine = await createDefinition(chef, 'Mía', 'fixed', '1');
    const attached = await attach(sopa.id, mine.id);
    const intruder = await createUser(t.app);
    const theirs = await createDefinition(intruder, 'Suya', 'fixed', '1');
    const theirRecipe = await createRecipe(t.app, intruder, recipePayload('Suya', []));
    const definitionBody = { name: 'Robada', cost_type: 'fixed', amount: '9' };
    const calls: [Parameters<typeof api>[1], string, Record<string, unknown>?][] = [
      ['GET', `extra-cost-definitions/${mine.id}/`],
      ['PUT', `extra-cost-definitions/${mine.id}/`, definitionBody],
      ['PATCH', `extra-cost-definitions/${mine.id}/`, { amount: '9', apply_to_recipes: true }],
      ['DELETE', `extra-cost-definitions/${mine.id}/?force=true`],
      ['GET', `extra-cost-definitions/?available_for_recipe=${sopa.id}`],
      ['GET', `recipe-extra-costs/?recipe=${sopa.id}`],
      ['GET', `recipe-extra-costs/${attached.id}/`],
      ['PUT', `recipe-extra-costs/${attached.id}/`, { recipe: sopa.id, definition: mine.id }],
      ['PATCH', `recipe-extra-costs/${attached.id}/`, { amount: '9' }],
      ['DELETE', `recipe-extra-costs/${attached.id}/`],
      ['GET', `extra-cost-history/?recipe=${sopa.id}`],
      // Attaching: the chef's recipe with the intruder's definition, and the other way round.
      ['POST', 'recipe-extra-costs/', { recipe: sopa.id, definition: theirs.id }],
      ['POST', 'recipe-extra-costs/', { recipe: theirRecipe.id, definition: mine.id }],
    ];
    for (const [method, path, payload] of calls) {
      const response = await api(intruder, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'No encontrado.' });
    }
    // The chef attaching the intruder's definition → 404 too.
    const foreign = await api(chef, 'POST', 'recipe-extra-costs/', {
      recipe: sopa.id,
      definition: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await api(chef, 'GET', `recipe-extra-costs/${attached.id}/`)).json()).toMatchObject({
      amount: '1.00',
    });
    const list = (await api(intruder, 'GET', 'extra-cost-definitions/')).json();
    expect(list.results.map((row: { id: number }) => row.id)).toEqual([theirs.id]);
    expect((await api(intruder, 'GET', 'recipe-extra-costs/')).json().count).toBe(0);
    expect((await api(intruder, 'GET', 'extra-cost-history/')).json().count).toBe(0);
  });
});
