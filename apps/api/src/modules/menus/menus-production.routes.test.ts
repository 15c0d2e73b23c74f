import {
  menuProductionSchema,
  type MenuProductionAnswer,
} from '@costeo/domain/contracts/menu-production';
import { menuSchema } from '@costeo/domain/contracts/menus';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 37 point 6: the production sheet of an event of 80 guests, with a dish whose elaboración
 * (bechamel) uses another (roux). By hand:
 *   Roux (elaboración): yields 200 g from 100 g of harina and 100 ml of AOVE.
 *   Bechamel (elaboración): yields 1 l from 1 l of leche and 150 g of roux.
 *   Croquetas (10 servings): 0,5 l of bechamel, 2 huevos, 100 ml of AOVE.
 *   Puré gratinado (4 servings): 1 kg of patata (net; merma 10 %), 200 ml of bechamel.
 *   Tortilla (8 servings): 1 kg of patata (net), 5 huevos.
 *   Entrante (all served): croquetas; Principal (each picks one): puré 55 %, tortilla 45 %.
 * For 80 guests:
 *   Croquetas 80 raciones = × 8: bechamel 4 l, huevos 16 ud, AOVE 800 ml.
 *   Puré 44 raciones = × 11: patata 11 kg (bruto 11 / 0,9 = 12,222 kg), bechamel 2,2 l.
 *   Tortilla 36 raciones = × 4,5: patata 4,5 kg (bruto 5 kg), huevos 22,5 → 23 ud (whole).
 *   Bechamel 4 + 2,2 = 6,2 l → 7 tandas de 1 l; × 7: leche 7 l, roux 7 × 150 g = 1,05 kg.
 *   Roux for those 7 tandas: 1 050 g → 1 050 / 200 = 5,25 → 6 tandas de 200 g; × 6: harina
 *   600 g, AOVE 600 ml. Roux is prepared first: bechamel uses it.
 */

const api = setupApi();
let chef: TestUser;
let free: TestUser;
let eventId: number;
let dailyId: number;
const products: Record<string, number> = {};
const recipes: Record<string, number> = {};

async function product(key: string, search: string, payload: Record<string, unknown>) {
  products[key] = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, search),
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

const production = (user: TestUser, id: number, query = '') =>
  api.as(user).get(`menus/${id}/production/${query}`);

async function ok(id: number, query = ''): Promise<MenuProductionAnswer> {
  const response = await production(chef, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return menuProductionSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  await product('patata', 'patata', {
    name: 'Patata agria',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
    waste_pct: '10',
  });
  await product('harina', 'harina de trigo', {
    name: 'Harina de trigo',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '17.50',
  });
  await product('leche', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
  });
  await product('huevo', 'huevo l', {
    name: 'Huevo L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    waste_pct: '12',
  });
  await product('aceite', 'aceite de oliva virgen extra', {
    name: 'AOVE',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '42.50',
  });
  const make = async (key: string, payload: Record<string, unknown>) => {
    recipes[key] = (await createRecipe(api.app, chef, payload)).id;
  };
  await make('roux', {
    name: 'Roux',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '200',
    yield_unit: 'g',
    instructions: 'Calentar el aceite\nAñadir la harina y tostar 3 minutos',
    lines: [line('harina', '100', 'g'), line('aceite', '100', 'ml')],
  });
  await make('bechamel', {
    name: 'Bechamel',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '1',
    yield_unit: 'l',
    instructions: '1. Calentar la leche\n2. Incorporar el roux batiendo hasta que espese',
    lines: [line('leche', '1', 'l'), sub('roux', '150', 'g')],
  });
  await make('croquetas', {
    name: 'Croquetas',
    servings: 10,
    instructions: 'Formar las croquetas\nEmpanar y freír a 180 °C',
    lines: [sub('bechamel', '0.5', 'l'), line('huevo', '2', 'ud'), line('aceite', '100', 'ml')],
  });
  await make('pure', {
    name: 'Puré gratinado',
    servings: 4,
    lines: [line('patata', '1', 'kg'), sub('bechamel', '200', 'ml')],
  });
  await make('tortilla', {
    name: 'Tortilla',
    servings: 8,
    lines: [line('patata', '1', 'kg'), line('huevo', '5', 'ud')],
  });
  const sections = [
    { name: 'Entrante', choice: 'all', items: [{ recipe: recipes.croquetas }] },
    {
      name: 'Principal',
      choice: 'one',
      items: [
        { recipe: recipes.pure, expected_share_pct: '55' },
        { recipe: recipes.tortilla, expected_share_pct: '45' },
      ],
    },
  ];
  const event = await api.as(chef).post('menus/', {
    name: 'Comunión de Lucía',
    kind: 'evento',
    price_per_person: '60.50',
    guests: 80,
    event_date: '2026-05-16',
    sections,
  });
  expect(event.statusCode, event.body).toBe(201);
  eventId = menuSchema.parse(event.json()).id;
  const daily = await api.as(chef).post('menus/', {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    sections,
  });
  expect(daily.statusCode, daily.body).toBe(201);
  dailyId = menuSchema.parse(daily.json()).id;
});

