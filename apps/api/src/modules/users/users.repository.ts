import { eq, sql } from 'drizzle-orm';
import { queryNamedRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
/** The per-request check; the data version as text (a bigint). */
export interface AuthStateRow {
  id: number;
  isActive: boolean;
  tokenVersion: number;
  dataVersion: string;
}
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<
    NewUserRow,
    | 'businessName'
    | 'email'
    | 'saleVatPct'
    | 'targetFoodCostPct'
    | 'lastLogin'
    | 'emailVerifiedAt'
    | 'digestOptOut'
    | 'legalName'
    | 'taxId'
    | 'address'
    | 'phone'
    | 'businessEmail'
    | 'quoteValidityDays'
    | 'quoteDepositPct'
    | 'quotePaymentTerms'
    | 'leftoversNotice'
    | 'leftoversNoticeText'
  >
>;

export function createUsersRepository(db: Db) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      if (!created) throw new Error('insert users returned no row');
      return created;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * What every authenticated request checks (is the account active, is the token's version
     * current), and the account's data version, which keys the answer cache (decision 025).
     */
    async findAuthState(id: number): Promise<AuthStateRow | undefined> {
      // A named statement: planned once per connection, as every authenticated request asks it.
      const [row] = await queryNamedRows<AuthStateRow>(
        db,
        'users_auth_state_v2',
        sql`select id, is_active as "isActive", token_version as "tokenVersion",
                   data_version::text as "dataVersion"
            from ${users} where id = ${id}`,
      );
      return row;
    },

    /**
     * Moves the account's data version past every value it had: the clock in microseconds, or one
     * more when the clock has not moved (or went back).
     */
    async bumpDataVersion(id: number): Promise<void> {
      await db.execute(
        sql`update ${users}
            set data_version = greatest(data_version + 1,
                                        (extract(epoch from clock_timestamp()) * 1000000)::bigint)
            where id = ${id}`,
      );
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async markEmailVerified(id: number, email: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})` })
        .where(
          sql`${users.id} = ${id} and ${users.email} <> '' and lower(${users.email}) = lower(${email})`,
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      if (email === '') return undefined;
      const [row] = await db
        .select()
        .from(users)
        .where(sql`${users.email} <> '' and lower(${users.email}) = lower(${email})`);
      return row;
    },

    async usernameOrEmailTaken(
      username: string,
      email: string,
    ): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          sql`lower(${users.username}) = lower(${username}) or (${email} <> '' and lower(${users.email}) = lower(${email}))`,
        );
      return {
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: email !== '' && rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Makes every token issued so far unusable (access tokens carry the version); with a new
     * password hash when the password changes. Returns the new version.
     */
    async bumpTokenVersion(id: number, passwordHash?: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({
          tokenVersion: sql`${users.tokenVersion} + 1`,
          ...(passwordHash !== undefined ? { passwordHash } : {}),
        })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion;
    },

    /** Locks the owner's row for the rest of the transaction (quota checks serialise on it). */
    async lockById(id: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
