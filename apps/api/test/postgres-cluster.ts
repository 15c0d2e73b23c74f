import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './processes.ts';

/**
 * A PostgreSQL server of a test's own, in a temporary directory, that the test may stop and start
 * again (test/database-outage.test.ts): the shared server of TEST_DATABASE_URL must never go down
 * under the other files. Built with the server's own tools (initdb, pg_ctl), as an operator runs it.
 */
export interface PostgresCluster {
  port: number;
  /** A connection URL to one of its databases, over TCP on 127.0.0.1. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl stop`, waiting until it is down: `fast` rolls back what is in flight; `immediate` crashes. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`, waiting until the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it still runs (immediate) and removes its directory. */
  remove(): Promise<void>;
}

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The directory of initdb and pg_ctl: POSTGRES_BIN_DIR, or the newest /usr/lib/postgresql/<v>/bin
 * (Debian and Ubuntu keep them off the PATH). Missing binaries fail the test: never a silent skip.
 */
export function postgresBinDir(): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  const candidates = fromEnv
    ? [fromEnv]
    : existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join(DEBIAN_ROOT, version, 'bin'))
      : [];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (found) return found;
  throw new Error(
    `A PostgreSQL server of the test's own needs initdb and pg_ctl: none in ${
      fromEnv ?? `${DEBIAN_ROOT}/<version>/bin`
    }. Install the PostgreSQL server package or set POSTGRES_BIN_DIR.`,
  );
}

/**
 * initdb refuses to run as root: then the tools run as the `postgres` OS user (which the server
 * package creates), in a directory it owns.
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'costeo-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  const tool = async (name: string, args: string[]) => {
    const [command, fullArgs] = asServerUser(path.join(bin, name), args);
    try {
      await run(command, fullArgs);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
      throw new Error(`${name} ${args.join(' ')} failed: ${String(error)}\n${log}`, {
        cause: error,
      });
    }
  };

  // fsync off: the test stops the server (even immediately, as a crash: its WAL is written at each
  // commit) but the machine does not crash, so a committed write is in the kernel's page cache
  // either way; fsync only guards against losing the operating system. What "no acknowledged write
  // lost" checks is that the API answers 2xx only after COMMIT, and that recovery keeps every commit.
  const options = [
    `-k '${dir}'`,
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const isRunning = async () => {
    const [command, args] = asServerUser(path.join(bin, 'pg_ctl'), ['status', '-D', dataDir]);
    // 0: running; 3: not running (pg_ctl's documented exit codes).
    return run(command, args).then(
      () => true,
      () => false,
    );
  };

  const cluster: PostgresCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
    },
    async stop(mode) {
      await tool('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w']);
    },
    async start() {
      await tool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-o', options]);
    },
    async remove() {
      try {
        if (existsSync(dataDir) && (await isRunning())) await cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    if (process.getuid?.() === 0) {
      const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
      chownSync(dir, await id('-u'), await id('-g'));
    }
    await tool('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
