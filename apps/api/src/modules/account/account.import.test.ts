import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  costAnalyses,
  seedDemo,
  withoutIds,
  type Requester,
} from '../../../test/backup-compare.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createServices } from '../../services.ts';

/*
 * export-account on one instance → import-account on another (DESIGN.md §3): a new account with
 * ids of its own, the same recipes with the same figures, the plan the file had.
 */

let source: TestApp;
let target: TestApp;
let document: unknown;

function injector(t: TestApp): Requester {
  return async (method, url, token, body) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, json: response.json() };
  };
}

beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
  const services = createServices(source.database.db);
  await seedDemo(source.database);
  const demo = await services.users.findForLogin('demo');
  await services.subscriptions.setPlan(demo?.id ?? 0, 'business');
  // Another account on the target first, so that the imported ids cannot match by chance.
  await target.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username: 'primera', email: 'p@example.com', password: 'una-clave-muy-larga-1' },
  });
  // Through JSON, as the file is.
  document = JSON.parse(JSON.stringify(await services.account.exportAccount(demo?.id ?? 0)));
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('import-account', () => {
  it('creates the account anew with the same recipes and the same cost analyses', async () => {
    const services = createServices(target.database.db);
    const result = await services.account.importAccount(document, {
      password: 'otra-clave-bien-larga-7',
    });
    expect(result).toMatchObject({ username: 'demo', plan: 'business', generatedPassword: null });
    expect(result.rows.recipes).toBeGreaterThan(3);
    expect(result.rows.recipe_lines).toBeGreaterThan(10);
    expect(result.userId).not.toBe((document as { user: { id: number } }).user.id);

    const before = await costAnalyses(injector(source), 'demo', 'demo1234');
    const after = await costAnalyses(injector(target), 'demo', 'otra-clave-bien-larga-7');
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(withoutIds(after)).toEqual(withoutIds(before));
    // Sub-recipes came across as sub-recipes of the new account's own recipes.
    expect(JSON.stringify(before)).toContain('sub_recipe');

    // The menus came across too, serving the new account's dishes, with the same figures.
    expect(result.rows.menus).toBe(3);
    const sourceServices = createServices(source.database.db);
    const sourceDemo = await sourceServices.users.findForLogin('demo');
    const menusOf = async (s: typeof services, owner: number) => {
      const { results } = await s.menus.list(owner, { page: 1, page_size: 25 });
      return Promise.all(results.map((row) => s.menus.get(owner, row.id)));
    };
    const menusBefore = await menusOf(sourceServices, sourceDemo?.id ?? 0);
    const menusAfter = await menusOf(services, result.userId);
    for (const menu of menusAfter) {
      for (const item of menu.sections.flatMap((section) => section.items)) {
        const dish = await services.recipes.get(result.userId, item.recipe);
        expect(dish.name).toBe(item.dish.name);
      }
    }
    expect(withoutIds(menusAfter)).toEqual(withoutIds(menusBefore));
    expect(menusAfter[0]?.cost_per_cover_expected).toBe(menusBefore[0]?.cost_per_cover_expected);

    const subscription = await services.subscriptions.current(result.userId);
    expect(subscription.plan.code).toBe('business');
  });

  it('refuses an existing username, takes --username, and generates a password when none is given', async () => {
    const services = createServices(target.database.db);
    await expect(services.account.importAccount(document, {})).rejects.toMatchObject({
      body: { username: [expect.stringContaining('Ya existe el usuario demo')] },
    });
    const copy = await services.account.importAccount(document, { username: 'demo-copia' });
    expect(copy.username).toBe('demo-copia');
    expect(copy.generatedPassword).toMatch(/^[\w-]{16}$/);
    // The email belongs to the first import: the copy has none rather than failing.
    expect(copy.emailDropped).toBe(true);
    const login = await injector(target)('POST', '/api/token/', undefined, {
      username: 'demo-copia',
      password: copy.generatedPassword,
    });
    expect(login.status).toBe(200);
  });

  it('refuses a file that is not an export, and leaves no account behind', async () => {
    const services = createServices(target.database.db);
    await expect(
      services.account.importAccount({ format: 'otra-cosa' }, { username: 'nadie' }),
    ).rejects.toThrow(/no es una exportación de cuenta/);
    const broken = structuredClone(document) as { tables: Record<string, unknown[]> };
    broken.tables.ingredient_instances = [];
    await expect(services.account.importAccount(broken, { username: 'rota' })).rejects.toThrow(
      /La exportación está incompleta/,
    );
    expect(await services.users.findForLogin('rota')).toBeUndefined();
  });
});
