/*
 * `npm run bench:http`: what a client waits for, end to end over HTTP (issue 17, point 4).
 *
 * For each database it starts the real server process (`node --import tsx src/server.ts`) on a
 * throwaway database with the demo account (PGlite: a fresh data dir, which seeds it; PostgreSQL:
 * a database created for the run on BENCH_DATABASE_URL / TEST_DATABASE_URL / the local server,
 * with SEED_DEMO=1, dropped at the end), logs in over HTTP as demo / demo1234, builds the deep
 * recipe through the API (a dish of 40 lines whose elaboraciones nest three levels), then measures
 * every route with N concurrent connections (autocannon): throughput, p99 and the ratio of its
 * throughput to `/api/health/` in the same run; and one client at a time (keep-alive, sequential)
 * the latency of the deep `cost_analysis/` against the health route's. Prints a table per database
 * and PASS / FAIL against the issue's targets. A report: it exits 0 even when a target is missed,
 * 1 only when something breaks.
 *
 *   npm run bench:http -- [--db pglite|postgres|both] [--duration 5] [--connections 10]
 *                         [--sequential 400] [--rounds 3] [--cache on|off] [--tree <checkout>]
 *
 * `--cache off` starts the server with ANSWER_CACHE_MB=0 (decision 025): every read is computed,
 * as the first read after a write is; `on` (the default) is the server as it ships, where a read
 * the user's data has not changed since is served from the answer cache.
 *
 * `--tree` runs the server of another checkout of the repository (say a `git worktree` of an older
 * commit) with this client, to compare before and after on the same machine.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer as startServerProcess } from '../../test/processes.ts';
import { findPostgresUrl } from './bench-database.ts';

const ownApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JWT_SECRET = 'bench-http-secret-that-is-long-enough-for-hs256';

interface Options {
  db: 'pglite' | 'postgres' | 'both';
  duration: number;
  connections: number;
  sequential: number;
  rounds: number;
  /** Whether the server keeps answers (decision 025). */
  cache: boolean;
  /** The `apps/api` directory whose server is measured. */
  apiDir: string;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      sequential: { type: 'string', default: '400' },
      rounds: { type: 'string', default: '3' },
      cache: { type: 'string', default: 'on' },
      tree: { type: 'string' },
    },
  });
  const db = values.db;
  if (db !== 'pglite' && db !== 'postgres' && db !== 'both') {
    throw new Error(`--db pglite|postgres|both, not ${db}`);
  }
  if (values.cache !== 'on' && values.cache !== 'off') {
    throw new Error(`--cache on|off, not ${values.cache}`);
  }
  const positive = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name}: ${text}`);
    return value;
  };
  return {
    db,
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    sequential: positive('sequential', values.sequential),
    rounds: positive('rounds', values.rounds),
    cache: values.cache === 'on',
    apiDir: values.tree ? path.resolve(values.tree, 'apps/api') : ownApiDir,
  };
}

// ---------- the server process ----------

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The real server process (test/processes.ts), as the bench runs it. */
async function startServer(
  apiDir: string,
  cache: boolean,
  env: Record<string, string>,
): Promise<Server> {
  const server = await startServerProcess(
    {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The demo provider on a production-mode server must be allowed on purpose (decision 029).
      ALLOW_DEMO_PAYMENTS: '1',
      HOST: '127.0.0.1',
      // Tokens outlive the run; the bench logs in once.
      ACCESS_TOKEN_MINUTES: '240',
      ...env,
      ...(cache ? {} : { ANSWER_CACHE_MB: '0' }),
    },
    { apiDir, timeoutMs: 120_000 },
  );
  return {
    base: `http://127.0.0.1:${server.port}`,
    child: server.child,
    async stop() {
      await server.stop();
    },
  };
}

// ---------- the demo account over HTTP ----------

