import type { Db } from '../../db/client.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createThrottle } from './throttle.ts';

export interface PurgedAuthRecords {
  refreshTokens: number;
  loginFailures: number;
  registrations: number;
  knownAddresses: number;
}

/** Deletes expired refresh tokens and the throttle rows no window needs any more. */
export async function purgeExpiredAuthRecords(db: Db, at: Date): Promise<PurgedAuthRecords> {
  const repository = createAuthRepository(db);
  return {
    refreshTokens: await repository.deleteExpiredRefreshTokens(at),
    ...(await createThrottle(repository, () => at).purgeBefore(at)),
  };
}

export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `purge` now and then every hour while the server lives; the timer is unref'd so it never
 * keeps the process alive. Returns the function that stops it.
 */
export function startAuthCleanup(
  purge: () => Promise<unknown>,
  options: { onError: (error: unknown) => void; intervalMs?: number },
): () => void {
  const run = () => {
    purge().catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? AUTH_CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
