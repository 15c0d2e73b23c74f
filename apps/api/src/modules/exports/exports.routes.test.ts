import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import { loginAgain, type TestUser } from '../../../test/factories.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';

let t: TestApp;
let pro: TestUser;
let kitchen: Awaited<ReturnType<typeof seedKitchen>>;

beforeAll(async () => {
  t = await buildTestApp();
  pro = await userOn(t.app, 'pro');
  kitchen = await seedKitchen(t.app, pro);
});
afterAll(async () => {
  await t.close();
});

const get = (user: TestUser | null, path: string) => callApi(t.app, user, 'GET', path);
const endpoints = (recipe: number) => [
  `recipes/${recipe}/export/pdf/`,
  `recipes/${recipe}/export/pdf/?servings=8`,
  `recipes/${recipe}/export/label/pdf/`,
  'exports/allergens/pdf/',
  'exports/ingredients/xlsx/',
  'exports/recipes/xlsx/',
  'exports/recipes/xlsx/?breakdown=true',
];

async function exportsThisMonth(user: TestUser): Promise<number> {
  const now = t.now();
  const response = await get(
    user,
    `usage/monthly/?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ exports: number }>().exports;
}

describe('exports on the free plan (SPEC.md §5)', () => {
  it('every export endpoint answers 403 feature_not_available with the exact message, and none is counted', async () => {
    const free = await userOn(t.app, 'free');
    const own = await createRecipe(t.app, free, recipePayload('Tortilla', []));
    for (const path of endpoints(own.id)) {
      const response = await get(free, path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual({
        detail: 'Esta funcionalidad requiere un plan Pro o superior.',
        code: 'feature_not_available',
        feature: 'exports',
        required_plan: 'pro',
      });
    }
    expect(await exportsThisMonth(free)).toBe(0);
  });
});

describe('exports without a token', () => {
  it('answer 401 not_authenticated in DRF shape', async () => {
    for (const path of endpoints(kitchen.sopa)) {
      const response = await get(null, path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toMatchObject({ code: 'not_authenticated' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });
});

describe("another user's recipe", () => {
  it('is 404 No encontrado. for the PDF and in ?recipes=, and nothing is counted', async () => {
    const other = await userOn(t.app, 'business');
    for (const path of [
      `recipes/${kitchen.sopa}/export/pdf/`,
      `recipes/${kitchen.sopa}/export/label/pdf/`,
      'recipes/2147483647/export/label/pdf/',
      `exports/recipes/xlsx/?recipes=${kitchen.sopa}`,
      `exports/recipes/xlsx/?recipes=${kitchen.sopa}&breakdown=true`,
      'recipes/2147483647/export/pdf/',
      'recipes/0/export/pdf/',
    ]) {
      const response = await get(other, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ detail: 'No encontrado.' });
    }
    expect(await exportsThisMonth(other)).toBe(0);
  });

  it("other users' data never appears in a user's exports", async () => {
    const other = await userOn(t.app, 'pro');
    const response = await get(other, 'exports/recipes/xlsx/');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.includes(Buffer.from('Sopa de cebolla'))).toBe(false);
  });
});

describe('bad query strings', () => {
  it.each([
    [`recipes/{sopa}/export/pdf/?servings=0`, 'servings'],
    [`recipes/{sopa}/export/pdf/?servings=abc`, 'servings'],
    [`recipes/{sopa}/export/pdf/?servings=10001`, 'servings'],
    ['exports/recipes/xlsx/?recipes=1,abc', 'recipes'],
    ['exports/recipes/xlsx/?recipes=', 'recipes'],
    ['exports/recipes/xlsx/?recipes=99999999999', 'recipes'],
    [
      `exports/recipes/xlsx/?recipes=${Array.from({ length: 101 }, (_, i) => i + 1).join()}`,
      'recipes',
    ],
    ['exports/recipes/xlsx/?breakdown=quizá', 'breakdown'],
  ])('%s → 400 on %s', async (template, field) => {
    const response = await get(pro, template.replace('{sopa}', String(kitchen.sopa)));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual([field]);
  });
});

describe('the files', () => {
  it('are attachments with a safe file name and the right type', async () => {
    const cases: [string, string, RegExp][] = [
      [
        `recipes/${kitchen.sopa}/export/pdf/`,
        'application/pdf',
        /^attachment; filename="ficha-tecnica-sopa-de-cebolla-gratinada-\d{4}-\d{2}-\d{2}\.pdf"/,
      ],
      [
        `recipes/${kitchen.sopa}/export/label/pdf/`,
        'application/pdf',
        /^attachment; filename="etiqueta-sopa-de-cebolla-gratinada-\d{4}-\d{2}-\d{2}\.pdf"/,
      ],
      ['exports/allergens/pdf/', 'application/pdf', /filename="matriz-alergenos-[\d-]+\.pdf"/],
      [
        'exports/ingredients/xlsx/',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        /filename="ingredientes-[\d-]+\.xlsx"/,
      ],
      [
        'exports/recipes/xlsx/',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        /filename="recetas-[\d-]+\.xlsx"/,
      ],
      [
        'exports/recipes/xlsx/?breakdown=true',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        /filename="recetas-desglose-[\d-]+\.xlsx"/,
      ],
      [
        `exports/recipes/xlsx/?recipes=${kitchen.sopa}&breakdown=true`,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        /filename="desglose-sopa-de-cebolla-gratinada-[\d-]+\.xlsx"/,
      ],
    ];
    for (const [path, type, disposition] of cases) {
      const response = await get(pro, path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toMatch(disposition);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      const magic = response.rawPayload.subarray(0, 4).toString('latin1');
      expect(magic).toBe(type === 'application/pdf' ? '%PDF' : 'PK\u0003\u0004');
    }
  });

  it('are described in the OpenAPI document with their binary type', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>();
    expect(document.paths['/api/recipes/{id}/export/pdf/']?.get.responses['200']?.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/exports/allergens/pdf/',
        '/api/exports/ingredients/xlsx/',
        '/api/exports/recipes/xlsx/',
      ]),
    );
  });
});

describe('the monthly usage', () => {
  it('counts every export served this month, and only those', async () => {
    const user = await userOn(t.app, 'pro');
    const { sopa } = await seedKitchen(t.app, user);
    expect(await exportsThisMonth(user)).toBe(0);
    for (const path of endpoints(sopa)) expect((await get(user, path)).statusCode).toBe(200);
    // Refused requests are not exports.
    expect((await get(user, 'recipes/2147483647/export/pdf/')).statusCode).toBe(404);
    expect((await get(user, 'exports/recipes/xlsx/?recipes=x')).statusCode).toBe(400);
    expect(await exportsThisMonth(user)).toBe(endpoints(sopa).length);

    // Next month starts at 0; this month keeps its count.
    const now = t.now();
    t.advanceTime(32 * 24 * 60 * 60 * 1000);
    const later = t.now();
    const again = await loginAgain(t.app, user);
    const month = (at: Date) =>
      get(again, `usage/monthly/?year=${at.getUTCFullYear()}&month=${at.getUTCMonth() + 1}`);
    expect((await month(later)).json<{ exports: number }>().exports).toBe(0);
    expect((await month(now)).json<{ exports: number }>().exports).toBe(endpoints(sopa).length);
  });
});
