import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  menuExtras,
  menuItems,
  menuSections,
  menus,
  quoteCounters,
} from '../../db/schema/menus.ts';

/** A menu row as the service writes it (owner and timestamps set by the caller). */
export type MenuRowValues = Omit<typeof menus.$inferInsert, 'id' | 'ownerId' | 'createdAt'>;

/** What a menu holds, written whole: sections with their items, and extras, in order. */
export interface MenuContent {
  sections: {
    name: string;
    choice: 'one' | 'all';
    items: {
      recipeId: number;
      servingsPerCover: string;
      expectedSharePct: string | null;
      guestQuantity: string | null;
      guestUnit: string;
    }[];
  }[];
  extras: { name: string; costType: 'fixed' | 'per_person'; amount: string }[];
}

/** The menus module's own tables (menus, menu_sections, menu_items, menu_extras). */
export function createMenusRepository(db: Db) {
  return {
    async insert(ownerId: number, values: MenuRowValues, at: Date): Promise<number> {
      const [row] = await db
        .insert(menus)
        .values({ ...values, ownerId, createdAt: at, updatedAt: at })
        .returning({ id: menus.id });
      if (!row) throw new Error('menu insert returned no row');
      return row.id;
    },

    async update(ownerId: number, id: number, values: MenuRowValues): Promise<void> {
      await db
        .update(menus)
        .set(values)
        .where(and(eq(menus.ownerId, ownerId), eq(menus.id, id)));
    },

    /** The menu's row, locked for this transaction's write; undefined if not the owner's. */
    async lock(ownerId: number, id: number): Promise<typeof menus.$inferSelect | undefined> {
      const [row] = await db
        .select()
        .from(menus)
        .where(and(eq(menus.ownerId, ownerId), eq(menus.id, id)))
        .for('update');
      return row;
    },

    async delete(ownerId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(menus)
        .where(and(eq(menus.ownerId, ownerId), eq(menus.id, id)))
        .returning({ id: menus.id });
      return deleted.length > 0;
    },

    /** Replaces the sections (their items go with them) and extras: three statements at most. */
    async replaceContent(ownerId: number, menuId: number, content: MenuContent): Promise<void> {
      await db
        .delete(menuSections)
        .where(and(eq(menuSections.ownerId, ownerId), eq(menuSections.menuId, menuId)));
      await db
        .delete(menuExtras)
        .where(and(eq(menuExtras.ownerId, ownerId), eq(menuExtras.menuId, menuId)));
      if (content.sections.length > 0) {
        const sections = await db
          .insert(menuSections)
          .values(
            content.sections.map((section, index) => ({
              menuId,
              ownerId,
              position: index + 1,
              name: section.name,
              choice: section.choice,
            })),
          )
          .returning({ id: menuSections.id, position: menuSections.position });
        const idAt = new Map(sections.map((row) => [row.position, row.id]));
        const items = content.sections.flatMap((section, sectionIndex) =>
          section.items.map((item, index) => ({
            sectionId: idAt.get(sectionIndex + 1) ?? 0,
            ownerId,
            position: index + 1,
            recipeId: item.recipeId,
            servingsPerCover: item.servingsPerCover,
            expectedSharePct: item.expectedSharePct,
            guestQuantity: item.guestQuantity,
            guestUnit: item.guestUnit,
          })),
        );
        if (items.length > 0) await db.insert(menuItems).values(items);
      }
      if (content.extras.length > 0) {
        await db.insert(menuExtras).values(
          content.extras.map((extra, index) => ({
            menuId,
            ownerId,
            position: index + 1,
            name: extra.name,
            costType: extra.costType,
            amount: extra.amount,
          })),
        );
      }
    },

    /**
     * The event's quote number, given now if it has none (decision 036), in the caller's
     * transaction: the event's row is locked first (two downloads of one event: the second waits,
     * then finds the number), then the owner's counter for `year` moves by one in a single upsert
     * (two events at once: the counter's row lock orders them). Undefined: not the owner's event.
     */
    async issueQuote(
      ownerId: number,
      id: number,
      year: number,
      at: Date,
    ): Promise<{ year: number; sequence: number; issuedAt: Date } | undefined> {
      const [event] = await db
        .select({
          kind: menus.kind,
          year: menus.quoteYear,
          sequence: menus.quoteSequence,
          issuedAt: menus.quoteIssuedAt,
        })
        .from(menus)
        .where(and(eq(menus.ownerId, ownerId), eq(menus.id, id)))
        .for('update');
      if (event?.kind !== 'evento') return undefined;
      if (event.year !== null && event.sequence !== null && event.issuedAt !== null) {
        return { year: event.year, sequence: event.sequence, issuedAt: event.issuedAt };
      }
      const [counter] = await db
        .insert(quoteCounters)
        .values({ ownerId, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [quoteCounters.ownerId, quoteCounters.year],
          set: { lastNumber: sql`${quoteCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: quoteCounters.lastNumber });
      if (!counter) throw new Error('quote counter upsert returned no row');
      await db
        .update(menus)
        .set({ quoteYear: year, quoteSequence: counter.lastNumber, quoteIssuedAt: at })
        .where(and(eq(menus.ownerId, ownerId), eq(menus.id, id)));
      return { year, sequence: counter.lastNumber, issuedAt: at };
    },

    /** How many menus the owner has (the Dashboard's entry and the usage report). */
    async count(ownerId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${menus} where owner_id = ${ownerId}`,
      );
      return row?.n ?? 0;
    },
  };
}
