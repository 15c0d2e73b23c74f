import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { purchases } from '../../db/schema.ts';

/*
 * `GET /api/suppliers/{id}/overview/` (issue 32): the supplier's products, last bought first, with
 * the date their price was set and their last purchase; its spend per month over the last N months
 * (the current one included, empty months as 0,00) from the purchases ledger, and the total. The
 * purchases are written here straight into the table, as the ledger would.
 */

let t: TestApp;
let chef: TestUser;
let onion: number;

beforeAll(async () => {
  t = await buildTestApp({}, { clock: 'frozen' });
  chef = await createUser(t.app);
  const found = await t.app.inject({
    method: 'GET',
    url: '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    headers: chef.headers,
  });
  onion = found.json<{ id: number }[]>()[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const api = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: user.headers,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

/** "YYYY-MM" of the month `back` months before the app's current one (UTC). */
function month(back: number): string {
  const today = t.now();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

async function product(name: string, supplierId: number, price = '12.00'): Promise<number> {
  const response = await api(chef, 'POST', 'ingredient-instances/', {
    definition: onion,
    name,
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: price,
    supplier_id: supplierId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function bought(row: {
  instanceId: number | null;
  supplierId: number;
  on: string;
  net: string;
  ownerId?: number;
}): Promise<void> {
  await t.database.db.insert(purchases).values({
    ownerId: row.ownerId ?? chef.id,
    instanceId: row.instanceId,
    productName: 'Cebolla',
    supplierId: row.supplierId,
    supplierName: 'Huerta Viva',
    purchasedOn: row.on,
    quantity: '10000',
    baseUnit: 'g',
    pricePerBaseUnit: '0.0012',
    netAmount: row.net,
    sourceKind: 'delivery_note',
    sourceRef: 'Albarán de prueba',
    createdAt: t.now(),
  });
}

describe('GET /api/suppliers/{id}/overview/', () => {
  it('lists its products last bought first, and its spend per month with the total', async () => {
    const supplier = (
      await api(chef, 'POST', 'suppliers/', { name: 'Huerta Viva', delivery_days: [2, 5] })
    ).json<{ id: number }>();
    const other = (await api(chef, 'POST', 'suppliers/', { name: 'Makro' })).json<{ id: number }>();
    const createdAt = t.now().toISOString();
    const zanahoria = await product('Zanahoria', supplier.id, '8.90');
    const cebolla = await product('Cebolla', supplier.id);
    const ajo = await product('Ajo', supplier.id, '5.80');
    const puerro = await product('Puerro', supplier.id, '3.10');
    const ofMakro = await product('Cebolla Makro', other.id);

    // A new price a minute later: its price-history row says since when.
    t.advanceTime(60_000);
    const repriced = await api(chef, 'PATCH', `ingredient-instances/${cebolla}/`, {
      purchase_price: '13.50',
    });
    expect(repriced.statusCode).toBe(200);
    const repricedAt = t.now().toISOString();

    await bought({
      instanceId: cebolla,
      supplierId: supplier.id,
      on: `${month(0)}-01`,
      net: '13.50',
    });
    await bought({
      instanceId: cebolla,
      supplierId: supplier.id,
      on: `${month(0)}-02`,
      net: '27.00',
    });
    await bought({
      instanceId: zanahoria,
      supplierId: supplier.id,
      on: `${month(2)}-15`,
      net: '8.90',
    });
    // Outside the three months asked: in the last purchase date, not in the spend.
    await bought({
      instanceId: puerro,
      supplierId: supplier.id,
      on: `${month(3)}-28`,
      net: '3.10',
    });
    // Another supplier's purchase, and one whose product was deleted since (no instance).
    await bought({ instanceId: ofMakro, supplierId: other.id, on: `${month(0)}-03`, net: '99.00' });
    await bought({ instanceId: null, supplierId: supplier.id, on: `${month(1)}-10`, net: '4.25' });

    const response = await api(chef, 'GET', `suppliers/${supplier.id}/overview/?months=3`);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<{
      supplier: { name: string; products_count: number; delivery_days: number[] };
      products: Record<string, unknown>[];
      spend_by_month: { month: string; total_net: string }[];
      total_net: string;
    }>();
    expect(overview.supplier).toMatchObject({
      name: 'Huerta Viva',
      products_count: 4,
      delivery_days: [2, 5],
    });
    expect(overview.products).toEqual([
      {
        id: cebolla,
        name: 'Cebolla',
        purchase_quantity: '10',
        purchase_unit: 'kg',
        purchase_price: '13.5000',
        base_unit: 'g',
        unit_cost: '0.001350',
        price_since: repricedAt,
        last_purchased_on: `${month(0)}-02`,
        is_active: true,
      },
      expect.objectContaining({
        id: zanahoria,
        price_since: createdAt,
        last_purchased_on: `${month(2)}-15`,
        unit_cost: '0.000890',
      }),
      expect.objectContaining({ id: puerro, last_purchased_on: `${month(3)}-28` }),
      expect.objectContaining({ id: ajo, last_purchased_on: null, purchase_price: '5.8000' }),
    ]);
    expect(overview.spend_by_month).toEqual([
      { month: month(2), total_net: '8.90' },
      { month: month(1), total_net: '4.25' },
      { month: month(0), total_net: '40.50' },
    ]);
    // 8,90 + 4,25 + 13,50 + 27,00
    expect(overview.total_net).toBe('53.65');
  });

  it('a supplier with nothing bought has zero months; months defaults to 12', async () => {
    const supplier = (await api(chef, 'POST', 'suppliers/', { name: 'Nueva' })).json<{
      id: number;
    }>();
    for (const query of ['', '?months=abc', '?months=99']) {
      const response = await api(chef, 'GET', `suppliers/${supplier.id}/overview/${query}`);
      expect(response.statusCode, query).toBe(200);
      const overview = response.json<{
        products: unknown[];
        spend_by_month: { month: string; total_net: string }[];
        total_net: string;
      }>();
      expect(overview.products).toEqual([]);
      expect(overview.spend_by_month).toHaveLength(12);
      expect(overview.spend_by_month[0]).toEqual({ month: month(11), total_net: '0.00' });
      expect(overview.spend_by_month[11]).toEqual({ month: month(0), total_net: '0.00' });
      expect(overview.total_net).toBe('0.00');
    }
  });

  it("never counts another owner's purchases", async () => {
    const supplier = (await api(chef, 'POST', 'suppliers/', { name: 'Compartida' })).json<{
      id: number;
    }>();
    const stranger = await createUser(t.app);
    await bought({
      ownerId: stranger.id,
      instanceId: null,
      supplierId: supplier.id,
      on: `${month(0)}-05`,
      net: '500.00',
    });
    const response = await api(chef, 'GET', `suppliers/${supplier.id}/overview/?months=1`);
    expect(response.json()).toMatchObject({ total_net: '0.00' });
  });
});
