import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let chef: TestUser;
const defs: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  for (const [key, query] of [
    ['cebolla', 'cebolla'],
    ['aceite', 'aceite de oliva virgen extra'],
    ['huevo', 'huevo l'],
  ] as const) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ingredient-definitions/search_suggestions/?q=${encodeURIComponent(query)}`,
      headers: chef.headers,
    });
    defs[key] = response.json()[0].id;
  }
});
afterAll(async () => {
  await t.close();
});

type Payload = Record<string, unknown>;
const api = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Payload,
) =>
  t.app.inject({
    method,
    url: `/api/ingredient-instances/${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
const create = (user: TestUser, payload: Payload) => api(user, 'POST', '', payload);

const onions = (waste = '20'): Payload => ({
  definition: defs.cebolla,
  supplier: 'Frutas Paco',
  brand: 'Huerta de Valencia',
  purchase_quantity: '10',
  purchase_unit: 'kg',
  purchase_price: '12.00',
  waste_pct: waste,
  vat_pct: '4.00',
});

describe('POST /api/ingredient-instances/ and the numbers a chef signs (DOMAIN §1)', () => {
  it('onions 10 kg for 12.00 € at 20 % merma: 0.0012 €/g, usable 0.0015 €/g, 1 kg net → 1250 g, 1.50 €', async () => {
    const response = await create(chef, onions('20'));
    expect(response.statusCode).toBe(201);
    const onion = response.json();
    expect(onion).toMatchObject({
      definition: defs.cebolla,
      definition_name: 'Cebolla',
      name: 'Cebolla',
      category_name: 'Verduras y hortalizas',
      supplier: 'Frutas Paco',
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.0000',
      base_unit: 'g',
      unit_cost: '0.0012',
      usable_unit_cost: '0.0015',
      waste_pct: '20.00',
      yield_pct: '80.00',
      recipes_count: 0,
      is_active: true,
    });
    expect(onion.price_equivalences).toMatchObject({
      per_kg: '1.2000',
      per_100g: '0.1200',
      per_g: '0.0012',
    });
    const cost = await api(chef, 'POST', `${onion.id}/calculate_cost/`, {
      quantity: '1',
      unit: 'kg',
    });
    expect(cost.statusCode).toBe(200);
    expect(cost.json()).toMatchObject({
      net_quantity: '1000.000',
      gross_quantity: '1250.000',
      base_unit: 'g',
      cost: '1.50',
    });

    const at40 = await api(chef, 'PATCH', `${onion.id}/`, { waste_pct: '40' });
    expect(at40.json().usable_unit_cost).toBe('0.0020');
    const cost40 = await api(chef, 'POST', `${onion.id}/calculate_cost/`, {
      quantity: '1000',
      unit: 'g',
    });
    expect(cost40.json()).toMatchObject({ gross_quantity: '1666.667', cost: '2.00' });
  });

  it('olive oil 5 l for 30.00 € → 6.00 €/l and, through density 0.916, 6.5502 €/kg', async () => {
    const oil = (
      await create(chef, {
        definition: defs.aceite,
        purchase_quantity: '5',
        purchase_unit: 'l',
        purchase_price: '30.00',
        waste_pct: '0',
      })
    ).json();
    expect(oil.base_unit).toBe('ml');
    expect(oil.price_equivalences).toMatchObject({
      per_l: '6.0000',
      per_kg: '6.5502',
      per_ud: null,
    });
    const equivalences = (await api(chef, 'GET', `${oil.id}/price_equivalences/`)).json();
    expect(equivalences).toMatchObject({
      per_l: '6.0000',
      per_kg: '6.5502',
      per_ml: '0.0060',
      per_ud: null,
    });
  });

  it('eggs 30 ud for 6.00 € → 0.20 €/ud; 130 g of eggs (65 g each) cost 0.40 €', async () => {
    const eggs = (
      await create(chef, {
        definition: defs.huevo,
        purchase_quantity: '30',
        purchase_unit: 'ud',
        purchase_price: '6.00',
        waste_pct: '0',
      })
    ).json();
    expect(eggs).toMatchObject({ base_unit: 'ud', unit_cost: '0.2000' });
    expect(eggs.price_equivalences.per_ud).toBe('0.2000');
    const cost = await api(chef, 'POST', `${eggs.id}/calculate_cost/`, {
      quantity: '130',
      unit: 'g',
    });
    expect(cost.json()).toMatchObject({ net_quantity: '2.000', cost: '0.40' });
    expect(eggs.allergens).toContain('huevos');
  });

  it('ml of an ingredient without density is a clear 400, not a number', async () => {
    const onion = (await create(chef, onions())).json();
    const cost = await api(chef, 'POST', `${onion.id}/calculate_cost/`, {
      quantity: '100',
      unit: 'ml',
    });
    expect(cost.statusCode).toBe(400);
    expect(cost.json()).toEqual({ unit: ['Falta la densidad para convertir ml a g'] });
    const bought = await create(chef, { ...onions(), purchase_unit: 'l' });
    expect(bought.statusCode).toBe(400);
    expect(bought.json().purchase_unit[0]).toContain('Falta la densidad para convertir l a g');
    // With its own density the product can be bought by volume.
    const withDensity = await create(chef, { ...onions(), purchase_unit: 'l', density: '0.5' });
    expect(withDensity.statusCode).toBe(201);
    expect(withDensity.json().unit_cost).toBe('0.0024');
  });

  it('defaults the name, merma and VAT to the definition, and merges extra allergens', async () => {
    const response = await create(chef, {
      definition: defs.cebolla,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1.10',
      extra_allergens: ['sulfitos', 'apio', 'apio'],
    });
    expect(response.json()).toMatchObject({
      name: 'Cebolla',
      waste_pct: '11.00',
      vat_pct: '4.00',
      extra_allergens: ['apio', 'sulfitos'],
      allergens: ['apio', 'sulfitos'],
    });
  });

  it('answers 400 with field messages on bad input, and keeps nothing', async () => {
    const before = (await api(chef, 'GET', '')).json().count;
    const response = await create(chef, {
      definition: defs.cebolla,
      purchase_quantity: '0',
      purchase_unit: 'saco',
      purchase_price: '-1',
      waste_pct: '100',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      'purchase_price',
      'purchase_quantity',
      'purchase_unit',
      'waste_pct',
    ]);
    expect((await create(chef, {})).json()).toMatchObject({
      definition: ['Elige un ingrediente del catálogo.'],
      purchase_quantity: ['Este campo es obligatorio.'],
    });
    expect((await create(chef, { ...onions(), definition: 999999 })).json()).toEqual({
      definition: ['El ingrediente del catálogo no existe.'],
    });
    expect((await api(chef, 'GET', '')).json().count).toBe(before);
  });
});

describe('list, filters and helper lists', () => {
  it('filters by search (accent-free), supplier, brand, category and active, and orders', async () => {
    const user = await createUser(t.app);
    await create(user, { ...onions(), name: 'Cebolla dulce', supplier: 'Makro' });
    await create(user, { ...onions(), name: 'Cebolla grande', supplier: 'Frutas Paco', brand: '' });
    await create(user, {
      definition: defs.aceite,
      name: 'Aceite Jaén',
      supplier: 'Makro',
      purchase_quantity: '5',
      purchase_unit: 'l',
      purchase_price: '30',
      is_active: false,
    });
    const names = async (query: string) =>
      (await api(user, 'GET', `?${query}`)).json().results.map((row: { name: string }) => row.name);
    expect(await names('search=JAEN')).toEqual(['Aceite Jaén']);
    expect(await names('supplier=Makro&ordering=name')).toEqual(['Aceite Jaén', 'Cebolla dulce']);
    expect(await names('brand=Huerta de Valencia')).toEqual(['Cebolla dulce']);
    expect(await names('is_active=false')).toEqual(['Aceite Jaén']);
    expect(await names('ordering=-purchase_price')).toHaveLength(3);
    expect((await api(user, 'GET', 'suppliers/')).json()).toEqual(['Frutas Paco', 'Makro']);
    expect((await api(user, 'GET', 'brands/')).json()).toEqual(['Huerta de Valencia']);
    const bySupplier = (await api(user, 'GET', 'by_supplier/')).json();
    expect(
      bySupplier.map((group: { supplier: string; count: number }) => [group.supplier, group.count]),
    ).toEqual([
      ['Frutas Paco', 1],
      ['Makro', 2],
    ]);
    expect((await api(user, 'GET', 'usage_stats/')).json()).toMatchObject({
      total: 3,
      active: 2,
      inactive: 1,
      suppliers: 2,
      used_in_recipes: 0,
    });
    const options = (await api(user, 'GET', 'search_for_recipe/?q=ceb')).json();
    expect(options).toHaveLength(2);
    expect(options[0]).toMatchObject({
      base_unit: 'g',
      available_units: ['mg', 'g', 'kg', 'ud', 'docena'],
    });
    expect((await api(user, 'GET', 'units/')).json()).toHaveLength(12);
  });

  it('lists available units reachable from the purchase unit', async () => {
    const oil = (
      await create(chef, {
        definition: defs.aceite,
        purchase_quantity: '1',
        purchase_unit: 'l',
        purchase_price: '7',
      })
    ).json();
    const codes = (await api(chef, 'GET', `${oil.id}/available_units/`))
      .json()
      .map((unit: { code: string }) => unit.code);
    expect(codes).toEqual([
      'mg',
      'g',
      'kg',
      'ml',
      'cl',
      'dl',
      'l',
      'cucharadita',
      'cucharada',
      'taza',
    ]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 on every endpoint for another user's product, and leaves it unchanged", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const product = (await create(owner, onions())).json();
    const id = product.id as number;
    const calls: [Parameters<typeof api>[1], string, Payload?][] = [
      ['GET', `${id}/`],
      ['PUT', `${id}/`, onions('5')],
      ['PATCH', `${id}/`, { purchase_price: '1' }],
      ['POST', `${id}/calculate_cost/`, { quantity: '1', unit: 'kg' }],
      ['GET', `${id}/price_history/`],
      ['GET', `${id}/available_units/`],
      ['GET', `${id}/price_equivalences/`],
      ['DELETE', `${id}/`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await api(intruder, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ detail: 'No encontrado.' });
    }
    expect((await api(intruder, 'GET', '')).json().count).toBe(0);
    expect((await api(owner, 'GET', `${id}/`)).json()).toEqual(product);
  });
});

describe('updates, price history and delete', () => {
  it('writes a price history row on create and on every price change; free plan gets 403', async () => {
    const user = await createUser(t.app);
    const product = (await create(user, onions())).json();
    await api(user, 'PATCH', `${product.id}/`, { purchase_price: '13.50' });
    await api(user, 'PATCH', `${product.id}/`, { notes: 'Pedir los lunes' });
    await api(user, 'PUT', `${product.id}/`, {
      ...onions(),
      purchase_quantity: '25',
      purchase_price: '30',
    });

    const locked = await api(user, 'GET', `${product.id}/price_history/`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      detail: 'Esta funcionalidad requiere un plan Pro o superior.',
      code: 'feature_not_available',
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      headers: user.headers,
      payload: { plan_code: 'pro' },
    });
    const history = await api(user, 'GET', `${product.id}/price_history/`);
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((row: { purchase_price: string; purchase_quantity: string }) => [
          row.purchase_price,
          row.purchase_quantity,
        ]),
    ).toEqual([
      ['12.0000', '10'],
      ['13.5000', '10'],
      ['30.0000', '25'],
    ]);
  });

  it('PATCH changes only the fields it sends', async () => {
    const product = (
      await create(chef, {
        ...onions(),
        notes: 'Pedir los lunes',
        extra_allergens: ['sulfitos'],
        is_active: false,
      })
    ).json();
    const response = await api(chef, 'PATCH', `${product.id}/`, { purchase_price: '5.90' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      purchase_price: '5.9000',
      supplier: 'Frutas Paco',
      brand: 'Huerta de Valencia',
      notes: 'Pedir los lunes',
      extra_allergens: ['sulfitos'],
      is_active: false,
      waste_pct: '20.00',
    });
  });

  it('PUT replaces the product (omitted optional fields go back to their defaults)', async () => {
    const product = (await create(chef, { ...onions(), notes: 'nota' })).json();
    const response = await api(chef, 'PUT', `${product.id}/`, {
      definition: defs.cebolla,
      purchase_quantity: '5',
      purchase_unit: 'kg',
      purchase_price: '7.50',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      notes: '',
      supplier: '',
      waste_pct: '11.00',
      unit_cost: '0.0015',
    });
  });

  it('DELETE answers 204, then the product is gone', async () => {
    const product = (await create(chef, onions())).json();
    expect((await api(chef, 'DELETE', `${product.id}/`)).statusCode).toBe(204);
    expect((await api(chef, 'GET', `${product.id}/`)).statusCode).toBe(404);
  });
});

describe('the plan quota (SPEC §5)', () => {
  it('allows 50 products on the free plan, refuses the 51st with the exact message, allows it on Pro', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 50; i += 1) {
      const response = await create(user, { ...onions(), name: `Cebolla ${i}` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await create(user, onions());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
      code: 'quota_exceeded',
      resource: 'ingredient_instances',
      limit: 50,
      plan: 'free',
    });
    const quota = await t.app.inject({
      method: 'GET',
      url: '/api/profile/quota_info/',
      headers: user.headers,
    });
    expect(quota.json().usage.ingredient_instances).toBe(50);
    await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      headers: user.headers,
      payload: { plan_code: 'pro' },
    });
    expect((await create(user, onions())).statusCode).toBe(201);
  });
});
