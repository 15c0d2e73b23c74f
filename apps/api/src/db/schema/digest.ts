// The digest module's table (issue 22, decision 032): which account's weekly digest was done.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per account and week once its digest was worked out: `sent` when a mail was queued,
 * false when nothing fell below target (no mail). Inserting the row claims the account for that
 * week, in the transaction that queues the mail, so several API instances do it once.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO week of Europe/Madrid, "2026-W47". */
    week: varchar('week', { length: 8 }).notNull(),
    sent: boolean('sent').notNull(),
    doneAt: timestamptz('done_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.week] }),
    check('weekly_digests_week_check', sql`${table.week} ~ '^[0-9]{4}-W[0-9]{2}$'`),
  ],
);
