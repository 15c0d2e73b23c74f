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
});
