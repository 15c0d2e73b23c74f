/**
 * `npm run bench:hostile` (issues 15, 30 and 36, decision 018): starts the real server on the
 * embedded database, sends three of each hostile file at once from three Pro accounts while
 * polling /api/health/ every 50 ms, then the 1 GiB flate-bomb PDF three times in a row from a
 * free account, and prints per case the answers, the time, the worst health answer and the RSS
 * after; exits non-zero when a bar fails. The API suite runs the same check
 * (test/hostile-files.test.ts) for what does not depend on the machine's speed: every file
 * answered as it should be, health always answering, the RSS bounded and given back; the time
 * bars (health within 500 ms, each request within 15 s, the bomb within 10 s) are this
 * benchmark's (issue 29).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HOSTILE_GROUPS,
  hostileFiles,
  hostileKinds,
  type Account,
  type HostileGroup,
} from './hostile-kinds.ts';
import { call, freeAccount, proAccount, rssOf, sleep, startServer, stop } from './real-server.ts';

export { HOSTILE_GROUPS, type HostileGroup } from './hostile-kinds.ts';

export const BARS = {
  healthMs: 500,
  rssBytes: 1024 ** 3,
  requestMs: 15_000,
  /** Issue 30: each flate bomb answered within 10 s, and the RSS back within 200 MB after it. */
  bombMs: 10_000,
  rssGivenBackBytes: 200 * 2 ** 20,
};

export interface HostileResult {
  kind: string;
  status: number;
  detail: string;
  ms: number;
  /** 429s answered first (the pool busy with the other files) and sent again, as a client does. */
  busy?: number;
}

/** A 429 is sent again after its Retry-After, this many times at most. */
const BUSY_RETRIES = 3;
/** Per case: the worst health answer while it ran and the server's RSS once it was answered. */
export interface HostileCase {
  kind: string;
  healthWorstMs: number;
  rssPeakBytes: number;
  rssAfterBytes: number;
}
/** The flate bomb three times in a row from a free account (issue 30's acceptance). */
export interface BombReport {
  results: HostileResult[];
  rssBeforeBytes: number;
  /** The RSS `settleMs` after the third answer (the bench waits a minute; the test polls). */
  rssSettledBytes: number;
  settledAfterMs: number;
}
export interface HostileReport {
  health: { count: number; failed: number; worstMs: number; p99Ms: number };
  /**
   * Highest VmRSS sampled (every 50 ms) while issue 15's files ran (the first six kinds, three at
   * once each): the 1 GiB bar, as that issue set it.
   */
  peakRssBytes: number;
  /**
   * Highest VmRSS over every kind, issue 30's included, one after the other on one process:
   * printed, not a bar. The pool's threads keep what each file made them hold until they leave
   * (20 s idle), so it grows with the number of kinds run back to back (~950–1 080 MB here).
   */
  peakRssAllBytes: number;
  /** VmRSS before them, and the process's VmHWM (with the bench's new data dir, its seeding). */
  baselineRssBytes: number;
  highWaterMarkBytes: number;
  results: HostileResult[];
  cases: HostileCase[];
  bomb: BombReport;
  /** What went wrong whatever the machine's speed: a wrong answer, health down, the RSS. */
  failures: string[];
  /** The time bars missed (BARS.healthMs, BARS.requestMs): the benchmark's, not the test's. */
  slow: string[];
}

/** The kinds of issue 15, whose peak RSS has the 1 GiB bar (the first six sent). */
const ISSUE_15_KINDS = [
  'xlsx XFD',
  'zip bomb',
  'PDF 20 000',
  'PNG bomb',
  'XML entities',
  'XML 4.9 MB',
];

/** Answers that may be a plain 200: the ficha técnica made breakable, an honest heavy photo. */
const SERVED = new Set(['PDF 20 000', 'JPEG 10 MB']);

/** The user-facing words of an answer: its detail, or the first message of a field. */
function detailOf(body: string): string {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    if (typeof json.detail === 'string') return json.detail;
    const first = Object.values(json).find(Array.isArray) as unknown[] | undefined;
    return typeof first?.[0] === 'string' ? first[0] : body.slice(0, 120);
  } catch {
    return body.slice(0, 40);
  }
}