const ingredient = (key: string, quantity: string, unit: string, text: string, gross = null) => ({
  kind: 'ingredient',
  id: products[key],
  quantity,
  unit,
  text,
  gross_text: gross as string | null,
});

describe('GET /api/menus/{id}/production/', () => {
  it('prepares the hand-computed batches and raciones of an event of 80 guests', async () => {
    const sheet = await ok(eventId);
    expect(sheet.guests).toBe(80);
    expect(sheet.menu).toEqual({
      id: eventId,
      name: 'Comunión de Lucía',
      kind: 'evento',
      event_date: '2026-05-16',
    });
    expect(sheet.elaboraciones).toEqual([
      {
        id: recipes.roux,
        name: 'Roux',
        batches: 6,
        yield_quantity: '200.000',
        unit: 'g',
        quantity: '1050.000',
        text: 'Roux — 6 tandas de 200 g (1,05 kg necesarios)',
        lines: [
          { ...ingredient('harina', '600.000', 'g', '600 g'), name: 'Harina de trigo' },
          { ...ingredient('aceite', '600.000', 'ml', '600 ml'), name: 'AOVE' },
        ],
        steps: ['Calentar el aceite', 'Añadir la harina y tostar 3 minutos'],
      },
      {
        id: recipes.bechamel,
        name: 'Bechamel',
        batches: 7,
        yield_quantity: '1.000',
        unit: 'l',
        quantity: '6.200',
        text: 'Bechamel — 7 tandas de 1 l (6,2 l necesarios)',
        lines: [
          { ...ingredient('leche', '7.000', 'l', '7 l'), name: 'Leche entera' },
          {
            kind: 'sub_recipe',
            id: recipes.roux,
            name: 'Roux',
            quantity: '1050.000',
            unit: 'g',
            text: '1,05 kg',
            gross_text: null,
          },
        ],
        steps: ['Calentar la leche', 'Incorporar el roux batiendo hasta que espese'],
      },
    ]);
    expect(
      sheet.dishes.map((dish) => [
        dish.text,
        dish.servings,
        dish.planned_servings,
        dish.lines.map((l) => [l.name, l.text, l.gross_text]),
        dish.steps,
      ]),
    ).toEqual([
      [
        'Croquetas — 80 raciones',
        80,
        '80.000',
        [
          ['Bechamel', '4 l', null],
          ['Huevo L', '16 ud', null],
          ['AOVE', '800 ml', null],
        ],
        ['Formar las croquetas', 'Empanar y freír a 180 °C'],
      ],
      [
        'Puré gratinado — 44 raciones',
        44,
        '44.000',
        [
          ['Patata agria', '11 kg', '12,222 kg'],
          ['Bechamel', '2,2 l', null],
        ],
        [],
      ],
      [
        'Tortilla — 36 raciones',
        36,
        '36.000',
        [
          ['Patata agria', '4,5 kg', '5 kg'],
          ['Huevo L', '23 ud', null],
        ],
        [],
      ],
    ]);
    expect(sheet.dishes[2]?.lines[1]?.quantity).toBe('23.000');
    expect(sheet).toMatchObject({ complete: true, warnings: [] });
  });

  it('takes another headcount with ?guests=N, and requires one for a menú del día', async () => {
    // 40 guests: croquetas 40 raciones (2 l bechamel), puré 22 (1,1 l): 3,1 l → 4 tandas;
    // roux 4 × 150 = 600 g → 3 tandas de 200 g.
    const half = await ok(eventId, '?guests=40');
    expect(half.elaboraciones.map((e) => e.text)).toEqual([
      'Roux — 3 tandas de 200 g (600 g necesarios)',
      'Bechamel — 4 tandas de 1 l (3,1 l necesarios)',
    ]);
    expect((await ok(dailyId, '?guests=80')).dishes.map((d) => d.servings)).toEqual([80, 44, 36]);
    const missing = await production(chef, dailyId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ guests: ['Indica el número de comensales (?guests=N).'] });
    const invalid = await production(chef, eventId, '?guests=0');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('guests');
  });

  it('is Pro and Business only, and only the owner’s', async () => {
    for (const path of [`menus/${eventId}/production/`, `menus/${eventId}/production/pdf/`]) {
      const refused = await api.as(free).get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json(), path).toMatchObject({
        code: 'feature_not_available',
        required_plan: 'pro',
      });
    }
    const other = await api.user();
    await api.plan(other, 'pro');
    expect((await production(other, eventId)).statusCode).toBe(404);
    expect((await api.as(other).get(`menus/${eventId}/production/pdf/`)).statusCode).toBe(404);
  });
});

