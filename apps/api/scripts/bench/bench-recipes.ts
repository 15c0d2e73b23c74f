/*
 * `npm run bench`: the recipes performance benchmark (issue 8, DESIGN.md §8). Generates a large
 * account (2 000 products, 5 000 recipes of 40 lines, sub-recipes three levels deep) on PGlite and,
 * when a server is reachable, on PostgreSQL, and prints the server's own time for the figures the
 * design sets targets for, with the SQL statements each request issued. A report: it exits 0 even
 * when a target is missed, and 1 only when something breaks.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
 * when it answers; the benchmark creates its own database on that server and drops it at the end.
 * The sales case (bench-sales.ts) adds a month of 5 000 sales lines to the account and times their
 * theoretical use and cost of sales; the close case (bench-close.ts) counts 300 products on 30/09 and
 * 31/10, buys them in October and times the month's close. BENCH_ONLY=pglite|postgres runs one of the two;
 * BENCH_NO_ANALYZE=1 skips the VACUUM ANALYZE after the bulk load (what a PGlite database, which
 * has no autovacuum, looks like until someone analyzes it).
 */
import { availableParallelism, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices } from '../../src/services.ts';
import { generateAccount, type BenchAccount } from './bench-account.ts';
import {
  findPostgresUrl,
  openBenchPglite,
  openBenchPostgres,
  type BenchDatabase,
} from './bench-database.ts';
import { createServerTimer, formatTable, measure, type Measurement } from './bench-measure.ts';
import { benchClose } from './bench-close.ts';
import { benchSales } from './bench-sales.ts';

const JWT_SECRET = 'benchmark-secret-that-is-long-enough-for-hs256';

/**
 * Requests made before a figure is timed: a server in use has compiled its hot paths (V8's JIT
 * optimises a function after some hundreds of calls); the first few requests of a cold process
 * measure the compiler, not the server.
 */
const WARM_SERVER = 100;

async function signUp(app: FastifyInstance): Promise<{ id: number; authorization: string }> {
  const register = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username: 'bench', password: 'sal-y-pimienta-2026', email: 'bench@example.com' },
  });
  if (register.statusCode !== 201) throw new Error(`register: ${register.body}`);
  const body = register.json<{ user: { id: number }; access: string }>();
  const authorization = `Bearer ${body.access}`;
  // The business plan has no quotas: 2 000 products and 5 000 recipes are within it.
  const upgrade = await app.inject({
    method: 'POST',
    url: '/api/subscription/upgrade/',
    headers: { authorization },
    payload: { plan_code: 'business' },
  });
  if (upgrade.statusCode !== 200) throw new Error(`upgrade: ${upgrade.body}`);
  return { id: body.user.id, authorization };
}

async function ingredientsCost(app: FastifyInstance, authorization: string, id: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/recipes/${id}/`,
    headers: { authorization },
  });
  return response.json<{ ingredients_cost: string }>().ingredients_cost;
}

/** The ingredients screen's count of recipes using a product. */
async function recipesCountOf(app: FastifyInstance, authorization: string, productId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/ingredient-instances/${productId}/`,
    headers: { authorization },
  });
  return response.json<{ recipes_count: number }>().recipes_count;
}

