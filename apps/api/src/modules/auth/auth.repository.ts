import { and, count, eq, gt, isNull, lt, max, min, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  knownLoginAddresses,
  loginFailures,
  refreshTokens,
  registrationAttempts,
  type LoginFailureKind,
  type RevokeReason,
} from '../../db/schema/auth.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type { RevokeReason };

export function createAuthRepository(db: Db) {
  return {
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    /** Reads the token row and locks it, so one refresh token is rotated once. */
    async lockRefreshToken(jti: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, jti))
        .for('update');
      return row;
    },

    async revokeRefreshToken(jti: string, reason: RevokeReason, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every token issued, directly or not, from `jti` (a replayed token's family). */
    async revokeDescendants(jti: string, at: Date): Promise<number> {
      const revoked = await queryRows<{ jti: string }>(
        db,
        sql`
        with recursive family(jti) as (
          select ${refreshTokens.jti} from ${refreshTokens} where ${refreshTokens.parentJti} = ${jti}
          union
          select t.jti from ${refreshTokens} t join family f on t.parent_jti = f.jti
        )
        update ${refreshTokens} set revoked_at = ${at}, revoke_reason = 'reuse'
        where ${refreshTokens.jti} in (select jti from family) and ${refreshTokens.revokedAt} is null
        returning ${refreshTokens.jti}`,
      );
      return revoked.length;
    },

    /** Revokes every live refresh token of the user (logout everywhere, password change). */
    async revokeAllForUser(userId: number, reason: RevokeReason, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async deleteExpiredRefreshTokens(before: Date): Promise<number> {
      const rows = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before))
        .returning({ jti: refreshTokens.jti });
      return rows.length;
    },

    /** Records an attempt as failed before the password is checked; returns its id. */
    async recordLoginFailure(
      usernameKey: string,
      ip: string,
      kind: LoginFailureKind,
      at: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(loginFailures)
        .values({ usernameKey, ip, kind, createdAt: at })
        .returning({ id: loginFailures.id });
      if (!row) throw new Error('insert login_failures returned no row');
      return row.id;
    },

    async deleteLoginFailure(id: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /**
     * Failures of one kind since `since` for an account, an address or the pair (the keys
     * given), leaving out the row `exceptId`; with the oldest (Retry-After) and newest.
     */
    async countFailures(scope: {
      kind: LoginFailureKind;
      usernameKey?: string;
      ip?: string;
      since: Date;
      exceptId?: number;
    }): Promise<{ failures: number; oldest: Date | null; newest: Date | null }> {
      const [row] = await db
        .select({
          failures: count(),
          oldest: min(loginFailures.createdAt),
          newest: max(loginFailures.createdAt),
        })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.kind, scope.kind),
            scope.usernameKey === undefined
              ? undefined
              : eq(loginFailures.usernameKey, scope.usernameKey),
            scope.ip === undefined ? undefined : eq(loginFailures.ip, scope.ip),
            scope.exceptId === undefined ? undefined : ne(loginFailures.id, scope.exceptId),
            gt(loginFailures.createdAt, scope.since),
          ),
        );
      return {
        failures: row?.failures ?? 0,
        oldest: row?.oldest ?? null,
        newest: row?.newest ?? null,
      };
    },

    /** A right password forgets the failed logins of its own address only. */
    async clearPairFailures(usernameKey: string, ip: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.kind, 'login'),
            eq(loginFailures.usernameKey, usernameKey),
            eq(loginFailures.ip, ip),
          ),
        );
    },

    async deleteFailuresBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, before))
        .returning({ id: loginFailures.id });
      return rows.length;
    },

    async rememberLoginAddress(usernameKey: string, ip: string, at: Date): Promise<void> {
      await db
        .insert(knownLoginAddresses)
        .values({ usernameKey, ip, lastLoginAt: at })
        .onConflictDoUpdate({
          target: [knownLoginAddresses.usernameKey, knownLoginAddresses.ip],
          set: { lastLoginAt: at },
        });
    },

    async isKnownLoginAddress(usernameKey: string, ip: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ at: knownLoginAddresses.lastLoginAt })
        .from(knownLoginAddresses)
        .where(
          and(
            eq(knownLoginAddresses.usernameKey, usernameKey),
            eq(knownLoginAddresses.ip, ip),
            gt(knownLoginAddresses.lastLoginAt, since),
          ),
        );
      return row !== undefined;
    },

    async deleteKnownAddressesBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(knownLoginAddresses)
        .where(lt(knownLoginAddresses.lastLoginAt, before))
        .returning({ ip: knownLoginAddresses.ip });
      return rows.length;
    },

    async recordRegistration(ip: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(registrationAttempts)
        .values({ ip, createdAt: at })
        .returning({ id: registrationAttempts.id });
      if (!row) throw new Error('insert registration_attempts returned no row');
      return row.id;
    },

    async deleteRegistration(id: number): Promise<void> {
      await db.delete(registrationAttempts).where(eq(registrationAttempts.id, id));
    },

    async countRegistrations(
      ip: string,
      since: Date,
    ): Promise<{ registrations: number; oldest: Date | null }> {
      const [row] = await db
        .select({ registrations: count(), oldest: min(registrationAttempts.createdAt) })
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.ip, ip), gt(registrationAttempts.createdAt, since)));
      return { registrations: row?.registrations ?? 0, oldest: row?.oldest ?? null };
    },

    async deleteRegistrationsBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(registrationAttempts)
        .where(lt(registrationAttempts.createdAt, before))
        .returning({ id: registrationAttempts.id });
      return rows.length;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
