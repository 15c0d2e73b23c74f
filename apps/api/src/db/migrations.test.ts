import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops before the migration named `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'costeo-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migrations on an existing data directory', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step();
  });

  it('0006 brings a purchase VAT the old API accepted (5 %, 12 %, 0 %) to a legal rate before adding its checks', async () => {
    const client = await PGlite.create();
    cleanup.push(() => client.close());
    const db = drizzle({ client });
    const before = migrationsBefore('0006_ingredient_checks');
    cleanup.push(() => rmSync(before, { recursive: true, force: true }));

    await migrate(db, { migrationsFolder: before });
    const ids = await client.query<{ id: number }>(
      'select id from ingredient_definitions order by id limit 3',
    );
    const [low, middle, zero] = ids.rows.map((row) => row.id);
    await client.query('update ingredient_definitions set vat_pct = 5 where id = $1', [low]);
    await client.query('update ingredient_definitions set vat_pct = 12 where id = $1', [middle]);
    await client.query('update ingredient_definitions set vat_pct = 0 where id = $1', [zero]);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const after = await client.query<{ id: number; vat_pct: string }>(
      'select id, vat_pct from ingredient_definitions where id = any($1) order by id',
      [[low, middle, zero]],
    );
    const byId = new Map(after.rows.map((row) => [row.id, Number(row.vat_pct)]));
    expect(byId.get(low!)).toBe(4);
    expect(byId.get(middle!)).toBe(10);
    expect(byId.get(zero!)).toBe(4);
    await expect(
      client.query('update ingredient_definitions set vat_pct = 5 where id = $1', [low]),
    ).rejects.toThrow(/vat_pct_check/);
  });

  it('0031 counts the reset requests already answered as handled: the mail loop sends them no second mail', async () => {
    const client = await PGlite.create();
    cleanup.push(() => client.close());
    const db = drizzle({ client });
    const before = migrationsBefore('0031_password_reset_requests_handled');
    cleanup.push(() => rmSync(before, { recursive: true, force: true }));

    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into password_reset_requests (address_key, ip, created_at)
       values ('ana@example.com', '203.0.113.1', now()), ('verify:7', '203.0.113.1', now())`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const pending = await client.query(
      'select id from password_reset_requests where handled_at is null',
    );
    expect(pending.rows).toEqual([]);
  });
  it("0034 turns each owner's supplier names into one supplier per name, the other spellings as its other names", async () => {
    const client = await PGlite.create();
    cleanup.push(() => client.close());
    const db = drizzle({ client });
    const before = migrationsBefore('0034_suppliers_and_purchases');
    cleanup.push(() => rmSync(before, { recursive: true, force: true }));

    await migrate(db, { migrationsFolder: before });
    const owner = async (username: string) =>
      (
        await client.query<{ id: number }>(
          `insert into users (username, password_hash) values ($1, 'x') returning id`,
          [username],
        )
      ).rows[0]?.id;
    const first = await owner('primera');
    const second = await owner('segunda');
    const product = async (ownerId: number | undefined, name: string, supplier: string) =>
      (
        await client.query<{ id: number }>(
          `insert into ingredient_instances (owner_id, definition_id, name, search_name, supplier,
             purchase_quantity, purchase_unit, purchase_price, waste_pct, vat_pct, unit_cost,
             usable_unit_cost, created_at, updated_at)
           select $1::int, id, $2::varchar, lower($2::text), $3::varchar, 1, 'kg', 1, 0, 10, 0.001, 0.001,
                  now(), now()
             from ingredient_definitions where owner_id is null order by id limit 1
           returning id`,
          [ownerId, name, supplier],
        )
      ).rows[0]?.id;
    const spellings = ['Huerta Viva', 'Huerta Viva S.L.', 'HUERTA VIVA, SL'];
    const firstProducts = [];
    for (const [index, supplier] of spellings.entries()) {
      firstProducts.push(await product(first, `Producto ${index}`, supplier));
    }
    // The same name spelt the same way twice is still one name.
    firstProducts.push(await product(first, 'Producto 3', '  Huerta Viva '));
    const secondProduct = await product(second, 'Producto B', 'Huerta Viva');
    const without = await product(first, 'Sin proveedor', '');

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const suppliers = await client.query<{
      id: number;
      owner_id: number;
      name: string;
      match_name: string;
      aliases: string[];
    }>('select id, owner_id, name, match_name, aliases from suppliers order by owner_id, id');
    expect(suppliers.rows).toHaveLength(2);
    const [ours, theirs] = suppliers.rows;
    expect(ours).toMatchObject({ owner_id: first, match_name: 'huerta viva' });
    expect(spellings).toContain(ours?.name);
    expect([ours?.name, ...(ours?.aliases ?? [])].sort()).toEqual([...spellings].sort());
    expect(theirs).toMatchObject({
      owner_id: second,
      name: 'Huerta Viva',
      match_name: 'huerta viva',
      aliases: [],
    });

    const products = await client.query<{
      id: number;
      supplier_id: number | null;
      supplier: string;
    }>('select id, supplier_id, supplier from ingredient_instances order by id');
    const byId = new Map(products.rows.map((row) => [row.id, row]));
    for (const id of firstProducts) {
      expect(byId.get(id ?? 0)).toMatchObject({ supplier_id: ours?.id, supplier: ours?.name });
    }
    expect(byId.get(secondProduct ?? 0)).toMatchObject({
      supplier_id: theirs?.id,
      supplier: 'Huerta Viva',
    });
    expect(byId.get(without ?? 0)).toMatchObject({ supplier_id: null, supplier: '' });
  });
});
