import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './postgres-url.ts';
import { PROCESS_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { migratedDataDir } from './migrated-data-dir.ts';
import { apiDir, freePort } from './processes.ts';

// Real processes on the embedded database: start-up, demo seed, the data-dir lock, SIGTERM and
// kill -9. Runs once (in the PGlite pass); it does not depend on the database under test.
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, timeoutMs = PROCESS_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe.skipIf(testDatabaseUrl() !== undefined)('the server process', () => {
  it('creates the demo account on a new data dir, refuses a second process on it, stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'costeo-server-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    expect(first.output()).toContain('demo');

    const login = await fetch(`http://127.0.0.1:${port}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);

    const second = startServer(dataDir, await freePort());
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/ya está en uso/);
    expect(second.output()).toMatch(/already in use/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'costeo.lock'))).toBe(false);
  });

  it('keeps committed data after kill -9 and starts again on the same data dir', async () => {
    // Already migrated (the start on a new data dir is the test above): it opens it and serves.
    const dataDir = migratedDataDir('costeo-server-');
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    const register = await fetch(`http://127.0.0.1:${port}/api/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'superviviente',
        email: 's@example.com',
        password: 'no-se-pierde-nada',
      }),
    });
    expect(register.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const again = startServer(dataDir, port);
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superviviente', password: 'no-se-pierde-nada' }),
    });
    expect(login.status).toBe(200);
    // The demo account is only created on a brand-new database, not on every start.
    expect(again.output()).not.toContain('demo1234');
  });
});