export interface HostileOptions {
  log?: (line: string) => void;
  /** How long to wait after the third flate bomb before reading the RSS (the bench: a minute). */
  settleMs?: number;
  /** Instead of waiting `settleMs`, poll until the RSS is back within the bar (the test). */
  pollSettle?: boolean;
  /**
   * A data dir whose database is already migrated (the test's copy of the run's template): the
   * server starts once, on it. Without it (the bench) a new data dir is migrated by a first start.
   */
  dataDir?: string;
}

/** One server with its accounts, sending the hostile files group by group (hostileCheck's steps). */
export interface HostileRun {
  /** Every kind, in the order they are sent, with its group. */
  readonly kinds: readonly { kind: string; group: HostileGroup }[];
  /** Three of each kind of the group at once from the three Pro accounts, kind after kind. */
  sendGroup(group: HostileGroup): Promise<HostileResult[]>;
  /** The 1 GiB flate bomb three times in a row from the free account, then the RSS settling. */
  bombs(): Promise<BombReport>;
  /** Stops the health polling and reports (and logs) everything sent; after {@link bombs}. */
  report(): Promise<HostileReport>;
  /** Stops the server and removes its data dir. */
  close(): Promise<void>;
}

/**
 * Starts the server, registers the accounts and starts polling /api/health/ every 50 ms; the
 * files are sent by the run's steps. The caller closes it.
 */
