import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryNoteLines, deliveryNotes } from '../../db/schema/delivery-notes.ts';

export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
export type DeliveryNoteLineRow = typeof deliveryNoteLines.$inferSelect;
export type NewDeliveryNoteLine = Omit<
  typeof deliveryNoteLines.$inferInsert,
  'id' | 'ownerId' | 'noteId'
>;

/** The albaranes typed by hand (issue 32). Every query takes the owner. */
export function createDeliveryNotesRepository(db: Db) {
  return {
    async insert(
      ownerId: number,
      note: Omit<typeof deliveryNotes.$inferInsert, 'id' | 'ownerId'>,
    ): Promise<number> {
      const [row] = await db
        .insert(deliveryNotes)
        .values({ ...note, ownerId })
        .returning({ id: deliveryNotes.id });
      if (!row) throw new Error('delivery note insert returned no row');
      return row.id;
    },

    async insertLines(
      ownerId: number,
      noteId: number,
      lines: readonly NewDeliveryNoteLine[],
    ): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(deliveryNoteLines)
        .values(lines.map((line) => ({ ...line, ownerId, noteId })));
    },

    async setTotal(ownerId: number, noteId: number, totalNet: string): Promise<void> {
      await db
        .update(deliveryNotes)
        .set({ totalNet })
        .where(and(eq(deliveryNotes.ownerId, ownerId), eq(deliveryNotes.id, noteId)));
    },

    async list(
      ownerId: number,
      filters: { supplierId?: number },
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: (DeliveryNoteRow & { linesCount: number })[] }> {
      const where = and(
        eq(deliveryNotes.ownerId, ownerId),
        filters.supplierId === undefined
          ? undefined
          : eq(deliveryNotes.supplierId, filters.supplierId),
      );
      const linesCount = sql<number>`(select count(*)::int from ${deliveryNoteLines} l
        where l.note_id = "delivery_notes"."id")`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ note: deliveryNotes, linesCount })
          .from(deliveryNotes)
          .where(where)
          .orderBy(desc(deliveryNotes.deliveredOn), desc(deliveryNotes.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(deliveryNotes).where(where),
      ]);
      return {
        count: total?.n ?? 0,
        rows: rows.map((row) => ({ ...row.note, linesCount: row.linesCount })),
      };
    },

    async find(
      ownerId: number,
      id: number,
    ): Promise<{ note: DeliveryNoteRow; lines: DeliveryNoteLineRow[] } | null> {
      const [note] = await db
        .select()
        .from(deliveryNotes)
        .where(and(eq(deliveryNotes.ownerId, ownerId), eq(deliveryNotes.id, id)));
      if (!note) return null;
      const lines = await db
        .select()
        .from(deliveryNoteLines)
        .where(and(eq(deliveryNoteLines.ownerId, ownerId), eq(deliveryNoteLines.noteId, id)))
        .orderBy(deliveryNoteLines.position);
      return { note, lines };
    },
  };
}
