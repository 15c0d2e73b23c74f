import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../lib/app-error.ts';
import type { TaskInput, TaskKind, TaskOutput, WorkerReply } from './tasks.ts';

/**
 * The worker-thread pool (decision 018): parsing uploads and rendering documents run here, never on
 * the event loop, each task with a time limit and every thread with a memory limit.
 */
export interface WorkPoolOptions {
  /** Threads (default: cores − 0, at most 2: the event loop keeps a core under load too). */
  threads?: number;
  /** Tasks waiting for a thread beyond the running ones; past it the pool answers busy. */
  maxQueue?: number;
  /** Longest wait for a thread (queue and thread start-up) before answering busy. */
  maxWaitMs?: number;
  /** Time limits from the moment a thread starts the task, by kind of work. */
  timeLimitMs?: Partial<Record<WorkClass, number>>;
  /** V8 old-generation heap of each thread; past it the thread dies and the task is refused. */
  maxOldGenerationMb?: number;
  /**
   * How far the process's RSS may grow over what it was when the pool was last idle while tasks
   * run; past it every running task is stopped (its thread terminated) and refused as too
   * complex. It bounds what the heap limit does not see: buffers, native decoders' memory.
   */
  maxRssGrowthMb?: number;
  /** The task module (tests use a fixture with slow and greedy tasks). */
  filename?: string;
  /** How long an idle thread stays (the OCR pool keeps its recogniser warm longer). */
  idleTimeoutMs?: number;
}

export type WorkClass = 'import' | 'export' | 'ocr';

export const WORK_DEFAULTS = {
  threads: Math.max(1, Math.min(2, availableParallelism())),
  maxQueue: 8,
  maxWaitMs: 20_000,
  /**
   * OCR (issue 36, decision 044): a photo is one page, a scan up to 4, each ~3–8 s on the 2-core
   * machine — and the first task of a thread loads the Spanish model too.
   */
  timeLimitMs: { import: 10_000, export: 10_000, ocr: 60_000 } satisfies Record<WorkClass, number>,
  maxOldGenerationMb: 256,
  maxRssGrowthMb: 768,
  /** How often the RSS is read while tasks run (reading it costs a few microseconds). */
  rssCheckMs: 50,
  /**
   * A thread idle this long exits, and what it held with it; the next task starts one (≈0.5 s).
   * Issue 30: the server's RSS is back within ~120 MB of idle 20 s after hostile uploads (warm
   * threads that never left kept ~280 MB).
   */
  idleTimeoutMs: 20_000,
};

/** Why a task was stopped; the caller words it for its own user. */
export class WorkLimitError extends Error {
  constructor(readonly reason: 'timeout' | 'memory') {
    super(`worker task stopped: ${reason}`);
    this.name = 'WorkLimitError';
  }
}

/** How the user is told that their file or document hit a limit: its field, and the words. */
export interface LimitWords {
  /** The request field the refusal names (`content_base64`); none: a `{detail}` answer. */
  field?: string;
  timedOut: string;
  tooComplex: string;
}

/** The words of a limit when the caller has none of its own (the errors plugin's safety net). */
export const FILE_LIMIT_WORDS: LimitWords = {
  timedOut: 'El archivo tardó demasiado en procesarse.',
  tooComplex: 'El archivo es demasiado complejo para procesarlo.',
};

/**
 * The one mapping of a worker limit to the answer (issue 30): a Spanish 400 on the file, never a
 * 500. Each caller words it for its own user; the errors plugin maps any limit nobody caught.
 */
export function refuseWorkLimit(error: WorkLimitError, words: LimitWords = FILE_LIMIT_WORDS) {
  const message = error.reason === 'timeout' ? words.timedOut : words.tooComplex;
  return words.field ? AppError.field(words.field, message) : new AppError('validation', message);
}

export const WORK_BUSY_RETRY_AFTER_SECONDS = 10;

const busy = () =>
  new AppError(
    'throttled',
    'El servidor está ocupado procesando otros archivos. Inténtalo de nuevo en unos segundos.',
    { headers: { 'Retry-After': String(WORK_BUSY_RETRY_AFTER_SECONDS) } },
  );