class Api {
  constructor(
    readonly base: string,
    public authorization = '',
  ) {}

  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(this.authorization ? { authorization: this.authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

interface Product {
  id: number;
  name: string;
  base_unit: string;
}

interface Page<T> {
  count: number;
  results: T[];
}

const LINE_QUANTITY: Record<string, string> = { g: '25', ml: '25', ud: '1' };

/**
 * The deep recipe of the issue, built as a user would: elaboración C (10 product lines) inside B
 * (9 + C) inside A (9 + B) inside a dish (9 + A): 40 lines over three levels of elaboraciones.
 */
async function buildDeepRecipe(api: Api): Promise<number> {
  const products = await api.call<Page<Product>>(
    'GET',
    '/api/ingredient-instances/?page_size=100&ordering=name',
  );
  const usable = products.results.filter((product) => LINE_QUANTITY[product.base_unit]);
  if (usable.length < 37) throw new Error(`only ${usable.length} products to build with`);
  let next = 0;
  const productLines = (count: number) =>
    Array.from({ length: count }, () => {
      const product = usable[next++ % usable.length];
      if (!product) throw new Error('no product');
      return {
        ingredient_instance: product.id,
        quantity: LINE_QUANTITY[product.base_unit],
        unit: product.base_unit,
      };
    });
  const suffix = randomBytes(2).toString('hex');
  let inner: number | null = null;
  for (const [level, count] of [
    ['C', 10],
    ['B', 9],
    ['A', 9],
  ] as const) {
    const lines: object[] = productLines(count);
    if (inner !== null) lines.push({ sub_recipe: inner, quantity: '100', unit: 'g' });
    const created: { id: number } = await api.call('POST', '/api/recipes/', {
      name: `Bench elaboración ${level} ${suffix}`,
      is_subrecipe: true,
      servings: 1,
      yield_quantity: '1',
      yield_unit: 'kg',
      lines,
    });
    inner = created.id;
  }
  const dish = await api.call<{ id: number; lines: unknown[] }>('POST', '/api/recipes/', {
    name: `Bench plato profundo ${suffix}`,
    servings: 4,
    sale_price: '24.00',
    lines: [...productLines(9), { sub_recipe: inner, quantity: '200', unit: 'g' }],
  });
  return dish.id;
}

// ---------- measuring ----------

interface RouteResult {
  name: string;
  url: string;
  rps: number;
  p99: number;
  ratio: number;
  /** The server process's CPU per request (user + system, Linux /proc), ms; NaN elsewhere. */
  cpuMs: number;
  errors: number;
}

/** User + system CPU of a process in ms, from /proc (Linux); NaN where there is none. */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}
/** USER_HZ: 100 on every Linux Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function runAutocannon(
  url: string,
  authorization: string,
  duration: number,
  connections: number,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { authorization } },
      (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Sequential keep-alive GETs: what one client waits for, per request, in ms. */
async function sequentialLatencies(
  url: string,
  authorization: string,
  count: number,
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers: { authorization } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
      });
      request.on('error', reject);
    });
  try {
    for (let warm = 0; warm < 50; warm += 1) await once();
    const times: number[] = [];
    for (let run = 0; run < count; run += 1) times.push(await once());
    return times.sort((a, b) => a - b);
  } finally {
    agent.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

interface Target {
  route: string;
  ratio: number;
}

const TARGETS: Record<'pglite' | 'postgres', Target[]> = {
  postgres: [
    { route: 'products', ratio: 0.5 },
    { route: 'recipes100', ratio: 0.35 },
    { route: 'recipe', ratio: 0.5 },
    { route: 'cost_analysis', ratio: 0.5 },
    { route: 'summary', ratio: 0.25 },
  ],
  pglite: [
    { route: 'products', ratio: 0.3 },
    { route: 'recipes100', ratio: 0.3 },
    { route: 'recipe', ratio: 0.3 },
    { route: 'cost_analysis', ratio: 0.3 },
    { route: 'summary', ratio: 0.15 },
  ],
};
/** The deep cost_analysis, one client at a time: within 5 × the health route's latency. */
const DEEP_LATENCY_FACTOR = 5;

async function measureDatabase(
  kind: 'pglite' | 'postgres',
  server: Server,
  opts: Options,
): Promise<string> {
  const api = new Api(server.base);
  const login = await api.call<{ access: string }>('POST', '/api/token/', {
    username: 'demo',
    password: 'demo1234',
  });
  api.authorization = `Bearer ${login.access}`;
  const dearest = await api.call<Page<{ id: number; name: string; total_cost: string }>>(
    'GET',
    '/api/recipes/?is_subrecipe=false&ordering=-total_cost&page_size=1',
  );
  const dearestRecipe = dearest.results[0];
  if (!dearestRecipe) throw new Error('the demo account has no recipes');
  const deepId = await buildDeepRecipe(api);

  const routes = [
    { key: 'health', name: 'GET /api/health/', url: '/api/health/' },
    {
      key: 'products',
      name: 'productos, página de 25',
      url: '/api/ingredient-instances/?page=1&page_size=25&is_active=true',
    },
    {
      key: 'recipes100',
      name: 'recetas, página de 100 por margen',
      url: '/api/recipes/?page=1&page_size=100&ordering=margin_pct',
    },
    { key: 'recipe', name: 'una receta (la más cara)', url: `/api/recipes/${dearestRecipe.id}/` },
    {
      key: 'cost_analysis',
      name: 'su cost_analysis/',
      url: `/api/recipes/${dearestRecipe.id}/cost_analysis/`,
    },
    {
      key: 'deep_cost_analysis',
      name: 'cost_analysis/ profundo (40 líneas, 3 niveles)',
      url: `/api/recipes/${deepId}/cost_analysis/`,
    },
    { key: 'summary', name: 'Dashboard summary', url: '/api/analytics/summary/' },
  ];

  // Warm-up: V8 compiles the hot paths after some hundreds of calls; a cold process measures that.
  for (const route of routes) {
    await runAutocannon(`${server.base}${route.url}`, api.authorization, 1, opts.connections);
  }

  // The machine is shared: its load moves during a run. So every route is measured right after
  // a run of the health route, and its ratio is taken against that neighbour; each round does
  // every route once, and the table shows the medians of the rounds.
  const samples = new Map<
    string,
    { rps: number[]; p99: number[]; ratios: number[]; cpu: number[]; errors: number }
  >();
  const measure = async (key: string, url: string) => {
    const cpuBefore = processCpuMs(server.child.pid);
    const result = await runAutocannon(
      `${server.base}${url}`,
      api.authorization,
      opts.duration,
      opts.connections,
    );
    const cpuAfter = processCpuMs(server.child.pid);
    const sample = samples.get(key) ?? { rps: [], p99: [], ratios: [], cpu: [], errors: 0 };
    sample.cpu.push((cpuAfter - cpuBefore) / Math.max(1, result.requests.total));
    sample.rps.push(result.requests.average);
    sample.p99.push(result.latency.p99);
    sample.errors += result.non2xx + result.errors + result.timeouts;
    samples.set(key, sample);
    return result.requests.average;
  };
  const healthUrl = '/api/health/';
  for (let round = 0; round < opts.rounds; round += 1) {
    for (const route of routes) {
      if (route.key === 'health') continue;
      const healthRps = await measure('health', healthUrl);
      const rps = await measure(route.key, route.url);
      samples.get(route.key)?.ratios.push(rps / healthRps);
    }
  }
  const results: (RouteResult & { key: string })[] = routes.map((route) => {
    const sample = samples.get(route.key);
    return {
      key: route.key,
      name: route.name,
      url: route.url,
      rps: median(sample?.rps ?? []),
      p99: median(sample?.p99 ?? []),
      ratio: route.key === 'health' ? 1 : median(sample?.ratios ?? []),
      cpuMs: median(sample?.cpu ?? []),
      errors: sample?.errors ?? 0,
    };
  });

  const health = await sequentialLatencies(
    `${server.base}/api/health/`,
    api.authorization,
    opts.sequential,
  );
  const deep = await sequentialLatencies(
    `${server.base}/api/recipes/${deepId}/cost_analysis/`,
    api.authorization,
    opts.sequential,
  );

  const lines: string[] = [];
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number, digits = 0) => value.toFixed(digits).padStart(9);
  lines.push(
    `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${opts.connections} conexiones, ` +
      `${opts.duration} s por ruta, ${opts.rounds} ronda(s) (medianas), caché de respuestas ` +
      (opts.cache ? 'activa' : 'apagada (cada lectura se calcula)'),
  );
  lines.push(
    `${pad('ruta', 48)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU ms'.padStart(9)}` +
      `  ×health  objetivo`,
  );
  const targets = new Map(TARGETS[kind].map((target) => [target.route, target.ratio]));
  const verdicts: boolean[] = [];
  for (const result of results) {
    const target = targets.get(result.key);
    let verdict = '';
    if (target !== undefined) {
      const pass = result.ratio >= target && result.errors === 0;
      verdicts.push(pass);
      verdict = `≥ ${target.toFixed(2)} ${pass ? 'PASS' : 'FAIL'}`;
    }
    lines.push(
      `${pad(result.name, 48)}${num(result.rps)}${num(result.p99)}${num(result.cpuMs, 2)}  ${result.ratio
        .toFixed(2)
        .padStart(6)}  ${verdict}${result.errors ? `  (${result.errors} errores)` : ''}`,
    );
  }
  const deepP50 = percentile(deep, 50);
  const healthP50 = percentile(health, 50);
  const factor = deepP50 / healthP50;
  const deepPass = factor <= DEEP_LATENCY_FACTOR;
  verdicts.push(deepPass);
  lines.push(
    `Un cliente, peticiones seguidas (${opts.sequential}): health p50 ${healthP50.toFixed(2)} ms ` +
      `p99 ${percentile(health, 99).toFixed(2)} ms; cost_analysis/ profundo p50 ${deepP50.toFixed(
        2,
      )} ms p99 ${percentile(deep, 99).toFixed(2)} ms → ${factor.toFixed(1)} × health ` +
      `(objetivo ≤ ${DEEP_LATENCY_FACTOR}×) ${deepPass ? 'PASS' : 'FAIL'}`,
  );
  lines.push(
    'CPU ms: CPU del proceso del servidor por petición (en PGlite incluye la base de datos); ' +
      'menos sensible que req/s a la carga de la máquina.',
  );
  const passed = verdicts.filter(Boolean).length;
  lines.push(`Objetivos: ${passed}/${verdicts.length} PASS`);
  return lines.join('\n');
}

