import { suggestedOrdersSchema } from '@costeo/domain/contracts/purchase-orders';
import { addDays, isoWeekday } from '@costeo/domain/purchase-orders';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { supplierProductCodes } from '../../db/schema/supplier-invoices.ts';
import { madridClock } from './purchase-orders.clock.ts';

/*
 * Issue 37 point 3 acceptance: a suggested order from par levels, a count and events, split
 * between two suppliers by delivery day, rounded to whole cajas.
 *
 * D = the first Tuesday at least two days away (so no cut-off has passed).
 * Suppliers: Frutas García delivers Tue and Thu (next after D: D+2), cut-off 20:00;
 *            Makro delivers Tue and Fri (next after D: D+3), cut-off 18:00;
 *            Pescados Ruiz delivers Wed only: no order on D.
 * Products:
 *   Patata agria caja 5 kg   5 kg at 6,00 €, merma 10 %  Frutas  par 2 cajas (Cámara) + 5 kg
 *                                                                 (Almacén) = 15 000 g; counted
 *                                                                 today 3 kg
 *   Harina de trigo saco 25 kg  25 kg at 17,50 €        Makro   par 1 saco = 25 000 g; counted 30 kg
 *   Leche entera             6 l at 5,40 €               Makro   par 12 l = 12 000 ml; never counted
 *                                                                 (Makro's code L-66)
 *   Huevo L bandeja 30 ud    30 ud at 6,00 €             Makro   no par level
 *   Merluza                  1 kg at 14,00 €             Pescados par 2 kg
 * Tortilla (8 servings): 1 kg patata (net), 6 huevos, 100 ml leche.
 * Events, one Tortilla per guest: «Comunión» on D+1 for 40 → 5 batches: 5 kg patata net =
 * 5 555,556 g gross, 30 huevos, 500 ml leche; «Cena de empresa» on D+2 for 16 → 2 batches:
 * 2 222,222 g patata, 12 huevos, 200 ml leche.
 *
 * Frutas (D → D+2 serves the Comunión only; the Cena is Thursday's delivery):
 *   Patata 15 000 − 3 000 + 5 555,556 = 17 555,556 g → 4 cajas (20 kg), 24,00 €.
 * Makro (D → D+3 serves both events):
 *   Harina 25 000 − 30 000 + 0 < 0 → nothing: left out.
 *   Huevo 0 − 0 + 30 + 12 = 42 ud → 2 bandejas, 12,00 €.
 *   Leche 12 000 − 0 + 500 + 200 = 12 700 ml → 3 formatos de 6 l, 16,20 €. Total 28,20 €.
 * With ?menus=<Cena> alone: Frutas patata 12 000 g → 3 cajas, 18,00 €; Makro huevo 12 → 1
 * bandeja, 6,00 €; leche 12 200 ml → 3 formatos, 16,20 €; total 22,20 €.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let free: TestUser;
const ids: Record<string, number> = {};
const today = madridClock(new Date()).day;
let delivery = addDays(today, 2);
while (isoWeekday(delivery) !== 2) delivery = addDays(delivery, 1);

async function post(path: string, body: object, user = chef) {
  const response = await api.as(user).post(path, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: number }>();
}

async function product(key: string, search: string, payload: Record<string, unknown>) {
  ids[key] = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, search),
    vat_pct: '4.00',
    waste_pct: '0',
    ...payload,
  });
}

/** Puts products on an area's shelves with their par levels. */
async function shelves(name: string, pars: [string, { quantity: string; unit: string }][]) {
  const area = await post('storage-areas/', { name });
  const put = await api.as(chef).put(`storage-areas/${area.id}/items/`, {
    items: pars.map(([key]) => ({ ingredient_instance: ids[key] })),
  });
  expect(put.statusCode, put.body).toBe(200);
  const items = put.json<{ items: { id: number; ingredient_instance: number }[] }>().items;
  for (const [key, level] of pars) {
    const place = items.find((item) => item.ingredient_instance === ids[key]);
    const patch = await api
      .as(chef)
      .patch(`storage-areas/${area.id}/items/${place?.id}/`, { par_level: level });
    expect(patch.statusCode, patch.body).toBe(200);
  }
}

async function suggested(query: string, user = chef) {
  return api.as(user).get(`purchase-orders/suggested/${query}`);
}

