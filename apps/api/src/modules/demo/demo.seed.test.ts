import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';
import { DEMO_PRODUCTS } from './demo-ingredients.ts';
import { DEMO_USERNAME, seedDemoAccount } from './demo.seed.ts';

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('seedDemoAccount', () => {
  it('creates demo/demo1234 on the free plan with ~30 products from three suppliers, once', async () => {
    expect(await seedDemoAccount(services)).toBe(true);
    const demo = await services.users.findForLogin(DEMO_USERNAME);
    expect(demo).toBeDefined();
    const page = await services.instances.list(demo!.id, { page: 1, page_size: 100 });
    expect(page.count).toBe(DEMO_PRODUCTS.length);
    expect(page.count).toBeGreaterThanOrEqual(25);
    expect(await services.instances.suppliers(demo!.id)).toHaveLength(3);
    expect((await services.subscriptions.getSubscription(demo!.id)).plan.code).toBe('free');
    const onion = page.results.find((row) => row.name === 'Cebolla');
    expect(onion).toMatchObject({ unit_cost: '0.0012', waste_pct: '11.00' });
    expect(await seedDemoAccount(services)).toBe(false);
  });
});
