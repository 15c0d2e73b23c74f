import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';
import type { PaymentProvider } from './payment-provider.ts';

// issue 7: `invoices_total` and billing figures count paid invoices only. A renewal whose charge
// fails is recorded as a failed invoice; it must not add to the month's total.
let database: Database;
let services: Services;
let clock = new Date('2026-03-10T10:00:00Z');
let renewalsFail = false;

const payments: PaymentProvider = {
  charge: () => Promise.resolve({ status: renewalsFail ? 'failed' : 'paid' }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { payments, now: () => clock });
});
afterAll(async () => {
  await database.close();
});

describe('invoices_total', () => {
  it('counts paid invoices only: a failed renewal is listed but not added', async () => {
    const user = await services.users.createUser({
      username: 'factura_fallida',
      password: 'sal-y-pimienta-2026',
    });
    await services.subscriptions.upgrade(user.id, 'pro');
    renewalsFail = true;
    clock = new Date('2026-04-15T10:00:00Z');
    await services.subscriptions.getSubscription(user.id);

    const invoices = await services.subscriptions.billingHistory(user.id, {
      page: 1,
      page_size: 20,
    });
    expect(invoices.results.map((invoice) => invoice.status).sort()).toEqual(['failed', 'paid']);

    const both = await services.subscriptions.monthSummary(
      user.id,
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
    );
    expect(both.invoicesTotal).toBe('19.00');
    const april = await services.usage.monthly(user.id, 2026, 4);
    expect(april.invoices_total).toBe('0.00');
    const march = await services.usage.monthly(user.id, 2026, 3);
    expect(march.invoices_total).toBe('19.00');
  });
});