async function runMeasurements(
  app: FastifyInstance,
  bench: BenchDatabase,
  timer: ReturnType<typeof createServerTimer>,
  authorization: string,
  account: BenchAccount,
): Promise<Measurement[]> {
  const headers = { authorization };
  const common = { app, timer, queries: bench.queries };
  const get = (url: string) => () => ({ method: 'GET' as const, url, headers });
  const results: Measurement[] = [];
  results.push(
    await measure({
      ...common,
      name: 'cost_analysis de la receta más profunda',
      targetMs: 5,
      runs: 200,
      warmup: WARM_SERVER,
      request: get(`/api/recipes/${account.deepestRecipeId}/cost_analysis/`),
    }),
  );
  results.push(
    await measure({
      ...common,
      name: 'cost_analysis de un plato sin elaboraciones',
      targetMs: 5,
      runs: 200,
      warmup: WARM_SERVER,
      request: get(`/api/recipes/${account.flatRecipeId}/cost_analysis/`),
    }),
  );
  results.push(
    await measure({
      ...common,
      name: 'página de 100 por margen (1.ª de 50)',
      targetMs: 50,
      runs: 30,
      warmup: 3,
      request: get('/api/recipes/?ordering=margin_pct&page_size=100'),
    }),
  );
  results.push(
    await measure({
      ...common,
      name: 'página de 100 por margen (25.ª de 50)',
      targetMs: 50,
      runs: 30,
      warmup: 3,
      request: get('/api/recipes/?ordering=-margin_pct&page_size=100&page=25'),
    }),
  );
  results.push(
    await measure({
      ...common,
      name: 'low_margin_recipes/',
      targetMs: 100,
      runs: 30,
      warmup: 3,
      request: get('/api/recipes/low_margin_recipes/'),
    }),
  );
  for (const [productId, used] of [
    [account.product1000Id, 1000],
    [account.product100Id, 100],
  ] as const) {
    const reachable = await recipesCountOf(app, authorization, productId);
    if (reachable !== used)
      throw new Error(`product ${productId}: ${reachable} recipes, not ${used}`);
    results.push(
      await measure({
        ...common,
        name: `PATCH precio de un producto en ${used} recetas`,
        targetMs: 500,
        runs: 10,
        warmup: 1,
        request: (run) => ({
          method: 'PATCH',
          url: `/api/ingredient-instances/${productId}/`,
          headers,
          // A different price every time, so every run re-costs the recipes.
          payload: { purchase_price: (150 + run * 7.5).toFixed(2) },
        }),
      }),
    );
  }
  return results;
}

async function benchmark(bench: BenchDatabase): Promise<string> {
  const config = {
    ...loadConfig({ JWT_SECRET, LOG_LEVEL: 'silent', REGISTRATION_LIMIT_PER_HOUR: '0' }),
    webDistDir: null,
  };
  const app = await buildApp({
    config,
    database: bench.database,
    jwtSecret: JWT_SECRET,
    logger: false,
  });
  const timer = createServerTimer(app);
  await app.ready();
  try {
    const user = await signUp(app);
    const services = createServices(bench.database.db);
    process.stdout.write(`${bench.label}: generando la cuenta… `);
    const account = await generateAccount(bench.database.db, services, user.id);
    const { products, recipes, figures } = account.timings;
    process.stdout.write(
      `${account.products} productos (${products.toFixed(1)} s), ` +
        `${account.recipes} recetas y ${account.lines} líneas (${recipes.toFixed(1)} s), ` +
        `cifras de las ${account.recipes} recetas por el servicio de costes (${figures.toFixed(1)} s)\n`,
    );
    const sample = await ingredientsCost(app, user.authorization, account.recipeUsing1000Id);
    const results = await runMeasurements(app, bench, timer, user.authorization, account);
    const after = await ingredientsCost(app, user.authorization, account.recipeUsing1000Id);
    if (after === sample) throw new Error('the price changes did not reach the recipes using it');
    const sales = await benchSales({
      app,
      db: bench.database.db,
      authorization: user.authorization,
      ownerId: user.id,
      queries: bench.queries,
    });
    const close = await benchClose({
      db: bench.database.db,
      services,
      ownerId: user.id,
      queries: bench.queries,
    });
    return [
      formatTable(`\n${bench.label} — ${bench.version}`, results),
      formatTable(`\n${bench.label} — ventas del TPV (issue 33, modelo de lectura)`, sales.results),
      sales.summary,
      formatTable(`\n${bench.label} — cierre del mes (issue 34)`, close.results),
      close.summary,
      'Tiempos del servidor (reply.elapsedTime); CPU ms: CPU del proceso de la API por petición (en PGlite incluye la base de datos).',
      `Un plato con el producto de 1 000 recetas: coste de ingredientes ${sample} → ${after} tras los cambios de precio.`,
      `Carga media del sistema (1 min) al terminar: ${loadavg()[0]?.toFixed(2) ?? '?'} en ${availableParallelism()} núcleos.`,
    ].join('\n');
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const started = performance.now();
  if (only !== 'postgres') {
    const bench = await openBenchPglite();
    try {
      console.log(await benchmark(bench));
    } finally {
      await bench.dispose();
    }
  }
  if (only !== 'pglite') {
    const url = await findPostgresUrl();
    if (!url) {
      console.log(
        '\nPostgreSQL: no hay servidor (BENCH_DATABASE_URL / TEST_DATABASE_URL); omitido.',
      );
    } else {
      const bench = await openBenchPostgres(url);
      try {
        console.log(await benchmark(bench));
      } finally {
        await bench.dispose();
      }
    }
  }
  console.log(`\nTiempo total: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
