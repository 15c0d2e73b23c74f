import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type Database } from '../src/db/client.ts';

/**
 * What a database holds besides its rows: every relation (tables, indexes, sequences, views) with
 * its columns, the functions, triggers, types, constraints, schemas, roles and per-database
 * settings. A test file that adds or changes any of these leaves a database that is not the
 * template's any more, whatever its rows: it is closed, not reused.
 */
const FINGERPRINT = `
  select md5(coalesce(string_agg(entry, ',' order by entry), '')) as fingerprint from (
    select format('rel %s.%s %s', n.nspname, c.relname, c.relkind) as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
    union all
    select format('col %s.%s %s %s %s', c.relname, a.attname, a.atttypid, a.attnotnull,
                  pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
        and a.attnum > 0 and not a.attisdropped
    union all
    select format('con %s %s', conname, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select format('fn %s.%s', n.nspname, p.proname)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select format('trg %s', tgname) from pg_trigger where not tgisinternal
    union all
    select format('type %s.%s', n.nspname, t.typname)
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
    union all
    select format('ns %s', nspname) from pg_namespace
      where nspname not like 'pg_toast%' and nspname not like 'pg_temp%'
    union all
    select format('role %s', rolname) from pg_roles
    union all
    select format('setting %s %s', setrole, setconfig) from pg_db_role_setting
    union all
    select format('ext %s %s', extname, extversion) from pg_extension
  ) as entries`;

/** The template as a test file starts from: its shape, and what its tables and sequences hold. */
interface Template {
  fingerprint: string;
  /** Every table of the public schema, quoted, for one TRUNCATE. */
  tables: string;
  /** The tables the migrations filled (plans, the catalog…): their columns, their rows as JSON. */
  seeded: { table: string; columns: string; rows: string }[];
  /** setval(…) of every sequence back to where the template left it. */
  sequences: string;
}

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function readTemplate(client: PGlite): Promise<Template> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = 'public' order by tablename`,
  );
  const seeded: Template['seeded'] = [];
  for (const { name } of tables) {
    // Rows as JSON, and back through json_populate_recordset: every column type round-trips.
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${name} as t`,
    );
    const json = rows[0]?.rows;
    if (!json) continue;
    // Every column but the generated ones (computed again on insert).
    const { rows: columns } = await client.query<{ list: string }>(
      `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [name],
    );
    seeded.push({ table: name, columns: columns[0]?.list ?? '', rows: json });
  }
  const { rows: sequences } = await client.query<{ statement: string }>(
    `select format('select setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
                   coalesce(last_value, start_value), (last_value is not null)::text) as statement
       from pg_sequences`,
  );
  return {
    fingerprint: await fingerprint(client),
    tables: tables.map((table) => table.name).join(', '),
    seeded,
    sequences: sequences.map((sequence) => sequence.statement).join(';\n'),
  };
}

/**
 * Takes a used database back to the template: the session reset (settings, temporary tables,
 * advisory locks, prepared statements), every table emptied, the seeded rows put back and every
 * sequence where the template had it. False when the file changed the database's shape.
 */
async function resetToTemplate(client: PGlite, template: Template): Promise<boolean> {
  // Two queries: DISCARD ALL refuses to run in the implicit transaction of a multi-statement one.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await fingerprint(client)) !== template.fingerprint) return false;
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${template.tables} restart identity cascade`);
    // The seeded rows go back in any order: foreign keys are checked by triggers, off here.
    await tx.exec(`set local session_replication_role = replica`);
    for (const { table, columns, rows } of template.seeded) {
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1)`,
        [rows],
      );
    }
    if (template.sequences) await tx.exec(template.sequences);
  });
  // A single-user PGlite has no checkpointer: its write-ahead log only grows (a 1 GB limit, held
  // in memory) until a checkpoint lets the next one recycle it. One per reset keeps a reused
  // database's log to about one file's writes (measured: 13 segments of 16 MB, then 3).
  await client.exec('checkpoint');
  return true;
}

/**
 * The in-memory PGlite databases of one Vitest worker, each loaded once from the run's template
 * and, when a test file closes it, taken back to the template and kept for the next file instead
 * of closed (issue 29: loading a PGlite from the template took ~450 ms of CPU per file, its reset
 * a few tens; test/pglite-pool.test.ts shows a reset database is the template again). A database
 * whose shape a file changed (a table or a trigger of its own) is closed, never reused.
 */
export function createPglitePool(load: () => Promise<PGlite>) {
  const idle: PGlite[] = [];
  const clients = new WeakMap<Database, PGlite>();
  let template: Promise<Template> | undefined;

  return {
    async acquire(): Promise<Database> {
      const client = idle.pop() ?? (await load());
      // Read from the first database before any test writes to it.
      template ??= readTemplate(client);
      const expected = await template;
      const database = wrapPglite(client);
      let released = false;
      const pooled: Database = {
        ...database,
        async close() {
          if (released) return;
          released = true;
          const reusable = await resetToTemplate(client, expected).catch(() => false);
          if (reusable) idle.push(client);
          else await client.close();
        },
      };
      clients.set(pooled, client);
      return pooled;
    },
    /** Closes `database` for good, as a server's would close (a test of a database gone). */
    async destroy(database: Database): Promise<void> {
      const client = clients.get(database);
      if (!client) throw new Error('pglite-pool: not one of this pool’s databases');
      clients.delete(database);
      await client.close();
    },
    /** How many databases wait for a file (the pool's own test). */
    get idle() {
      return idle.length;
    },
  };
}
