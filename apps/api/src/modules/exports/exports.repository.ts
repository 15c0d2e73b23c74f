import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportEvents, type ExportKind } from '../../db/schema/exports.ts';

/** The export log: one row per file served (the only Drizzle caller of the exports module). */
export function createExportsRepository(db: Db) {
  return {
    async record(ownerId: number, kind: ExportKind, at: Date): Promise<void> {
      await db.insert(exportEvents).values({ ownerId, kind, createdAt: at });
    },

    /** Exports served in [from, to). */
    async countBetween(ownerId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(exportEvents)
        .where(
          and(
            eq(exportEvents.ownerId, ownerId),
            gte(exportEvents.createdAt, from),
            lt(exportEvents.createdAt, to),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
