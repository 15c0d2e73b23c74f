import { createHash } from 'node:crypto';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID_LINK,
  PASSWORD_RESET_SENT,
  type PasswordResetConfirm,
} from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { throttled } from './throttle.ts';

/** Password reset (decisions 031 and 035): link lifetime, the throttle and the mail cap. */
export const PASSWORD_RESET = {
  linkMs: 60 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
  /**
   * At most this many links (so mails) for one account within the hour. Requests past it are
   * answered as usual and mail nothing: a stranger's requests never refuse the owner's (issue 30),
   * and the newest mail's link still works.
   */
  maxMailsPerAccount: 5,
  /** The 21st request from one client address within the hour is refused (429). */
  maxPerIp: 20,
  /** Requests the mail loop handles per tick. */
  batch: 50,
};

/** Links are stored as their SHA-256 only. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tooManyRequests = (wait: string) =>
  `Demasiadas solicitudes para restablecer la contraseña. Inténtalo de nuevo en ${wait}.`;

export function createPasswordResetService(deps: {
  db: Db;
  users: UsersService;
  auth: AuthService;
  now: () => Date;
}) {
  const { db, users, auth, now } = deps;
  const repository = createPasswordResetRepository(db);

  /** Written first, counted after (as the login throttle): parallel requests cannot slip past. */
  async function recordRequest(addressKey: string, ip: string): Promise<void> {
    const at = now();
    const id = await repository.recordRequest(addressKey, ip, at, { pending: true });
    const since = new Date(at.getTime() - PASSWORD_RESET.windowMs);
    const { requests, oldest } = await repository.countRequests({ ip }, since);
    if (requests > PASSWORD_RESET.maxPerIp && oldest) {
      // A refused request is neither counted nor mailed.
      await repository.deleteRequest(id);
      throw throttled(
        oldest.getTime() + PASSWORD_RESET.windowMs - now().getTime(),
        tooManyRequests,
      );
    }
  }

  return {
    /**
     * POST /api/password-reset/: writes the request and answers, the same work and the same
     * answer whatever the address. Finding the account, making its link and queuing the mail are
     * the mail loop's (password-reset.mailer.ts): done here, they made a known address's answer
     * measurably slower (issue 30, decision 035).
     */
    async request(identifier: string, ip: string): Promise<{ detail: string }> {
      await recordRequest(identifier.trim().toLowerCase().slice(0, 254), ip);
      return { detail: PASSWORD_RESET_SENT };
    },

    /**
     * POST /api/password-reset/confirm/: a usable link sets the new password (registration's
     * rules) once, and every session of the account ends (as change_password/).
     */
    async confirm(request: PasswordResetConfirm): Promise<{ detail: string }> {
      const tokenHash = hashResetToken(request.token);
      const invalid = () => AppError.field('token', PASSWORD_RESET_INVALID_LINK);
      const link = await repository.findUsable(tokenHash, now());
      if (!link) throw invalid();
      const user = await users.getActiveUser(link.userId);
      if (!user) throw invalid();
      // A refused password leaves the link usable for a better one.
      users.checkNewPassword(user, request.new_password);
      if (!(await repository.consume(tokenHash, now()))) throw invalid();
      await users.setPassword(user.id, request.new_password);
      await auth.logoutAll(user.id);
      return { detail: PASSWORD_RESET_DONE };
    },
  };
}

/** Deletes throttle rows past the window and links used or expired a day ago. */
export function purgePasswordResetRecords(db: Db, at: Date): Promise<number> {
  const dayAgo = new Date(at.getTime() - 24 * 60 * 60 * 1000);
  return createPasswordResetRepository(db).purgeBefore(
    new Date(at.getTime() - PASSWORD_RESET.windowMs),
    dayAgo,
  );
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
