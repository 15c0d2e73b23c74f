import { purchaseListSchema, type Purchase } from '@costeo/domain/contracts/purchases';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 32: `GET /api/purchases/?ingredient_instance=&supplier=&date_from=&date_to=` lists the
 * ledger's purchases newest first, filtered and paginated like every list, and only the owner's.
 * Three albaranes typed by hand make the purchases:
 *   02/11 Huerta Viva  tomate   2 × 5 kg at 9,00 € → 10 000 g, 18,00 €
 *   20/11 Huerta Viva  tomate   3 × 5 kg at 9,00 € → 15 000 g, 27,00 €
 *   15/10 Quesos Sierra queso   1 × 1 kg at 14,00 € →  1 000 g, 14,00 €
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let huerta = 0;
let sierra = 0;
let tomato = 0;
let cheese = 0;

async function supplier(name: string): Promise<number> {
  const created = await api.as(chef).post('suppliers/', { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

async function albaran(supplierId: number, date: string, product: number, quantity: string) {
  const saved = await api.as(chef).post('delivery-notes/', {
    supplier: supplierId,
    date,
    lines: [{ ingredient_instance: product, quantity }],
  });
  expect(saved.statusCode, saved.body).toBe(201);
}

async function list(user: TestUser, query: string) {
  const response = await api.as(user).get(`purchases/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return purchaseListSchema.parse(response.json());
}

const figures = (rows: Purchase[]) =>
  rows.map((row) => [row.date, row.product_name, row.quantity, row.net_amount]);

beforeAll(async () => {
  [chef, other] = await Promise.all([api.user(), api.user()]);
  await api.plan(chef, 'pro');
  huerta = await supplier('Huerta Viva');
  sierra = await supplier('Quesos Sierra');
  tomato = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'tomate pera'),
    name: 'Tomate pera',
    supplier_id: huerta,
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '9.00',
  });
  cheese = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'queso manchego'),
    name: 'Queso manchego',
    supplier_id: sierra,
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.00',
  });
  await albaran(huerta, '2026-11-02', tomato, '2');
  await albaran(huerta, '2026-11-20', tomato, '3');
  await albaran(sierra, '2026-10-15', cheese, '1');
});

describe('GET /api/purchases/ (issue 32)', () => {
  it('lists every purchase newest first, in base units with its € per base unit', async () => {
    const all = await list(chef, '');
    expect(all.count).toBe(3);
    expect(figures(all.results)).toEqual([
      ['2026-11-20', 'Tomate pera', '15000.000', '27.00'],
      ['2026-11-02', 'Tomate pera', '10000.000', '18.00'],
      ['2026-10-15', 'Queso manchego', '1000.000', '14.00'],
    ]);
    expect(all.results[0]).toMatchObject({
      ingredient_instance: tomato,
      supplier: huerta,
      supplier_name: 'Huerta Viva',
      base_unit: 'g',
      price_per_base_unit: '0.0018',
      source_kind: 'delivery_note',
      source_reference: 'Albarán de Huerta Viva, 20/11/2026',
    });
  });

  it('filters by dates (both ends included), supplier and product, together', async () => {
    const dates = async (query: string) => (await list(chef, query)).results.map((r) => r.date);
    expect(await dates('date_from=2026-11-02')).toEqual(['2026-11-20', '2026-11-02']);
    expect(await dates('date_to=2026-11-02')).toEqual(['2026-11-02', '2026-10-15']);
    expect(await dates('date_from=2026-11-03&date_to=2026-11-20')).toEqual(['2026-11-20']);
    expect(await dates(`supplier=${sierra}`)).toEqual(['2026-10-15']);
    expect(await dates(`ingredient_instance=${tomato}&date_to=2026-11-10`)).toEqual(['2026-11-02']);
    expect(await dates(`supplier=${sierra}&date_from=2026-11-01`)).toEqual([]);
  });

  it('pages like every list', async () => {
    const first = await list(chef, 'page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((row) => row.date)).toEqual(['2026-11-20', '2026-11-02']);
    expect(first.next).toMatch(/page=2/);
    const second = await list(chef, 'page_size=2&page=2');
    expect(second.results.map((row) => row.date)).toEqual(['2026-10-15']);
    expect(second.next).toBeNull();
  });

  it('shows nobody else’s purchases, even asked by their supplier or product', async () => {
    expect((await list(other, '')).count).toBe(0);
    expect((await list(other, `supplier=${huerta}`)).count).toBe(0);
    expect((await list(other, `ingredient_instance=${tomato}`)).count).toBe(0);
  });

  it('refuses a date that is not one', async () => {
    const response = await api.as(chef).get('purchases/?date_from=20-11-2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('date_from');
  });
});