beforeAll(async () => {
  chef = await api.user();
  other = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  await api.plan(other, 'pro');
  ids.frutas = (
    await post('suppliers/', {
      name: 'Frutas García',
      email: 'pedidos@frutasgarcia.test',
      phone: '600 11 22 33',
      delivery_days: [2, 4],
      order_cutoff: '20:00',
    })
  ).id;
  ids.makro = (
    await post('suppliers/', {
      name: 'Makro',
      email: 'clientes@makro.test',
      delivery_days: [2, 5],
      order_cutoff: '18:00',
    })
  ).id;
  ids.pescados = (
    await post('suppliers/', { name: 'Pescados Ruiz', delivery_days: [3], order_cutoff: '13:00' })
  ).id;
  await product('patata', 'patata', {
    name: 'Patata agria caja 5 kg',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
    waste_pct: '10',
    supplier_id: ids.frutas,
  });
  await product('harina', 'harina de trigo', {
    name: 'Harina de trigo saco 25 kg',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '17.50',
    supplier_id: ids.makro,
  });
  await product('leche', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
    supplier_id: ids.makro,
  });
  await product('huevo', 'huevo l', {
    name: 'Huevo L bandeja 30 ud',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    supplier_id: ids.makro,
  });
  await product('merluza', 'merluza', {
    name: 'Merluza',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.00',
    supplier_id: ids.pescados,
  });
  await shelves('Cámara', [
    ['patata', { quantity: '2', unit: 'format' }],
    ['leche', { quantity: '12', unit: 'l' }],
    ['merluza', { quantity: '2', unit: 'kg' }],
  ]);
  await shelves('Almacén', [
    ['patata', { quantity: '5', unit: 'kg' }],
    ['harina', { quantity: '1', unit: 'format' }],
  ]);
  await post('stock-counts/', {
    date: today,
    kind: 'partial',
    ingredient_instances: [ids.patata, ids.harina],
    entries: [
      { client_id: 'count-patata-1', ingredient_instance: ids.patata, quantity: '3', unit: 'kg' },
      { client_id: 'count-harina-1', ingredient_instance: ids.harina, quantity: '30', unit: 'kg' },
    ],
  });
  // Makro's code for the milk, as an applied invoice would have taught it.
  await api.t.database.db.insert(supplierProductCodes).values({
    ownerId: chef.id,
    supplierKey: 'nombre:makro',
    code: 'L-66',
    ingredientInstanceId: ids.leche ?? 0,
  });
  const tortilla = await createRecipe(api.app, chef, {
    name: 'Tortilla',
    servings: 8,
    lines: [
      { ingredient_instance: ids.patata, quantity: '1', unit: 'kg' },
      { ingredient_instance: ids.huevo, quantity: '6', unit: 'ud' },
      { ingredient_instance: ids.leche, quantity: '100', unit: 'ml' },
    ],
  });
  const event = (name: string, guests: number, day: string) =>
    post('menus/', {
      name,
      kind: 'evento',
      price_per_person: '30.00',
      guests,
      event_date: day,
      sections: [{ name: 'Principal', choice: 'all', items: [{ recipe: tortilla.id }] }],
    });
  ids.comunion = (await event('Comunión', 40, addDays(delivery, 1))).id;
  ids.cena = (await event('Cena de empresa', 16, addDays(delivery, 2))).id;
});

const brief = (answer: ReturnType<typeof suggestedOrdersSchema.parse>) =>
  answer.suppliers.map((order) => [
    order.supplier.name,
    order.total,
    order.lines.map((line) => [
      line.name,
      line.formats,
      line.text,
      line.par,
      line.expected,
      line.needs,
      line.amount,
    ]),
  ]);

