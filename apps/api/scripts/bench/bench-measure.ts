import type { FastifyInstance, InjectOptions } from 'fastify';
import type { QueryCounter } from './bench-database.ts';

/** One measured figure: the server's own time (onResponse `reply.elapsedTime`) over N requests. */
export interface Measurement {
  name: string;
  targetMs: number;
  medianMs: number;
  p95Ms: number;
  /**
   * Median CPU time of this process per request (user + system, process.cpuUsage around the
   * inject): what the API itself spent, whatever the other processes on the machine were doing.
   * On PGlite it includes the database (same process); on PostgreSQL the server's work is not in it.
   */
  cpuMs: number;
  /** SQL statements per request (the most seen, so a growing count shows). */
  queries: number;
  runs: number;
}

/**
 * Times requests through `app.inject` with the app's own clock: Fastify's `reply.elapsedTime`
 * read in an onResponse hook, i.e. from the request's arrival to the response sent, inside the
 * process (no network, no client). Add the hook before `app.ready()`.
 */
export function createServerTimer(app: FastifyInstance) {
  let last = Number.NaN;
  app.addHook('onResponse', async (_request, reply) => {
    last = reply.elapsedTime;
  });
  return { lastElapsed: () => last };
}

function percentile(sorted: number[], p: number): number {
  // Nearest rank: the smallest value with at least p % of the values at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export async function measure(options: {
  app: FastifyInstance;
  timer: ReturnType<typeof createServerTimer>;
  queries: QueryCounter;
  name: string;
  targetMs: number;
  runs: number;
  warmup: number;
  /** The request for run `i` (a PATCH changes its price on every run). */
  request: (run: number) => InjectOptions;
  expectStatus?: number;
}): Promise<Measurement> {
  const { app, timer, queries, runs, warmup } = options;
  const times: number[] = [];
  const cpu: number[] = [];
  let maxQueries = 0;
  for (let run = 0; run < warmup + runs; run += 1) {
    const before = queries.count;
    const cpuBefore = process.cpuUsage();
    const response = await app.inject(options.request(run));
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (response.statusCode !== (options.expectStatus ?? 200)) {
      throw new Error(`${options.name}: ${response.statusCode} ${response.body.slice(0, 500)}`);
    }
    if (run < warmup) continue;
    times.push(timer.lastElapsed());
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    maxQueries = Math.max(maxQueries, queries.count - before);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    name: options.name,
    targetMs: options.targetMs,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    cpuMs: percentile(cpu, 50),
    queries: maxQueries,
    runs,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

const verdict = (value: number, target: number) => (value < target ? 'PASS' : 'FAIL');

/** A plain-text table: figure, median, p95, queries, target, PASS/FAIL on the median and the p95. */
export function formatTable(title: string, rows: Measurement[]): string {
  const header = [
    'Medida',
    'mediana ms',
    'p95 ms',
    'CPU ms',
    'consultas',
    'objetivo',
    'mediana',
    'p95',
  ];
  const body = rows.map((row) => [
    `${row.name} (n=${row.runs})`,
    ms(row.medianMs),
    ms(row.p95Ms),
    ms(row.cpuMs),
    String(row.queries),
    `< ${row.targetMs} ms`,
    verdict(row.medianMs, row.targetMs),
    verdict(row.p95Ms, row.targetMs),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [title, line(header), rule, ...body.map(line)].join('\n');
}
