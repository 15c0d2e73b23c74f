import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite, queryRows, type Database } from './client.ts';
import { analyzeDatabase, startPlannerStatistics } from './maintenance.ts';

describe('planner statistics on the embedded database', () => {
  let database: Database | null = null;
  afterEach(async () => {
    vi.useRealTimers();
    await database?.close();
    database = null;
  });

  async function catalogRowEstimate(): Promise<number> {
    const [row] = await queryRows<{ reltuples: number }>(
      database!.db,
      sql`select reltuples::float8 as reltuples from pg_class where relname = 'ingredient_definitions'`,
    );
    return row!.reltuples;
  }

  it('a migrated PGlite has no statistics until ANALYZE, then knows the catalog size', async () => {
    database = await openPglite(null);
    await database.migrate();
    expect(await catalogRowEstimate()).toBeLessThan(1);
    await analyzeDatabase(database.db);
    expect(await catalogRowEstimate()).toBeGreaterThan(250);
  });

  it('the server analyzes at start and then on every interval until stopped', async () => {
    vi.useFakeTimers();
    const execute = vi.fn().mockResolvedValue(undefined);
    const db = { execute } as unknown as Database['db'];
    const stop = startPlannerStatistics(db, { onError: vi.fn(), intervalMs: 1000 });
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(execute).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(execute).toHaveBeenCalledTimes(3);
  });
});
