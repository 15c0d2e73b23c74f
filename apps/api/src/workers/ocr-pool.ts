import { createWorkPool, type WorkPool, type WorkPoolOptions } from './pool.ts';

/**
 * The OCR pool (issue 36, decision 044): photos and scans of albaranes are read here, apart from
 * the imports and exports, so a page being read never holds up a price list. One thread on the
 * 2-core machine (the event loop keeps the other core); its recogniser — the Spanish model, ~40 MB
 * once loaded — stays warm for 10 idle minutes, then leaves with the thread. Tasks wait up to a
 * minute for it (three photos at once queue behind each other), and each page set has 60 s.
 */
export const OCR_POOL_DEFAULTS = {
  threads: 1,
  maxQueue: 6,
  maxWaitMs: 60_000,
  idleTimeoutMs: 10 * 60_000,
} satisfies WorkPoolOptions;

export function createOcrPool(options: WorkPoolOptions = {}): WorkPool {
  return createWorkPool({ ...OCR_POOL_DEFAULTS, ...options });
}
