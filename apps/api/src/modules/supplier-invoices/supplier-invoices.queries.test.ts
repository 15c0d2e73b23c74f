import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { buildFacturae } from '../../../test/fixtures/invoices/facturae-builder.ts';
import { createProduct, createRecipe, definitionId } from '../../../test/recipe-factories.ts';
import * as schema from '../../db/schema.ts';
import { createServices } from '../../services.ts';

/*
 * Issue 32: an invoice's apply costs a bounded number of queries, whatever its length. The
 * services run over a second Drizzle instance on the same database that counts every query
 * (as recipes.queries.test.ts does for a price change).
 */

let t: TestApp;
let chef: TestUser;
let queries = 0;
let services: ReturnType<typeof createServices>;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  const logger = { logQuery: () => (queries += 1) };
  const client: unknown = (t.database.db as unknown as { $client: unknown }).$client;
  const counted =
    t.database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  services = createServices(counted);
});
afterAll(async () => {
  await t.close();
});

function invoice(number: string, count: number, price: string) {
  return {
    ...buildFacturae({
      sellerName: 'Huerta Viva',
      sellerTaxId: 'B12345674',
      number,
      date: '2026-11-20',
      lines: Array.from({ length: count }, (_, index) => ({
        description: `Verdura ${index + 1}`,
        quantity: '3',
        unit: '03',
        unitPrice: price,
        code: `V${index + 1}`,
      })),
    }),
    pdf_columns: null,
    decisions: [],
    supplier: null,
  };
}

async function countQueries(action: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await action();
  return queries;
}

describe('the queries of an invoice apply', () => {
  it('are as many for 40 lines as for 4: no query per line', async () => {
    const tomato = await definitionId(t.app, chef, 'tomate');
    const products: number[] = [];
    for (let index = 1; index <= 40; index += 1) {
      products.push(
        await createProduct(t.app, chef, {
          definition: tomato,
          name: `Verdura ${index}`,
          supplier: 'Huerta Viva',
          purchase_quantity: '1',
          purchase_unit: 'kg',
          purchase_price: '1.00',
        }),
      );
    }
    // Every product in a recipe, so each price change re-costs something.
    await createRecipe(t.app, chef, {
      name: 'Pisto de la huerta',
      servings: 10,
      sale_price: '12.00',
      lines: products.map((id) => ({ ingredient_instance: id, quantity: '100', unit: 'g' })),
    });

    // The supplier's first invoice makes the supplier; the next ones find it by tax id.
    await services.supplierInvoices.apply(chef.id, invoice('Q-1', 2, '1.05'));
    const few = await countQueries(() =>
      services.supplierInvoices.apply(chef.id, invoice('Q-4', 4, '1.10')),
    );
    const many = await countQueries(() =>
      services.supplierInvoices.apply(chef.id, invoice('Q-40', 40, '1.20')),
    );
    expect(few).toBeGreaterThan(10); // the counter counts
    expect(many).toBe(few);
    // Every line of the 40 was recorded: 40 purchases of 3 kg at 1,20 €.
    const page = await services.purchases.list(chef.id, {}, { page: 1, page_size: 100 });
    expect(page.count).toBe(46);
    expect(page.results.filter((row) => row.net_amount === '3.60')).toHaveLength(40);
  });
});
