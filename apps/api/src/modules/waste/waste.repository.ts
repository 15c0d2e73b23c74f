import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wasteEntries, wasteEntryPhotos } from '../../db/schema/waste.ts';

export type NewWasteEntry = Omit<typeof wasteEntries.$inferInsert, 'id'>;
export type WasteEntryChange = Partial<
  Pick<
    typeof wasteEntries.$inferInsert,
    | 'wastedOn'
    | 'quantity'
    | 'unit'
    | 'quantityBase'
    | 'baseUnit'
    | 'reason'
    | 'destination'
    | 'note'
  >
>;

/** The waste log's writes and its photos (issue 35). Every statement filters on the owner. */
export function createWasteRepository(db: Db) {
  return {
    /** Stores the entries whose client id the owner does not have yet; answers those stored. */
    async insertEntries(rows: readonly NewWasteEntry[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const stored = await db
        .insert(wasteEntries)
        .values([...rows])
        .onConflictDoNothing({ target: [wasteEntries.ownerId, wasteEntries.clientId] })
        .returning({ clientId: wasteEntries.clientId });
      return stored.map((row) => row.clientId);
    },

    /** The owner's client ids among these that are stored. */
    async storedClientIds(ownerId: number, clientIds: readonly string[]): Promise<Set<string>> {
      if (clientIds.length === 0) return new Set();
      const rows = await db
        .select({ clientId: wasteEntries.clientId })
        .from(wasteEntries)
        .where(and(eq(wasteEntries.ownerId, ownerId), inArray(wasteEntries.clientId, clientIds)));
      return new Set(rows.map((row) => row.clientId));
    },

    async updateEntry(
      ownerId: number,
      id: number,
      change: WasteEntryChange,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(wasteEntries)
        .set({ ...change, updatedAt: at })
        .where(and(eq(wasteEntries.ownerId, ownerId), eq(wasteEntries.id, id)))
        .returning({ id: wasteEntries.id });
      return rows.length > 0;
    },

    async deleteEntry(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(wasteEntries)
        .where(and(eq(wasteEntries.ownerId, ownerId), eq(wasteEntries.id, id)))
        .returning({ id: wasteEntries.id });
      return rows.length > 0;
    },

    async hasEntry(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: wasteEntries.id })
        .from(wasteEntries)
        .where(and(eq(wasteEntries.ownerId, ownerId), eq(wasteEntries.id, id)));
      return rows.length > 0;
    },

    // ---------- photos ----------

    /** Saves (or replaces) the photo of the owner's entry; false when the entry is gone. */
    async savePhoto(
      ownerId: number,
      entryId: number,
      photo: { image: Buffer; width: number; height: number },
      at: Date,
    ): Promise<boolean> {
      const owned = await db
        .select({ id: wasteEntries.id })
        .from(wasteEntries)
        .where(and(eq(wasteEntries.ownerId, ownerId), eq(wasteEntries.id, entryId)))
        .for('update');
      if (owned.length === 0) return false;
      await db
        .insert(wasteEntryPhotos)
        .values({ entryId, ownerId, ...photo, updatedAt: at })
        .onConflictDoUpdate({
          target: wasteEntryPhotos.entryId,
          set: { ...photo, updatedAt: at },
          setWhere: eq(wasteEntryPhotos.ownerId, ownerId),
        });
      return true;
    },

    async photo(
      ownerId: number,
      entryId: number,
    ): Promise<{ bytes: Buffer; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ bytes: wasteEntryPhotos.image, updatedAt: wasteEntryPhotos.updatedAt })
        .from(wasteEntryPhotos)
        .where(and(eq(wasteEntryPhotos.ownerId, ownerId), eq(wasteEntryPhotos.entryId, entryId)));
      return row;
    },

    async removePhoto(ownerId: number, entryId: number): Promise<boolean> {
      const rows = await db
        .delete(wasteEntryPhotos)
        .where(and(eq(wasteEntryPhotos.ownerId, ownerId), eq(wasteEntryPhotos.entryId, entryId)))
        .returning({ id: wasteEntryPhotos.entryId });
      return rows.length > 0;
    },
  };
}

export type WasteRepository = ReturnType<typeof createWasteRepository>;
