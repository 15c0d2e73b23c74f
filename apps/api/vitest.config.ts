import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_TIMEOUT_MS } from '../../test-timeouts.ts';

/**
 * Files that replace a module with `vi.mock`: they need a module graph of their own, so they run
 * in the `-isolated` projects; every other file shares its worker's modules (`isolate: false`).
 */
export const API_ISOLATED_FILES = ['src/modules/costing/costing.engine-runs.test.ts'];

const apiDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The files whose behaviour depends on the database engine, with the reason: they run a second
 * time on the PostgreSQL server of TEST_DATABASE_URL (the `api-postgres` project). PGlite is
 * PostgreSQL itself (same parser, types, constraints and errors), so what differs is what a
 * single-connection WebAssembly engine in the process cannot show: row locks and transactions
 * racing on a pool of connections, advisory locks between processes, the node-postgres driver's
 * types and query counts, and the backup and migration paths of a server. The whole suite runs on
 * PGlite (issue 29). A file added here that does not exist fails the run.
 */
export const POSTGRES_FILES: Record<string, string> = {
  'src/modules/subscriptions/subscriptions.concurrency.test.ts':
    'concurrent upgrades and cancels on a pool of connections: row locks (SELECT … FOR UPDATE)',
  'src/modules/subscriptions/entitlements.service.test.ts':
    'the quota holds under 50 concurrent creates: the owner row lock between connections',
  'src/modules/subscriptions/subscriptions.routes.test.ts':
    'Idempotency-Key replay: a unique key decided by the database between requests',
  'src/modules/subscriptions/stripe-payments.test.ts':
    "Stripe's webhook events applied once when delivered twice at the same time",
  'src/modules/recipes/recipes.routes.test.ts':
    'the recipe quota under 30 concurrent creates on a pool of connections',
  'src/modules/recipes/recipes.randomised.test.ts':
    'stored figures under concurrent changes: transactions interleaving on several connections',
  'src/modules/recipes/recipes.queries.test.ts':
    'the number of queries of a price change, counted through the node-postgres driver',
  'src/modules/auth/auth-throttle.routes.test.ts':
    'login and registration limits kept in the database, with parallel attempts',
  'src/modules/auth/auth-throttle-account.routes.test.ts':
    'the per-account login throttle kept in the database, with parallel attempts',
  'src/modules/auth/password-reset.routes.test.ts':
    'two instances ticking the mail outbox at once claim each mail once (SKIP LOCKED)',
  'src/modules/digest/digest.service.test.ts':
    'two instances queue one weekly digest per account and week (a unique claim)',
  'src/modules/demo/demo.seed.test.ts':
    'two starts racing to seed the demo kitchen on one database (an advisory lock)',
  'src/modules/suppliers/suppliers.routes.test.ts':
    'two creates of one supplier name at once on a pool of connections: the unique index decides (201 and 400, no 500)',
  'src/modules/menus/menus-needs.routes.test.ts':
    "an event's needs for 80 guests in purchase formats (issue 37 acceptance): the WITH RECURSIVE through dishes and elaboraciones and its numeric sums, through the node-postgres driver",
  'src/modules/purchase-orders/purchase-orders.suggested.test.ts':
    "suggested orders (issue 37 acceptance): par levels, the last count, the ledger's purchases and the sales' theoretical use since, by Madrid day, split between suppliers by delivery day, through the node-postgres driver",
  'src/modules/purchase-orders/purchase-orders.routes.test.ts':
    "orders made at once numbered one after another on a pool of connections (the counter's upsert), and the order e-mailed with its PDF as the outbox's jsonb attachment",
  'src/modules/purchase-orders/purchase-orders.receive.test.ts':
    'receiving an order: the invoice applied in its own transaction, then the order marked received once (a conditional update) with its incidents as jsonb',
  'src/modules/menus/menus-events-needs.routes.test.ts':
    "the needs of a date range's events and a day's production sheet (issue 37): the events chosen by their date column and the WITH RECURSIVE over several menus, through the node-postgres driver",
  'src/modules/menus/quote-number.concurrency.test.ts':
    'quote numbers issued at once on a pool of connections: the event row lock and the counter upsert',
  'src/modules/supplier-invoices/supplier-invoices.ledger.test.ts':
    'the purchases ledger (issue 32): batched updates from VALUES lists, array columns, and the invoice, its supplier and its purchases in one transaction',
  'src/modules/supplier-invoices/supplier-invoices.queries.test.ts':
    'the number of queries of an invoice apply, counted through the node-postgres driver',
  'src/modules/ingredient-import/ingredient-import.received.test.ts':
    'a price list with the quantities received, recorded as purchases through the ledger in one transaction',
  'src/modules/delivery-notes/delivery-notes.routes.test.ts':
    'an albarán recorded through the ledger: purchases, prices and history in one transaction',
  'src/modules/sales/sales-use.read-model.test.ts':
    "the sales' theoretical use and cost (issue 33): the WITH RECURSIVE over elaboraciones, numeric sums and the Madrid day of each price change, through the node-postgres driver",
  'src/modules/stock/stock-close.routes.test.ts':
    "the month's close (issue 34): numeric sums of entries and purchases, the WITH RECURSIVE of a counted elaboración and the price in force at the Madrid day, through the node-postgres driver",
  'src/modules/sales/sales.routes.test.ts':
    "a till's sales imported in one transaction replacing the same layout's days; numeric sums and timestamps through the node-postgres driver",
  'src/modules/stock/stock-counts.routes.test.ts':
    "a count's entries from two phones syncing at once on a pool of connections: the unique client id decides (ON CONFLICT DO NOTHING), each entry stored once",
  'src/modules/waste/waste.routes.test.ts':
    "the waste log (issue 35): ON CONFLICT on the client id, the price history's Madrid days as JSON, numeric sums and the WITH RECURSIVE of a wasted dish, through the node-postgres driver",
  'src/modules/waste/waste-plan.routes.test.ts':
    "the prevention plan's versions (issue 35): saves sent at once on a pool of connections each get their own version (an advisory lock per owner), its PDF drawn from the log's summary",
  'src/modules/exports/leftovers-notice-pdf.routes.test.ts':
    "the leftovers notice (issue 35, Ley 1/2025 art. 8) on the carta and the menú del día PDFs, from the profile's columns read through node-postgres",
  'test/concurrent-start.test.ts':
    'two API processes migrating and seeding one empty database (advisory locks)',
  'test/number-bounds.test.ts':
    "numbers at the columns' limits: overflow errors through the node-postgres driver",
  'src/modules/backup/backup.postgres-cli.test.ts': 'the CLI backup and restore of a server',
  'src/modules/backup/backup.restore.test.ts':
    'the dump and the load through a PostgreSQL connection (another session code path)',
  'src/modules/backup/backup.photos.test.ts':
    "a recipe photo's bytes (bytea) through the node-postgres driver and back",
  'src/plugins/answer-cache.test.ts':
    "two servers on one database: a write through one reaches the other's kept answers",
  'src/db/postgres-pool.test.ts':
    "a connection the server cuts while the API holds it: node-postgres's pool and drizzle's transaction",
  'test/database-outage.test.ts':
    "a server stopped and started under load: the driver's pool, cut connections and 503s (issue 30)",
};

