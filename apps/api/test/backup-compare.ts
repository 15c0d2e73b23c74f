import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Database } from '../src/db/client.ts';
import { seedDemoAccount } from '../src/modules/demo/demo.seed.ts';
import { createServices } from '../src/services.ts';

/*
 * What a round trip must keep: every row of every table (read with queries of their own, not the
 * backup code), and the cost analysis of every recipe through the API.
 */

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function tableRows(query: Query): Promise<Record<string, string[]>> {
  const tables = await query(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query(`select t::text as r from public."${String(name)}" t`);
    out[String(name)] = rows.map((row) => String(row.r)).sort();
  }
  const sequences = await query(
    `select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public'`,
  );
  out['(sequences)'] = sequences.map((row) => `${String(row.name)}=${String(row.v)}`).sort();
  return out;
}

/** Every table's rows as sorted text, through an open database of either kind. */
export async function databaseTableRows(database: Database): Promise<Record<string, string[]>> {
  return tableRows((text) => queryRows<Record<string, unknown>>(database.db, sql.raw(text)));
}

/** Every table's rows as sorted text, of a PGlite data dir (the server must be stopped). */
export async function pgliteTableRows(pgdata: string): Promise<Record<string, string[]>> {
  const client = await PGlite.create(pgdata);
  try {
    await client.exec(`set timezone = 'UTC'`);
    return await tableRows(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
  } finally {
    await client.close();
  }
}

export async function postgresTableRows(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    return await tableRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** `request(method, path, token?, body?)` → {status, json}: fetch on a port or app.inject. */
export type Requester = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<{ status: number; json: unknown }>;

export function fetchRequester(port: number): Requester {
  return async (method, path, token, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: await response.json() };
  };
}

/** The cost analysis of every recipe of an account, by recipe name. */
export async function costAnalyses(
  request: Requester,
  username: string,
  password: string,
): Promise<Record<string, unknown>> {
  const login = await request('POST', '/api/token/', undefined, { username, password });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status}`);
  const token = (login.json as { access: string }).access;
  const out: Record<string, unknown> = {};
  for (let page = 1; ; page += 1) {
    const list = await request('GET', `/api/recipes/?page_size=100&page=${page}`, token);
    const body = list.json as { results: { id: number; name: string }[]; next: string | null };
    for (const recipe of body.results) {
      const analysis = await request('GET', `/api/recipes/${recipe.id}/cost_analysis/`, token);
      out[recipe.name] = analysis.json;
    }
    if (!body.next) break;
  }
  return out;
}

/** Fields of the answers that hold another row's id. */
const REFERENCE_KEYS = new Set([
  'recipe',
  'sub_recipe',
  'ingredient',
  'ingredient_instance',
  'definition',
]);

/** The same figures with every id left out (an imported account has ids of its own). */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key, inner]) =>
            key !== 'id' &&
            !key.endsWith('_id') &&
            !(typeof inner === 'number' && REFERENCE_KEYS.has(key)),
        )
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  }
  return value;
}

/** The demo account (what `npm start` seeds): the account every round trip carries. */
export async function seedDemo(database: Database): Promise<void> {
  await seedDemoAccount(createServices(database.db));
}
