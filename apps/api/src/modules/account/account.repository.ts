import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';

/** A table's rows keyed by their SQL column names (what a later import or a person reads). */
export type ExportedRow = Record<string, unknown>;

/** The owner-scoped tables: every table with an `owner_id` column, now and as they are added. */
function ownedTables(): { name: string; table: PgTable; owner: PgColumn }[] {
  const found: { name: string; table: PgTable; owner: PgColumn }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const owner = (getTableColumns(value) as Record<string, PgColumn | undefined>).ownerId;
    if (owner) found.push({ name: getTableName(value), table: value, owner });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The account's own subscription records (keyed by `user_id`). Not exported: refresh tokens,
 * idempotency keys, login failures and registration attempts (security records, not the
 * business's data) and the password hash.
 */
const USER_TABLES = [schema.subscriptions, schema.billingHistory, schema.planHistory];

function bySqlName(table: PgTable, row: Record<string, unknown>): ExportedRow {
  const out: ExportedRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    // bytea (recipe photos) as PostgreSQL's own hex text, which the import's JSON → row reads back.
    out[column.name] = Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value;
  }
  return out;
}

/**
 * Reads a whole account for `npm run costeo -- export-account`: a backup of everything that is the
 * business's, across every module's tables (the one reader that does so, like a database dump).
 */
export function createAccountRepository(db: Db) {
  return {
    async profile(userId: number): Promise<ExportedRow | undefined> {
      // Secrets and the server's own bookkeeping (the answer cache's data version) stay out.
      const {
        passwordHash: _hash,
        tokenVersion: _version,
        dataVersion: _dataVersion,
        ...columns
      } = getTableColumns(schema.users);
      const [row] = await db.select(columns).from(schema.users).where(eq(schema.users.id, userId));
      if (!row) return undefined;
      const out: ExportedRow = {};
      for (const [key, column] of Object.entries(columns))
        out[column.name] = row[key as keyof typeof row];
      return out;
    },

    /**
     * Deletes the user row; every owner-scoped table and the subscription go with it (ON DELETE
     * CASCADE). The invoices stay (migration 0016: user_id becomes null) with the customer copied
     * on them first, in the same transaction. False when there is no such user.
     */
    deleteAccount(userId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({
            username: schema.users.username,
            email: schema.users.email,
            businessName: schema.users.businessName,
          })
          .from(schema.users)
          .where(eq(schema.users.id, userId))
          .for('update');
        if (!user) return false;
        await tx
          .update(schema.billingHistory)
          .set({
            customerUsername: user.username,
            customerEmail: user.email,
            customerBusinessName: user.businessName,
            customerDeletedAt: at,
          })
          .where(eq(schema.billingHistory.userId, userId));
        await tx.delete(schema.users).where(eq(schema.users.id, userId));
        return true;
      });
    },

    async tables(userId: number): Promise<Record<string, ExportedRow[]>> {
      const result: Record<string, ExportedRow[]> = {};
      for (const table of USER_TABLES) {
        const rows = await db.select().from(table).where(eq(table.userId, userId));
        result[getTableName(table)] = rows.map((row) => bySqlName(table, row));
      }
      for (const { name, table, owner } of ownedTables()) {
        const rows = await db.select().from(table).where(eq(owner, userId));
        result[name] = rows.map((row) => bySqlName(table, row as Record<string, unknown>));
      }
      return result;
    },
  };
}
