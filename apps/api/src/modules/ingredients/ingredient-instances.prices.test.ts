import type { PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { ingredientInstances } from '../../db/schema/ingredients.ts';

// Issue 7, "Prices kept exactly" (DOMAIN.md §1–§3), on PGlite and PostgreSQL alike.

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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
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

async function proUser(): Promise<TestUser> {
  const user = await createUser(t.app);
  const upgrade = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/upgrade/',
    headers: user.headers,
    payload: { plan_code: 'pro' },
  });
  expect(upgrade.statusCode).toBe(200);
  return user;
}

const history = async (user: TestUser, id: number) => {
  const response = await api(user, 'GET', `${id}/price_history/`);
  expect(response.statusCode).toBe(200);
  return response.json<PriceHistoryEntry[]>();
};

describe('a product bought at 12,3457 € keeps 12,3457 € (issue 7)', () => {
  it('answers the price as stored, and a notes-only PUT or PATCH changes neither price nor history', async () => {
    const user = await proUser();
    const created = await create(user, {
      definition: defs.cebolla,
      supplier: 'Frutas Paco',
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.3457',
      waste_pct: '11',
      vat_pct: '4',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.purchase_price).toBe('12.3457');

    // PUT sends back everything the API answered, as a form does, with new notes.
    const put = await api(user, 'PUT', `${product.id}/`, {
      definition: product.definition,
      name: product.name,
      supplier: product.supplier,
      brand: product.brand,
      purchase_quantity: product.purchase_quantity,
      purchase_unit: product.purchase_unit,
      purchase_price: product.purchase_price,
      waste_pct: product.waste_pct,
      vat_pct: product.vat_pct,
      density: product.density,
      unit_weight: product.unit_weight,
      extra_allergens: product.extra_allergens,
      notes: 'Pedir los lunes',
      is_active: product.is_active,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ purchase_price: '12.3457', notes: 'Pedir los lunes' });

    const patch = await api(user, 'PATCH', `${product.id}/`, {
      purchase_price: '12,3457',
      notes: 'Pedir los martes',
    });
    expect(patch.json()).toMatchObject({ purchase_price: '12.3457', notes: 'Pedir los martes' });
    expect((await api(user, 'GET', `${product.id}/`)).json().purchase_price).toBe('12.3457');

    const rows = await history(user, product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purchase_price).toBe('12.3457');
  });
});

describe('the price history tracks the cost per base unit (decision 008)', () => {
  it('records a change of density that changes €/g; not a merma or notes change; €/kg equals per_kg', async () => {
    const user = await proUser();
    // Onions bought by volume, with the product's own density: 10 l for 12 € at 0.5 g/ml.
    const product = (
      await create(user, {
        definition: defs.cebolla,
        purchase_quantity: '10',
        purchase_unit: 'l',
        purchase_price: '12',
        waste_pct: '10',
        density: '0.5',
      })
    ).json();
    const expectReferenceAgrees = async (count: number) => {
      const rows = await history(user, product.id);
      expect(rows).toHaveLength(count);
      const equivalences = (await api(user, 'GET', `${product.id}/price_equivalences/`)).json();
      expect(rows.at(-1)).toMatchObject({
        reference_unit: 'kg',
        reference_price: equivalences.per_kg,
      });
      return rows;
    };
    expect((await expectReferenceAgrees(1))[0]).toMatchObject({
      unit_cost: '0.0024',
      reference_price: '2.4000',
    });

    const denser = (await api(user, 'PATCH', `${product.id}/`, { density: '0.6' })).json();
    expect(denser.unit_cost).toBe('0.0020');
    expect((await expectReferenceAgrees(2))[1]).toMatchObject({
      purchase_price: '12.0000',
      unit_cost: '0.0020',
      reference_price: '2.0000',
    });

    // Merma changes the usable cost, not the price paid per kg: no new row.
    const merma = (await api(user, 'PATCH', `${product.id}/`, { waste_pct: '20' })).json();
    expect(merma.usable_unit_cost).toBe('0.0025');
    await api(user, 'PATCH', `${product.id}/`, { density: '0.6', notes: 'igual' });
    await expectReferenceAgrees(2);
  });

  it('records a change of unit weight for eggs bought by the kilo; €/ud equals per_ud', async () => {
    const user = await proUser();
    const eggs = (
      await create(user, {
        definition: defs.huevo,
        purchase_quantity: '1.95',
        purchase_unit: 'kg',
        purchase_price: '4',
        waste_pct: '0',
        unit_weight: '65',
      })
    ).json();
    expect(eggs.unit_cost).toBe('0.1333');
    const lighter = (await api(user, 'PATCH', `${eggs.id}/`, { unit_weight: '60' })).json();
    const rows = await history(user, eggs.id);
    expect(rows.map((row) => [row.reference_unit, row.reference_price])).toEqual([
      ['ud', '0.1333'],
      ['ud', '0.1231'],
    ]);
    expect(lighter.price_equivalences.per_ud).toBe('0.1231');
  });

  it('gives oil its € per l, equal to per_l', async () => {
    const user = await proUser();
    const oil = (
      await create(user, {
        definition: defs.aceite,
        purchase_quantity: '3',
        purchase_unit: 'l',
        purchase_price: '20',
      })
    ).json();
    const [row] = await history(user, oil.id);
    expect(row).toMatchObject({ reference_unit: 'l', reference_price: '6.6667' });
    expect(oil.price_equivalences.per_l).toBe('6.6667');
  });
});

describe('unit prices keep 4 to 6 decimals (DOMAIN §2)', () => {
  it('30 eggs for 4,00 € are 0,1333 €/ud, not 0,13, everywhere the API says it', async () => {
    const eggs = (
      await create(chef, {
        definition: defs.huevo,
        name: 'Huevos camperos',
        purchase_quantity: '30',
        purchase_unit: 'ud',
        purchase_price: '4.00',
        waste_pct: '0',
      })
    ).json();
    expect(eggs).toMatchObject({ unit_cost: '0.1333', usable_unit_cost: '0.1333' });
    expect(eggs.price_equivalences.per_ud).toBe('0.1333');
    const equivalences = (await api(chef, 'GET', `${eggs.id}/price_equivalences/`)).json();
    expect(equivalences).toMatchObject({ per_ud: '0.1333', usable: { per_ud: '0.1333' } });
    const cost = (
      await api(chef, 'POST', `${eggs.id}/calculate_cost/`, { quantity: '3', unit: 'ud' })
    ).json();
    expect(cost).toMatchObject({ unit_cost: '0.1333', cost: '0.40' });
    const options = (await api(chef, 'GET', 'search_for_recipe/?q=camperos')).json();
    expect(options[0]).toMatchObject({ unit_cost: '0.1333' });
  });
});

describe('purchase VAT is 4, 10 or 21 %', () => {
  it.each(['0', '7', '12.5', '100'])('refuses %s with a Spanish message', async (vat) => {
    const response = await create(chef, {
      definition: defs.cebolla,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1',
      vat_pct: vat,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ vat_pct: ['El IVA de compra debe ser 4, 10 o 21 %.'] });
  });

  it('accepts 4, 10 and 21 in any decimal spelling, and refuses others on custom definitions', async () => {
    for (const [sent, stored] of [
      [4, '4.00'],
      ['10', '10.00'],
      ['21.0', '21.00'],
    ] as const) {
      const response = await create(chef, {
        definition: defs.cebolla,
        purchase_quantity: '1',
        purchase_unit: 'kg',
        purchase_price: '1',
        vat_pct: sent,
      });
      expect(response.json().vat_pct).toBe(stored);
    }
    const custom = await t.app.inject({
      method: 'POST',
      url: '/api/ingredient-definitions/',
      headers: chef.headers,
      payload: { name: 'Mojo de la casa', category: 1, base_unit: 'ml', vat_pct: '5' },
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json()).toEqual({ vat_pct: ['El IVA de compra debe ser 4, 10 o 21 %.'] });
  });
});

describe('a purchase price of 0 is accepted and never silent', () => {
  it('every answer that uses it carries the warning; a real price carries none', async () => {
    const warning = 'El precio de compra es 0: el coste calculado será 0.';
    const user = await createUser(t.app);
    const free = await create(user, {
      definition: defs.cebolla,
      name: 'Cebollas regaladas',
      purchase_quantity: '5',
      purchase_unit: 'kg',
      purchase_price: '0',
    });
    expect(free.statusCode).toBe(201);
    const id = free.json().id;
    expect(free.json()).toMatchObject({ unit_cost: '0.0000', warnings: [warning] });
    expect((await api(user, 'GET', `${id}/`)).json().warnings).toEqual([warning]);
    expect((await api(user, 'GET', '')).json().results[0].warnings).toEqual([warning]);
    const cost = await api(user, 'POST', `${id}/calculate_cost/`, { quantity: '1', unit: 'kg' });
    expect(cost.json()).toMatchObject({ cost: '0.00', warnings: [warning] });
    expect((await api(user, 'GET', `${id}/price_equivalences/`)).json()).toMatchObject({
      per_kg: '0.0000',
      warnings: [warning],
    });

    const options = (await api(user, 'GET', 'search_for_recipe/?q=regaladas')).json();
    expect(options[0].warnings).toEqual([warning]);

    const paid = (await api(user, 'PATCH', `${id}/`, { purchase_price: '2.50' })).json();
    expect(paid.warnings).toEqual([]);
    const paidCost = await api(user, 'POST', `${id}/calculate_cost/`, {
      quantity: '1',
      unit: 'kg',
    });
    expect(paidCost.json().warnings).toEqual([]);
  });
});

describe('costs too large for the stored columns are a 400 on the field, not a 500', () => {
  const tiny = (overrides: Payload = {}): Payload => ({
    definition: defs.cebolla,
    purchase_quantity: '0.001',
    purchase_unit: 'g',
    purchase_price: '1000000',
    waste_pct: '99.99',
    ...overrides,
  });
  const message =
    'El coste por g resultante es demasiado alto para guardarlo. Revisa el precio, la cantidad de compra y la merma.';

  it('0.001 g for 1 000 000 € at 99.99 % merma', async () => {
    const user = await createUser(t.app);
    const response = await create(user, tiny());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ purchase_price: [message] });
    const milligram = await create(user, tiny({ purchase_unit: 'mg', waste_pct: '0' }));
    expect(milligram.statusCode).toBe(400);
    expect(milligram.json()).toEqual({ purchase_price: [message] });
    expect((await api(user, 'GET', '')).json().count).toBe(0);
  });

  it('keeps what fits (10¹¹ €/g usable), and refuses a PATCH that would not fit', async () => {
    const user = await createUser(t.app);
    const fits = await create(user, tiny({ waste_pct: '99' }));
    expect(fits.statusCode).toBe(201);
    expect(fits.json().usable_unit_cost).toBe('100000000000.0000');
    const refused = await api(user, 'PATCH', `${fits.json().id}/`, { waste_pct: '99.99' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ purchase_price: [message] });
    expect((await api(user, 'GET', `${fits.json().id}/`)).json().waste_pct).toBe('99.00');
  });
});