describe('GET /api/menus/{id}/production/pdf/', () => {
  it('prints the batches, the raciones and the scaled lines on A4', async () => {
    const response = await api.as(chef).get(`menus/${eventId}/production/pdf/`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /filename="produccion-comunion-de-lucia-80-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
    for (const expected of [
      'HOJA DE PRODUCCIÓN',
      'Comunión de Lucía',
      '80 invitados',
      'Roux — 6 tandas de 200 g (1,05 kg necesarios)',
      'Bechamel — 7 tandas de 1 l (6,2 l necesarios)',
      'Croquetas — 80 raciones',
      'Puré gratinado — 44 raciones',
      'Tortilla — 36 raciones',
      'Incorporar el roux batiendo hasta que espese',
      'bruto 12,222 kg',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    // The roux before the bechamel, the elaboraciones before the dishes.
    expect(flat.indexOf('Roux —')).toBeLessThan(flat.indexOf('Bechamel —'));
    expect(flat.indexOf('Bechamel —')).toBeLessThan(flat.indexOf('Croquetas —'));
    // Each scaled line with its quantity, in the order of the sheet.
    const lines = [
      'Harina de trigo 600 g',
      'AOVE 600 ml',
      'Leche entera 7 l',
      'Roux (elaboración) 1,05 kg',
      'Bechamel (elaboración) 4 l',
      'Huevo L 16 ud',
      'AOVE 800 ml',
      'Patata agria 11 kg',
      'Bechamel (elaboración) 2,2 l',
      'Patata agria 4,5 kg',
      'Huevo L 23 ud',
    ];
    let from = 0;
    for (const expected of lines) {
      const at = flat.indexOf(expected, from);
      expect(at, expected).toBeGreaterThanOrEqual(0);
      from = at + expected.length;
    }
    expect(flat).not.toMatch(/\d\.\d{3} g/);
  });
});
