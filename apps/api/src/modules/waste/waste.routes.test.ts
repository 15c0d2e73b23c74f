import {
  wasteBatchResultSchema,
  wasteEntrySchema,
  wasteListSchema,
  wasteQuickSchema,
  wasteSummarySchema,
  wasteWeeksSchema,
  type WasteEntry,
} from '@costeo/domain/contracts/waste';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { photoJpeg } from '../../../test/photo-fixtures.ts';
import { madridDay } from '../../lib/format-es.ts';

/*
 * Issue 35 acceptance: the waste log valued at cost at its date (DOMAIN.md §12), by hand.
 *
 * Price history (the rule of the counts: the last row on or before the day; before the first,
 * the first; without history, the current price), rows written with their dates:
 *   Merluza  1 kg, merma 65 %: 14,90 € from 10/01/2026, 16,50 € from 01/03/2026
 *   Leche    1 l:              1,00 € from 10/01/2026, 1,20 € from 01/03/2026
 *   Harina   1 kg:             0,90 € (no change)
 *   Huevos L 30 ud, merma 12 %: 6,00 € from 10/01/2026, 7,50 € from 01/03/2026
 *   AOVE     5 l:              30,00 € (no change)
 * Bechamel (elaboración, yield 2 l): leche 2 000 ml + harina 200 g → on 15/02: 2,00 + 0,18 =
 *   2,18 € a batch, 1,09 €/l.
 * Tortilla (dish, 4 raciones): huevos 8 ud (counted whole: merma never divides units) + AOVE 100 ml
 *   → on 15/02: 1,60 + 0,60 = 2,20 € a batch, 0,55 € a ración.
 * Entries:
 *   15/02 merluza 2 kg, caducado → residuo: 2 000 g × 0,0149 = 29,80 € (its merma does not inflate
 *         it: not 85,14 €); 2,000 kg
 *   15/02 tortilla 12 raciones, sobras del comedor → compostaje: 12 × 0,55 = 6,60 €
 *   15/02 bechamel 1,5 l, sobreproducción → donación: 1,5 × 1,09 = 1,635 → 1,64 €
 *   05/03 merluza 1 kg, deteriorado → residuo: 1 000 g × 0,0165 = 16,50 €; 1,000 kg
 * Purchases of the ledger: 10/02 merluza 10 kg 149,00 €; 02/03 merluza 5 kg 74,50 €.
 *   February: 29,80 + 6,60 + 1,64 = 38,04 € of 149,00 € → 25,53 %; March 16,50 / 74,50 → 22,15 %;
 *   the period 54,54 / 223,50 → 24,40 %.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
const ids = {} as Record<
  'hake' | 'milk' | 'flour' | 'eggs' | 'oil' | 'bechamel' | 'tortilla' | 'foreign',
  number
>;

async function setHistory(
  product: number,
  rows: { on: string; price: string; qty: string; unit: string; unitCost: string }[],
) {
  const db = api.t.database.db;
  await db.execute(sql`delete from ingredient_price_history where instance_id = ${product}`);
  for (const row of rows) {
    await db.execute(sql`insert into ingredient_price_history
        (owner_id, instance_id, purchase_quantity, purchase_unit, purchase_price, unit_cost, changed_at)
        values (${chef.id}, ${product}, ${row.qty}, ${row.unit}, ${row.price}, ${row.unitCost},
                (${row.on}::date + time '10:00') at time zone 'Europe/Madrid')`);
  }
}

async function purchase(product: number, name: string, on: string, grams: string, net: string) {
  await api.t.database.db.execute(sql`insert into purchases
      (owner_id, instance_id, product_name, purchased_on, quantity, base_unit,
       price_per_base_unit, net_amount, source_kind, created_at)
      values (${chef.id}, ${product}, ${name}, ${on}::date, ${grams}, 'g',
              ${String(Number(net) / Number(grams))}, ${net}, 'manual', now())`);
}

async function record(user: TestUser, payload: Record<string, unknown>) {
  return api.as(user).post('waste/', {
    ingredient_instance: null,
    recipe: null,
    ...payload,
  });
}

beforeAll(async () => {
  [chef, other] = await Promise.all([api.user(), api.user()]);
  const product = async (key: keyof typeof ids, query: string, payload: Record<string, string>) => {
    ids[key] = await createProduct(api.app, chef, {
      definition: await definitionId(api.app, chef, query),
      ...payload,
    });
  };
  await product('hake', 'merluza', {
    name: 'Merluza',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.90',
    waste_pct: '65',
  });
  await product('milk', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '1.00',
    waste_pct: '0',
  });
  await product('flour', 'harina de trigo', {
    name: 'Harina de trigo',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '0.90',
    waste_pct: '0',
  });
  await product('eggs', 'huevo', {
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    waste_pct: '12',
  });
  await product('oil', 'aceite de oliva virgen extra', {
    name: 'AOVE',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.00',
    waste_pct: '0',
  });
  ids.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '2',
      yield_unit: 'l',
      lines: [
        { ingredient_instance: ids.milk, quantity: '2000', unit: 'ml' },
        { ingredient_instance: ids.flour, quantity: '200', unit: 'g' },
      ],
    })
  ).id;
  ids.tortilla = (
    await createRecipe(api.app, chef, {
      name: 'Tortilla',
      servings: 4,
      lines: [
        { ingredient_instance: ids.eggs, quantity: '8', unit: 'ud' },
        { ingredient_instance: ids.oil, quantity: '100', unit: 'ml' },
      ],
    })
  ).id;
  ids.foreign = await createProduct(api.app, other, {
    definition: await definitionId(api.app, other, 'merluza'),
    name: 'Merluza ajena',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '10.00',
  });
  await setHistory(ids.hake, [
    { on: '2026-01-10', qty: '1', unit: 'kg', price: '14.90', unitCost: '0.0149' },
    { on: '2026-03-01', qty: '1', unit: 'kg', price: '16.50', unitCost: '0.0165' },
  ]);
  await setHistory(ids.milk, [
    { on: '2026-01-10', qty: '1', unit: 'l', price: '1.00', unitCost: '0.001' },
    { on: '2026-03-01', qty: '1', unit: 'l', price: '1.20', unitCost: '0.0012' },
  ]);
  await setHistory(ids.eggs, [
    { on: '2026-01-10', qty: '30', unit: 'ud', price: '6.00', unitCost: '0.2' },
    { on: '2026-03-01', qty: '30', unit: 'ud', price: '7.50', unitCost: '0.25' },
  ]);
  await purchase(ids.hake, 'Merluza', '2026-02-10', '10000', '149.00');
  await purchase(ids.hake, 'Merluza', '2026-03-02', '5000', '74.50');
});

describe('the waste log (issue 35 point 1)', () => {
  const entries: Record<string, WasteEntry> = {};

  it('values 2 kg of merluza at its price of the day, never inflated by its merma', async () => {
    const response = await record(chef, {
      client_id: 'merluza-0215',
      date: '2026-02-15',
      ingredient_instance: ids.hake,
      quantity: '2',
      unit: 'kg',
      reason: 'caducado',
      destination: 'residuo',
      note: 'Se pasó la fecha',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = wasteEntrySchema.parse(response.json());
    entries.hake = entry;
    expect(entry).toMatchObject({
      kind: 'product',
      name: 'Merluza',
      quantity: '2.000',
      unit: 'kg',
      quantity_base: '2000.000',
      base_unit: 'g',
      unit_cost: '0.0149',
      value: '29.80',
      weight_kg: '2.000',
      reason: 'caducado',
      destination: 'residuo',
      note: 'Se pasó la fecha',
      has_photo: false,
    });
  });

  it('values 12 raciones of a dish at its cost per serving that day, eggs counted whole', async () => {
    const response = await record(chef, {
      client_id: 'tortilla-0215',
      date: '2026-02-15',
      recipe: ids.tortilla,
      quantity: '12',
      unit: 'raciones',
      reason: 'sobras_comedor',
      destination: 'compostaje',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = wasteEntrySchema.parse(response.json());
    entries.tortilla = entry;
    // 12 raciones = 3 batches: 24 huevos (whole, 65 g each) and 300 ml of AOVE (0,916 g/ml):
    // 1 560 + 274,8 = 1 834,8 g.
    expect(entry).toMatchObject({
      kind: 'dish',
      quantity_base: '12.000',
      base_unit: 'raciones',
      unit_cost: '0.5500',
      value: '6.60',
      weight_kg: '1.835',
    });
  });

  it('values 1,5 l of an elaboración at its cost per l that day', async () => {
    const response = await record(chef, {
      client_id: 'bechamel-0215',
      date: '2026-02-15',
      recipe: ids.bechamel,
      quantity: '1500',
      unit: 'ml',
      reason: 'sobreproduccion',
      destination: 'donacion',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = wasteEntrySchema.parse(response.json());
    entries.bechamel = entry;
    // 0,75 of a batch: 1 500 ml of milk (1,03 g/ml: 1 545 g) and 150 g of flour = 1 695 g.
    expect(entry).toMatchObject({
      kind: 'elaboracion',
      quantity: '1500.000',
      unit: 'ml',
      quantity_base: '1.500',
      base_unit: 'l',
      unit_cost: '1.0900',
      value: '1.64',
      weight_kg: '1.695',
    });
  });

  it('values an entry after the price change at the new price, in the purchase format', async () => {
    const response = await record(chef, {
      client_id: 'merluza-0305',
      date: '2026-03-05',
      ingredient_instance: ids.hake,
      quantity: '1',
      unit: 'format',
      reason: 'deteriorado',
      destination: 'residuo',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      quantity_base: '1000.000',
      unit_cost: '0.0165',
      value: '16.50',
    });
  });

  it('stores an entry sent twice once (single and batch)', async () => {
    const again = await record(chef, {
      client_id: 'merluza-0215',
      date: '2026-02-15',
      ingredient_instance: ids.hake,
      quantity: '2',
      unit: 'kg',
      reason: 'caducado',
      destination: 'residuo',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<WasteEntry>().id).toBe(entries.hake?.id);

    const batch = {
      entries: [
        {
          client_id: 'offline-0001',
          date: '2026-03-05',
          ingredient_instance: ids.milk,
          recipe: null,
          quantity: '0.5',
          unit: 'l',
          reason: 'otro',
          destination: 'residuo',
        },
        {
          client_id: 'tortilla-0215',
          date: '2026-02-15',
          ingredient_instance: null,
          recipe: ids.tortilla,
          quantity: '12',
          unit: 'raciones',
          reason: 'sobras_comedor',
          destination: 'compostaje',
        },
      ],
    };
    const first = await api.as(chef).post('waste/batch/', batch);
    expect(first.statusCode, first.body).toBe(200);
    const stored = wasteBatchResultSchema.parse(first.json());
    expect(stored.created).toBe(1);
    expect(stored.entries.map((entry) => [entry.client_id, entry.value])).toEqual([
      // 500 ml × 0,0012 € (the price from 01/03).
      ['offline-0001', '0.60'],
      ['tortilla-0215', '6.60'],
    ]);
    const second = await api.as(chef).post('waste/batch/', batch);
    expect(wasteBatchResultSchema.parse(second.json()).created).toBe(0);
    const list = wasteListSchema.parse((await api.as(chef).get('waste/?page_size=100')).json());
    expect(list.count).toBe(5);
    // Newest day first.
    expect(list.results.map((entry) => entry.date)).toEqual([
      '2026-03-05',
      '2026-03-05',
      '2026-02-15',
      '2026-02-15',
      '2026-02-15',
    ]);
    const removed = await api.as(chef).delete(`waste/${stored.entries[0]?.id}/`);
    expect(removed.statusCode).toBe(204);
  });

  it('edits an entry, converting a new quantity again', async () => {
    const id = entries.bechamel?.id;
    const edited = await api.as(chef).patch(`waste/${id}/`, { quantity: '2', unit: 'l' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ quantity_base: '2.000', value: '2.18' });
    const back = await api.as(chef).patch(`waste/${id}/`, { quantity: '1.5', note: 'Sobró' });
    expect(back.json()).toMatchObject({ quantity_base: '1.500', value: '1.64', note: 'Sobró' });
  });

  it('refuses units that do not convert, in Spanish', async () => {
    const base = { date: '2026-02-15', reason: 'otro', destination: 'residuo', quantity: '1' };
    const rations = await record(chef, {
      ...base,
      ingredient_instance: ids.hake,
      unit: 'raciones',
    });
    expect(rations.statusCode).toBe(400);
    expect(rations.json()).toEqual({
      unit: [
        '«Merluza» es un producto: se registra en su formato o en una unidad, no en raciones.',
      ],
    });
    const units = await record(chef, { ...base, ingredient_instance: ids.flour, unit: 'ud' });
    expect(units.statusCode).toBe(400);
    expect(units.json()).toEqual({
      unit: [
        'No se puede registrar «Harina de trigo» en ud: Falta el peso por unidad para convertir ud a g.',
      ],
    });
    const dish = await record(chef, { ...base, recipe: ids.tortilla, unit: 'kg' });
    expect(dish.json()).toEqual({ unit: ['El plato «Tortilla» se registra en raciones.'] });
    const sauce = await record(chef, { ...base, recipe: ids.bechamel, unit: 'kg' });
    expect(sauce.json()).toEqual({
      unit: ['«Bechamel» se registra en raciones, en l o en una unidad del mismo tipo.'],
    });
    const none = await record(chef, { ...base, unit: 'kg' });
    expect(none.json()).toEqual({
      ingredient_instance: ['Elige un producto, una elaboración o un plato.'],
    });
    const reason = await record(chef, {
      ...base,
      ingredient_instance: ids.hake,
      unit: 'kg',
      reason: 'x',
    });
    expect(reason.json()).toEqual({ reason: ['Motivo no válido.'] });
  });

  it('refuses a day that has not come, on a new entry and on an edit', async () => {
    // Tomorrow in Madrid, whatever the hour of the run.
    const tomorrow = new Date(`${madridDay(new Date())}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const date = tomorrow.toISOString().slice(0, 10);
    const future = await record(chef, {
      date,
      reason: 'caducado',
      destination: 'residuo',
      ingredient_instance: ids.hake,
      quantity: '1',
      unit: 'kg',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ date: ['La fecha no puede ser posterior a hoy.'] });
    const edit = await api.as(chef).patch(`waste/${entries.bechamel?.id}/`, { date });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ date: ['La fecha no puede ser posterior a hoy.'] });
  });

  it('keeps a photo of an entry through the recipe photos’ pipeline, the owner’s only', async () => {
    const id = entries.hake?.id;
    const photo = { content_base64: (await photoJpeg()).toString('base64') };
    // Another account can neither add one nor read it.
    expect((await api.as(other).put(`waste/${id}/photo/`, photo)).statusCode).toBe(404);
    const put = await api.as(chef).put(`waste/${id}/photo/`, photo);
    expect(put.statusCode, put.body).toBe(200);
    // The fixture's 2 000 × 1 000 halves fitted in 1 200 × 1 200, as a recipe photo is.
    expect(put.json()).toMatchObject({ width: 1200, height: 600 });
    expect(wasteEntrySchema.parse((await api.as(chef).get(`waste/${id}/`)).json()).has_photo).toBe(
      true,
    );
    const image = await api.as(chef).get(`waste/${id}/photo/`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await api.as(other).get(`waste/${id}/photo/`)).statusCode).toBe(404);
    expect((await api.as(other).delete(`waste/${id}/photo/`)).statusCode).toBe(404);
    const unreadable = await api.as(chef).put(`waste/${id}/photo/`, {
      content_base64: Buffer.from('no es una foto').toString('base64'),
    });
    expect(unreadable.statusCode).toBe(400);

    expect((await api.as(chef).delete(`waste/${id}/photo/`)).statusCode).toBe(204);
    expect((await api.as(chef).get(`waste/${id}/photo/`)).statusCode).toBe(404);
    expect(wasteEntrySchema.parse((await api.as(chef).get(`waste/${id}/`)).json()).has_photo).toBe(
      false,
    );
  });

  it("keeps another account's items and entries out", async () => {
    const foreign = await record(chef, {
      date: '2026-02-15',
      ingredient_instance: ids.foreign,
      quantity: '1',
      unit: 'kg',
      reason: 'otro',
      destination: 'residuo',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ ingredient_instance: ['El producto no existe.'] });
    const id = entries.hake?.id;
    expect((await api.as(other).get(`waste/${id}/`)).statusCode).toBe(404);
    expect((await api.as(other).patch(`waste/${id}/`, { note: 'x' })).statusCode).toBe(404);
    expect((await api.as(other).delete(`waste/${id}/`)).statusCode).toBe(404);
    expect((await api.as(other).get(`waste/${id}/photo/`)).statusCode).toBe(404);
    expect(wasteListSchema.parse((await api.as(other).get('waste/')).json()).count).toBe(0);
    expect((await api.as(null).get('waste/')).statusCode).toBe(401);
  });

  it('offers the last reasons, destinations and items first', async () => {
    const quick = wasteQuickSchema.parse((await api.as(chef).get('waste/quick/')).json());
    expect(quick.reasons).toEqual(['deteriorado', 'sobreproduccion', 'sobras_comedor', 'caducado']);
    expect(quick.destinations).toEqual(['residuo', 'donacion', 'compostaje']);
    expect(quick.items.map((item) => [item.name, item.kind, item.unit])).toEqual([
      ['Merluza', 'product', 'format'],
      // Edited to litres since.
      ['Bechamel', 'elaboracion', 'l'],
      ['Tortilla', 'dish', 'raciones'],
    ]);
  });
});

describe('the waste reports (issue 35 point 3)', () => {
  it('sums by month, reason, destination and item, and as % of purchases', async () => {
    const response = await api
      .as(chef)
      .get('waste/summary/?date_from=2026-02-01&date_to=2026-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const summary = wasteSummarySchema.parse(response.json());
    expect(summary.totals).toEqual({
      value: '54.54',
      weight_kg: '6.530', // 2 + 1,835 + 1,695 + 1
      entries: 4,
      purchases_value: '223.50',
      pct_of_purchases: '24.40',
      unvalued: 0,
    });
    expect(summary.by_month).toEqual([
      {
        month: '2026-02',
        value: '38.04',
        weight_kg: '5.530',
        entries: 3,
        purchases_value: '149.00',
        pct_of_purchases: '25.53',
      },
      {
        month: '2026-03',
        value: '16.50',
        weight_kg: '1.000',
        entries: 1,
        purchases_value: '74.50',
        pct_of_purchases: '22.15',
      },
    ]);
    expect(summary.by_reason.map((row) => [row.reason, row.value, row.entries])).toEqual([
      ['caducado', '29.80', 1],
      ['deteriorado', '16.50', 1],
      ['sobreproduccion', '1.64', 1],
      ['sobras_comedor', '6.60', 1],
    ]);
    expect(
      summary.by_destination.map((row) => [row.destination, row.value, row.weight_kg]),
    ).toEqual([
      ['donacion', '1.64', '1.695'],
      ['compostaje', '6.60', '1.835'],
      ['residuo', '46.30', '3.000'],
    ]);
    expect(summary.by_item.map((row) => [row.name, row.kind, row.value, row.entries])).toEqual([
      ['Merluza', 'product', '46.30', 2],
      ['Tortilla', 'dish', '6.60', 1],
      ['Bechamel', 'elaboracion', '1.64', 1],
    ]);
  });

  it('answers the last 12 weeks, Monday to Sunday, this one last', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      api.t.now(),
    );
    const recorded = await record(chef, {
      date: today,
      ingredient_instance: ids.hake,
      quantity: '500',
      unit: 'g',
      reason: 'caducado',
      destination: 'residuo',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const value = recorded.json<WasteEntry>().value;
    const weeks = wasteWeeksSchema.parse((await api.as(chef).get('waste/weeks/')).json());
    expect(weeks.weeks).toHaveLength(12);
    const last = weeks.weeks[11];
    expect(new Date(`${last?.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(last?.week_start && last.week_start <= today).toBe(true);
    expect(last).toMatchObject({ value, weight_kg: '0.500' });
    expect(weeks.weeks.slice(0, 11).every((week) => week.value === '0.00')).toBe(true);
    expect(weeks.plan_review_overdue).toBeNull();
  });
});
