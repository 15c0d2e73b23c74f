import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESS_TIMEOUT_MS } from '../../../test-timeouts.ts';

/** Real `costeo` processes for the backup tests: the server and the CLI, as an operator runs them. */

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on now, as the kernel hands it out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node --import tsx src/server.ts` on a free port of 127.0.0.1 and waits for its health
 * route. `options.apiDir` runs another checkout's server (`npm run bench:http -- --tree`).
 */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number; apiDir?: string } = {},
): Promise<RunningServer> {
  const { timeoutMs = PROCESS_TIMEOUT_MS } = options;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: options.apiDir ?? apiDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    child,
    port,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export function costeo(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: PROCESS_TIMEOUT_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
