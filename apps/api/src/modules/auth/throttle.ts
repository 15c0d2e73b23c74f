import { AppError } from '../../lib/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Login throttling (decision 019): per account and address, per address, and per account. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** The 6th failure for one account from one address inside the window is refused. */
  maxFailuresPerPair: 5,
  /** The 21st failure from one address inside the window (any accounts) is refused. */
  maxFailuresPerIp: 20,
  /** Failures of one account from every address before the account-wide delay starts. */
  accountFreeFailures: 10,
  /** The account-wide delay: 1 s after the 10th failure, doubling with each one, at most 60 s. */
  accountDelayBaseMs: 1000,
  accountDelayMaxMs: 60 * 1000,
  /** An address the account logged in from this recently skips the account-wide delay. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
  /** The 6th wrong old password on change_password/ inside the window is refused. */
  maxPasswordChangeFailures: 5,
};

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export function throttled(waitMs: number, detail: (wait: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('throttled', detail(inWords(seconds)), {
    headers: { 'Retry-After': String(seconds) },
    extra: { retry_after: seconds },
  });
}

const tooManyLogins = (wait: string) =>
  `Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en ${wait}.`;

/** How long the account waits after its latest failure, given the failures before this one. */
export function accountDelayMs(failures: number): number {
  const excess = failures - LOGIN_THROTTLE.accountFreeFailures;
  if (excess < 0) return 0;
  // 2 ** 6 s already passes the cap; stop there so a huge count cannot overflow.
  return Math.min(
    LOGIN_THROTTLE.accountDelayMaxMs,
    LOGIN_THROTTLE.accountDelayBaseMs * 2 ** Math.min(excess, 16),
  );
}

/**
 * Throttles kept in the database, so every API process shares them. Each attempt is written
 * first and counted afterwards: of N parallel attempts, the k-th to be stored sees at least k
 * rows, so no more than the limit ever get through (check-then-write would let them all in).
 * A refused attempt deletes its row: it never reached the password, and must not extend a wait.
 */
export function createThrottle(repository: AuthRepository, now: () => Date) {
  /** The wait (ms) that refuses the attempt, or null when it may go on to the password. */
  async function loginWait(usernameKey: string, ip: string, id: number, at: Date) {
    const since = new Date(at.getTime() - LOGIN_THROTTLE.windowMs);
    const untilOldestLeaves = (oldest: Date) =>
      oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime();
    const pair = await repository.countFailures({ kind: 'login', usernameKey, ip, since });
    if (pair.failures > LOGIN_THROTTLE.maxFailuresPerPair && pair.oldest) {
      return untilOldestLeaves(pair.oldest);
    }
    const address = await repository.countFailures({ kind: 'login', ip, since });
    if (address.failures > LOGIN_THROTTLE.maxFailuresPerIp && address.oldest) {
      return untilOldestLeaves(address.oldest);
    }
    // The owner's usual address is never held back by failures coming from elsewhere.
    const knownSince = new Date(at.getTime() - LOGIN_THROTTLE.knownAddressMs);
    if (await repository.isKnownLoginAddress(usernameKey, ip, knownSince)) return null;
    const account = await repository.countFailures({
      kind: 'login',
      usernameKey,
      since,
      exceptId: id,
    });
    const delay = accountDelayMs(account.failures);
    if (delay > 0 && account.newest) {
      const wait = account.newest.getTime() + delay - now().getTime();
      if (wait > 0) return wait;
    }
    return null;
  }

  return {
    /**
     * Stores a login attempt as a failure before the password is checked and returns its id
     * (`loginSucceeded` removes it when the password turns out right). Refused: 429.
     */
    async beginLoginAttempt(usernameKey: string, ip: string): Promise<number> {
      const at = now();
      const id = await repository.recordLoginFailure(usernameKey, ip, 'login', at);
      const wait = await loginWait(usernameKey, ip, id, at);
      if (wait !== null) {
        await repository.deleteLoginFailure(id);
        throw throttled(wait, tooManyLogins);
      }
      return id;
    },

    /** The right password: forget this address's failures and remember it as the owner's. */
    async loginSucceeded(usernameKey: string, ip: string): Promise<void> {
      await repository.clearPairFailures(usernameKey, ip);
      await repository.rememberLoginAddress(usernameKey, ip, now());
    },

    /**
     * A check of the old password on change_password/, on its own counter per account (the
     * caller is already signed in): it never throttles the login, nor the login it.
     */
    async beginPasswordCheck(usernameKey: string, ip: string): Promise<number> {
      const at = now();
      const id = await repository.recordLoginFailure(usernameKey, ip, 'password_change', at);
      const since = new Date(at.getTime() - LOGIN_THROTTLE.windowMs);
      const { failures, oldest } = await repository.countFailures({
        kind: 'password_change',
        usernameKey,
        since,
      });
      if (failures > LOGIN_THROTTLE.maxPasswordChangeFailures && oldest) {
        await repository.deleteLoginFailure(id);
        throw throttled(
          oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime(),
          (wait) => `Demasiados intentos con la contraseña actual. Inténtalo de nuevo en ${wait}.`,
        );
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
    async purgeBefore(
      at: Date,
    ): Promise<{ loginFailures: number; registrations: number; knownAddresses: number }> {
      const ago = (ms: number) => new Date(at.getTime() - ms);
      return {
        loginFailures: await repository.deleteFailuresBefore(ago(LOGIN_THROTTLE.windowMs)),
        registrations: await repository.deleteRegistrationsBefore(ago(REGISTRATION_WINDOW_MS)),
        knownAddresses: await repository.deleteKnownAddressesBefore(
          ago(LOGIN_THROTTLE.knownAddressMs),
        ),
      };
    },
  };
}
