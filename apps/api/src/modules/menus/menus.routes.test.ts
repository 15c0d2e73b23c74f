import { menuListSchema, menuSchema, type Menu } from '@costeo/domain/contracts/menus';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { createServices } from '../../services.ts';

const api = setupApi();
let chef: TestUser;
let other: TestUser;
/** 1 kg for 1.00 €, no merma: a dish of N g costs N / 1000 €. */
let euroKilo: number;
let milk: number;
const dishes: Record<string, number> = {};

async function product(user: TestUser, name: string, extra: Record<string, unknown> = {}) {
  return createProduct(api.app, user, {
    definition: await definitionId(api.app, user, 'cebolla'),
    name,
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '1.00',
    waste_pct: '0',
    vat_pct: '4.00',
    ...extra,
  });
}

/** A dish of one serving costing grams / 1000 € (plus `milkGrams` of the milk product). */
async function dish(
  user: TestUser,
  name: string,
  grams: number,
  extra: Record<string, unknown> = {},
  productId = euroKilo,
) {
  const recipe = await createRecipe(api.app, user, {
    name,
    servings: 1,
    lines: [{ ingredient_instance: productId, quantity: String(grams), unit: 'g' }],
    ...extra,
  });
  return recipe.id;
}

const item = (recipe: number, share?: string, servings?: string) => ({
  recipe,
  ...(share === undefined ? {} : { expected_share_pct: share }),
  ...(servings === undefined ? {} : { servings_per_cover: servings }),
});

function menuDelDia(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    sale_vat_pct: '10',
    target_food_cost_pct: '30',
    sections: [
      {
        name: 'Primeros',
        choice: 'one',
        items: [
          item(dishes.ensalada!, '50'),
          item(dishes.lentejas!, '30'),
          item(dishes.gazpacho!, '20'),
        ],
      },
      {
        name: 'Segundos',
        choice: 'one',
        items: [item(dishes.pollo!, '60'), item(dishes.merluza!, '40')],
      },
      { name: 'Postres', choice: 'one', items: [item(dishes.flan!), item(dishes.fruta!)] },
      { name: 'Pan y bebida', choice: 'all', items: [item(dishes.pan!), item(dishes.bebida!)] },
    ],
    ...overrides,
  };
}

function evento(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Comunión de Lucía',
    kind: 'evento',
    price_per_person: '60.50',
    sale_vat_pct: '10',
    guests: 80,
    event_date: '2027-05-16',
    client_name: 'Familia García',
    sections: [
      { name: 'Entrante', choice: 'all', items: [item(dishes.ensalada!)] },
      { name: 'Principal', choice: 'all', items: [item(dishes.merluza!)] },
      { name: 'Postre', choice: 'all', items: [item(dishes.flan!)] },
    ],
    extras: [
      { name: 'Camareros', cost_type: 'fixed', amount: '600.00' },
      { name: 'Transporte', cost_type: 'fixed', amount: '150.00' },
      { name: 'Menaje', cost_type: 'per_person', amount: '2.50' },
    ],
    ...overrides,
  };
}

async function create(user: TestUser, payload: object): Promise<Menu> {
  const response = await api.as(user).post('menus/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return menuSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  other = await api.user();
  euroKilo = await product(chef, 'Género a 1 €/kg');
  milk = await product(chef, 'Leche', { extra_allergens: ['leche'] });
  const costs: [string, number][] = [
    ['ensalada', 800],
    ['lentejas', 1100],
    ['gazpacho', 600],
    ['pollo', 2400],
    ['merluza', 3600],
    ['flan', 350],
    ['fruta', 500],
    ['pan', 150],
    ['bebida', 450],
  ];
  for (const [name, grams] of costs) {
    dishes[name] = await dish(chef, name[0]!.toUpperCase() + name.slice(1), grams);
  }
});

