import { stockCountSchema, type StockCount } from '@costeo/domain/contracts/stock';
import { tillItemListSchema } from '@costeo/domain/contracts/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 34, points 1 and 2: storage areas and counts through the API, every figure by hand.
 *
 * Harina de trigo: "Saco 5 kg" at 4,50 € → 0,0009 €/g. Aceite de oliva: "Garrafa 5 l" at 20,00 € →
 * 0,004 €/ml. Bechamel (elaboración, yields 2 l): 100 g of flour (0,09 €) + 100 ml of oil (0,40 €)
 * = 0,49 € → 0,245 €/l. Croquetas (a dish, 1 serving): 50 g of flour + 20 ml of oil.
 *
 * Count A, 04/10: flour 2 sacos + 3 kg = 13 000 g → 11,70 €; oil 4 garrafas = 20 000 ml → 80,00 €;
 * bechamel 1,5 l → 0,3675 → 0,37 €. Total 92,07 €.
 * Albarán of 05/10: 2 sacos of flour (10 000 g). Till: 10 croquetas on 05/10, 20 on 06/10 →
 * flour 1 500 g, oil 600 ml. Count B, 06/10 at 10 % tolerance: expected flour 13 000 + 10 000 −
 * 1 500 = 21 500 g; oil 20 000 − 600 = 19 400 ml.
 */

const TILL_CSV = [
  'Fecha;Nº Factura;Código;Producto;Cantidad;Importe;% IVA',
  '05/10/2026 13:45;F-101;101;Croquetas;10;99,00;10',
  '06/10/2026 14:02;F-102;101;Croquetas;20;198,00;10',
].join('\r\n');

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let free: TestUser;
type Key =
  'supplier' | 'flour' | 'oil' | 'bechamel' | 'croquetas' | 'dry' | 'cold' | 'countA' | 'countB';
const ids = {} as Record<Key, number>;

beforeAll(async () => {
  [chef, other, free] = await Promise.all([api.user(), api.user(), api.user()]);
  await Promise.all([api.plan(chef, 'pro'), api.plan(other, 'pro')]);
  const supplier = await api.as(chef).post('suppliers/', { name: 'Harinas del Norte' });
  expect(supplier.statusCode, supplier.body).toBe(201);
  ids.supplier = supplier.json<{ id: number }>().id;
  const product = async (key: Key, query: string, payload: object) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      waste_pct: '0',
      supplier_id: ids.supplier,
      ...payload,
    });
  };
  await product('flour', 'harina de trigo', {
    name: 'Harina de trigo',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '4.50',
  });
  await product('oil', 'aceite de oliva', {
    name: 'Aceite de oliva',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '20.00',
  });
  ids.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '2',
      yield_unit: 'l',
      lines: [
        { ingredient_instance: ids.flour, quantity: '100', unit: 'g' },
        { ingredient_instance: ids.oil, quantity: '100', unit: 'ml' },
      ],
    })
  ).id;
  ids.croquetas = (
    await createRecipe(api.app, chef, {
      name: 'Croquetas',
      servings: 1,
      sale_price: '9.90',
      lines: [
        { ingredient_instance: ids.flour, quantity: '50', unit: 'g' },
        { ingredient_instance: ids.oil, quantity: '20', unit: 'ml' },
      ],
    })
  ).id;
});

const post = (user: TestUser, path: string, body: object) => api.as(user).post(path, body);

