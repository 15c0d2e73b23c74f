import { menuNeedsSchema, type MenuNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { menuSchema } from '@costeo/domain/contracts/menus';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 37 point 2 acceptance: an event of 80 guests with a dish that uses an elaboración needs
 * exactly the hand-computed quantity of each product, in purchase formats.
 *
 * Products (price per base unit = format price / format quantity):
 *   Patata agria caja 5 kg     5 kg at 6,00 €, merma 10 %   0,0012 €/g    Frutas García
 *   Harina de trigo saco 25 kg 25 kg at 17,50 €             0,0007 €/g    Makro
 *   Leche entera               6 l at 5,40 €                0,0009 €/ml   Makro
 *   Huevo L bandeja 30 ud      30 ud at 6,00 €, merma 12 %  0,20 €/ud     Makro
 *   AOVE garrafa 5 l           5 l at 42,50 €               0,0085 €/ml   (no supplier)
 * Bechamel (elaboración): yields 1 l from 80 g of harina and 1 l of leche.
 * Croquetas (10 servings): 0,5 l of bechamel, 2 huevos, 100 ml of AOVE.
 * Puré gratinado (4 servings): 1 kg of patata (net), 200 ml of bechamel.
 * Tortilla (8 servings): 1 kg of patata (net), 5 huevos.
 * The event: Entrante (all served) croquetas; Principal (each guest picks one) puré 55 %,
 * tortilla 45 %.
 *
 * For 80 guests: croquetas 80 servings = 8 batches → 4 l bechamel, 16 huevos, 800 ml AOVE;
 * puré 55 % × 80 = 44 servings = 11 batches → 11 kg patata net, 2,2 l bechamel;
 * tortilla 45 % × 80 = 36 servings = 4,5 batches → 4,5 kg patata net, 22,5 huevos.
 *   Patata: 15,5 kg net / 0,9 = 17 222,222… g → 4 cajas de 5 kg (20 kg);
 *           17 222,222… × 0,0012 = 20,67 €; 4 × 6,00 = 24,00 €.
 *   Bechamel: 4 + 2,2 = 6,2 l → 7 tandas de 1 l.
 *   Harina: 6,2 × 80 g = 496 g → 1 saco; 0,3472 € → 0,35 €; 17,50 €.
 *   Leche: 6,2 × 1 000 ml = 6 200 ml → 2 formatos de 6 l; 5,58 €; 10,80 €.
 *   Huevo: 16 + 22,5 = 38,5 → 39 whole (a count line takes no merma) → 2 bandejas; 7,80 €; 12,00 €.
 *   AOVE: 800 ml → 1 garrafa; 6,80 €; 42,50 €.
 *   Total: 20,666… + 0,3472 + 5,58 + 7,80 + 6,80 = 41,1939 → 41,19 €; formats 106,80 €.
 *   Makro: 0,3472 + 7,80 + 5,58 = 13,7272 → 13,73 €; formats 17,50 + 12,00 + 10,80 = 40,30 €.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
let free: TestUser;
let eventId: number;
let menuDelDiaId: number;
const products: Record<string, number> = {};
const recipes: Record<string, number> = {};

async function product(
  key: string,
  search: string,
  payload: Record<string, unknown>,
): Promise<void> {
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

async function needs(user: TestUser, id: number, query = '') {
  return api.as(user).get(`menus/${id}/needs/${query}`);
}

async function ok(id: number, query = ''): Promise<MenuNeedsAnswer> {
  const response = await needs(chef, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return menuNeedsSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  other = await api.user();
  free = await api.user();
  await api.plan(chef, 'pro');
  await api.plan(other, 'pro');
  const verduras = { supplier: 'Frutas García' };
  const makro = { supplier: 'Makro' };
  await product('patata', 'patata', {
    name: 'Patata agria caja 5 kg',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '6.00',
    waste_pct: '10',
    ...verduras,
  });
  await product('harina', 'harina de trigo', {
    name: 'Harina de trigo saco 25 kg',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '17.50',
    ...makro,
  });
  await product('leche', 'leche entera', {
    name: 'Leche entera',
    purchase_quantity: '6',
    purchase_unit: 'l',
    purchase_price: '5.40',
    ...makro,
  });
  await product('huevo', 'huevo l', {
    name: 'Huevo L bandeja 30 ud',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '6.00',
    waste_pct: '12',
    ...makro,
  });
  await product('aceite', 'aceite de oliva virgen extra', {
    name: 'AOVE garrafa 5 l',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '42.50',
  });
  recipes.bechamel = (
    await createRecipe(api.app, chef, {
      name: 'Bechamel',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'l',
      lines: [line('harina', '80', 'g'), line('leche', '1', 'l')],
    })
  ).id;
  recipes.croquetas = (
    await createRecipe(api.app, chef, {
      name: 'Croquetas',
      servings: 10,
      lines: [sub('bechamel', '0.5', 'l'), line('huevo', '2', 'ud'), line('aceite', '100', 'ml')],
    })
  ).id;
  recipes.pure = (
    await createRecipe(api.app, chef, {
      name: 'Puré gratinado',
      servings: 4,
      lines: [line('patata', '1', 'kg'), sub('bechamel', '200', 'ml')],
    })
  ).id;
  recipes.tortilla = (
    await createRecipe(api.app, chef, {
      name: 'Tortilla',
      servings: 8,
      lines: [line('patata', '1', 'kg'), line('huevo', '5', 'ud')],
    })
  ).id;
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
  menuDelDiaId = menuSchema.parse(daily.json()).id;
});

describe('GET /api/menus/{id}/needs/', () => {
  it('needs the hand-computed quantities of an event of 80 guests, in purchase formats', async () => {
    const answer = await ok(eventId);
    expect(answer.guests).toBe(80);
    expect(answer.menu).toEqual({ id: eventId, name: 'Comunión de Lucía', kind: 'evento' });
    const rows = answer.suppliers.map((group) => [
      group.name,
      group.id === null ? null : 'id',
      group.cost,
      group.formats_cost,
      group.products.map((p) => [
        p.name,
        p.base_unit,
        p.quantity,
        p.formats,
        p.text,
        p.cost,
        p.formats_cost,
      ]),
    ]);
    expect(rows).toEqual([
      [
        'Frutas García',
        'id',
        '20.67',
        '24.00',
        [
          [
            'Patata agria caja 5 kg',
            'g',
            '17222.222',
            4,
            '4 cajas de 5 kg (17,222 kg)',
            '20.67',
            '24.00',
          ],
        ],
      ],
      [
        'Makro',
        'id',
        '13.73',
        '40.30',
        [
          [
            'Harina de trigo saco 25 kg',
            'g',
            '496.000',
            1,
            '1 saco de 25 kg (496 g)',
            '0.35',
            '17.50',
          ],
          [
            'Huevo L bandeja 30 ud',
            'ud',
            '39.000',
            2,
            '2 bandejas de 30 ud (39 ud)',
            '7.80',
            '12.00',
          ],
          ['Leche entera', 'ml', '6200.000', 2, '2 formatos de 6 l (6,2 l)', '5.58', '10.80'],
        ],
      ],
      [
        '',
        null,
        '6.80',
        '42.50',
        [['AOVE garrafa 5 l', 'ml', '800.000', 1, '1 garrafa de 5 l (800 ml)', '6.80', '42.50']],
      ],
    ]);
    const patata = answer.suppliers[0]?.products[0];
    expect(patata).toMatchObject({
      id: products.patata,
      quantity_text: '17,222 kg',
      purchase_quantity: '5.000',
      purchase_unit: 'kg',
      format_name: 'caja de 5 kg',
      formats_quantity: '20000.000',
    });
    expect(answer.elaboraciones).toEqual([
      {
        id: recipes.bechamel,
        name: 'Bechamel',
        quantity: '6.200',
        unit: 'l',
        yield_quantity: '1.000',
        batches: 7,
        text: 'Bechamel: 7 tandas de 1 l (6,2 l)',
      },
    ]);
    expect(answer.dishes).toEqual([
      { id: recipes.croquetas, name: 'Croquetas', servings: '80.000' },
      { id: recipes.pure, name: 'Puré gratinado', servings: '44.000' },
      { id: recipes.tortilla, name: 'Tortilla', servings: '36.000' },
    ]);
    expect(answer).toMatchObject({
      cost: '41.19',
      formats_cost: '106.80',
      complete: true,
      warnings: [],
    });
  });

  it('takes another headcount with ?guests=N, and requires one for a menú del día', async () => {
    // 40 guests: croquetas 4 batches (2 l bechamel), puré 22 servings = 5,5 batches (1,1 l):
    // 3,1 l → 4 tandas; huevos 8 + 11,25 (18 servings / 8 × 5) = 19,25 → 20.
    const half = await ok(eventId, '?guests=40');
    expect(half.guests).toBe(40);
    expect(half.elaboraciones.map((e) => e.text)).toEqual(['Bechamel: 4 tandas de 1 l (3,1 l)']);
    const huevo = half.suppliers.flatMap((g) => g.products).find((p) => p.id === products.huevo);
    expect(huevo?.text).toBe('1 bandeja de 30 ud (20 ud)');
    expect((await ok(menuDelDiaId, '?guests=80')).formats_cost).toBe('106.80');
    const missing = await needs(chef, menuDelDiaId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ guests: ['Indica el número de comensales (?guests=N).'] });
  });

  it('answers 400 on invalid guests', async () => {
    for (const query of [
      '?guests=0',
      '?guests=abc',
      '?guests=1.5',
      '?guests=100001',
      '?guests=-3',
    ]) {
      const response = await needs(chef, eventId, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('guests');
    }
  });

  it('is Pro and Business only: 403 feature_not_available on Gratuito', async () => {
    const response = await needs(free, eventId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Esta funcionalidad requiere un plan Pro o superior.',
      code: 'feature_not_available',
      feature: 'price_history',
      required_plan: 'pro',
    });
  });

  it("answers 404 on another user's menu and 401 without a token", async () => {
    expect((await needs(other, eventId)).statusCode).toBe(404);
    expect((await needs(other, 2_147_483_647)).statusCode).toBe(404);
    expect((await api.as(null).get(`menus/${eventId}/needs/`)).statusCode).toBe(401);
  });
});
