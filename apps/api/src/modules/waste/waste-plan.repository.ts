import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wastePlans } from '../../db/schema/waste.ts';

export type WastePlanRow = typeof wastePlans.$inferSelect;
export type NewWastePlan = Omit<typeof wastePlans.$inferInsert, 'id' | 'ownerId' | 'version'>;

/** The advisory lock space of the plan's versions (any constant; the second key is the owner). */
const WASTE_PLAN_LOCK = 7_360_435;

/** The prevention plan's versions (issue 35 point 4): written once each, never updated. */
export function createWastePlanRepository(db: Db) {
  return {
    /** The version `version`, or the latest when none is given. */
    async find(ownerId: number, version?: number): Promise<WastePlanRow | undefined> {
      const [row] = await db
        .select()
        .from(wastePlans)
        .where(
          version === undefined
            ? eq(wastePlans.ownerId, ownerId)
            : and(eq(wastePlans.ownerId, ownerId), eq(wastePlans.version, version)),
        )
        .orderBy(desc(wastePlans.version))
        .limit(1);
      return row;
    },

    /** Every version's number and date, newest first. */
    versions(ownerId: number): Promise<{ version: number; createdAt: Date }[]> {
      return db
        .select({ version: wastePlans.version, createdAt: wastePlans.createdAt })
        .from(wastePlans)
        .where(eq(wastePlans.ownerId, ownerId))
        .orderBy(desc(wastePlans.version));
    },

    /**
     * Stores the plan as the owner's next version. Call it inside a transaction: the advisory lock
     * it takes holds until the transaction ends, so two saves at once get two versions (the
     * second waits for the first to commit and reads its number), never the same one twice.
     */
    async insertNext(ownerId: number, plan: NewWastePlan): Promise<WastePlanRow> {
      await db.execute(sql`select pg_advisory_xact_lock(${WASTE_PLAN_LOCK}, ${ownerId})`);
      const [row] = await db
        .insert(wastePlans)
        .values({
          ...plan,
          ownerId,
          version: sql`(select coalesce(max(${wastePlans.version}), 0) + 1 from ${wastePlans}
                        where ${wastePlans.ownerId} = ${ownerId})`,
        })
        .returning();
      if (!row) throw new Error('insert waste_plans returned no row');
      return row;
    },
  };
}
