import { and, count, eq, gte, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema/auth.ts';

export function createPasswordResetRepository(db: Db) {
  return {
    /**
     * Writes a request. `pending`: a password reset, left for the mail loop to handle; a resend of
     * the verification link (counted in the same table) is not.
     */
    async recordRequest(
      addressKey: string,
      ip: string,
      at: Date,
      options: { pending: boolean },
    ): Promise<number> {
      const [row] = await db
        .insert(passwordResetRequests)
        .values({ addressKey, ip, createdAt: at, handledAt: options.pending ? null : at })
        .returning({ id: passwordResetRequests.id });
      if (!row) throw new Error('insert password_reset_requests returned no row');
      return row.id;
    },

    async deleteRequest(id: number): Promise<void> {
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
    },

    /** Requests since `since` for one address or one IP, and the oldest one's time. */
    async countRequests(
      by: { addressKey: string } | { ip: string },
      since: Date,
    ): Promise<{ requests: number; oldest: Date | null }> {
      const [row] = await db
        .select({ requests: count(), oldest: min(passwordResetRequests.createdAt) })
        .from(passwordResetRequests)
        .where(
          and(
            'addressKey' in by
              ? eq(passwordResetRequests.addressKey, by.addressKey)
              : eq(passwordResetRequests.ip, by.ip),
            gte(passwordResetRequests.createdAt, since),
          ),
        );
      return { requests: row?.requests ?? 0, oldest: row?.oldest ?? null };
    },

    /** Up to `limit` requests not handled yet, oldest first. */
    findPending(limit: number): Promise<{ id: number; addressKey: string }[]> {
      return db
        .select({ id: passwordResetRequests.id, addressKey: passwordResetRequests.addressKey })
        .from(passwordResetRequests)
        .where(isNull(passwordResetRequests.handledAt))
        .orderBy(passwordResetRequests.id)
        .limit(limit);
    },

    /** Marks a request handled: true for the one caller that did it (instances race for it). */
    async markHandled(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(passwordResetRequests)
        .set({ handledAt: at })
        .where(and(eq(passwordResetRequests.id, id), isNull(passwordResetRequests.handledAt)))
        .returning({ id: passwordResetRequests.id });
      return rows.length === 1;
    },

    /** Links made for `userId` since `since`, used or not. */
    async countTokensSince(userId: number, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ tokens: count() })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)),
        );
      return row?.tokens ?? 0;
    },

    /** A new link for `userId`; the earlier ones of the account stop working. */
    async insertToken(userId: number, tokenHash: string, expiresAt: Date, at: Date, tx: Db = db) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt, createdAt: at });
    },

    /** The owner of a link still usable at `at`. */
    async findUsable(tokenHash: string, at: Date): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            sql`${passwordResetTokens.expiresAt} > ${at}`,
          ),
        );
      return row;
    },

    /** Uses the link: true for the one caller that used it while it was still usable. */
    async consume(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            sql`${passwordResetTokens.expiresAt} > ${at}`,
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows.length === 1;
    },

    /** Deletes request rows past the window and links that expired or were used before `before`. */
    async purgeBefore(requestsBefore: Date, tokensBefore: Date): Promise<number> {
      const requests = await db
        .delete(passwordResetRequests)
        .where(lt(passwordResetRequests.createdAt, requestsBefore))
        .returning({ id: passwordResetRequests.id });
      const tokens = await db
        .delete(passwordResetTokens)
        .where(
          or(
            lt(passwordResetTokens.expiresAt, tokensBefore),
            lt(passwordResetTokens.usedAt, tokensBefore),
          ),
        )
        .returning({ id: passwordResetTokens.id });
      return requests.length + tokens.length;
    },
  };
}
