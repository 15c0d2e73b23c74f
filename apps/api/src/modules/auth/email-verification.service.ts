import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_VERIFICATION_INVALID_LINK,
  EMAIL_VERIFICATION_SENT,
  EMAIL_VERIFIED,
} from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailQueue } from '../mail/mail.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { verificationMail } from './email-verification.mail.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { throttled } from './throttle.ts';

/** Address verification (decision 031): link lifetime and the resend limit. */
export const EMAIL_VERIFICATION = {
  linkMs: 7 * 24 * 60 * 60 * 1000,
  resendWindowMs: 60 * 60 * 1000,
  maxResendsPerHour: 5,
};

/**
 * Links carry `userId.expiry.signature`, an HMAC of the user, the address and the expiry under the
 * server's secret: nothing is stored, and a link mailed to an earlier address never confirms a
 * later one (the signature covers the address).
 */
export function createEmailVerificationService(deps: {
  db: Db;
  users: UsersService;
  mail: MailQueue;
  now: () => Date;
  secret: string;
  publicUrl: string;
}) {
  const { users, mail, now } = deps;
  const requests = createPasswordResetRepository(deps.db);

  const sign = (userId: number, email: string, expiry: number) =>
    createHmac('sha256', deps.secret)
      .update(`costeo-email-verification:${userId}:${email.toLowerCase()}:${expiry}`)
      .digest('base64url');

  async function send(userId: number): Promise<void> {
    const user = await users.getActiveUser(userId);
    if (!user || user.email === '' || user.emailVerifiedAt !== null) return;
    const expiry = Math.floor((now().getTime() + EMAIL_VERIFICATION.linkMs) / 1000);
    const token = `${user.id}.${expiry}.${sign(user.id, user.email, expiry)}`;
    const link = `${deps.publicUrl}/verificar?token=${token}`;
    await mail.enqueue(verificationMail({ to: user.email, username: user.username, link }));
  }

  return {
    /** After a registration or an e-mail change: mails the link to an unconfirmed address. */
    send,

    /** POST /api/profile/resend_verification/: at most 5 an hour per account. */
    async resend(userId: number, ip: string): Promise<{ detail: string }> {
      const key = `verify:${userId}`;
      const at = now();
      const id = await requests.recordRequest(key, ip, at, { pending: false });
      const since = new Date(at.getTime() - EMAIL_VERIFICATION.resendWindowMs);
      const { requests: count, oldest } = await requests.countRequests({ addressKey: key }, since);
      if (count > EMAIL_VERIFICATION.maxResendsPerHour && oldest) {
        await requests.deleteRequest(id);
        throw throttled(
          oldest.getTime() + EMAIL_VERIFICATION.resendWindowMs - now().getTime(),
          (wait) => `Ya te hemos enviado varios correos. Inténtalo de nuevo en ${wait}.`,
        );
      }
      await send(userId);
      return { detail: EMAIL_VERIFICATION_SENT };
    },

    /** POST /api/email-verification/confirm/: a valid, unexpired link for the current address. */
    async confirm(token: string): Promise<{ detail: string }> {
      const invalid = () => AppError.field('token', EMAIL_VERIFICATION_INVALID_LINK);
      const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) throw invalid();
      const [, idText = '', expiryText = '', signature = ''] = match;
      const userId = Number(idText);
      const expiry = Number(expiryText);
      if (expiry * 1000 <= now().getTime()) throw invalid();
      const user = await users.getActiveUser(userId);
      if (!user || user.email === '') throw invalid();
      const expected = Buffer.from(sign(user.id, user.email, expiry));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
      if (!(await users.markEmailVerified(user.id, user.email, now()))) throw invalid();
      return { detail: EMAIL_VERIFIED };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
