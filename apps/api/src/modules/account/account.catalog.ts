import type { Db } from '../../db/client.ts';
import { BackupError } from '../../db/backup-format.ts';
import { readTables, type TableInfo } from '../../db/backup-catalog.ts';
import { drizzleSession, ident } from '../../db/backup-session.ts';
import type { ExportedRow } from './account.repository.ts';

/**
 * Shared rows an account's rows point at (the ingredient catalog, its categories, the plans) are
 * not the account's: another instance has its own ids for them. The export names each one by its
 * natural key, and the import finds the same row there by that key.
 */
export const CATALOG_KEYS: Record<string, string> = {
  ingredient_definitions: 'name',
  ingredient_categories: 'slug',
  subscription_plans: 'code',
};

export type CatalogReferences = Record<string, { id: number; key: string }[]>;

/** The shared rows referenced by `tables` (rows of the account itself are left out). */
export async function catalogReferences(
  db: Db,
  tables: Record<string, ExportedRow[]>,
): Promise<CatalogReferences> {
  const session = drizzleSession(db);
  const schema = await readTables(session);
  const wanted = new Map<string, Set<number>>();
  for (const table of schema) {
    for (const { column, table: target } of table.references) {
      if (!(target in CATALOG_KEYS) || !column) continue;
      const own = new Set((tables[target] ?? []).map((row) => Number(row.id)));
      for (const row of tables[table.name] ?? []) {
        const id = row[column];
        if (typeof id === 'number' && !own.has(id)) {
          if (!wanted.has(target)) wanted.set(target, new Set());
          wanted.get(target)?.add(id);
        }
      }
    }
  }
  const out: CatalogReferences = {};
  for (const [table, ids] of wanted) {
    const key = CATALOG_KEYS[table] ?? 'id';
    out[table] = await session.query<{ id: number; key: string }>(
      `select id, ${ident(key)}::text as key from public.${ident(table)}
        where id in (select value::int from json_array_elements_text($1::json)) order by id`,
      [JSON.stringify([...ids])],
    );
  }
  return out;
}

/** On the importing instance: the shared row with the same natural key, or an error naming it. */
export async function resolveCatalog(
  db: Db,
  references: CatalogReferences,
  schema: TableInfo[],
): Promise<Map<string, Map<number, number>>> {
  const session = drizzleSession(db);
  const known = new Set(schema.map((table) => table.name));
  const maps = new Map<string, Map<number, number>>();
  for (const [table, rows] of Object.entries(references)) {
    const key = CATALOG_KEYS[table];
    if (!key || !known.has(table) || rows.length === 0) continue;
    const hasOwner = schema
      .find((t) => t.name === table)
      ?.columns.some((c) => c.name === 'owner_id');
    const found = await session.query<{ id: number; key: string }>(
      `select id, ${ident(key)}::text as key from public.${ident(table)}
        where lower(${ident(key)}::text) in (select lower(value) from json_array_elements_text($1::json))
          ${hasOwner ? 'and owner_id is null' : ''}`,
      [JSON.stringify(rows.map((row) => row.key))],
    );
    const byKey = new Map(found.map((row) => [row.key.toLowerCase(), row.id]));
    const map = new Map<number, number>();
    for (const row of rows) {
      const id = byKey.get(row.key.toLowerCase());
      if (id === undefined) {
        throw new BackupError(
          `Esta instancia no tiene «${row.key}» en ${table}, y la cuenta lo usa: no se ha importado nada.`,
        );
      }
      map.set(row.id, id);
    }
    maps.set(table, map);
  }
  return maps;
}
