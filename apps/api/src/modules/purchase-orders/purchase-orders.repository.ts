import type { ReceiptIncident } from '@costeo/domain/purchase-order-receipt';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  type PurchaseOrderStatusCode,
} from '../../db/schema/purchase-orders.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type NewPurchaseOrderLine = Omit<
  typeof purchaseOrderLines.$inferInsert,
  'id' | 'orderId' | 'ownerId'
>;
export type PurchaseOrderFields = Pick<
  typeof purchaseOrders.$inferInsert,
  'supplierId' | 'supplierName' | 'deliveryOn' | 'notes' | 'total'
>;

/** Purchase orders and their lines (issue 37). Every query takes the owner. */
export function createPurchaseOrdersRepository(db: Db) {
  function filtersOf(
    ownerId: number,
    filters: { status?: PurchaseOrderStatusCode; supplierId?: number },
  ): SQL | undefined {
    return and(
      eq(purchaseOrders.ownerId, ownerId),
      filters.status ? eq(purchaseOrders.status, filters.status) : undefined,
      filters.supplierId ? eq(purchaseOrders.supplierId, filters.supplierId) : undefined,
    );
  }

  return {
    /**
     * The owner's next order number of `year`: one upsert that adds one, so two orders made at
     * once wait on the counter's row and get consecutive numbers (the quotes' way, decision 036).
     */
    async nextNumber(ownerId: number, year: number): Promise<number> {
      const [counter] = await db
        .insert(purchaseOrderCounters)
        .values({ ownerId, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [purchaseOrderCounters.ownerId, purchaseOrderCounters.year],
          set: { lastNumber: sql`${purchaseOrderCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: purchaseOrderCounters.lastNumber });
      if (!counter) throw new Error('purchase order counter upsert returned no row');
      return counter.lastNumber;
    },

    async insert(
      ownerId: number,
      row: PurchaseOrderFields & { numberYear: number; numberSequence: number; at: Date },
    ): Promise<number> {
      const { at, ...fields } = row;
      const [inserted] = await db
        .insert(purchaseOrders)
        .values({ ...fields, ownerId, status: 'draft', createdAt: at, updatedAt: at })
        .returning({ id: purchaseOrders.id });
      if (!inserted) throw new Error('purchase order insert returned no row');
      return inserted.id;
    },

    /** Rewrites a draft's fields; false when it is not (or no longer) the owner's draft. */
    async updateDraft(
      ownerId: number,
      id: number,
      fields: PurchaseOrderFields & { at: Date },
    ): Promise<boolean> {
      const { at, ...values } = fields;
      const rows = await db
        .update(purchaseOrders)
        .set({ ...values, updatedAt: at })
        .where(
          and(
            eq(purchaseOrders.ownerId, ownerId),
            eq(purchaseOrders.id, id),
            eq(purchaseOrders.status, 'draft'),
          ),
        )
        .returning({ id: purchaseOrders.id });
      return rows.length > 0;
    },

    async replaceLines(
      ownerId: number,
      orderId: number,
      lines: readonly NewPurchaseOrderLine[],
    ): Promise<void> {
      await db
        .delete(purchaseOrderLines)
        .where(
          and(eq(purchaseOrderLines.ownerId, ownerId), eq(purchaseOrderLines.orderId, orderId)),
        );
      if (lines.length === 0) return;
      await db
        .insert(purchaseOrderLines)
        .values(lines.map((line) => ({ ...line, ownerId, orderId })));
    },

    async find(ownerId: number, id: number): Promise<PurchaseOrderRow | null> {
      const [row] = await db
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.ownerId, ownerId), eq(purchaseOrders.id, id)));
      return row ?? null;
    },

    async lines(ownerId: number, orderIds: readonly number[]): Promise<PurchaseOrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(purchaseOrderLines)
        .where(
          and(
            eq(purchaseOrderLines.ownerId, ownerId),
            inArray(purchaseOrderLines.orderId, [...orderIds]),
          ),
        )
        .orderBy(asc(purchaseOrderLines.orderId), asc(purchaseOrderLines.position));
    },

    /** A page of orders, newest first, each with its number of lines. */
    async list(
      ownerId: number,
      filters: { status?: PurchaseOrderStatusCode; supplierId?: number },
      page: { limit: number; offset: number },
    ): Promise<{ count: number; rows: (PurchaseOrderRow & { linesCount: number })[] }> {
      const where = filtersOf(ownerId, filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: purchaseOrders,
            // Spelled out: inside a subquery drizzle would name the column without its table.
            linesCount: sql<number>`(select count(*) from purchase_order_lines l
                                     where l.order_id = "purchase_orders"."id")::int`,
          })
          .from(purchaseOrders)
          .where(where)
          .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(purchaseOrders).where(where),
      ]);
      return {
        count: total?.value ?? 0,
        rows: rows.map((row) => ({ ...row.order, linesCount: row.linesCount })),
      };
    },

    /** Deletes the owner's draft; false when there is no such draft. */
    async deleteDraft(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.ownerId, ownerId),
            eq(purchaseOrders.id, id),
            eq(purchaseOrders.status, 'draft'),
          ),
        )
        .returning({ id: purchaseOrders.id });
      return rows.length > 0;
    },

    /** Marks a draft or sent order sent (again) by `channel`. */
    async markSent(
      ownerId: number,
      id: number,
      channel: 'email' | 'whatsapp',
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(purchaseOrders)
        .set({ status: 'sent', sentAt: at, sentChannel: channel, updatedAt: at })
        .where(
          and(
            eq(purchaseOrders.ownerId, ownerId),
            eq(purchaseOrders.id, id),
            inArray(purchaseOrders.status, ['draft', 'sent']),
          ),
        )
        .returning({ id: purchaseOrders.id });
      return rows.length > 0;
    },

    /** Marks a sent order received, with the document it came with (issue 37 point 5). */
    async markReceived(
      ownerId: number,
      id: number,
      at: Date,
      document: {
        invoiceId?: number;
        deliveryNoteId?: number;
        incidents?: ReceiptIncident[];
      } = {},
    ): Promise<boolean> {
      const rows = await db
        .update(purchaseOrders)
        .set({
          status: 'received',
          receivedAt: at,
          receivedInvoiceId: document.invoiceId ?? null,
          receivedDeliveryNoteId: document.deliveryNoteId ?? null,
          receivedIncidents: document.incidents ?? [],
          updatedAt: at,
        })
        .where(
          and(
            eq(purchaseOrders.ownerId, ownerId),
            eq(purchaseOrders.id, id),
            eq(purchaseOrders.status, 'sent'),
          ),
        )
        .returning({ id: purchaseOrders.id });
      return rows.length > 0;
    },
  };
}
