import type { RawSession } from './backup-session.ts';
import { ident } from './backup-session.ts';

/** One application table as the database describes it (never a hand-kept list). */
export interface TableInfo {
  name: string;
  /** Columns that hold data (generated columns are left out: the database recomputes them). */
  columns: { name: string; type: string }[];
  primaryKey: string[];
  hasIdentity: boolean;
  /** Single-column foreign keys: column → referenced table. */
  references: { column: string; table: string }[];
}

export interface MigrationState {
  count: number;
  hash: string | null;
}

/**
 * Every table of the `public` schema (all of the app's schema, as later migrations add tables),
 * ordered so that a table comes after every table it references: the order a load must follow.
 */
export async function readTables(session: RawSession): Promise<TableInfo[]> {
  const columns = await session.query<{
    table: string;
    name: string;
    type: string;
    generated: boolean;
    identity: boolean;
  }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated, a.attidentity <> '' as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname, a.attnum`,
  );
  const keys = await session.query<{ table: string; name: string }>(
    `select c.relname as table, a.attname as name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const foreign = await session.query<{ table: string; column: string; ref: string; n: number }>(
    `select c.relname as table, r.relname as ref, array_length(k.conkey, 1) as n,
            (select attname from pg_attribute where attrelid = k.conrelid and attnum = k.conkey[1]) as column
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) {
      table = {
        name: column.table,
        columns: [],
        primaryKey: [],
        hasIdentity: false,
        references: [],
      };
      tables.set(column.table, table);
    }
    if (column.identity) table.hasIdentity = true;
    if (!column.generated) table.columns.push({ name: column.name, type: column.type });
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.name);
  for (const fk of foreign) {
    // Multi-column keys still order the tables; only single-column ones are remapped on import.
    tables.get(fk.table)?.references.push({ column: fk.n === 1 ? fk.column : '', table: fk.ref });
  }
  return sortByDependencies([...tables.values()]);
}

function sortByDependencies(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (table: TableInfo) => {
    if (done.has(table.name)) return;
    // A cycle (or a table referencing itself) cannot be ordered; rows then load in key order.
    if (visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const reference of table.references) {
      const target = byName.get(reference.table);
      if (target && target !== table) visit(target);
    }
    visiting.delete(table.name);
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

/** Every sequence of the schema (identity ones and free-standing ones such as invoice numbers). */
export async function readSequences(
  session: RawSession,
): Promise<{ name: string; last_value: string; is_called: boolean }[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out: { name: string; last_value: string; is_called: boolean }[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from public.${ident(name)}`,
    );
    if (row) out.push({ name, last_value: row.last_value, is_called: row.is_called });
  }
  return out;
}

/** The migrations applied to this database (drizzle's journal table), by count and latest hash. */
export async function readMigrationState(session: RawSession): Promise<MigrationState> {
  const [present] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return { count: 0, hash: null };
  const rows = await session.query<{ n: number; hash: string | null }>(
    `select count(*)::int as n,
            (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash
       from drizzle.__drizzle_migrations`,
  );
  return { count: rows[0]?.n ?? 0, hash: rows[0]?.hash ?? null };
}