export async function openHostileRun({
  log = console.log,
  settleMs = 60_000,
  pollSettle = false,
  dataDir: migrated,
}: HostileOptions = {}): Promise<HostileRun> {
  const files = await hostileFiles();
  const dataDir = migrated ?? mkdtempSync(path.join(tmpdir(), 'costeo-hostile-'));
  // A brand-new embedded database is migrated and seeded with the catalog at the first start,
  // which alone raises the RSS to ~1 GB for a while; measure a restarted server, as in production.
  if (!migrated) await stop((await startServer(dataDir)).child);
  const { base, child } = await startServer(dataDir);
  if (child.pid === undefined) throw new Error('the server has no pid');
  const pid: number = child.pid;
  const latencies: number[] = [];
  let healthFailed = 0;
  // Shared with the poller below (an object: the poller reads what the steps write).
  const state = { phase: 'accounts', sampling: false, polling: true };
  const slowest = { ms: 0, phase: '' };
  let peakRss = 0;
  const worstOf = new Map<string, number>();
  const peakOf = new Map<string, number>();
  const poller = (async () => {
    while (state.polling) {
      const started = performance.now();
      const answer = await fetch(`${base}/health/`).catch(() => null);
      if (answer?.status !== 200) healthFailed += 1;
      await answer?.arrayBuffer();
      const ms = performance.now() - started;
      latencies.push(ms);
      // Registering accounts (argon2) is set-up, not under test: the bars start after it.
      if (state.phase !== 'accounts' && ms > slowest.ms) {
        Object.assign(slowest, { ms, phase: state.phase });
      }
      if (state.sampling) {
        const { rss } = rssOf(pid);
        peakRss = Math.max(peakRss, rss);
        peakOf.set(state.phase, Math.max(peakOf.get(state.phase) ?? 0, rss));
      }
      if (state.phase !== 'accounts') {
        worstOf.set(state.phase, Math.max(worstOf.get(state.phase) ?? 0, ms));
      }
      await sleep(50);
    }
  })();
  const close = async () => {
    state.polling = false;
    await poller.catch(() => undefined);
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let accounts: Account[];
  let free: string;
  try {
    accounts = await Promise.all([1, 2, 3].map((i) => proAccount(base, i)));
    free = await freeAccount(base);
  } catch (error) {
    await close();
    throw error;
  }
  // The machine's own noise: health latency with nothing hostile in flight.
  state.phase = 'quiet';
  const quietFrom = latencies.length;
  const polled = () => latencies.slice(quietFrom);
  await sleep(2_000);
  const quietWorst = Math.max(0, ...latencies.slice(quietFrom));
  const baseline = rssOf(pid).rss;
  state.sampling = true;

  const kinds = hostileKinds(base, files);
  const results: HostileResult[] = [];
  const cases: HostileCase[] = [];
  const answer = async (kind: string, sent: Promise<Response>, started: number) => {
    const response = await sent;
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await response.text() : '';
    if (!body) await response.arrayBuffer();
    const ms = performance.now() - started;
    return { kind, status: response.status, detail: body ? detailOf(body) : type, ms };
  };
  /**
   * Three files at once on a pool of two threads: the third waits for one, and on a loaded
   * machine that wait may pass the pool's limit — a 429 with Retry-After, which a client (the
   * web app too) answers by sending the file again. The file's own answer is what is checked.
   */
  const answerOf = async (kind: string, send: () => Promise<Response>) => {
    const started = performance.now();
    for (let busy = 0; ; busy += 1) {
      const response = await send();
      if (response.status !== 429 || busy === BUSY_RETRIES) {
        const result = await answer(kind, Promise.resolve(response), started);
        return busy > 0 ? { ...result, busy } : result;
      }
      await response.arrayBuffer();
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await sleep(1000 * (Number.isFinite(seconds) && seconds > 0 ? seconds : 1));
    }
  };
  async function sendGroup(group: HostileGroup): Promise<HostileResult[]> {
    const answeredInGroup: HostileResult[] = [];
    for (const { kind, send } of kinds.filter((k) => k.group === group)) {
      state.phase = kind;
      const answered = await Promise.all(
        accounts.map((account) => answerOf(kind, () => send(account))),
      );
      results.push(...answered);
      answeredInGroup.push(...answered);
      const rssAfterBytes = rssOf(pid).rss;
      cases.push({
        kind,
        healthWorstMs: worstOf.get(kind) ?? 0,
        rssPeakBytes: Math.max(peakOf.get(kind) ?? 0, rssAfterBytes),
        rssAfterBytes,
      });
    }
    return answeredInGroup;
  }

  let bomb: BombReport | null = null;
  // Issue 30's acceptance: the 1 GiB flate bomb three times in a row from a free account, and
  // the RSS a minute later within 200 MB of what it was before the first.
  async function bombs(): Promise<BombReport> {
    state.phase = 'PDF bomb ×3 (free)';
    const bombResults: HostileResult[] = [];
    const rssBeforeBomb = rssOf(pid).rss;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const sent = call(base, 'POST', 'supplier-invoices/preview/', free, files.flateBomb);
      bombResults.push(await answer(state.phase, sent, performance.now()));
    }
    const rssAfterBombs = rssOf(pid).rss;
    cases.push({
      kind: state.phase,
      healthWorstMs: worstOf.get(state.phase) ?? 0,
      rssPeakBytes: Math.max(peakOf.get(state.phase) ?? 0, rssAfterBombs),
      rssAfterBytes: rssAfterBombs,
    });
    const settleStarted = performance.now();
    if (pollSettle) {
      while (
        rssOf(pid).rss - rssBeforeBomb > BARS.rssGivenBackBytes &&
        performance.now() - settleStarted < settleMs
      ) {
        await sleep(100);
      }
    } else {
      for (let waited = 0; waited < settleMs; waited += 10_000) {
        await sleep(Math.min(10_000, settleMs - waited));
        if (process.env.HOSTILE_TRACE)
          log(`  settling: ${(rssOf(pid).rss / 2 ** 20).toFixed(0)} MB`);
      }
    }
    bomb = {
      results: bombResults,
      rssBeforeBytes: rssBeforeBomb,
      rssSettledBytes: rssOf(pid).rss,
      settledAfterMs: performance.now() - settleStarted,
    };
    return bomb;
  }

  async function report(): Promise<HostileReport> {
    if (!bomb) throw new Error('report() comes after bombs()');
    peakRss = Math.max(peakRss, rssOf(pid).rss);
    const peakIssue15 = Math.max(
      0,
      ...ISSUE_15_KINDS.map((kind) => cases.find((c) => c.kind === kind)?.rssPeakBytes ?? 0),
    );
    state.polling = false;
    await poller;
    const highWaterMark = rssOf(pid).hwm;
    const sorted = polled().sort((a, b) => a - b);
    const health = {
      count: sorted.length,
      failed: healthFailed,
      worstMs: sorted.at(-1) ?? 0,
      p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    };
    const failures: string[] = [];
    const slow: string[] = [];
    if (health.failed > 0) failures.push(`health did not answer 200 ${health.failed} times`);
    if (health.worstMs > BARS.healthMs)
      slow.push(`health answered in ${health.worstMs.toFixed(0)} ms`);
    if (peakIssue15 > BARS.rssBytes) {
      failures.push(`peak RSS ${(peakIssue15 / 2 ** 20).toFixed(0)} MB under issue 15's files`);
    }
    const missing = kinds.filter((k) => !results.some((r) => r.kind === k.kind));
    for (const { kind } of missing) failures.push(`${kind}: never sent`);
    for (const r of [...results, ...bomb.results]) {
      // A hostile upload must be refused in Spanish; the ficha técnica and the heavy photo
      // (honest, only large) may simply be served.
      const refused = r.status >= 400 && r.status < 500 && /[a-záéíóúñ]/i.test(r.detail);
      const served = SERVED.has(r.kind) && r.status === 200;
      if (!(refused || served)) failures.push(`${r.kind}: ${r.status} ${r.detail}`);
      const bar = r.kind.startsWith('PDF bomb') ? BARS.bombMs : BARS.requestMs;
      if (r.ms > bar) slow.push(`${r.kind}: ${r.ms.toFixed(0)} ms`);
    }
    const givenBack = bomb.rssSettledBytes - bomb.rssBeforeBytes;
    if (givenBack > BARS.rssGivenBackBytes) {
      failures.push(`RSS ${(givenBack / 2 ** 20).toFixed(0)} MB over its size before the bombs`);
    }
    log(
      `health: quiet worst ${quietWorst.toFixed(0)} ms; ${health.count} polls, worst ${health.worstMs.toFixed(0)} ms (during: ${slowest.phase}), p99 ${health.p99Ms.toFixed(0)} ms`,
    );
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    log(
      `server RSS: ${mb(baseline)} before, peak ${mb(peakIssue15)} under issue 15's files (bar ${mb(BARS.rssBytes)}), ${mb(peakRss)} over every file; VmHWM ${mb(highWaterMark)}${migrated ? '' : ' (includes seeding the new database at start-up)'}`,
    );
    log('case                    answers            slowest   worst health  RSS peak   RSS after');
    for (const c of cases) {
      const answered = [...results, ...bomb.results].filter((r) => r.kind === c.kind);
      const statuses = answered.map((r) => r.status).join(' ');
      const slowestMs = Math.max(...answered.map((r) => r.ms));
      log(
        `${c.kind.padEnd(23)} ${statuses.padEnd(18)} ${slowestMs.toFixed(0).padStart(6)} ms ${c.healthWorstMs.toFixed(0).padStart(9)} ms ${mb(c.rssPeakBytes).padStart(9)} ${mb(c.rssAfterBytes).padStart(11)}`,
      );
    }
    log(
      `flate bomb ×3 from a free account: RSS ${mb(bomb.rssBeforeBytes)} before, ${mb(bomb.rssSettledBytes)} ${(bomb.settledAfterMs / 1000).toFixed(0)} s after the third answer`,
    );
    for (const r of [...results, ...bomb.results]) {
      log(`${r.kind.padEnd(23)} ${r.status}  ${r.ms.toFixed(0).padStart(6)} ms  ${r.detail}`);
    }
    const missed = [...failures, ...slow];
    log(missed.length === 0 ? 'every bar met' : `bars failed:\n  ${missed.join('\n  ')}`);
    return {
      health,
      peakRssBytes: peakIssue15,
      peakRssAllBytes: peakRss,
      baselineRssBytes: baseline,
      highWaterMarkBytes: highWaterMark,
      results,
      cases,
      bomb,
      failures,
      slow,
    };
  }

  return {
    kinds: kinds.map(({ kind, group }) => ({ kind, group })),
    sendGroup,
    bombs,
    report,
    close,
  };
}

/** The whole check in one go (the bench): every group, the bombs, the report. */
export async function hostileCheck(options: HostileOptions = {}): Promise<HostileReport> {
  const run = await openHostileRun(options);
  try {
    for (const group of HOSTILE_GROUPS) await run.sendGroup(group);
    await run.bombs();
    return await run.report();
  } finally {
    await run.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  hostileCheck()
    .then((report) => process.exit(report.failures.length + report.slow.length === 0 ? 0 : 1))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
