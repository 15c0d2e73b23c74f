import { AppError } from '../lib/app-error.ts';

export const USER_WORK_RETRY_AFTER_SECONDS = 5;

/**
 * At most one import or export in flight per user (decision 018), so one account cannot take
 * every worker thread. Per process: with N instances behind a load balancer each instance bounds
 * its own work (a user could have N at once), which still keeps any one event loop responsive.
 */
export function createUserWorkGuard() {
  const inFlight = new Set<number>();
  return {
    async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
      if (inFlight.has(userId)) {
        throw new AppError(
          'throttled',
          'Ya tienes una importación o exportación en curso. Espera a que termine y vuelve a intentarlo.',
          { headers: { 'Retry-After': String(USER_WORK_RETRY_AFTER_SECONDS) } },
        );
      }
      inFlight.add(userId);
      try {
        return await work();
      } finally {
        inFlight.delete(userId);
      }
    },
  };
}

export type UserWorkGuard = ReturnType<typeof createUserWorkGuard>;
