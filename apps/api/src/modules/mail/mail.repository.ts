import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { mailOutbox, type MailAttachment, type MailKind } from '../../db/schema/mail.ts';

export type { MailAttachment };

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: MailKind;
  /** Where replies go; absent: the sender. */
  replyTo?: string | null;
  /** Files it carries (a purchase order's PDF). */
  attachments?: MailAttachment[];
  /** A mail with a key already in the outbox is not queued again. */
  dedupeKey?: string | null;
}

/** A claimed mail, as the loop sends it. */
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: MailAttachment[];
  attempts: number;
}

export function createMailRepository(db: Db) {
  return {
    /** Queues a mail; false when its dedupe key was already queued. */
    async insert(mail: NewMail, at: Date): Promise<boolean> {
      const rows = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          replyTo: mail.replyTo ?? null,
          attachments: mail.attachments ?? [],
          kind: mail.kind,
          dedupeKey: mail.dedupeKey ?? null,
          nextAttemptAt: at,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due mails: each one's next attempt moves to `leaseUntil`, so no other
     * instance takes it while this one sends (rows locked by a concurrent claim are skipped).
     * They come back in the order they were queued (`returning` alone has no order on
     * PostgreSQL), so of two reset mails the one with the newer link arrives last.
     */
    claimDue(at: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      return queryRows<ClaimedMail>(
        db,
        sql`with claimed as (
              update ${mailOutbox}
                 set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
               where id in (select id from ${mailOutbox}
                             where status = 'pending' and next_attempt_at <= ${at}
                             order by next_attempt_at, id
                             limit ${limit}
                             for update skip locked)
           returning id, to_address as "to", subject, text, html, reply_to as "replyTo",
                     attachments, attempts)
            select * from claimed order by id`,
      );
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lastError: error.slice(0, 500),
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Sent and given-up mails are kept for `before`'s window, then deleted. */
    async deleteFinishedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(mailOutbox)
        .where(and(sql`${mailOutbox.status} <> 'pending'`, lt(mailOutbox.createdAt, before)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