// ---------- the two databases ----------

async function benchPglite(opts: Options): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'costeo-bench-http-'));
  try {
    // A fresh embedded database on a loopback host seeds the demo account.
    const server = await startServer(opts.apiDir, opts.cache, { DATA_DIR: dataDir });
    try {
      return await measureDatabase('pglite', server, opts);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(opts: Options): Promise<string> {
  const url = await findPostgresUrl();
  if (!url)
    return '\nPostgreSQL: no hay servidor (BENCH_DATABASE_URL / TEST_DATABASE_URL); omitido.';
  const name = `costeo_bench_http_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'costeo-bench-http-'));
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const server = await startServer(opts.apiDir, opts.cache, {
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: '1',
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
    });
    try {
      return await measureDatabase('postgres', server, opts);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const opts = options();
  const started = performance.now();
  console.log(
    `Servidor: ${path.relative(process.cwd(), opts.apiDir) || '.'} (node --import tsx src/server.ts)`,
  );
  if (opts.db !== 'postgres') console.log(await benchPglite(opts));
  if (opts.db !== 'pglite') console.log(await benchPostgres(opts));
  console.log(
    `\nCarga media del sistema (1 min): ${loadavg()[0]?.toFixed(2) ?? '?'} en ` +
      `${availableParallelism()} núcleos; el cliente (autocannon) comparte la máquina con el ` +
      `servidor. Tiempo total: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