export interface WorkPool {
  run<K extends TaskKind>(
    kind: K,
    input: TaskInput<K>,
    options: { limit: WorkClass; transfer?: ArrayBuffer[] },
  ): Promise<TaskOutput<K>>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** Worker files are TypeScript: every thread loads tsx first, under `npm start` and vitest alike. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const TASKS_FILE = fileURLToPath(new URL('./tasks.ts', import.meta.url));

/** An AppError that crossed the thread boundary as plain data, rebuilt. */
function rebuild(refusal: NonNullable<WorkerReply<unknown>['refusal']>): AppError {
  const error = new AppError(refusal.code, refusal.detail);
  (error as { body: Record<string, unknown> }).body = refusal.body;
  return error;
}

/**
 * Runs tasks in the calling thread, with no limits: for services built outside the HTTP app (the
 * CLI, the demo seed), which never parse uploads or render documents for a user.
 */
export const inlineWorkPool: WorkPool = {
  async run(kind, input) {
    const { runTask } = await import('./tasks.ts');
    const reply = await runTask(kind, input);
    if (reply.refusal) throw rebuild(reply.refusal);
    return reply.value as never;
  },
  close: async () => undefined,
};

export function createWorkPool(options: WorkPoolOptions = {}): WorkPool {
  const threads = options.threads ?? WORK_DEFAULTS.threads;
  const maxWaitMs = options.maxWaitMs ?? WORK_DEFAULTS.maxWaitMs;
  const maxQueue = options.maxQueue ?? WORK_DEFAULTS.maxQueue;
  const timeLimits = { ...WORK_DEFAULTS.timeLimitMs, ...options.timeLimitMs };
  let inFlight = 0;
  const running = new Set<(why: 'memory') => void>();
  const maxRssGrowth = (options.maxRssGrowthMb ?? WORK_DEFAULTS.maxRssGrowthMb) * 2 ** 20;
  let idleRss = 0;
  let watch: NodeJS.Timeout | null = null;
  const watchMemory = () => {
    if (process.memoryUsage.rss() - idleRss <= maxRssGrowth) return;
    for (const stop of running) stop('memory');
  };
  const piscina = new Piscina({
    filename: options.filename ?? TASKS_FILE,
    // Threads start on demand and leave when idle (issue 30): whatever a file made a thread
    // hold — its heap grown by a large sheet, buffers — leaves the process with it.
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: options.idleTimeoutMs ?? WORK_DEFAULTS.idleTimeoutMs,
    execArgv: ['--import', TSX_LOADER],
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxOldGenerationMb ?? WORK_DEFAULTS.maxOldGenerationMb,
    },
  });

  async function run<K extends TaskKind>(
    kind: K,
    input: TaskInput<K>,
    { limit, transfer = [] }: { limit: WorkClass; transfer?: ArrayBuffer[] },
  ): Promise<TaskOutput<K>> {
    // Bounded here, not by piscina's own queue (which grows while threads start): running plus
    // waiting tasks never exceed threads + maxQueue.
    if (inFlight >= threads + maxQueue) throw busy();
    if (inFlight === 0) {
      idleRss = process.memoryUsage.rss();
      watch = setInterval(watchMemory, WORK_DEFAULTS.rssCheckMs);
      watch.unref();
    }
    inFlight += 1;
    const controller = new AbortController();
    // Read back in the catch below (a closure writes it, hence the object).
    const state: { stopped: 'busy' | 'timeout' | 'memory' | null } = { stopped: null };
    const stop = (why: 'busy' | 'timeout' | 'memory') => {
      state.stopped = why;
      controller.abort(why);
    };
    // The time limit starts when a thread starts the task (it says so on this port), so waiting
    // in the queue or for a thread to load is never counted as the file's own time.
    const { port1, port2 } = new MessageChannel();
    let timer = setTimeout(() => stop('busy'), maxWaitMs);
    port1.once('message', () => {
      // Only a task that runs can hold memory: a waiting one is never stopped for it.
      running.add(stop);
      clearTimeout(timer);
      timer = setTimeout(() => stop('timeout'), timeLimits[limit]);
    });
    try {
      const reply = (await piscina.run(
        { kind, input, started: port2 },
        { signal: controller.signal, transferList: [port2, ...transfer] },
      )) as WorkerReply<TaskOutput<K>>;
      if (reply.refusal) throw rebuild(reply.refusal);
      return reply.value as TaskOutput<K>;
    } catch (error) {
      if (state.stopped === 'busy') throw busy();
      if (state.stopped === 'timeout') throw new WorkLimitError('timeout');
      if (state.stopped === 'memory') throw new WorkLimitError('memory');
      const code = (error as { code?: string }).code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkLimitError('memory');
      throw error;
    } finally {
      running.delete(stop);
      inFlight -= 1;
      if (inFlight === 0 && watch) clearInterval(watch);
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    run,
    close: () => piscina.close({ force: true }),
  };
}
