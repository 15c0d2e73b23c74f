/**
 * The real API server as the scripts and tests that load it see it (`npm run bench:hostile`,
 * `npm run bench:ocr`, test/hostile-files.test.ts): a process on the embedded database on a free
 * port, its RSS read from /proc, and accounts registered through the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/processes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/**
 * The real server on a free port. A port free when asked can be taken before the server binds it
 * (another test's connection): a server that exits before answering is started again on another.
 */
export async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  let exitCode: number | null = null;
  for (let start = 0; start < 3; start += 1) {
    const port = await freePort();
    const child = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}/api`;
    for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
      try {
        if ((await fetch(`${base}/health/`)).ok) return { base, child };
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    if (child.exitCode === null) {
      await stop(child);
      throw new Error('the server did not start in 60 s');
    }
    exitCode = child.exitCode;
  }
  throw new Error(`the server exited (${String(exitCode)})`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${base}/${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

export async function proAccount(
  base: string,
  index: number,
): Promise<{ token: string; recipe: number }> {
  const username = `hostil${index}_${process.pid}`;
  const registered = await call(base, 'POST', 'register/', undefined, {
    username,
    email: `${username}@example.com`,
    password: 'sal-y-pimienta-2026',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const { access } = (await registered.json()) as { access: string };
  const upgrade = await call(base, 'POST', 'subscription/upgrade/', access, { plan_code: 'pro' });
  if (upgrade.status !== 200) throw new Error(`upgrade: ${upgrade.status} ${await upgrade.text()}`);
  // The ficha técnica's hostile text: 20 000 characters with no space (the contract's maximum).
  const recipe = await call(base, 'POST', 'recipes/', access, {
    name: `Receta hostil ${index}`,
    servings: 4,
    lines: [],
    instructions: 'a'.repeat(20_000),
  });
  if (recipe.status !== 201) throw new Error(`recipe: ${recipe.status} ${await recipe.text()}`);
  return { token: access, recipe: ((await recipe.json()) as { id: number }).id };
}

export async function freeAccount(base: string): Promise<string> {
  const username = `gratuito_${process.pid}`;
  const registered = await call(base, 'POST', 'register/', undefined, {
    username,
    email: `${username}@example.com`,
    password: 'sal-y-pimienta-2026',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  return ((await registered.json()) as { access: string }).access;
}
