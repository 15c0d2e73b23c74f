import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How often the embedded database refreshes its planner statistics. */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Refreshes the planner statistics of every table. PostgreSQL's autovacuum does this by itself;
 * PGlite runs no background workers, so without it an embedded database never gets statistics and
 * the planner guesses: the recursive sub-recipe query of a 5 000-recipe account took 162 ms instead
 * of 0.9 ms before its first ANALYZE (see `npm run bench`).
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Analyzes now and then every hour while the server lives (the timer never keeps the process
 * alive). Returns the function that stops it.
 */
export function startPlannerStatistics(
  db: Db,
  options: { onError: (error: unknown) => void; intervalMs?: number },
): () => void {
  const run = () => {
    analyzeDatabase(db).catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
