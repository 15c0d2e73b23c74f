import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { TEST_JWT_SECRET } from './build-test-app.ts';
import { adminUrl, testDatabaseUrl } from './postgres-url.ts';
import { apiDir, freePort } from './processes.ts';
import { PROCESS_TIMEOUT_MS } from '../../../test-timeouts.ts';

// Two real API processes started together on one empty PostgreSQL database (two replicas behind a
// load balancer): the migrations and the demo seed must run once, and neither process may crash.
const children: ChildProcess[] = [];

interface Started {
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

function startServer(databaseUrl: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(apiDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, output: () => output, exit };
}

/** Resolves when /api/health/ answers 200; rejects with the output when the process exits first. */
async function healthy(server: Started, timeoutMs = PROCESS_TIMEOUT_MS): Promise<void> {
  const state = { exited: false };
  void server.exit.then(() => (state.exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !state.exited) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server on ${server.port} is not healthy:\n${server.output()}`);
}

const serverUrl = testDatabaseUrl();

describe.skipIf(serverUrl === undefined)('two API processes started together', () => {
  // Named after the run's template, so the global teardown drops it even if this file crashes.
  const name = `${serverUrl ? inject('postgresTemplate') : 'none'}_start_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });

  afterAll(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('on an empty database with SEED_DEMO=1: both answer, one demo user, migrations applied once', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = adminUrl(serverUrl ?? '', name);

    const servers = [
      startServer(databaseUrl, await freePort()),
      startServer(databaseUrl, await freePort()),
    ];
    await Promise.all(servers.map((server) => healthy(server)));

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const users = await check.query(`select id from users where username = 'demo'`);
      expect(users.rowCount).toBe(1);
      const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
        entries: unknown[];
      };
      const migrations = await check.query<{ rows: number; hashes: number }>(
        'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]).toEqual({
        rows: journal.entries.length,
        hashes: journal.entries.length,
      });
      // The demo kitchen was seeded whole, once (not a second copy of its products).
      const products = await check.query<{ n: number }>(
        'select count(*)::int as n from ingredient_instances where owner_id = $1',
        [users.rows[0]?.id],
      );
      expect(products.rows[0]?.n).toBeGreaterThanOrEqual(25);
    } finally {
      await check.end();
    }
    // Exactly one of the two announced the demo account it created.
    const announced = servers.filter((server) => server.output().includes('demo1234'));
    expect(announced).toHaveLength(1);
  });
});
