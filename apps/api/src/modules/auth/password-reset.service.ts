import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID_LINK,
  PASSWORD_RESET_SENT,
  type PasswordResetConfirm,
} from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailQueue } from '../mail/mail.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { throttled } from './throttle.ts';

/** Password reset (decision 031): link lifetime and the throttles of the request. */
export const PASSWORD_RESET = {
  linkMs: 60 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
  /** The 6th request for one address (or username) within the hour is refused. */
  maxPerAddress: 5,
  /** The 21st request from one client address within the hour is refused. */
  maxPerIp: 20,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const tooManyRequests = (wait: string) =>
  `Demasiadas solicitudes para restablecer la contraseña. Inténtalo de nuevo en ${wait}.`;

export function createPasswordResetService(deps: {
  db: Db;
  users: UsersService;
  auth: AuthService;
  mail: MailQueue;
  now: () => Date;
  /** Where the web app is served: the link is `${publicUrl}/restablecer?token=…`. */
  publicUrl: string;
}) {
  const { db, users, auth, mail, now } = deps;
  const repository = createPasswordResetRepository(db);

  /** Written first, counted after (as the login throttle): parallel requests cannot slip past. */
  async function throttle(addressKey: string, ip: string): Promise<void> {
    const at = now();
    const id = await repository.recordRequest(addressKey, ip, at);
    const since = new Date(at.getTime() - PASSWORD_RESET.windowMs);
    const checks = [
      { by: { addressKey }, max: PASSWORD_RESET.maxPerAddress },
      { by: { ip }, max: PASSWORD_RESET.maxPerIp },
    ];
    for (const check of checks) {
      const { requests, oldest } = await repository.countRequests(check.by, since);
      if (requests > check.max && oldest) {
        await repository.deleteRequest(id);
        throw throttled(
          oldest.getTime() + PASSWORD_RESET.windowMs - now().getTime(),
          tooManyRequests,
        );
      }
    }
  }

  return {
    /**
     * POST /api/password-reset/: the same answer whether or not the account exists; a mail only
     * when it does and has an address.
     */
    async request(identifier: string, ip: string): Promise<{ detail: string }> {
      const addressKey = identifier.trim().toLowerCase().slice(0, 254);
      await throttle(addressKey, ip);
      const user = await users.findForPasswordReset(identifier.trim());
      if (user && user.email !== '') {
        const token = randomBytes(32).toString('base64url');
        const at = now();
        const link = `${deps.publicUrl}/restablecer?token=${token}`;
        await db.transaction(async (tx) => {
          await repository.insertToken(
            user.id,
            hashToken(token),
            new Date(at.getTime() + PASSWORD_RESET.linkMs),
            at,
            tx,
          );
          await mail.enqueue(
            passwordResetMail({ to: user.email, username: user.username, link }),
            tx,
          );
        });
      }
      return { detail: PASSWORD_RESET_SENT };
    },

    /**
     * POST /api/password-reset/confirm/: a usable link sets the new password (registration's
     * rules) once, and every session of the account ends (as change_password/).
     */
    async confirm(request: PasswordResetConfirm): Promise<{ detail: string }> {
      const tokenHash = hashToken(request.token);
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
