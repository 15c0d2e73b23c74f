// The mail module's table: the outbox the background loop sends from (decision 031).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** What a mail is for (the outbox keeps it for the log and the tests). */
export type MailKind = 'password_reset' | 'email_verification' | 'weekly_digest' | 'purchase_order';

/** A file a mail carries (a purchase order's PDF), its bytes as base64. */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

/** `pending` until sent; `failed` once every attempt was used (decision 031). */
export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * Mails waiting to be sent, and sent ones for a while. A request only inserts a row; the loop
 * claims due rows with `for update skip locked`, so two API instances never send one mail twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where replies go (a purchase order: the business's address); null: the sender. */
    replyTo: varchar('reply_to', { length: 254 }),
    /** Files attached (issue 37: an order's PDF); none for the account mails. */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    kind: varchar('kind', { length: 30 }).$type<MailKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the loop may (re)try it; moved forward while an instance is sending it (a lease). */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: varchar('last_error', { length: 500 }),
    /** Set for mails that must exist once (a digest per account and week). */
    dedupeKey: varchar('dedupe_key', { length: 100 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mail_outbox_dedupe_key').on(table.dedupeKey),
  ],
);
