import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { seedDemoAccount } from '../src/modules/demo/demo.seed.ts';
import { createServices } from '../src/services.ts';
import { createPglitePool } from './pglite-pool.ts';

/** Every table's rows (a digest of each), every sequence's position, and the session's settings. */
async function contents(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
          where schemaname in ('public', 'drizzle') order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string; n: number }>(
      database.db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest,
                count(*)::int as n
           from ${name} as t`,
      ),
    );
    digests[name] = `${row?.n ?? 0} ${row?.digest ?? ''}`;
  }
  const sequences = await queryRows<{ name: string; last_value: string | null }>(
    database.db,
    sql`select sequencename as name, last_value::text from pg_sequences order by 1`,
  );
  const settings = await queryRows<{ name: string; setting: string }>(
    database.db,
    sql`select name, setting from pg_settings where source not in ('default', 'override') order by 1`,
  );
  return { digests, sequences, settings };
}

function loader() {
  const made: PGlite[] = [];
  const template = readFileSync(inject('pgliteTemplate'));
  const load = async () => {
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    made.push(client);
    return client;
  };
  return { made, load };
}

describe('the API tests’ PGlite databases, reused between files (issue 29)', () => {
  it('gives the next file the template again: rows, seeded tables, sequences and session as they were', async () => {
    const { made, load } = loader();
    const pool = createPglitePool(load);
    const first = await pool.acquire();
    const fresh = await contents(first);
    expect(Object.keys(fresh.digests).length).toBeGreaterThan(40);
    // The migrations' seeds are there: a reset must keep them.
    expect(fresh.digests['public.subscription_plans']).not.toMatch(/^0 /);

    // A file's worth of writes across the schema: the demo kitchen (products, recipes, menus,
    // suppliers, purchases, stock, waste…), a seeded table changed, a session setting, a lock.
    expect(await seedDemoAccount(createServices(first.db))).toBe(true);
    await first.db.execute(sql`update subscription_plans set name = name || ' (cambiado)'`);
    await first.db.execute(sql`set timezone = 'America/Lima'`);
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    const used = await contents(first);
    expect(used.digests).not.toEqual(fresh.digests);
    await first.close();
    expect(pool.idle).toBe(1);

    const second = await pool.acquire();
    expect(made).toHaveLength(1);
    expect(await contents(second)).toEqual(fresh);
    // The lock went with the session: another holder gets it at once.
    const [lock] = await queryRows<{ ok: boolean }>(
      second.db,
      sql`select pg_try_advisory_lock(42) as ok`,
    );
    expect(lock?.ok).toBe(true);
    // The demo kitchen can be seeded again, as on a new database.
    expect(await seedDemoAccount(createServices(second.db))).toBe(true);
    await second.close();
    await (await pool.acquire()).close();
    for (const client of made) await client.close();
  });

  it('closes a database whose shape a file changed instead of reusing it', async () => {
    const { made, load } = loader();
    const pool = createPglitePool(load);
    const first = await pool.acquire();
    await first.db.execute(sql`create table quota_probe (id serial primary key)`);
    await first.close();
    expect(pool.idle).toBe(0);
    expect(made[0]?.closed).toBe(true);

    const second = await pool.acquire();
    await second.db.execute(
      sql`create function probe() returns trigger language plpgsql as $$ begin return new; end $$`,
    );
    await second.close();
    expect(pool.idle).toBe(0);
    expect(made).toHaveLength(2);
  });

  it('checkpoints with each reset, so a reused database recycles its write-ahead log', async () => {
    const { made, load } = loader();
    const pool = createPglitePool(load);
    const redo = async (database: Database) => {
      const [row] = await queryRows<{ lsn: string }>(
        database.db,
        sql`select redo_lsn::text as lsn from pg_control_checkpoint()`,
      );
      return row?.lsn;
    };
    const first = await pool.acquire();
    const before = await redo(first);
    await first.db.execute(
      sql`insert into login_failures (username_key, ip) values ('ana', '10.0.0.1')`,
    );
    await first.close();
    const second = await pool.acquire();
    // A single-user PGlite has no checkpointer: without this its log grew to 218 MB in 30
    // files' worth of writes here (1 GB allowed, held in memory), and 48 MB with it.
    expect(await redo(second)).not.toBe(before);
    await second.close();
    for (const client of made) await client.close();
  });

  it('hands two databases to a file that needs two at once, and keeps both', async () => {
    const { made, load } = loader();
    const pool = createPglitePool(load);
    const [a, b] = await Promise.all([pool.acquire(), pool.acquire()]);
    expect(made).toHaveLength(2);
    await Promise.all([a.close(), b.close()]);
    expect(pool.idle).toBe(2);
    for (const client of made) await client.close();
  });
});