/**
 * Of POSTGRES_FILES, those with nothing to check on PGlite (node-postgres's pool, a server that
 * stops): they run in `api-postgres` only. The outage test stops a PostgreSQL server of its own
 * (not TEST_DATABASE_URL's, which the other files share): it needs the server's binaries
 * (initdb, pg_ctl), and fails without them.
 */
export const POSTGRES_ONLY_FILES = ['src/db/postgres-pool.test.ts', 'test/database-outage.test.ts'];

for (const file of Object.keys(POSTGRES_FILES)) {
  if (!existsSync(path.join(apiDir, file))) {
    throw new Error(
      `apps/api/vitest.config.ts: POSTGRES_FILES names ${file}, which does not exist`,
    );
  }
}
for (const file of POSTGRES_ONLY_FILES) {
  if (!(file in POSTGRES_FILES)) {
    throw new Error(
      `apps/api/vitest.config.ts: ${file} is in POSTGRES_ONLY_FILES, not in POSTGRES_FILES`,
    );
  }
}

/**
 * The API suite as a project on one database: `api` on PGlite (every file but
 * POSTGRES_ONLY_FILES), `api-postgres` on the PostgreSQL server of TEST_DATABASE_URL
 * (POSTGRES_FILES; its workers see COSTEO_TEST_DB=postgres). `npm test` runs both in one Vitest
 * run, so the files of the two share the machine's cores to the end.
 *
 * Every test file builds its own app on its own database, so the files of a worker can share the
 * imported modules instead of loading the API again for each file (`isolate: false`: the API
 * step 274 s → 209 s on the 2-core machine; docs/ARCHITECTURE.md, "Tests"). The few files that
 * mock a module run isolated, in `api-isolated`.
 */
export function apiProject(
  database: 'pglite' | 'postgres',
  options: { isolated?: boolean } = {},
): TestProjectInlineConfiguration {
  const isolated = options.isolated === true;
  const name = database === 'postgres' ? 'api-postgres' : 'api';
  const files =
    database === 'postgres'
      ? Object.keys(POSTGRES_FILES)
      : ['src/**/*.test.ts', 'test/**/*.test.ts'];
  return {
    root: apiDir,
    test: {
      name: isolated ? `${name}-isolated` : name,
      include: isolated ? API_ISOLATED_FILES : files,
      exclude: isolated
        ? []
        : database === 'pglite'
          ? [...API_ISOLATED_FILES, ...POSTGRES_ONLY_FILES]
          : API_ISOLATED_FILES,
      environment: 'node',
      // Worker threads start faster than child processes (324 → 282 s for the two projects here).
      pool: 'threads',
      isolate: isolated,
      globalSetup: ['test/global-setup.ts'],
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: TEST_TIMEOUT_MS,
      env: database === 'postgres' ? { COSTEO_TEST_DB: 'postgres' } : {},
    },
  };
}

/**
 * The API projects on one database: the shared-module files and the isolated ones (those mock a
 * module of the costing and are not about the engine: PGlite only).
 */
export function apiProjects(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const isolatedOnEngine = API_ISOLATED_FILES.some((file) => file in POSTGRES_FILES);
  return database === 'pglite' || isolatedOnEngine
    ? [apiProject(database), apiProject(database, { isolated: true })]
    : [apiProject(database)];
}

// `vitest --project api` from this directory, or through the root config's projects.
export default defineProject(apiProject('pglite'));