async function countOf(user: TestUser, id: number): Promise<StockCount> {
  const response = await api.as(user).get(`stock-counts/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return stockCountSchema.parse(response.json());
}

describe('storage areas', () => {
  it('keeps areas in order with their shelves, names unique per owner', async () => {
    const dry = await post(chef, 'storage-areas/', { name: 'Almacén seco' });
    expect(dry.statusCode, dry.body).toBe(201);
    ids.dry = dry.json<{ id: number }>().id;
    const cold = await post(chef, 'storage-areas/', { name: 'Cámara' });
    ids.cold = cold.json<{ id: number }>().id;
    const again = await post(chef, 'storage-areas/', { name: ' cámara ' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['Ya tienes una zona con ese nombre.'] });

    const ordered = await api.as(chef).put('storage-areas/order/', { areas: [ids.cold, ids.dry] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json<{ name: string }[]>().map((a) => a.name)).toEqual([
      'Cámara',
      'Almacén seco',
    ]);
    const partial = await api.as(chef).put('storage-areas/order/', { areas: [ids.cold] });
    expect(partial.statusCode).toBe(400);

    const shelves = await api.as(chef).put(`storage-areas/${ids.cold}/items/`, {
      items: [{ recipe: ids.bechamel }, { ingredient_instance: ids.oil }],
    });
    expect(shelves.statusCode, shelves.body).toBe(200);
    expect(shelves.json()).toMatchObject({
      name: 'Cámara',
      items_count: 2,
      items: [
        { recipe: ids.bechamel, name: 'Bechamel', base_unit: 'l', position: 0 },
        { ingredient_instance: ids.oil, name: 'Aceite de oliva', base_unit: 'ml', position: 1 },
      ],
    });
    expect(
      (
        await api.as(chef).put(`storage-areas/${ids.dry}/items/`, {
          items: [{ ingredient_instance: ids.flour }],
        })
      ).statusCode,
    ).toBe(200);
    // A dish is not stock; another account's product does not exist for this one.
    const dish = await api.as(chef).put(`storage-areas/${ids.dry}/items/`, {
      items: [{ recipe: ids.croquetas }],
    });
    expect(dish.statusCode).toBe(400);
    const foreign = await api.as(other).post('storage-areas/', { name: 'Cámara' });
    expect(foreign.statusCode).toBe(201);
    const theirs = foreign.json<{ id: number }>().id;
    const stolen = await api.as(other).put(`storage-areas/${theirs}/items/`, {
      items: [{ ingredient_instance: ids.flour }],
    });
    expect(stolen.statusCode).toBe(400);

    const list = await api.as(chef).get('storage-areas/');
    expect(list.json()).toMatchObject([
      { name: 'Cámara', items_count: 2, position: 0 },
      { name: 'Almacén seco', items_count: 1, position: 1 },
    ]);
    expect((await api.as(other).get(`storage-areas/${ids.cold}/`)).statusCode).toBe(404);
    expect((await api.as(other).delete(`storage-areas/${ids.cold}/`)).statusCode).toBe(404);
    expect(
      (await api.as(other).put(`storage-areas/${ids.cold}/`, { name: 'Mía' })).statusCode,
    ).toBe(404);
    // Nor its shelves: emptying or reading them, or ordering the chef's areas among its own.
    expect(
      (await api.as(other).put(`storage-areas/${ids.cold}/items/`, { items: [] })).statusCode,
    ).toBe(404);
    const mixed = await api
      .as(other)
      .put('storage-areas/order/', { areas: [ids.cold, ids.dry, theirs] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ areas: ['Indica todas tus zonas, cada una una vez.'] });
    expect((await api.as(chef).get(`storage-areas/${ids.cold}/`)).json()).toMatchObject({
      name: 'Cámara',
      items_count: 2,
    });
  });

  it('keeps par levels (issue 37) in formats or units, through a new order of the shelves', async () => {
    const cold = await api.as(chef).get(`storage-areas/${ids.cold}/`);
    const placeOf = (name: string) =>
      cold.json<{ items: { id: number; name: string }[] }>().items.find((i) => i.name === name)?.id;
    const [bechamel, oil] = [placeOf('Bechamel'), placeOf('Aceite de oliva')];
    const par = (place: number | undefined, body: object, user = chef, area = ids.cold) =>
      api.as(user).patch(`storage-areas/${area}/items/${place}/`, body);

    // 3 garrafas of 5 l = 15 000 ml; 1,5 l of bechamel, its yield unit.
    const oilPar = await par(oil, { par_level: { quantity: '3', unit: 'format' } });
    expect(oilPar.statusCode, oilPar.body).toBe(200);
    expect(oilPar.json()).toMatchObject({
      name: 'Aceite de oliva',
      par_level: { quantity: '3.000', unit: 'format', base_quantity: '15000.000' },
    });
    const bechamelPar = await par(bechamel, { par_level: { quantity: '1,5', unit: 'l' } });
    expect(bechamelPar.json()).toMatchObject({
      par_level: { quantity: '1.500', unit: 'l', base_quantity: '1.500' },
    });
    const wrongUnit = await par(bechamel, { par_level: { quantity: '2', unit: 'format' } });
    expect(wrongUnit.statusCode).toBe(400);
    expect(wrongUnit.json()).toEqual({
      par_level: ['La elaboración «Bechamel» se mide en l o en una unidad del mismo tipo.'],
    });
    expect((await par(oil, { par_level: { quantity: '0', unit: 'l' } })).statusCode).toBe(400);

    // The shelves in another order, then back: each keeps its par level.
    for (const items of [
      [{ ingredient_instance: ids.oil }, { recipe: ids.bechamel }],
      [{ recipe: ids.bechamel }, { ingredient_instance: ids.oil }],
    ]) {
      const reordered = await api.as(chef).put(`storage-areas/${ids.cold}/items/`, { items });
      expect(reordered.statusCode, reordered.body).toBe(200);
    }
    const after = await api.as(chef).get(`storage-areas/${ids.cold}/`);
    expect(
      after
        .json<{ items: { name: string; par_level: { base_quantity: string } | null }[] }>()
        .items.map((item) => [item.name, item.par_level?.base_quantity]),
    ).toEqual([
      ['Bechamel', '1.500'],
      ['Aceite de oliva', '15000.000'],
    ]);
    const newBechamel = after.json<{ items: { id: number }[] }>().items[0]?.id;
    const cleared = await par(newBechamel, { par_level: null });
    expect(cleared.json()).toMatchObject({ name: 'Bechamel', par_level: null });

    // Another account's place, or a place of another area: not found.
    expect((await par(newBechamel, { par_level: null }, other)).statusCode).toBe(404);
    expect((await par(newBechamel, { par_level: null }, chef, ids.dry)).statusCode).toBe(404);
  });

  it('is Pro: Gratuito is refused with the plan', async () => {
    const refused = await post(free, 'storage-areas/', { name: 'Cámara' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'feature_not_available' });
    const count = await post(free, 'stock-counts/', { date: '2026-10-04', kind: 'full' });
    expect(count.statusCode).toBe(403);
  });
});

describe('counts', () => {
  it('converts entries and values the opening count at its day', async () => {
    const created = await post(chef, 'stock-counts/', {
      date: '2026-10-04',
      kind: 'full',
      entries: [
        { client_id: 'a-flour-01', ingredient_instance: ids.flour, quantity: '2', unit: 'format' },
        { client_id: 'a-flour-02', ingredient_instance: ids.flour, quantity: '3', unit: 'kg' },
        { client_id: 'a-oil-0001', ingredient_instance: ids.oil, quantity: '4', unit: 'format' },
        { client_id: 'a-bech-001', recipe: ids.bechamel, quantity: '1500', unit: 'ml' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const count = stockCountSchema.parse(created.json());
    ids.countA = count.id;
    expect(count.value).toBe('92.07');
    expect(count.entries_count).toBe(4);
    // Cámara (bechamel, oil), then Almacén seco (flour): the walk through the kitchen.
    expect(count.lines).toEqual([
      expect.objectContaining({
        recipe: ids.bechamel,
        area: ids.cold,
        area_name: 'Cámara',
        base_unit: 'l',
        counted: '1.500',
        expected: null,
        unit_cost: '0.2450',
        value: '0.37',
        format_name: null,
      }),
      expect.objectContaining({
        ingredient_instance: ids.oil,
        counted: '20000.000',
        expected: null,
        flagged: false,
        unit_cost: '0.0040',
        value: '80.00',
        format_name: '5 l',
        format_quantity: '5000.000',
      }),
      expect.objectContaining({
        ingredient_instance: ids.flour,
        area: ids.dry,
        counted: '13000.000',
        unit_cost: '0.0009',
        value: '11.70',
        format_quantity: '5000.000',
      }),
    ]);
    const flourEntry = count.entries.find((entry) => entry.client_id === 'a-flour-02');
    expect(flourEntry).toMatchObject({ quantity: '3.000', unit: 'kg', quantity_base: '3000.000' });
  });

  it('refuses what cannot be counted, naming the product', async () => {
    const bad = (entry: object) =>
      post(chef, `stock-counts/${ids.countA}/entries/`, {
        entries: [{ client_id: 'bad-entry-1', quantity: '1', ...entry }],
      });
    const units = await bad({ ingredient_instance: ids.flour, unit: 'ud' });
    expect(units.statusCode).toBe(400);
    expect(units.json<{ entries: string[] }>().entries[0]).toMatch(/«Harina de trigo»/);
    const bechamelKg = await bad({ recipe: ids.bechamel, unit: 'kg' });
    expect(bechamelKg.statusCode).toBe(400);
    expect(bechamelKg.json<{ entries: string[] }>().entries[0]).toMatch(/«Bechamel»/);
    const dish = await bad({ recipe: ids.croquetas, unit: 'ud' });
    expect(dish.statusCode).toBe(400);
    const negative = await bad({ ingredient_instance: ids.flour, unit: 'kg', quantity: '-1' });
    expect(negative.statusCode).toBe(400);
    expect((await countOf(chef, ids.countA)).entries_count).toBe(4);
  });

  it('expects last count + purchases − theoretical use, and flags what is off', async () => {
    const note = await post(chef, 'delivery-notes/', {
      supplier: ids.supplier,
      date: '2026-10-05',
      number: 'A-1',
      lines: [{ ingredient_instance: ids.flour, quantity: '2', unit: 'format' }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const file = {
      file_name: 'ventas.csv',
      content_base64: Buffer.from(TILL_CSV, 'latin1').toString('base64'),
    };
    const applied = await post(chef, 'sales/imports/apply/', file);
    expect(applied.statusCode, applied.body).toBe(200);
    const items = tillItemListSchema.parse(
      (await api.as(chef).get('sales/items/?page_size=100')).json(),
    );
    const item = items.results.find((row) => row.name === 'Croquetas');
    const linked = await api.as(chef).patch(`sales/items/${item?.id}/`, { recipe: ids.croquetas });
    expect(linked.statusCode, linked.body).toBe(200);

    const created = await post(chef, 'stock-counts/', {
      date: '2026-10-06',
      kind: 'full',
      tolerance_pct: '10',
      entries: [
        { client_id: 'b-flour-01', ingredient_instance: ids.flour, quantity: '4', unit: 'format' },
        { client_id: 'b-flour-02', ingredient_instance: ids.flour, quantity: '1.5', unit: 'kg' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.countB = created.json<{ id: number }>().id;
    const added = await post(chef, `stock-counts/${ids.countB}/entries/`, {
      entries: [
        { client_id: 'b-oil-0001', ingredient_instance: ids.oil, quantity: '3', unit: 'format' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const count = stockCountSchema.parse(added.json());
    const line = (id: number) => count.lines.find((l) => l.ingredient_instance === id);
    expect(line(ids.flour)).toMatchObject({
      expected: '21500.000',
      counted: '21500.000',
      flagged: false,
      value: '19.35',
    });
    // 15 000 ml against 19 400: 4 400 off, more than 10 % (1 940).
    expect(line(ids.oil)).toMatchObject({
      expected: '19400.000',
      counted: '15000.000',
      flagged: true,
      value: '60.00',
    });
    const bechamel = count.lines.find((l) => l.recipe === ids.bechamel);
    expect(bechamel).toMatchObject({ counted: null, expected: null, value: null });
    expect(count.value).toBe('79.35');

    const list = await api.as(chef).get('stock-counts/');
    expect(list.json()).toMatchObject({
      count: 2,
      results: [
        { id: ids.countB, date: '2026-10-06', entries_count: 3, value: '79.35' },
        { id: ids.countA, date: '2026-10-04', entries_count: 4, value: '92.07' },
      ],
    });
  });

  it('stores an entry sent twice once, even from two phones at once', async () => {
    const entry = (clientId: string, quantity: string) => ({
      client_id: clientId,
      recipe: ids.bechamel,
      area: ids.cold,
      quantity,
      unit: 'l',
    });
    const [first, second] = await Promise.all([
      post(chef, `stock-counts/${ids.countB}/entries/`, {
        entries: [entry('phone-1-aa', '1'), entry('phone-shared', '0.5')],
      }),
      post(chef, `stock-counts/${ids.countB}/entries/`, {
        entries: [entry('phone-shared', '0.5'), entry('phone-2-bb', '0.25')],
      }),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([
      200, 200,
    ]);
    let count = await countOf(chef, ids.countB);
    expect(count.entries_count).toBe(6);
    // 1 + 0,5 + 0,25 = 1,75 l × 0,245 = 0,42875 → 0,43 €.
    expect(count.lines.find((l) => l.recipe === ids.bechamel)).toMatchObject({
      counted: '1.750',
      value: '0.43',
    });
    // Syncing again changes nothing.
    await post(chef, `stock-counts/${ids.countB}/entries/`, {
      entries: [entry('phone-1-aa', '9'), entry('phone-2-bb', '9')],
    });
    expect((await countOf(chef, ids.countB)).entries_count).toBe(6);

    // A typo removed by its client id; removing it again is still done.
    expect(
      (await api.as(chef).delete(`stock-counts/${ids.countB}/entries/phone-2-bb/`)).statusCode,
    ).toBe(204);
    expect(
      (await api.as(chef).delete(`stock-counts/${ids.countB}/entries/phone-2-bb/`)).statusCode,
    ).toBe(204);
    count = await countOf(chef, ids.countB);
    expect(count.lines.find((l) => l.recipe === ids.bechamel)?.counted).toBe('1.500');
  });

  it("answers another account's counts and entries with 404", async () => {
    const id = ids.countB;
    expect((await api.as(other).get(`stock-counts/${id}/`)).statusCode).toBe(404);
    expect((await api.as(other).delete(`stock-counts/${id}/`)).statusCode).toBe(404);
    const entries = await post(other, `stock-counts/${id}/entries/`, {
      entries: [
        { client_id: 'foreign-01', ingredient_instance: ids.flour, quantity: '1', unit: 'kg' },
      ],
    });
    expect(entries.statusCode).toBe(404);
    expect((await api.as(other).delete(`stock-counts/${id}/entries/b-oil-0001/`)).statusCode).toBe(
      404,
    );
    expect((await api.as(other).get('stock-counts/')).json()).toMatchObject({ count: 0 });
    expect((await countOf(chef, id)).entries_count).toBe(5);
  });

  it('a partial count lists the chosen items only, in area order', async () => {
    const created = await post(chef, 'stock-counts/', {
      date: '2026-10-07',
      kind: 'partial',
      ingredient_instances: [ids.flour, ids.oil],
    });
    expect(created.statusCode, created.body).toBe(201);
    const count = stockCountSchema.parse(created.json());
    expect(count.lines.map((l) => l.name)).toEqual(['Aceite de oliva', 'Harina de trigo']);
    // No purchases nor sales after the 6th: what was counted then.
    expect(count.lines.map((l) => l.expected)).toEqual(['15000.000', '21500.000']);
    expect((await api.as(chef).delete(`stock-counts/${count.id}/`)).statusCode).toBe(204);
    expect((await api.as(chef).get(`stock-counts/${count.id}/`)).statusCode).toBe(404);
  });
});
