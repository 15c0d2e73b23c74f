import { PROCESS_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { createWorkPool, type WorkPool, type WorkPoolOptions } from '../src/workers/pool.ts';

/**
 * A work pool for the tests: the production limits, except the wait for a thread, which is as long
 * as a test waits for a process (issue 29). A thread's start (tsx, then every parser and renderer
 * of src/workers/tasks.ts) and the files queued before it stretch on a loaded machine: with the
 * production wait (20 s) a 5 MB sales file was answered «El servidor está ocupado…» at load 7,
 * with nothing wrong. Each task's own time limit still counts from its thread's start; the busy
 * answers themselves are pool.test.ts's and work-limits.routes.test.ts's, on pools of their own.
 */
export function createTestWorkPool(options: WorkPoolOptions = {}): WorkPool {
  return createWorkPool({ maxWaitMs: PROCESS_TIMEOUT_MS, ...options });
}
