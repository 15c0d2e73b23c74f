// The auth module's tables: refresh tokens and the login / registration throttling counters.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Why a refresh token stopped working: rotated, logged out, replayed, or every session ended. */
export type RevokeReason = 'rotated' | 'blacklisted' | 'reuse' | 'logout_all';

/**
 * Every refresh token issued, so that rotation can revoke the one it replaces and a replayed
 * (already rotated) token can revoke everything issued from it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentJti: varchar('parent_jti', { length: 64 }),
    /** When the login that started this rotation chain happened: the family's absolute lifetime. */
    familyStartedAt: timestamptz('family_started_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 20 }).$type<RevokeReason>(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_parent_idx').on(table.parentJti),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);

/**
 * What a failure was: a login (`/api/token/`) or a wrong old password on `change_password/`.
 * Each kind has its own counters, so one never throttles the other (decision 019).
 */
export type LoginFailureKind = 'login' | 'password_change';

/** Failed logins, kept for the throttling window; shared by every API process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: varchar('username_key', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<LoginFailureKind>().notNull().default('login'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.usernameKey, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
    index('login_failures_pair_idx').on(table.usernameKey, table.ip, table.createdAt),
  ],
);

/**
 * Addresses an account logged in from with the right password (decision 019): from them the
 * account-wide delay does not apply, so failures from elsewhere cannot keep the owner out.
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    usernameKey: varchar('username_key', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    lastLoginAt: timestamptz('last_login_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.usernameKey, table.ip] }),
    index('known_login_addresses_last_idx').on(table.lastLoginAt),
  ],
);

/** Registrations per client IP, kept for an hour (REGISTRATION_LIMIT_PER_HOUR). */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('registration_attempts_ip_idx').on(table.ip, table.createdAt)],
);

/** Single-use password-reset links: only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Reset requests (and verification resends, by `verify:<user>`), kept for an hour (the throttles'
 * window). A reset's answer only writes its row; the mail loop handles it later (`handled_at`):
 * finds the account, makes the link, queues the mail (decision 035).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    addressKey: varchar('address_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    handledAt: timestamptz('handled_at'),
  },
  (table) => [
    index('password_reset_requests_address_idx').on(table.addressKey, table.createdAt),
    index('password_reset_requests_ip_idx').on(table.ip, table.createdAt),
    index('password_reset_requests_pending_idx')
      .on(table.id)
      .where(sql`${table.handledAt} is null`),
  ],
);
