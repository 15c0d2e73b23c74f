import { eventsNeedsSchema, type EventsNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { dayProductionSchema } from '@costeo/domain/contracts/menu-production';
import { menuSchema } from '@costeo/domain/contracts/menus';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 37 points 2 and 6: the needs of the events of a date range, and the production sheet of a
 * day. Runs on PGlite (`api`) and PostgreSQL (`api-postgres`): the events' selection by date and
 * the WITH RECURSIVE over several menus.
 *
 * Products (price per base unit = format price / format quantity):
 *   Patata agria caja 5 kg      5 kg at 6,00 €, merma 10 %   0,0012 €/g   Frutas García
 *   Harina de trigo saco 25 kg  25 kg at 17,50 €             0,0007 €/g   Makro
 *   Leche entera                6 l at 5,40 €                0,0009 €/ml  Makro
 *   Huevo L bandeja 30 ud       30 ud at 6,00 €, merma 12 %  0,20 €/ud    Makro
 * Bechamel (elaboración): yields 2,5 l from 200 g of harina and 2,5 l of leche (80 g a litre).
 * Croquetas (10 servings): 0,5 l of bechamel, 2 huevos.
 * Puré gratinado (4 servings): 1 kg of patata (net), 200 ml of bechamel.
 *
 * The chef's events:
 *   Boda Ruiz        2026-12-12  60 guests  croquetas and puré, both served to everyone
 *   Comunión Lucía   2026-12-14  30 guests  the same
 *   Bautizo Marta    2026-12-20 100 guests  croquetas (outside the range 12–14)
 *   Cena de empresa  2026-12-20  25 guests  each guest picks one: croquetas 50 %, puré 50 %
 * Another chef's event on 2026-12-13 (their own croquetas, 500 guests) is never counted.
 *
 * Range 2026-12-12 → 2026-12-14: Boda (60) + Comunión (30) = 90 guests.
 *   Croquetas 60 + 30 = 90 servings = 9 batches → 4,5 l bechamel, 18 huevos.
 *   Puré 90 servings = 22,5 batches → 22,5 kg patata net, 4,5 l bechamel.
 *   Patata: 22 500 / 0,9 = 25 000 g → 5 cajas de 5 kg (exactly: «5 cajas de 5 kg»); 25 000 × 0,0012 = 30,00 €; 5 × 6 = 30,00 €.
 *     (Format-rounded per event it would be 6 cajas: Boda 16,667 kg → 4, Comunión 8,333 kg → 2.)
 *   Bechamel: 4,5 + 4,5 = 9 l → 9 / 2,5 = 3,6 → 4 tandas de 2,5 l.
 *     (Batched per event it would be 5: Boda 6 l → 3, Comunión 3 l → 2.)
 *   Harina: 9 l × 80 g = 720 g → 1 saco; 720 × 0,0007 = 0,504 → 0,50 €; 17,50 €.
 *   Leche: 9 000 ml → 2 formatos de 6 l; 9 000 × 0,0009 = 8,10 €; 2 × 5,40 = 10,80 €.
 *   Huevo: 18 ud (a count line takes no merma) → 1 bandeja; 18 × 0,20 = 3,60 €; 6,00 €.
 *     (Per event it would be 2 bandejas: 12 and 6.)
 *   Makro: 0,504 + 8,10 + 3,60 = 12,204 → 12,20 €; formats 17,50 + 10,80 + 6,00 = 34,30 €.
 *   Total: 30 + 12,204 = 42,204 → 42,20 €; formats 30,00 + 34,30 = 64,30 €.
 *
 * The sheet of 2026-12-20: Bautizo (100) + Cena (25) = 125 guests.
 *   Cena: 25 × 50 % = 12,5 croquetas and 12,5 purés → 13 raciones each (whole, per event).
 *   Croquetas 100 + 13 = 113 raciones (112,5 previstas); puré 13 raciones (12,5 previstas).
 *   Bechamel: 113 × 0,5 / 10 = 5,65 l + 13 × 0,2 / 4 = 0,65 l = 6,3 l → 2,52 → 3 tandas de 2,5 l;
 *     its lines × 3: harina 600 g, leche 7,5 l.
 *   Croquetas' lines × 11,3: bechamel 5,65 l, huevos 22,6 → 23 ud.
 *   Puré's lines × 3,25: patata 3,25 kg (bruto 3,611 kg), bechamel 650 ml.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let free: TestUser;
const events: Record<string, number> = {};
let dailyId: number;
let othersEventId: number;
const products: Record<string, number> = {};
const recipes: Record<string, number> = {};

async function product(
  user: TestUser,
  key: string,
  search: string,
  payload: Record<string, unknown>,
): Promise<void> {
  products[key] = await createProduct(api.app, user, {
    definition: await definitionId(api.app, user, search),
    vat_pct: '4.00',
    waste_pct: '0',
    ...payload,
  });
}

const line = (key: string, quantity: string, unit: string) => ({
  ingredient_instance: products[key],
  quantity,
  unit,
});
const sub = (key: string, quantity: string, unit: string) => ({
  sub_recipe: recipes[key],
  quantity,
  unit,
});

async function createMenu(user: TestUser, payload: Record<string, unknown>): Promise<number> {
  const response = await api.as(user).post('menus/', {
    kind: 'evento',
    price_per_person: '55.00',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return menuSchema.parse(response.json()).id;
}

async function ok(query: string): Promise<EventsNeedsAnswer> {
  const response = await api.as(chef).get(`menus/needs/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return eventsNeedsSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  other = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  await api.plan(other, 'pro');
  const makro = { supplier: 'Makro' };
  await product(chef, 'patata', 'patata', {
    name: 'Patata agria caja 5 kg',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
    waste_pct: '10',
    supplier: 'Frutas García',
  });
  await product(chef, 'harina', 'harina de trigo', {
    name: 'Harina de trigo saco 25 kg',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '17.50',
    ...makro,
  });
  await product(chef, 'leche', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
    ...makro,
  });
  await product(chef, 'huevo', 'huevo l', {
    name: 'Huevo L bandeja 30 ud',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    waste_pct: '12',
    ...makro,
  });
  recipes.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '2.5',
      yield_unit: 'l',
      lines: [line('harina', '200', 'g'), line('leche', '2.5', 'l')],
      instructions: 'Tostar la harina.\nAñadir la leche caliente batiendo.',
    })
  ).id;
  recipes.croquetas = (
    await createRecipe(api.app, chef, {
      name: 'Croquetas',
      servings: 10,
      lines: [sub('bechamel', '0.5', 'l'), line('huevo', '2', 'ud')],
    })
  ).id;
  recipes.pure = (
    await createRecipe(api.app, chef, {
      name: 'Puré gratinado',
      servings: 4,
      lines: [line('patata', '1', 'kg'), sub('bechamel', '200', 'ml')],
    })
  ).id;
  const both = [
    { name: 'Entrante', choice: 'all', items: [{ recipe: recipes.croquetas }] },
    { name: 'Principal', choice: 'all', items: [{ recipe: recipes.pure }] },
  ];
  events.boda = await createMenu(chef, {
    name: 'Boda Ruiz',
    guests: 60,
    event_date: '2026-12-12',
    sections: both,
  });
  events.comunion = await createMenu(chef, {
    name: 'Comunión Lucía',
    guests: 30,
    event_date: '2026-12-14',
    sections: both,
  });
  events.bautizo = await createMenu(chef, {
    name: 'Bautizo Marta',
    guests: 100,
    event_date: '2026-12-20',
    sections: [{ name: 'Entrante', choice: 'all', items: [{ recipe: recipes.croquetas }] }],
  });
  events.cena = await createMenu(chef, {
    name: 'Cena de empresa',
    guests: 25,
    event_date: '2026-12-20',
    sections: [
      {
        name: 'Principal',
        choice: 'one',
        items: [
          { recipe: recipes.croquetas, expected_share_pct: '50' },
          { recipe: recipes.pure, expected_share_pct: '50' },
        ],
      },
    ],
  });
  dailyId = await createMenu(chef, {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    sections: both,
  });

  // Another chef's event inside the range, with their own croquetas.
  await product(other, 'ajeno', 'huevo l', {
    name: 'Huevo ajeno',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
  });
  const theirs = (
    await createRecipe(api.app, other, {
      name: 'Croquetas ajenas',
      servings: 1,
      lines: [line('ajeno', '3', 'ud')],
    })
  ).id;
  othersEventId = await createMenu(other, {
    name: 'Evento ajeno',
    guests: 500,
    event_date: '2026-12-13',
    sections: [{ name: 'Entrante', choice: 'all', items: [{ recipe: theirs }] }],
  });
});

describe('GET /api/menus/needs/', () => {
  it('sums the events of the range in base units, then says them in formats and batches', async () => {
    const answer = await ok('?date_from=2026-12-12&date_to=2026-12-14');
    expect(answer.date_from).toBe('2026-12-12');
    expect(answer.date_to).toBe('2026-12-14');
    // Bautizo and Cena (20th) are outside; another chef's event (13th) is never read.
    expect(answer.events).toEqual([
      {
        id: events.boda,
        name: 'Boda Ruiz',
        kind: 'evento',
        event_date: '2026-12-12',
        guests: 60,
      },
      {
        id: events.comunion,
        name: 'Comunión Lucía',
        kind: 'evento',
        event_date: '2026-12-14',
        guests: 30,
      },
    ]);
    expect(answer.guests).toBe(90);
    const rows = answer.suppliers.map((group) => [
      group.name,
      group.cost,
      group.formats_cost,
      group.products.map((p) => [p.name, p.quantity, p.formats, p.text, p.cost, p.formats_cost]),
    ]);
    expect(rows).toEqual([
      [
        'Frutas García',
        '30.00',
        '30.00',
        [['Patata agria caja 5 kg', '25000.000', 5, '5 cajas de 5 kg', '30.00', '30.00']],
      ],
      [
        'Makro',
        '12.20',
        '34.30',
        [
          ['Harina de trigo saco 25 kg', '720.000', 1, '1 saco de 25 kg (720 g)', '0.50', '17.50'],
          ['Huevo L bandeja 30 ud', '18.000', 1, '1 bandeja de 30 ud (18 ud)', '3.60', '6.00'],
          ['Leche entera', '9000.000', 2, '2 formatos de 6 l (9 l)', '8.10', '10.80'],
        ],
      ],
    ]);
    expect(answer.elaboraciones).toEqual([
      {
        id: recipes.bechamel,
        name: 'Bechamel',
        quantity: '9.000',
        unit: 'l',
        yield_quantity: '2.500',
        batches: 4,
        text: 'Bechamel: 4 tandas de 2,5 l (9 l)',
      },
    ]);
    expect(answer.dishes).toEqual([
      { id: recipes.croquetas, name: 'Croquetas', servings: '90.000' },
      { id: recipes.pure, name: 'Puré gratinado', servings: '90.000' },
    ]);
    expect(answer).toMatchObject({
      cost: '42.20',
      formats_cost: '64.30',
      complete: true,
      warnings: [],
    });
  });

  it('counts the menus asked by id, each at its own guests, in the order asked', async () => {
    const answer = await ok(`?menus=${events.comunion},${events.boda}`);
    expect(answer.events.map((event) => event.id)).toEqual([events.comunion, events.boda]);
    expect(answer.date_from).toBeNull();
    expect(answer.formats_cost).toBe('64.30');
    // Bautizo alone: 100 croquetas = 10 batches → 5 l bechamel → «2 tandas de 2,5 l» (whole: no exact figure).
    const bautizo = await ok(`?menus=${events.bautizo}`);
    expect(bautizo.guests).toBe(100);
    expect(bautizo.elaboraciones.map((item) => item.text)).toEqual(['Bechamel: 2 tandas de 2,5 l']);
  });

  it('answers an empty list when no event is in the range', async () => {
    const answer = await ok('?date_from=2026-11-01&date_to=2026-11-30');
    expect(answer).toMatchObject({
      events: [],
      guests: 0,
      suppliers: [],
      elaboraciones: [],
      dishes: [],
      cost: '0.00',
      formats_cost: '0.00',
    });
  });

  it('answers 400 in Spanish on a missing, disordered or too long range', async () => {
    const cases: [string, Record<string, string[]>][] = [
      [
        '',
        {
          date_from: ['Indica el rango de fechas (date_from y date_to) o los menús (?menus=1,2).'],
        },
      ],
      ['?date_from=2026-12-12', { date_to: ['Indica la fecha final del rango.'] }],
      ['?date_to=2026-12-12', { date_from: ['Indica la fecha inicial del rango.'] }],
      [
        '?date_from=2026-12-14&date_to=2026-12-12',
        { date_to: ['La fecha final no puede ser anterior a la inicial.'] },
      ],
      // 1 Dec → 3 Mar is 93 days with both ends.
      [
        '?date_from=2026-12-01&date_to=2027-03-03',
        { date_to: ['El rango no puede pasar de 92 días: acórtalo.'] },
      ],
      [
        `?date_from=2026-12-12&date_to=2026-12-14&menus=${events.boda}`,
        { menus: ['Indica un rango de fechas o una lista de menús, no las dos cosas.'] },
      ],
      [`?menus=${othersEventId}`, { menus: [`El menú ${othersEventId} no existe.`] }],
      [
        `?menus=${dailyId}`,
        {
          menus: [
            '«Menú del día» no tiene comensales: indícalos en el menú para contar sus necesidades.',
          ],
        },
      ],
    ];
    for (const [query, body] of cases) {
      const response = await api.as(chef).get(`menus/needs/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(body);
    }
    for (const query of ['?date_from=2026-02-30&date_to=2026-03-01', '?menus=1,a', '?menus=0']) {
      const response = await api.as(chef).get(`menus/needs/${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    // 1 Dec → 2 Mar is 92 days: allowed.
    expect((await ok('?date_from=2026-12-01&date_to=2027-03-02')).events).toHaveLength(4);
  });

  it('is Pro and Business only: 403 on Gratuito, 401 without a token', async () => {
    for (const path of [
      'menus/needs/?date_from=2026-12-12&date_to=2026-12-14',
      'menus/production/?date=2026-12-20',
      'menus/production/pdf/?date=2026-12-20',
    ]) {
      const response = await api.as(free).get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'feature_not_available',
        feature: 'price_history',
        required_plan: 'pro',
      });
      expect((await api.as(null).get(path)).statusCode, path).toBe(401);
    }
  });

  it("counts only the asker's own events: another chef sees theirs alone", async () => {
    const theirs = await api.as(other).get('menus/needs/?date_from=2026-12-12&date_to=2026-12-14');
    expect(theirs.statusCode).toBe(200);
    const answer = eventsNeedsSchema.parse(theirs.json());
    expect(answer.events.map((event) => event.id)).toEqual([othersEventId]);
    // 500 × 3 huevos = 1 500 ud → 50 formatos of 30, exactly (no exact figure after a whole one).
    expect(answer.suppliers.flatMap((group) => group.products.map((p) => p.text))).toEqual([
      '50 formatos de 30 ud',
    ]);
    const asked = await api.as(other).get(`menus/needs/?menus=${events.boda}`);
    expect(asked.statusCode).toBe(400);
  });
});

describe('GET /api/menus/production/?date=', () => {
  it('prepares every event of the day: whole raciones per event, batches for all', async () => {
    const response = await api.as(chef).get('menus/production/?date=2026-12-20');
    expect(response.statusCode, response.body).toBe(200);
    const sheet = dayProductionSchema.parse(response.json());
    expect(sheet.date).toBe('2026-12-20');
    expect(sheet.guests).toBe(125);
    expect(sheet.events.map((event) => [event.name, event.guests])).toEqual([
      ['Bautizo Marta', 100],
      ['Cena de empresa', 25],
    ]);
    expect(
      sheet.elaboraciones.map((item) => [
        item.text,
        item.batches,
        item.lines.map((l) => `${l.name} ${l.text}`),
        item.steps,
      ]),
    ).toEqual([
      [
        'Bechamel — 3 tandas de 2,5 l (6,3 l necesarios)',
        3,
        ['Harina de trigo saco 25 kg 600 g', 'Leche entera 7,5 l'],
        ['Tostar la harina.', 'Añadir la leche caliente batiendo.'],
      ],
    ]);
    expect(
      sheet.dishes.map((dish) => [
        dish.text,
        dish.servings,
        dish.planned_servings,
        dish.lines.map((l) => [`${l.name} ${l.text}`, l.gross_text]),
      ]),
    ).toEqual([
      [
        'Croquetas — 113 raciones (112,5 previstas)',
        113,
        '112.500',
        [
          ['Bechamel 5,65 l', null],
          ['Huevo L bandeja 30 ud 23 ud', null],
        ],
      ],
      [
        'Puré gratinado — 13 raciones (12,5 previstas)',
        13,
        '12.500',
        [
          ['Patata agria caja 5 kg 3,25 kg', '3,611 kg'],
          ['Bechamel 650 ml', null],
        ],
      ],
    ]);
    expect(sheet).toMatchObject({ complete: true, warnings: [] });
  });

  it('answers an empty sheet on a day without events, and 400 on a bad date', async () => {
    const empty = await api.as(chef).get('menus/production/?date=2026-12-13');
    expect(empty.statusCode).toBe(200);
    expect(dayProductionSchema.parse(empty.json())).toMatchObject({
      events: [],
      guests: 0,
      elaboraciones: [],
      dishes: [],
    });
    for (const query of ['', '?date=2026-13-01', '?date=mañana']) {
      const response = await api.as(chef).get(`menus/production/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('date');
    }
  });

  it("prints the day's sheet on A4 with its events named", async () => {
    const response = await api.as(chef).get('menus/production/pdf/?date=2026-12-20');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /filename="produccion-dia-2026-12-20\.pdf"/,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
    for (const expected of [
      'HOJA DE PRODUCCIÓN',
      'Bautizo Marta · Cena de empresa',
      '2 eventos, 125 invitados',
      'Bautizo Marta (100 invitados)',
      'Bechamel — 3 tandas de 2,5 l (6,3 l necesarios)',
      'Croquetas — 113 raciones (112,5 previstas)',
      'Puré gratinado — 13 raciones (12,5 previstas)',
      'Añadir la leche caliente batiendo.',
    ]) {
      expect(flat, expected).toContain(expected);
    }
  });
});