describe('the database keeps the same ranges (CHECK constraints)', () => {
  const row = (overrides: Partial<typeof ingredientInstances.$inferInsert>) => ({
    ownerId: chef.id,
    definitionId: defs.cebolla ?? 0,
    name: 'Cebolla',
    searchName: 'cebolla',
    purchaseQuantity: '1',
    purchaseUnit: 'kg' as const,
    purchasePrice: '1',
    wastePct: '0',
    vatPct: '4.00' as const,
    unitCost: '0.001',
    usableUnitCost: '0.001',
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  });

  it.each([
    ['waste_pct', { wastePct: '100' }],
    ['waste_pct', { wastePct: '-1' }],
    ['vat_pct', { vatPct: '7.00' as never }],
    ['purchase_quantity', { purchaseQuantity: '0' }],
    ['purchase_price', { purchasePrice: '-1' }],
    ['density', { density: '0' }],
    ['unit_weight', { unitWeight: '0' }],
    ['usable_unit_cost', { usableUnitCost: '0.0001' }],
  ])('refuses a row that breaks %s', async (column, overrides) => {
    const failure = await t.database.db
      .insert(ingredientInstances)
      .values(row(overrides))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    const text = `${String(failure)} ${String((failure as { cause?: unknown }).cause)}`;
    expect(text).toContain(`ingredient_instances_${column}_check`);
  });

  it('accepts a row inside the ranges', async () => {
    await expect(t.database.db.insert(ingredientInstances).values(row({}))).resolves.toBeDefined();
  });
});