describe('the issue 18 acceptance numbers', () => {
  it('a menú del día at 13,50 €: expected 4,76 €, worst 5,80 €, 38,74 % / 47,26 %', async () => {
    const menu = await create(chef, menuDelDia());
    expect(menu).toMatchObject({
      kind: 'menu_del_dia',
      cost_per_cover_expected: '4.76',
      cost_per_cover_worst: '5.80',
      net_price_per_person: '12.27',
      food_cost_pct_expected: '38.74',
      food_cost_pct_worst: '47.26',
      margin_per_cover_expected: '7.52',
      // Issue 31: the worst case's margin beside the expected one (12,27 − 5,80).
      margin_per_cover_worst: '6.47',
      suggested_price_per_person: '17.44',
      effective_sale_vat_pct: '10.00',
      effective_target_food_cost_pct: '30.00',
      status: 'low_margin',
      status_worst: 'low_margin',
      cost_complete: true,
      warnings: [],
      total_cost: null,
      quote_guests: null,
    });
    const [primeros, segundos, postres, panBebida] = menu.sections;
    expect(primeros).toMatchObject({ cost_expected: '0.85', cost_worst: '1.10' });
    expect(primeros?.items.map((entry) => [entry.share_pct, entry.cost_per_cover])).toEqual([
      ['50.00', '0.80'],
      ['30.00', '1.10'],
      ['20.00', '0.60'],
    ]);
    expect(segundos).toMatchObject({ cost_expected: '2.88', cost_worst: '3.60' });
    // Equal shares when none is given.
    expect(postres).toMatchObject({ cost_expected: '0.43', cost_worst: '0.50' });
    expect(postres?.items.map((entry) => entry.share_pct)).toEqual(['50.00', '50.00']);
    expect(panBebida).toMatchObject({ choice: 'all', cost_expected: '0.60', cost_worst: '0.60' });
    expect(panBebida?.items.map((entry) => entry.share_pct)).toEqual([null, null]);
    // The answer reads back the same.
    const read = await api.as(chef).get(`menus/${menu.id}/`);
    expect(read.json()).toEqual(menu);
  });

  it('a new menu with no dishes says «Sin platos», never «Rentable» at 0,00 % (issue 31)', async () => {
    const menu = await create(chef, menuDelDia({ name: 'Menú nuevo', sections: [] }));
    expect(menu).toMatchObject({
      status: 'no_dishes',
      status_worst: null,
      food_cost_pct_expected: null,
      food_cost_pct_worst: null,
      margin_per_cover_expected: null,
      margin_per_cover_worst: null,
      cost_per_cover_expected: '0.00',
    });
    const listed = await api.as(chef).get('menus/?search=Menú nuevo');
    expect(listed.json().results[0]).toMatchObject({ name: 'Menú nuevo', status: 'no_dishes' });
  });

  it('an event of 80 guests at 60,50 €: total cost 1 330,00 €, margin 3 070,00 € (69,77 %)', async () => {
    const menu = await create(chef, evento());
    expect(menu).toMatchObject({
      kind: 'evento',
      guests: 80,
      quote_guests: 80,
      event_date: '2027-05-16',
      client_name: 'Familia García',
      cost_per_cover_expected: '4.75',
      extras_total: '950.00',
      total_cost: '1330.00',
      revenue_net: '4400.00',
      margin_total: '3070.00',
      margin_pct: '69.77',
      vat_total: '440.00',
      total_with_vat: '4840.00',
    });
    expect(menu.extras.map((extra) => extra.total)).toEqual(['600.00', '150.00', '200.00']);

    const hundred = await api.as(chef).get(`menus/${menu.id}/?guests=100`);
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json()).toMatchObject({
      guests: 80,
      quote_guests: 100,
      total_cost: '1475.00',
      margin_pct: '73.18',
      revenue_net: '5500.00',
      total_with_vat: '6050.00',
    });
    expect(hundred.json<Menu>().extras.map((extra) => extra.total)).toEqual([
      '600.00',
      '150.00',
      '250.00',
    ]);
    for (const bad of ['0', '-3', 'abc', '1.5', '100001']) {
      const response = await api.as(chef).get(`menus/${menu.id}/?guests=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toHaveProperty('guests');
    }
  });
});

describe('figures follow the dishes', () => {
  it("a product's new price changes every menu serving a dish that uses it, at once", async () => {
    const user = await api.user();
    const cheap = await product(user, 'Arroz');
    const paella = await dish(user, 'Paella', 2000, {}, cheap);
    const flan = await dish(user, 'Flan', 500, {}, cheap);
    const one = await create(user, {
      name: 'Menú',
      kind: 'menu_del_dia',
      price_per_person: '11.00',
      sections: [{ name: 'Plato', choice: 'all', items: [item(paella), item(flan)] }],
    });
    const party = await create(user, {
      ...evento(),
      sections: [{ name: 'Todo', choice: 'all', items: [item(paella)] }],
      extras: [],
      guests: 10,
    });
    // Read (and cached) before the change.
    expect(one.cost_per_cover_expected).toBe('2.50');
    expect((await api.as(user).get('menus/')).json<{ count: number }>().count).toBe(2);

    const put = await api.as(user).patch(`ingredient-instances/${cheap}/`, {
      purchase_price: '2.00',
    });
    expect(put.statusCode, put.body).toBe(200);

    const after = (await api.as(user).get(`menus/${one.id}/`)).json<Menu>();
    expect(after.cost_per_cover_expected).toBe('5.00');
    expect(after.food_cost_pct_expected).toBe('50.00');
    const event = (await api.as(user).get(`menus/${party.id}/`)).json<Menu>();
    expect(event.total_cost).toBe('40.00');
    const list = menuListSchema.parse((await api.as(user).get('menus/')).json());
    expect(list.results.map((row) => row.cost_per_cover_expected).sort()).toEqual(['4.00', '5.00']);
  });

  it("the menu's allergens are the union of its dishes', each item keeping its own", async () => {
    const cream = await dish(chef, 'Crema', 100, {}, milk);
    const menu = await create(chef, {
      name: 'Con lácteos',
      kind: 'menu_del_dia',
      price_per_person: '10',
      sections: [{ name: 'Todo', choice: 'all', items: [item(cream), item(dishes.pan!)] }],
    });
    expect(menu.allergens).toEqual(['leche']);
    expect(menu.sections[0]?.items.map((entry) => entry.allergens)).toEqual([['leche'], []]);
  });

  it('a carta gives each dish its PVP, food cost and margin, the average and those above target', async () => {
    const user = await api.user();
    const rice = await product(user, 'Arroz');
    const cheap = await dish(user, 'Croquetas', 2000, { sale_price: '11.00' }, rice);
    const dear = await dish(user, 'Chuletón', 6000, { sale_price: '11.00' }, rice);
    const unpriced = await dish(user, 'Pan', 100, {}, rice);
    const menu = await create(user, {
      name: 'Carta de invierno',
      kind: 'carta',
      sections: [
        { name: 'Para compartir', choice: 'all', items: [item(cheap), item(unpriced)] },
        { name: 'Carnes', choice: 'all', items: [item(dear)] },
      ],
    });
    expect(menu.price_per_person).toBeNull();
    const items = menu.sections.flatMap((section) => section.items);
    expect(
      items.map((entry) => [entry.sale_price, entry.food_cost_pct, entry.margin_per_serving]),
    ).toEqual([
      ['11.00', '20.00', '8.00'],
      [null, null, null],
      ['11.00', '60.00', '4.00'],
    ]);
    expect(menu.average_food_cost_pct).toBe('40.00');
    expect(menu.dishes_below_target).toEqual([{ id: dear, name: 'Chuletón' }]);
    expect(menu.warnings).toEqual(['«Pan» no tiene PVP.']);
    expect(menu.status).toBe('low_margin');
    expect(menu.status_worst).toBeNull();
  });

  it('an incomplete dish makes the menu incomplete, with a warning naming it', async () => {
    const empty = await createRecipe(api.app, chef, { name: 'Sin líneas', servings: 1 });
    const menu = await create(chef, {
      name: 'Incompleto',
      kind: 'menu_del_dia',
      price_per_person: '12',
      sections: [{ name: 'Todo', choice: 'all', items: [item(empty.id), item(dishes.pan!)] }],
    });
    expect(menu).toMatchObject({
      cost_complete: false,
      status: 'incomplete',
      warnings: ['«Sin líneas» tiene el coste incompleto.'],
      cost_per_cover_expected: '0.15',
    });
    expect(menu.sections[0]?.items[0]?.cost_per_cover).toBeNull();
  });
});

describe('validation and ownership', () => {
  it('shares not adding up to 100 → 400 naming the section', async () => {
    const response = await api.as(chef).post(
      'menus/',
      menuDelDia({
        sections: [
          {
            name: 'Segundos',
            choice: 'one',
            items: [item(dishes.pollo!, '60'), item(dishes.merluza!, '30')],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      sections: ['Los porcentajes de «Segundos» suman 90 % y deben sumar 100 %.'],
    });
    const partial = await api.as(chef).post(
      'menus/',
      menuDelDia({
        sections: [
          {
            name: 'Postres',
            choice: 'one',
            items: [item(dishes.flan!, '100'), item(dishes.fruta!)],
          },
        ],
      }),
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().sections[0]).toMatch(/«Postres»/);
  });

  it('a price is required for a menú del día and an event; guests for an event', async () => {
    const noPrice = await api.as(chef).post('menus/', menuDelDia({ price_per_person: null }));
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toHaveProperty('price_per_person');
    const noGuests = await api.as(chef).post('menus/', evento({ guests: undefined }));
    expect(noGuests.statusCode).toBe(400);
    expect(noGuests.json()).toEqual({ guests: ['Indica el número de invitados.'] });
    const badDate = await api.as(chef).post('menus/', evento({ event_date: '2027-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toHaveProperty('event_date');
    const badKind = await api.as(chef).post('menus/', menuDelDia({ kind: 'buffet' }));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toHaveProperty('kind');
  });

  it("another user's dish is a 400 on the item, an elaboración too; another user's menu is 404", async () => {
    const theirs = await dish(other, 'Suyo', 100, {}, await product(other, 'Suyo'));
    const response = await api.as(chef).post(
      'menus/',
      menuDelDia({
        sections: [{ name: 'Todo', choice: 'all', items: [item(dishes.pan!), item(theirs)] }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'sections.0.items.1.recipe': [`Clave primaria "${theirs}" inválida - objeto no existe.`],
    });

    const fondo = await createRecipe(api.app, chef, {
      name: 'Fondo',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'l',
      lines: [{ ingredient_instance: euroKilo, quantity: '100', unit: 'g' }],
    });
    const sub = await api
      .as(chef)
      .post(
        'menus/',
        menuDelDia({ sections: [{ name: 'Todo', choice: 'all', items: [item(fondo.id)] }] }),
      );
    expect(sub.statusCode).toBe(400);
    expect(sub.json()['sections.0.items.0.recipe'][0]).toMatch(/«Fondo» es una elaboración/);

    const mine = await create(chef, menuDelDia());
    const them = api.as(other);
    for (const response of [
      await them.get(`menus/${mine.id}/`),
      await them.put(`menus/${mine.id}/`, menuDelDia({ sections: [] })),
      await them.patch(`menus/${mine.id}/`, { name: 'Robado' }),
      await them.post(`menus/${mine.id}/duplicate/`, {}),
      await them.delete(`menus/${mine.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await them.get('menus/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await api.as(chef).get(`menus/${mine.id}/`)).json().name).toBe('Menú del día');
    expect((await api.as(null).get('menus/')).statusCode).toBe(401);
  });
});

describe('writes', () => {
  it('PUT writes sections and extras whole; PATCH changes only what it sends', async () => {
    const menu = await create(chef, evento());
    const put = await api.as(chef).put(
      `menus/${menu.id}/`,
      evento({
        name: 'Comunión (revisado)',
        sections: [{ name: 'Único', choice: 'all', items: [item(dishes.pollo!, undefined, '2')] }],
        extras: [{ name: 'Camareros', cost_type: 'per_person', amount: '5' }],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Comunión (revisado)',
      cost_per_cover_expected: '4.80',
      extras_total: '400.00',
      total_cost: '784.00',
    });
    expect(put.json<Menu>().sections).toHaveLength(1);
    expect(put.json<Menu>().sections[0]?.items[0]?.servings_per_cover).toBe('2.000');

    const patch = await api.as(chef).patch(`menus/${menu.id}/`, { guests: 40 });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      name: 'Comunión (revisado)',
      guests: 40,
      quote_guests: 40,
      total_cost: '392.00',
    });
    const invalid = await api.as(chef).patch(`menus/${menu.id}/`, { guests: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ guests: ['Indica el número de invitados.'] });
    // Turned into a carta, an event's extras are not kept.
    const carta = await api.as(chef).patch(`menus/${menu.id}/`, { kind: 'carta' });
    expect(carta.json()).toMatchObject({ kind: 'carta', extras: [], total_cost: null });
  });

  it('duplicate copies sections, dishes and extras; delete removes the menu', async () => {
    const menu = await create(chef, evento());
    const copy = await api.as(chef).post(`menus/${menu.id}/duplicate/`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = copy.json<Menu>();
    expect(copied.id).not.toBe(menu.id);
    expect(copied.name).toBe('Comunión de Lucía (copia)');
    expect(copied.total_cost).toBe(menu.total_cost);
    expect(copied.sections.map((section) => section.items.map((entry) => entry.recipe))).toEqual(
      menu.sections.map((section) => section.items.map((entry) => entry.recipe)),
    );
    expect(copied.extras.map((extra) => [extra.name, extra.amount])).toEqual(
      menu.extras.map((extra) => [extra.name, extra.amount]),
    );
    const named = await api.as(chef).post(`menus/${menu.id}/duplicate/`, { name: 'Boda' });
    expect(named.json().name).toBe('Boda');

    expect((await api.as(chef).delete(`menus/${copied.id}/`)).statusCode).toBe(204);
    expect((await api.as(chef).get(`menus/${copied.id}/`)).statusCode).toBe(404);
    expect((await api.as(chef).get(`menus/${menu.id}/`)).statusCode).toBe(200);
  });

  it('deleting a dish takes it out of its menus; stale shares are read as equal, with a warning', async () => {
    const user = await api.user();
    const rice = await product(user, 'Arroz');
    const a = await dish(user, 'A', 1000, {}, rice);
    const b = await dish(user, 'B', 2000, {}, rice);
    const c = await dish(user, 'C', 3000, {}, rice);
    const menu = await create(user, {
      name: 'Menú',
      kind: 'menu_del_dia',
      price_per_person: '12',
      sections: [
        { name: 'Primeros', choice: 'one', items: [item(a, '50'), item(b, '30'), item(c, '20')] },
      ],
    });
    expect((await api.as(user).delete(`recipes/${c}/`)).statusCode).toBe(204);
    const after = (await api.as(user).get(`menus/${menu.id}/`)).json<Menu>();
    expect(after.sections[0]?.items.map((entry) => entry.recipe)).toEqual([a, b]);
    expect(after.sections[0]?.items.map((entry) => entry.share_pct)).toEqual(['50.00', '50.00']);
    expect(after.cost_per_cover_expected).toBe('1.50');
    expect(after.warnings[0]).toMatch(/«Primeros» ya no suman 100 %/);
  });
});

describe('lists', () => {
  it('searches, filters by kind, orders, and refuses an unknown ordering', async () => {
    const user = await api.user();
    const rice = await product(user, 'Arroz');
    const a = await dish(user, 'A', 1000, {}, rice);
    const content = { sections: [{ name: 'Todo', choice: 'all', items: [item(a)] }] };
    await create(user, { name: 'Carta de verano', kind: 'carta', ...content });
    await create(user, {
      name: 'Menú ejecutivo',
      kind: 'menu_del_dia',
      price_per_person: '15',
      ...content,
    });
    await create(user, {
      ...evento(),
      name: 'Boda Pérez',
      ...content,
      extras: [],
    });
    const all = menuListSchema.parse((await api.as(user).get('menus/')).json());
    expect(all.results.map((row) => row.name)).toEqual([
      'Boda Pérez',
      'Carta de verano',
      'Menú ejecutivo',
    ]);
    expect(all.results[2]).toMatchObject({
      sections_count: 1,
      dishes_count: 1,
      food_cost_pct_expected: '7.33',
    });
    const search = (await api.as(user).get('menus/?search=menu')).json<{
      results: { name: string }[];
    }>();
    expect(search.results.map((row) => row.name)).toEqual(['Menú ejecutivo']);
    const events = (await api.as(user).get('menus/?kind=evento')).json<{
      results: { name: string }[];
    }>();
    expect(events.results.map((row) => row.name)).toEqual(['Boda Pérez']);
    const ordered = (await api.as(user).get('menus/?ordering=-price_per_person')).json<{
      results: { name: string }[];
    }>();
    expect(ordered.results.map((row) => row.name)).toEqual([
      'Boda Pérez',
      'Menú ejecutivo',
      'Carta de verano',
    ]);
    const paged = (await api.as(user).get('menus/?page_size=2&page=2')).json<{
      count: number;
      results: unknown[];
    }>();
    expect(paged).toMatchObject({ count: 3 });
    expect(paged.results).toHaveLength(1);
    const bad = await api.as(user).get('menus/?ordering=margin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ordering[0]).toMatch(/No se puede ordenar por "margin"/);
    expect((await api.as(user).get('menus/?kind=buffet')).statusCode).toBe(400);
  });

  it('dishes/ lists the owner’s dishes with exact figures, not elaboraciones', async () => {
    const user = await api.user();
    const rice = await product(user, 'Arroz');
    await dish(user, 'Arroz negro', 1234, {}, rice);
    await createRecipe(api.app, user, {
      name: 'Arroz base',
      servings: 1,
      is_subrecipe: true,
      yield_quantity: '1',
      yield_unit: 'kg',
      lines: [{ ingredient_instance: rice, quantity: '100', unit: 'g' }],
    });
    const found = await api.as(user).get('menus/dishes/?search=arroz');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({
        name: 'Arroz negro',
        cost_per_serving: '1.23',
        cost_per_serving_exact: '1.234',
        cost_complete: true,
      }),
    ]);
    expect((await api.as(other).get('menus/dishes/?search=arroz')).json()).toEqual([]);
  });
});

describe('impactOf (a supplier invoice preview)', () => {
  it('answers the menus serving the dishes, before and after the new figures, writing nothing', async () => {
    const services = createServices(api.t.database.db);
    const user = await api.user();
    const rice = await product(user, 'Arroz');
    const paella = await dish(user, 'Paella', 2000, {}, rice);
    const other = await dish(user, 'Otro', 1000, {}, rice);
    const serving = await create(user, {
      name: 'Con paella',
      kind: 'menu_del_dia',
      price_per_person: '11.00',
      sections: [{ name: 'Todo', choice: 'all', items: [item(paella), item(other)] }],
    });
    await create(user, {
      name: 'Sin paella',
      kind: 'menu_del_dia',
      price_per_person: '11.00',
      sections: [{ name: 'Todo', choice: 'all', items: [item(other)] }],
    });
    const impact = await services.menus.impactOf(
      user.id,
      new Map([[paella, { costPerServing: '3.5', costComplete: true }]]),
    );
    expect(impact.map((row) => [row.before.id, row.before.cost_per_cover_expected])).toEqual([
      [serving.id, '3.00'],
    ]);
    expect(impact[0]?.after).toMatchObject({
      cost_per_cover_expected: '4.50',
      food_cost_pct_expected: '45.00',
    });
    expect((await api.as(user).get(`menus/${serving.id}/`)).json().cost_per_cover_expected).toBe(
      '3.00',
    );
  });
});

describe('energy per cover (issue 21)', () => {
  /** Every nutrient known; 400 kJ and 100 kcal per 100 g. */
  const known = {
    energy_kj: '400',
    energy_kcal: '100',
    fat: '1',
    saturates: '0.5',
    carbohydrate: '10',
    sugars: '2',
    fibre: '1',
    protein: '3',
    salt: '0.1',
  };

  it('adds the dishes served to everyone and weighs the ones chosen by their shares', async () => {
    const labelled = await product(chef, 'Guiso con etiqueta', { nutrition_per_100g: known });
    const a = await dish(chef, 'Guiso pequeño', 200, {}, labelled);
    const b = await dish(chef, 'Guiso grande', 400, {}, labelled);
    const c = await dish(chef, 'Guarnición', 100, {}, labelled);
    const menu = await create(chef, {
      ...menuDelDia(),
      sections: [
        { name: 'Principal', choice: 'one', items: [item(a, '25'), item(b, '75')] },
        { name: 'Guarnición', choice: 'all', items: [item(c, undefined, '2')] },
      ],
    });
    // 25 % × 200 + 75 % × 400 = 350 kcal, plus 2 × 100 kcal of the side: 550 kcal, 2200 kJ.
    expect(menu.energy_kcal_per_cover).toBe('550');
    expect(menu.energy_kj_per_cover).toBe('2200');
    const [main, side] = menu.sections;
    expect(main?.items.map((entry) => entry.energy_kcal_per_cover)).toEqual(['200', '400']);
    expect(side?.items[0]?.energy_kcal_per_cover).toBe('200');
    expect(side?.items[0]?.energy_kj_per_cover).toBe('800');

    // A carta has no cover to add up; each dish still shows its own.
    const carta = await create(chef, {
      name: 'Carta',
      kind: 'carta',
      sections: [{ name: 'Platos', choice: 'one', items: [item(a), item(b)] }],
    });
    expect(carta.energy_kcal_per_cover).toBeNull();
    expect(carta.sections[0]?.items[0]?.energy_kcal_per_cover).toBe('200');

    // A dish whose energy is unknown leaves the cover unknown, never a smaller figure: 100 ml
    // of a product with no density cannot be weighed.
    const { id: d } = await createRecipe(api.app, chef, {
      name: 'Plato sin peso',
      servings: 1,
      lines: [{ ingredient_instance: labelled, quantity: '100', unit: 'ml' }],
    });
    const partial = await create(chef, {
      ...menuDelDia(),
      sections: [{ name: 'Todo', choice: 'all', items: [item(a), item(d)] }],
    });
    expect(partial.energy_kcal_per_cover).toBeNull();
    expect(partial.sections[0]?.items.map((entry) => entry.energy_kcal_per_cover)).toEqual([
      '200',
      null,
    ]);
  });
});
