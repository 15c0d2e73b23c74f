import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { accountRows, seedSuppliersAccount } from '../../../test/supplier-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { createServices } from '../../services.ts';

/*
 * export-account → import-account of an account with suppliers (issue 32): its suppliers, the
 * products that belong to them, the price history's source kinds, an invoice linked to its
 * supplier, an albarán with its lines and the purchases they left — every row comes back, every
 * reference pointing at the new account's own rows (a purchase's `source_id` at its document).
 */

let source: TestApp;
let target: TestApp;
let chef: TestUser;

beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
  // Another account on the target first, so that ids cannot match by chance.
  await createUser(target.app);
  chef = await seedSuppliersAccount(source);
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('export-account → import-account with suppliers and purchases', () => {
  it('brings back every supplier, purchase, albarán and link, pointing at the new rows', async () => {
    const exported = await createServices(source.database.db).account.exportAccount(chef.id);
    const document = JSON.parse(JSON.stringify(exported)) as typeof exported;
    for (const table of [
      'suppliers',
      'purchases',
      'delivery_notes',
      'delivery_note_lines',
      'supplier_invoices',
    ]) {
      expect(document.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(document.tables.ingredient_instances?.[0]).toHaveProperty('supplier_id');
    expect(document.tables.ingredient_price_history?.[0]).toHaveProperty('source_kind');

    const result = await createServices(target.database.db).account.importAccount(document, {
      username: 'cocina-importada',
      password: 'otra-clave-bien-larga-7',
    });
    expect(result.rows).toMatchObject({
      suppliers: 2,
      purchases: 3,
      delivery_notes: 1,
      delivery_note_lines: 1,
      supplier_invoices: 1,
    });
    const before = await accountRows(source.database.db, chef.id);
    const after = await accountRows(target.database.db, result.userId);
    for (const table of Object.keys(before)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
    // What the comparison rests on: the references were there to compare.
    expect(before.products).toEqual([
      { name: 'Cebolla dulce', supplier: 'Huerta Viva', supplier_ref: 'Huerta Viva', price: 13.5 },
      { name: 'Cebolla morada', supplier: 'Makro', supplier_ref: 'Makro', price: 8 },
    ]);
    expect(
      before.price_history?.map((row) => (row as { source_kind: string }).source_kind),
    ).toEqual(['manual', 'invoice', 'manual']);
    expect(before.purchases?.map((row) => (row as { document: string | null }).document)).toEqual([
      null,
      'A-123',
      '88',
    ]);

    // The purchases' document links are the new account's own documents, never the old ids.
    const [links] = await queryRows<{ wrong: number; linked: number }>(
      target.database.db,
      sql`select count(*) filter (where p.source_id is not null and v.id is null and n.id is null)::int as wrong,
                 count(v.id)::int + count(n.id)::int as linked
            from purchases p
            left join supplier_invoices v on p.source_kind = 'invoice' and v.id = p.source_id
              and v.owner_id = p.owner_id
            left join delivery_notes n on p.source_kind = 'delivery_note' and n.id = p.source_id
              and n.owner_id = p.owner_id
           where p.owner_id = ${result.userId}`,
    );
    expect(links).toEqual({ wrong: 0, linked: 2 });

    // The imported account answers for its suppliers through the API like any other.
    const login = await target.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'cocina-importada', password: 'otra-clave-bien-larga-7' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
    const list = await target.app.inject({ method: 'GET', url: '/api/suppliers/', headers });
    expect(
      list
        .json<{ name: string; products_count: number }[]>()
        .map((s) => [s.name, s.products_count]),
    ).toEqual([
      ['Huerta Viva', 1],
      ['Makro', 1],
    ]);
  });

  it('gives a file from before suppliers one supplier per name, as migration 0034 did', async () => {
    const exported = await createServices(source.database.db).account.exportAccount(chef.id);
    const old = JSON.parse(JSON.stringify(exported)) as typeof exported;
    // The file as it was then: no suppliers, purchases or albaranes, none of their columns.
    const gone = ['suppliers', 'purchases', 'delivery_notes', 'delivery_note_lines'];
    const newColumns = ['supplier_id', 'source_kind'];
    old.tables = Object.fromEntries(
      Object.entries(old.tables)
        .filter(([table]) => !gone.includes(table))
        .map(([table, rows]) => [
          table,
          rows.map((row) =>
            Object.fromEntries(Object.entries(row).filter(([key]) => !newColumns.includes(key))),
          ),
        ]),
    );
    const result = await createServices(target.database.db).account.importAccount(old, {
      username: 'cocina-de-antes',
      password: 'otra-clave-bien-larga-7',
    });
    const after = await accountRows(target.database.db, result.userId);
    expect(after.products).toEqual([
      { name: 'Cebolla dulce', supplier: 'Huerta Viva', supplier_ref: 'Huerta Viva', price: 13.5 },
      { name: 'Cebolla morada', supplier: 'Makro', supplier_ref: 'Makro', price: 8 },
    ]);
    expect(
      (after.suppliers as { name: string; match_name: string }[]).map((row) => [
        row.name,
        row.match_name,
      ]),
    ).toEqual([
      ['Huerta Viva', 'huerta viva'],
      ['Makro', 'makro'],
    ]);
    expect(after.purchases).toEqual([]);
  });
});
