import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  stockCountEntries,
  stockCounts,
  stockPlaces,
  storageAreas,
} from '../../db/schema/stock.ts';

export type StorageAreaRow = typeof storageAreas.$inferSelect;
export type StockPlaceRow = typeof stockPlaces.$inferSelect;
export type StockCountRow = typeof stockCounts.$inferSelect;
export type StockEntryRow = typeof stockCountEntries.$inferSelect;
export type NewStockEntry = Omit<typeof stockCountEntries.$inferInsert, 'id'>;

/** Storage areas, places, counts and entries (issue 34). Every query takes the owner. */
export function createStockRepository(db: Db) {
  return {
    // ---------- areas ----------

    async areas(ownerId: number): Promise<(StorageAreaRow & { itemsCount: number })[]> {
      const rows = await db
        .select({
          area: storageAreas,
          // Spelled out: inside a subquery drizzle would name the column without its table.
          itemsCount: sql<number>`(select count(*) from stock_places p
                                   where p.area_id = "storage_areas"."id")::int`,
        })
        .from(storageAreas)
        .where(eq(storageAreas.ownerId, ownerId))
        .orderBy(asc(storageAreas.position), asc(storageAreas.id));
      return rows.map((row) => ({ ...row.area, itemsCount: row.itemsCount }));
    },

    async area(ownerId: number, id: number): Promise<StorageAreaRow | null> {
      const [row] = await db
        .select()
        .from(storageAreas)
        .where(and(eq(storageAreas.ownerId, ownerId), eq(storageAreas.id, id)));
      return row ?? null;
    },

    async areaNamed(ownerId: number, name: string): Promise<StorageAreaRow | null> {
      const [row] = await db
        .select()
        .from(storageAreas)
        .where(
          and(eq(storageAreas.ownerId, ownerId), sql`lower(${storageAreas.name}) = lower(${name})`),
        );
      return row ?? null;
    },

    async insertArea(ownerId: number, name: string, at: Date): Promise<StorageAreaRow> {
      const [row] = await db
        .insert(storageAreas)
        .values({
          ownerId,
          name,
          position: sql`(select coalesce(max(position) + 1, 0) from ${storageAreas}
                         where owner_id = ${ownerId})`,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return row as StorageAreaRow;
    },

    async renameArea(ownerId: number, id: number, name: string, at: Date) {
      const [row] = await db
        .update(storageAreas)
        .set({ name, updatedAt: at })
        .where(and(eq(storageAreas.ownerId, ownerId), eq(storageAreas.id, id)))
        .returning();
      return row ?? null;
    },

    async deleteArea(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(storageAreas)
        .where(and(eq(storageAreas.ownerId, ownerId), eq(storageAreas.id, id)))
        .returning({ id: storageAreas.id });
      return rows.length > 0;
    },

    async orderAreas(ownerId: number, order: readonly number[], at: Date) {
      for (const [position, id] of order.entries()) {
        await db
          .update(storageAreas)
          .set({ position, updatedAt: at })
          .where(and(eq(storageAreas.ownerId, ownerId), eq(storageAreas.id, id)));
      }
    },

    /** The places of these areas (every area of the owner when `areaIds` is null), shelf order. */
    async places(ownerId: number, areaIds: readonly number[] | null): Promise<StockPlaceRow[]> {
      if (areaIds !== null && areaIds.length === 0) return [];
      return db
        .select()
        .from(stockPlaces)
        .where(
          and(
            eq(stockPlaces.ownerId, ownerId),
            areaIds === null ? undefined : inArray(stockPlaces.areaId, [...areaIds]),
          ),
        )
        .orderBy(asc(stockPlaces.areaId), asc(stockPlaces.position), asc(stockPlaces.id));
    },

    /** An area's shelves replaced by these items, in this order (with their par levels). */
    async replacePlaces(
      ownerId: number,
      areaId: number,
      items: readonly {
        instanceId: number | null;
        recipeId: number | null;
        parQuantity?: string | null;
        parUnit?: StockPlaceRow['parUnit'];
      }[],
    ) {
      await db
        .delete(stockPlaces)
        .where(and(eq(stockPlaces.ownerId, ownerId), eq(stockPlaces.areaId, areaId)));
      if (items.length === 0) return;
      await db
        .insert(stockPlaces)
        .values(items.map((item, position) => ({ ownerId, areaId, position, ...item })));
    },

    /** A place's par level (null clears it); false when the place is not in that area. */
    async setPar(
      ownerId: number,
      areaId: number,
      placeId: number,
      par: { quantity: string; unit: NonNullable<StockPlaceRow['parUnit']> } | null,
    ): Promise<boolean> {
      const updated = await db
        .update(stockPlaces)
        .set({ parQuantity: par?.quantity ?? null, parUnit: par?.unit ?? null })
        .where(
          and(
            eq(stockPlaces.ownerId, ownerId),
            eq(stockPlaces.areaId, areaId),
            eq(stockPlaces.id, placeId),
          ),
        )
        .returning({ id: stockPlaces.id });
      return updated.length > 0;
    },

    async touchArea(ownerId: number, id: number, at: Date) {
      await db
        .update(storageAreas)
        .set({ updatedAt: at })
        .where(and(eq(storageAreas.ownerId, ownerId), eq(storageAreas.id, id)));
    },

    // ---------- counts ----------

    async insertCount(
      row: Omit<typeof stockCounts.$inferInsert, 'id' | 'updatedAt'> & { createdAt: Date },
    ): Promise<StockCountRow> {
      const [inserted] = await db
        .insert(stockCounts)
        .values({ ...row, updatedAt: row.createdAt })
        .returning();
      return inserted as StockCountRow;
    },

    async count(ownerId: number, id: number): Promise<StockCountRow | null> {
      const [row] = await db
        .select()
        .from(stockCounts)
        .where(and(eq(stockCounts.ownerId, ownerId), eq(stockCounts.id, id)));
      return row ?? null;
    },

    /** A page of counts, newest first. */
    async counts(ownerId: number, window: { limit: number; offset: number }) {
      return db
        .select()
        .from(stockCounts)
        .where(eq(stockCounts.ownerId, ownerId))
        .orderBy(desc(stockCounts.countedOn), desc(stockCounts.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countCounts(ownerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(stockCounts)
        .where(eq(stockCounts.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async deleteCount(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(stockCounts)
        .where(and(eq(stockCounts.ownerId, ownerId), eq(stockCounts.id, id)))
        .returning({ id: stockCounts.id });
      return rows.length > 0;
    },

    /** The entries of these counts, oldest first. */
    async entries(ownerId: number, countIds: readonly number[]): Promise<StockEntryRow[]> {
      if (countIds.length === 0) return [];
      return db
        .select()
        .from(stockCountEntries)
        .where(
          and(
            eq(stockCountEntries.ownerId, ownerId),
            inArray(stockCountEntries.countId, [...countIds]),
          ),
        )
        .orderBy(asc(stockCountEntries.id));
    },

    /** Stores the entries; one whose client id the count already has is left as it is. */
    async insertEntries(entries: readonly NewStockEntry[]) {
      if (entries.length === 0) return;
      await db
        .insert(stockCountEntries)
        .values([...entries])
        .onConflictDoNothing({ target: [stockCountEntries.countId, stockCountEntries.clientId] });
    },

    async deleteEntry(ownerId: number, countId: number, clientId: string): Promise<boolean> {
      const rows = await db
        .delete(stockCountEntries)
        .where(
          and(
            eq(stockCountEntries.ownerId, ownerId),
            eq(stockCountEntries.countId, countId),
            eq(stockCountEntries.clientId, clientId),
          ),
        )
        .returning({ id: stockCountEntries.id });
      return rows.length > 0;
    },

    async touchCount(ownerId: number, id: number, at: Date) {
      await db
        .update(stockCounts)
        .set({ updatedAt: at })
        .where(and(eq(stockCounts.ownerId, ownerId), eq(stockCounts.id, id)));
    },

    /**
     * For each item, its latest count before `count` (an earlier day, or the same day and made
     * before it) in which it has entries: that count's day and the item's Σ of entries.
     */
    async previousCounted(
      ownerId: number,
      before: { day: string; id: number },
    ): Promise<
      {
        instanceId: number | null;
        recipeId: number | null;
        day: string;
        quantity: string;
      }[]
    > {
      const rows = await db
        .selectDistinctOn([stockCountEntries.instanceId, stockCountEntries.recipeId], {
          instanceId: stockCountEntries.instanceId,
          recipeId: stockCountEntries.recipeId,
          day: stockCounts.countedOn,
          // Columns spelled with their tables: drizzle may leave them bare inside a subquery.
          quantity: sql<string>`(select sum(e2.quantity_base) from stock_count_entries e2
              where e2.count_id = "stock_counts"."id"
                and e2.instance_id is not distinct from "stock_count_entries"."instance_id"
                and e2.recipe_id is not distinct from "stock_count_entries"."recipe_id")::text`,
        })
        .from(stockCountEntries)
        .innerJoin(stockCounts, eq(stockCounts.id, stockCountEntries.countId))
        .where(
          and(
            eq(stockCountEntries.ownerId, ownerId),
            or(
              lt(stockCounts.countedOn, before.day),
              and(eq(stockCounts.countedOn, before.day), lt(stockCounts.id, before.id)),
            ),
          ),
        )
        .orderBy(
          stockCountEntries.instanceId,
          stockCountEntries.recipeId,
          desc(stockCounts.countedOn),
          desc(stockCounts.id),
        );
      return rows;
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
