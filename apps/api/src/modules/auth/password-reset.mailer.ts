import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { MailQueue } from '../mail/mail.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { hashResetToken, PASSWORD_RESET } from './password-reset.service.ts';

/**
 * The second half of a password reset, run by the mail loop before it sends (decision 035): each
 * request the answer wrote is looked up; an account with an address gets a new link and its mail,
 * at most PASSWORD_RESET.maxMailsPerAccount an hour. Every instance's loop may run it at once: a
 * request is handled by the one that marks it, in the transaction that makes the link and queues
 * the mail, so a crash leaves it pending, never half done.
 */
export function createPasswordResetMailer(deps: {
  db: Db;
  users: UsersService;
  mail: MailQueue;
  now: () => Date;
  /** Where the web app is served: the link is `${publicUrl}/restablecer?token=…`. */
  publicUrl: string;
}) {
  const { db, users, mail, now } = deps;
  const repository = createPasswordResetRepository(db);

  /** True when a mail was queued. */
  async function handleRequest(request: { id: number; addressKey: string }): Promise<boolean> {
    const user = await users.findForPasswordReset(request.addressKey);
    const at = now();
    if (!user || user.email === '') {
      await repository.markHandled(request.id, at);
      return false;
    }
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.publicUrl}/restablecer?token=${token}`;
    return db.transaction(async (tx) => {
      if (!(await repository.markHandled(request.id, at, tx))) return false;
      const since = new Date(at.getTime() - PASSWORD_RESET.windowMs);
      const recent = await repository.countTokensSince(user.id, since, tx);
      // Past the cap the newest link already mailed stays usable: nothing new is needed.
      if (recent >= PASSWORD_RESET.maxMailsPerAccount) return false;
      await repository.insertToken(
        user.id,
        hashResetToken(token),
        new Date(at.getTime() + PASSWORD_RESET.linkMs),
        at,
        tx,
      );
      await mail.enqueue(passwordResetMail({ to: user.email, username: user.username, link }), tx);
      return true;
    });
  }

  return {
    /** Handles the pending requests (a batch, oldest first); returns the mails queued. */
    async queuePendingMails(): Promise<number> {
      let queued = 0;
      for (const request of await repository.findPending(PASSWORD_RESET.batch)) {
        if (await handleRequest(request)) queued += 1;
      }
      return queued;
    },
  };
}

export type PasswordResetMailer = ReturnType<typeof createPasswordResetMailer>;