describe('GET /api/purchase-orders/suggested/', () => {
  it('par − expected + the events until each supplier’s next delivery, in whole formats', async () => {
    const response = await suggested(`?delivery_date=${delivery}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = suggestedOrdersSchema.parse(response.json());
    expect(answer.weekday).toBe(2);
    expect(answer.menus.map((menu) => [menu.name, menu.guests])).toEqual([
      ['Comunión', 40],
      ['Cena de empresa', 16],
    ]);
    expect(brief(answer)).toEqual([
      [
        'Frutas García',
        '24.00',
        [
          [
            'Patata agria caja 5 kg',
            4,
            '4 cajas de 5 kg (17,556 kg)',
            '15000.000',
            '3000.000',
            '5555.556',
            '24.00',
          ],
        ],
      ],
      [
        'Makro',
        '28.20',
        [
          [
            'Huevo L bandeja 30 ud',
            2,
            '2 bandejas de 30 ud (42 ud)',
            null,
            '0.000',
            '42.000',
            '12.00',
          ],
          [
            'Leche entera',
            3,
            '3 formatos de 6 l (12,7 l)',
            '12000.000',
            '0.000',
            '700.000',
            '16.20',
          ],
        ],
      ],
    ]);
    const [frutas, makro] = answer.suppliers;
    expect(frutas).toMatchObject({
      supplier: {
        id: ids.frutas,
        email: 'pedidos@frutasgarcia.test',
        phone: '600 11 22 33',
      },
      order_cutoff: '20:00',
      order_cutoff_day: addDays(delivery, -1),
      cutoff_passed: false,
      next_delivery_date: addDays(delivery, 2),
      menus: [ids.comunion],
    });
    expect(frutas?.lines[0]).toMatchObject({
      counted_on: today,
      to_cover: '17555.556',
      unit_price: '6.0000',
      format_name: 'caja de 5 kg',
      supplier_code: '',
    });
    expect(makro).toMatchObject({
      next_delivery_date: addDays(delivery, 3),
      menus: [ids.comunion, ids.cena],
    });
    // Never counted: expected 0, said by `counted_on`; the code learned from Makro's invoices.
    expect(makro?.lines[1]).toMatchObject({ counted_on: null, supplier_code: 'L-66' });
    expect(answer.warnings).toEqual([]);
  });

  it('counts only the menus asked for', async () => {
    const response = await suggested(`?delivery_date=${delivery}&menus=${ids.cena}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = suggestedOrdersSchema.parse(response.json());
    expect(
      answer.suppliers.map((order) => [order.supplier.name, order.total, order.lines.length]),
    ).toEqual([
      ['Frutas García', '18.00', 1],
      ['Makro', '22.20', 2],
    ]);
    expect(answer.suppliers[0]?.menus).toEqual([]);
    expect(answer.suppliers[1]?.lines.map((line) => line.formats)).toEqual([1, 3]);
  });

  it('on another day, the suppliers that deliver then', async () => {
    // Wednesday: only Pescados Ruiz (next delivery a week later), whose merluza has par 2 kg and
    // no count → 2 kg; the Cena falls in its window but needs nothing it sells.
    const response = await suggested(`?delivery_date=${addDays(delivery, 1)}&menus=${ids.cena}`);
    const answer = suggestedOrdersSchema.parse(response.json());
    expect(brief(answer)).toEqual([
      ['Pescados Ruiz', '28.00', [['Merluza', 2, '2 kg', '2000.000', '0.000', '0.000', '28.00']]],
    ]);
    expect(answer.suppliers[0]).toMatchObject({
      next_delivery_date: addDays(delivery, 8),
      menus: [ids.cena],
    });
    expect(answer.warnings).toEqual([]);
    // A day nobody delivers (Sunday) has no orders.
    const sunday = suggestedOrdersSchema.parse(
      (await suggested(`?delivery_date=${addDays(delivery, 5)}`)).json(),
    );
    expect(sunday.suppliers).toEqual([]);
  });

  it('refuses bad queries, other accounts’ menus and the free plan', async () => {
    expect((await suggested('')).statusCode).toBe(400);
    expect((await suggested('?delivery_date=2026-02-30')).statusCode).toBe(400);
    const junk = await suggested(`?delivery_date=${delivery}&menus=1,x`);
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({
      menus: ['Indica los menús por su número, separados por comas.'],
    });
    const foreign = await suggested(`?delivery_date=${delivery}&menus=${ids.cena}`, other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ menus: [`El menú ${ids.cena} no existe.`] });
    const refused = await suggested(`?delivery_date=${delivery}`, free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
    expect(
      (await api.as(null).get(`purchase-orders/suggested/?delivery_date=${delivery}`)).statusCode,
    ).toBe(401);
  });
});
