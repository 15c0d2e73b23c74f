import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;

/** What matching a document's supplier reads of each supplier. */
export interface SupplierNames {
  id: number;
  name: string;
  matchName: string;
  taxId: string;
  aliases: string[];
}

const names = {
  id: suppliers.id,
  name: suppliers.name,
  matchName: suppliers.matchName,
  taxId: suppliers.taxId,
  aliases: suppliers.aliases,
};

/** The suppliers table, always under one owner. */
export function createSuppliersRepository(db: Db) {
  const owned = (ownerId: number, id: number) =>
    and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id));

  return {
    /** Every supplier of the owner (a small list, DESIGN.md §4). */
    listAll(ownerId: number): Promise<SupplierRow[]> {
      return db
        .select()
        .from(suppliers)
        .where(eq(suppliers.ownerId, ownerId))
        .orderBy(asc(suppliers.name), asc(suppliers.id));
    },

    async find(ownerId: number, id: number): Promise<SupplierRow | undefined> {
      const [row] = await db.select().from(suppliers).where(owned(ownerId, id));
      return row;
    },

    /** Locks the row to the end of the caller's transaction (a rename and its products). */
    async findForUpdate(ownerId: number, id: number): Promise<SupplierRow | undefined> {
      const [row] = await db.select().from(suppliers).where(owned(ownerId, id)).for('update');
      return row;
    },

    async findByTaxId(ownerId: number, taxId: string): Promise<SupplierNames | undefined> {
      if (taxId === '') return undefined;
      const [row] = await db
        .select(names)
        .from(suppliers)
        .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.taxId, taxId)));
      return row;
    },

    async findByMatchName(ownerId: number, matchName: string): Promise<SupplierNames | undefined> {
      const [row] = await db
        .select(names)
        .from(suppliers)
        .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.matchName, matchName)));
      return row;
    },

    /**
     * The suppliers a name may belong to: the one with that match name, and every one with other
     * names (whose match names are the domain's to compute, not SQL's).
     */
    nameCandidates(ownerId: number, matchName: string): Promise<SupplierNames[]> {
      return db
        .select(names)
        .from(suppliers)
        .where(
          and(
            eq(suppliers.ownerId, ownerId),
            or(eq(suppliers.matchName, matchName), sql`cardinality(${suppliers.aliases}) > 0`),
          ),
        )
        .orderBy(asc(suppliers.id));
    },

    /**
     * Inserts unless the owner already has a supplier of that match name or tax id (the unique
     * indexes decide, so two requests racing for one name never fail with a 500): the new id, or
     * null when one exists.
     */
    async insertIfAbsent(row: NewSupplierRow): Promise<number | null> {
      const [created] = await db
        .insert(suppliers)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: suppliers.id });
      return created?.id ?? null;
    },

    async update(ownerId: number, id: number, patch: Partial<NewSupplierRow>): Promise<void> {
      await db.update(suppliers).set(patch).where(owned(ownerId, id));
    },

    async delete(ownerId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(suppliers)
        .where(owned(ownerId, id))
        .returning({ id: suppliers.id });
      return deleted.length > 0;
    },
  };
}

export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
