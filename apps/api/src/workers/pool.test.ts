import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WAIT_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { AppError } from '../lib/app-error.ts';
import { createWorkPool, WorkLimitError, type WorkPool } from './pool.ts';

const FIXTURE = fileURLToPath(new URL('../../test/worker-fixture.ts', import.meta.url));
const pools: WorkPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

function fixturePool(options: Parameters<typeof createWorkPool>[0] = {}) {
  const pool = createWorkPool({ filename: FIXTURE, ...options });
  pools.push(pool);
  // The fixture's kinds are not the production task kinds.
  return (kind: string, input: object, limit: 'import' | 'export' = 'import') =>
    pool.run(kind as never, input as never, { limit });
}

describe('the worker pool (decision 018)', () => {
  it('runs a TypeScript task file in a thread and answers its value', async () => {
    const run = fixturePool();
    await expect(run('echo', { value: { a: [1, 2] } })).resolves.toEqual({ a: [1, 2] });
  });

  it('terminates a task past its time limit, and the pool still works after', async () => {
    const run = fixturePool({ threads: 1, timeLimitMs: { import: 200 } });
    // A 60 s spin answered with the timeout error: the thread was stopped at its limit.
    await expect(run('spin', { ms: 60_000 })).rejects.toEqual(new WorkLimitError('timeout'));
    await expect(run('echo', { value: 'again' })).resolves.toBe('again');
  });

  it('refuses a task whose thread runs out of memory, and the pool still works after', async () => {
    const run = fixturePool({ threads: 1, maxOldGenerationMb: 32 });
    await expect(run('allocate', {}, 'export')).rejects.toEqual(new WorkLimitError('memory'));
    await expect(run('echo', { value: 'alive' })).resolves.toBe('alive');
  });

  it('stops a task whose buffers grow the process past its bound, and gives the memory back', async () => {
    const run = fixturePool({ threads: 1, maxRssGrowthMb: 160 });
    await run('echo', {});
    const before = process.memoryUsage.rss();
    // Outside the heap: the 256 MB heap limit alone would let this grow until the time limit.
    await expect(run('hoard-buffers', {})).rejects.toEqual(new WorkLimitError('memory'));
    // The thread was terminated: what it held left the process with it.
    await expect
      .poll(() => process.memoryUsage.rss() - before, { timeout: WAIT_TIMEOUT_MS })
      .toBeLessThan(64 * 2 ** 20);
    await expect(run('echo', { value: 'after' })).resolves.toBe('after');
  });

  it('answers busy (429 with Retry-After) when the queue is full, never hangs', async () => {
    const run = fixturePool({ threads: 1, maxQueue: 1, timeLimitMs: { import: 3_000 } });
    // A thread still starting adds room of its own: measure the queue of a warm pool.
    await run('echo', {});
    const outcomes = await Promise.allSettled([
      run('spin', { ms: 1_000 }),
      run('spin', { ms: 10 }),
      run('spin', { ms: 10 }),
    ]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.body).toMatchObject({ code: 'throttled' });
    expect(error.headers['Retry-After']).toMatch(/^\d+$/);
  });
});
