import type { MessagePort } from 'node:worker_threads';

/**
 * A worker task file for the pool's own tests: a task that spins, one that eats heap, one that
 * fills buffers outside the heap (as a native decoder does), one that answers. Same protocol as src/workers/tasks.ts (say "started", answer `{value}`).
 */
export default function work(task: {
  kind: 'spin' | 'allocate' | 'hoard-buffers' | 'echo';
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
  if (task.kind === 'hoard-buffers') {
    // 16 MiB every 20 ms, written so the pages are really taken, never let go: outside the V8
    // heap, so the heap limit never sees it. Asynchronous, as a decoder's stream is.
    const hoard: Uint8Array[] = [];
    return new Promise(() => {
      setInterval(() => hoard.push(new Uint8Array(16 * 2 ** 20).fill(7)), 20);
    });
  }
  return { value: task.input.value ?? 'ok' };
}
