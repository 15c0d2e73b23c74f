import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSummary } from '../../db/backup-format.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'costeo-';
const SUFFIX = '.backup.gz';

/** `costeo-2026-05-04T03-00-00-000Z.backup.gz`: names sort by time, and say it in UTC. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replaceAll(':', '-').replace('.', '-')}${SUFFIX}`;
}

/** The automatic backups in `dir`, newest first (other files there are never touched). */
export async function listBackups(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse();
}

/** Deletes all but the `keep` newest automatic backups; returns the names deleted. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export interface DailyBackups {
  /** Takes a backup now (the timer's own step); resolves with the file written. */
  runNow(): Promise<string>;
  /**
   * Settles once the start-up check is done: the backup taken when one was due (or its error
   * reported), else the next one scheduled.
   */
  ready: Promise<void>;
  /** Stops the timer and waits for a backup in progress (the database closes after). */
  stop(): Promise<void>;
}

/**
 * The server's daily backup of the embedded database: one at start when the newest is older than
 * a day (or there is none), then one a day, keeping the `keep` newest. It runs on a timer after
 * start-up, never on a request's path; a failure is logged and retried at the next tick.
 */
export function startDailyBackups(options: {
  dir: string;
  keep: number;
  write: (file: string) => Promise<BackupSummary>;
  onDone: (file: string, summary: BackupSummary, deleted: string[]) => void;
  onError: (error: unknown) => void;
  now?: () => Date;
  intervalMs?: number;
}): DailyBackups {
  const now = options.now ?? (() => new Date());
  const interval = options.intervalMs ?? DAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(0, delay));
    // Never what keeps the process alive.
    timer.unref();
  };

  const runNow = async (): Promise<string> => {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const file = path.join(options.dir, backupFileName(now()));
    const summary = await options.write(file);
    const deleted = await rotateBackups(options.dir, options.keep);
    options.onDone(file, summary, deleted);
    return file;
  };

  const tick = async () => {
    const step = runNow().catch(options.onError);
    running = step;
    await step;
    schedule(interval);
  };

  const first = async () => {
    const [newest] = await listBackups(options.dir);
    const age = newest
      ? now().getTime() - (await stat(path.join(options.dir, newest))).mtime.getTime()
      : Infinity;
    if (age >= interval) await tick();
    else schedule(interval - age);
  };
  const ready = first().catch((error: unknown) => {
    options.onError(error);
    schedule(interval);
  });

  return {
    runNow,
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
