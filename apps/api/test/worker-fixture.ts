import type { MessagePort } from 'node:worker_threads';

/**
 * A worker task file for the pool's own tests: a task that spins, one that eats memory, one that
 * answers. Same protocol as src/workers/tasks.ts (say "started", answer `{value}`).
 */
export default function work(task: {
  kind: 'spin' | 'allocate' | 'echo';
  input: { ms?: number; value?: unknown };
  started: MessagePort;
}): unknown {
  task.started.postMessage('started');
  task.started.close();
  if (task.kind === 'spin') {
    const until = Date.now() + (task.input.ms ?? 60_000);
    while (Date.now() < until) {
      // Busy: only terminating the thread stops this.
    }
  }
  if (task.kind === 'allocate') {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
  }
  return { value: task.input.value ?? 'ok' };
}
