import { AppError } from '../../lib/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** The 6th failure for one username inside the window is refused. */
  maxFailuresPerUsername: 5,
  /** The 21st failure from one IP inside the window is refused. */
  maxFailuresPerIp: 20,
};

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

function throttled(waitMs: number, detail: (wait: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('throttled', detail(inMinutes(seconds)), {
    headers: { 'Retry-After': String(seconds) },
    extra: { retry_after: seconds },
  });
}

/**
 * Throttles kept in the database, so every API process shares them. Each attempt is written
 * first and counted afterwards: of N parallel attempts, the k-th to be stored sees at least k
 * rows, so no more than the limit ever get through (check-then-write would let them all in).
 */
export function createThrottle(repository: AuthRepository, now: () => Date) {
  return {
    /**
     * Stores a login attempt as a failure before the password is checked and returns its id
     * (delete it, or clear the username, when the password turns out right). Over a limit, the
     * attempt is forgotten (it never reached the password) and 429 is thrown.
     */
    async beginLoginAttempt(usernameKey: string, ip: string): Promise<number> {
      const at = now();
      const id = await repository.recordLoginFailure(usernameKey, ip, at);
      const since = new Date(at.getTime() - LOGIN_THROTTLE.windowMs);
      const checks = [
        {
          column: 'username' as const,
          key: usernameKey,
          max: LOGIN_THROTTLE.maxFailuresPerUsername,
        },
        { column: 'ip' as const, key: ip, max: LOGIN_THROTTLE.maxFailuresPerIp },
      ];
      for (const check of checks) {
        const { failures, oldest } = await repository.countFailures(check.column, check.key, since);
        if (failures > check.max && oldest) {
          await repository.deleteLoginFailure(id);
          throw throttled(
            oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime(),
            (wait) =>
              `Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en ${wait}.`,
          );
        }
      }
      return id;
    },

    /**
     * Stores a registration from `ip` and refuses it (429) past `limitPerHour`; returns the id,
     * to delete when the registration fails after all. A limit of 0 means no limit.
     */
    async beginRegistration(ip: string, limitPerHour: number): Promise<number | null> {
      if (limitPerHour <= 0) return null;
      const at = now();
      const id = await repository.recordRegistration(ip, at);
      const since = new Date(at.getTime() - REGISTRATION_WINDOW_MS);
      const { registrations, oldest } = await repository.countRegistrations(ip, since);
      if (registrations > limitPerHour && oldest) {
        await repository.deleteRegistration(id);
        throw throttled(
          oldest.getTime() + REGISTRATION_WINDOW_MS - now().getTime(),
          (wait) =>
            `Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en ${wait}.`,
        );
      }
      return id;
    },

    /** Deletes what no throttle window needs any more; returns how many rows went. */
    async purgeBefore(at: Date): Promise<{ loginFailures: number; registrations: number }> {
      return {
        loginFailures: await repository.deleteFailuresBefore(
          new Date(at.getTime() - LOGIN_THROTTLE.windowMs),
        ),
        registrations: await repository.deleteRegistrationsBefore(
          new Date(at.getTime() - REGISTRATION_WINDOW_MS),
        ),
      };
    },
  };
}
