import { menuSchema, type Menu, type MenuPdfVariant } from '@costeo/domain/contracts/menus';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  expectClientCopy,
  expectInternalCopy,
  menuPdfText,
} from '../../../test/menu-pdf-checks.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
} from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { formatLongDate } from '../../lib/format-es.ts';

/*
 * GET /api/menus/{id}/export/pdf/ (issue 18): menus made through the API, their PDFs read back
 * and compared with the menu answer (`GET /api/menus/{id}/`): same figures, same allergens as the
 * dishes'. Gated by the exports feature and counted in the month's exports like the others.
 */

const api = setupApi();
let chef: TestUser;
let kitchen: Awaited<ReturnType<typeof seedKitchen>>;
const menus: Record<'carta' | 'menuDelDia' | 'evento', number> = {
  carta: 0,
  menuDelDia: 0,
  evento: 0,
};

const get = (user: TestUser | null, path: string) => callApi(api.app, user, 'GET', path);

async function createMenu(user: TestUser, payload: Record<string, unknown>): Promise<number> {
  const response = await callApi(api.app, user, 'POST', 'menus/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function menuAnswer(id: number, query = ''): Promise<Menu> {
  const response = await get(chef, `menus/${id}/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return menuSchema.parse(response.json());
}

async function pdfOf(user: TestUser, id: number, query: string) {
  const response = await get(user, `menus/${id}/export/pdf/${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { text: await menuPdfText(response.rawPayload), response };
}

async function exportsThisMonth(user: TestUser): Promise<number> {
  const now = api.t.now();
  const response = await get(
    user,
    `usage/monthly/?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ exports: number }>().exports;
}

beforeAll(async () => {
  chef = await userOn(api.app, 'pro');
  kitchen = await seedKitchen(api.app, chef);
  const hake = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'merluza'),
    name: 'Merluza',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.00',
    extra_allergens: ['pescado', 'sulfitos'],
  });
  const merluza = await createRecipe(api.app, chef, {
    name: 'Merluza a la gallega',
    servings: 1,
    sale_price: '18.50',
    lines: [{ ingredient_instance: hake, quantity: '250', unit: 'g' }],
  });
  // A dish whose food cost is above its target, and one without allergens.
  const pure = await createRecipe(api.app, chef, {
    name: 'Puré de cebolla',
    servings: 1,
    sale_price: '3.00',
    target_food_cost_pct: '25',
    lines: [{ ingredient_instance: kitchen.onion, quantity: '600', unit: 'g' }],
  });
  menus.carta = await createMenu(chef, {
    name: 'Carta de invierno',
    kind: 'carta',
    sections: [
      { name: 'Entrantes', items: [{ recipe: kitchen.sopa }, { recipe: pure.id }] },
      { name: 'Pescados', items: [{ recipe: merluza.id }] },
    ],
  });
  menus.menuDelDia = await createMenu(chef, {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '15.00',
    sale_vat_pct: '10',
    sections: [
      {
        name: 'Primeros',
        choice: 'one',
        items: [
          { recipe: kitchen.sopa, expected_share_pct: '60' },
          { recipe: pure.id, expected_share_pct: '40' },
        ],
      },
      { name: 'Segundos', choice: 'one', items: [{ recipe: merluza.id }] },
    ],
  });
  menus.evento = await createMenu(chef, {
    name: 'Boda Pérez-García',
    kind: 'evento',
    price_per_person: '45.00',
    sale_vat_pct: '10',
    guests: 80,
    event_date: '2027-05-16',
    client_name: 'Familia Pérez',
    sections: [
      { name: 'Entrante', choice: 'all', items: [{ recipe: kitchen.sopa }] },
      {
        name: 'Principal',
        choice: 'all',
        items: [{ recipe: merluza.id, servings_per_cover: '1.500' }],
      },
    ],
    extras: [
      { name: 'Camareros', cost_type: 'fixed', amount: '600.00' },
      { name: 'Menaje', cost_type: 'per_person', amount: '2.50' },
    ],
  });
});

describe('a menu PDF on Pro', () => {
  it.each([
    ['carta', 'cliente', /^attachment; filename="menu-carta-de-invierno-\d{4}-\d{2}-\d{2}\.pdf"/],
    ['carta', 'interno', /filename="escandallo-menu-carta-de-invierno-[\d-]+\.pdf"/],
    ['menuDelDia', 'cliente', /filename="menu-menu-del-dia-[\d-]+\.pdf"/],
    ['menuDelDia', 'interno', /filename="escandallo-menu-menu-del-dia-[\d-]+\.pdf"/],
    ['evento', 'cliente', /filename="presupuesto-boda-perez-garcia-[\d-]+\.pdf"/],
    ['evento', 'interno', /filename="escandallo-menu-boda-perez-garcia-[\d-]+\.pdf"/],
  ] as const)(
    '%s, %s: the figures and allergens of GET /api/menus/{id}/, as an attachment',
    async (which, variant: MenuPdfVariant, disposition) => {
      const menu = await menuAnswer(menus[which]);
      const { text, response } = await pdfOf(chef, menu.id, `?variant=${variant}`);
      expect(response.headers['content-disposition']).toMatch(disposition);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      expect(text).toContain('CASA PACO');
      if (variant === 'cliente') expectClientCopy(text, menu, formatLongDate(api.t.now()));
      else expectInternalCopy(text, menu);
    },
  );

  it("prints each dish with the allergens of its recipe (the sopa's béchamel: gluten and milk)", async () => {
    const menu = await menuAnswer(menus.menuDelDia);
    for (const item of menu.sections.flatMap((section) => section.items)) {
      const recipe = await get(chef, `recipes/${item.recipe}/`);
      expect(item.allergens).toEqual(recipe.json<Recipe>().allergens);
    }
    expect(menu.allergens).toEqual(['gluten', 'pescado', 'leche', 'sulfitos']);
    const { text } = await pdfOf(chef, menu.id, '');
    expect(text).toContain('Sopa de cebolla gratinada\nAlérgenos: Gluten, Leche\n');
    expect(text).toContain('Merluza a la gallega\nAlérgenos: Pescado, Sulfitos\n');
    expect(text).toContain('Puré de cebolla\n');
    expect(text).not.toContain('Puré de cebolla\nAlérgenos');
    expect(text.replace(/\n/g, ' ')).toContain(
      'Alérgenos presentes en este menú: Cereales que contengan gluten; Pescado; Leche y derivados (incluida la lactosa); Dióxido de azufre y sulfitos.',
    );
  });

  it('is the client copy without ?variant=', async () => {
    const { text, response } = await pdfOf(chef, menus.menuDelDia, '');
    expect(response.headers['content-disposition']).toMatch(/filename="menu-menu-del-dia-/);
    expect(text).toContain('Precio por persona: 15,00 € (IVA incluido)');
    expect(text).not.toContain('Food cost');
  });

  it('?guests=N quotes an event for N guests, as GET /api/menus/{id}/?guests=N does', async () => {
    const stored = await menuAnswer(menus.evento);
    const quoted = await menuAnswer(menus.evento, '?guests=120');
    expect(quoted.quote_guests).toBe(120);
    expect(quoted.total_with_vat).not.toBe(stored.total_with_vat);
    const client = await pdfOf(chef, menus.evento, '?variant=cliente&guests=120');
    expectClientCopy(client.text, quoted, formatLongDate(api.t.now()));
    expect(client.text).toContain('Total (IVA incluido)5.400,00 €\n');
    const internal = await pdfOf(chef, menus.evento, '?guests=120&variant=interno');
    expectInternalCopy(internal.text, quoted);
    expect(internal.text).toContain('Totales del evento (120 invitados)');
  });
});

describe('refusals', () => {
  it('the free plan: 403 feature_not_available with the exact message, nothing counted', async () => {
    const free = await userOn(api.app, 'free');
    const own = await createMenu(free, { name: 'Carta', kind: 'carta' });
    for (const query of ['', '?variant=interno', '?variant=cliente&guests=10']) {
      const response = await get(free, `menus/${own}/export/pdf/${query}`);
      expect(response.statusCode, query).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Esta funcionalidad requiere un plan Pro o superior.',
        code: 'feature_not_available',
        feature: 'exports',
        required_plan: 'pro',
      });
    }
    expect(await exportsThisMonth(free)).toBe(0);
  });

  it("another user's menu, or none: 404 No encontrado., nothing counted", async () => {
    const other = await userOn(api.app, 'business');
    for (const path of [
      `menus/${menus.evento}/export/pdf/`,
      `menus/${menus.carta}/export/pdf/?variant=interno`,
      'menus/2147483647/export/pdf/',
    ]) {
      const response = await get(other, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ detail: 'No encontrado.' });
    }
    expect(await exportsThisMonth(other)).toBe(0);
  });

  it('without a token: 401 not_authenticated', async () => {
    const response = await get(null, `menus/${menus.carta}/export/pdf/`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it.each([
    ['?variant=otro', 'variant'],
    ['?guests=0', 'guests'],
    ['?guests=abc', 'guests'],
    ['?guests=100001', 'guests'],
  ])('%s → 400 on %s', async (query, field) => {
    const response = await get(chef, `menus/${menus.evento}/export/pdf/${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual([field]);
  });

  it('is described in the OpenAPI document as a PDF', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>();
    expect(document.paths['/api/menus/{id}/export/pdf/']?.get.responses['200']?.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
  });
});

describe('the monthly usage', () => {
  it('counts each menu PDF served, and no refused one', async () => {
    const user = await userOn(api.app, 'pro');
    const id = await createMenu(user, { name: 'Carta vacía', kind: 'carta' });
    expect(await exportsThisMonth(user)).toBe(0);
    for (const query of ['', '?variant=interno']) {
      expect((await get(user, `menus/${id}/export/pdf/${query}`)).statusCode).toBe(200);
    }
    expect((await get(user, `menus/${id}/export/pdf/?variant=x`)).statusCode).toBe(400);
    expect((await get(user, `menus/${menus.carta}/export/pdf/`)).statusCode).toBe(404);
    expect(await exportsThisMonth(user)).toBe(2);
  });
});
