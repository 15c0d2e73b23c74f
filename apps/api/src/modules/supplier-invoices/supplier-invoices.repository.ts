import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  supplierInvoiceLines,
  supplierInvoices,
  supplierPdfLayouts,
  supplierProductCodes,
} from '../../db/schema/supplier-invoices.ts';

export type StoredInvoiceRow = typeof supplierInvoices.$inferSelect;
export type StoredInvoiceLineRow = typeof supplierInvoiceLines.$inferSelect;
export type NewInvoiceRow = Omit<typeof supplierInvoices.$inferInsert, 'id' | 'ownerId'>;
export type NewInvoiceLineRow = Omit<
  typeof supplierInvoiceLines.$inferInsert,
  'id' | 'ownerId' | 'invoiceId'
>;

/** The supplier-invoices module's own tables. Every query takes the owner. */
export function createSupplierInvoicesRepository(db: Db) {
  return {
    /** When this supplier's invoice of this number was applied, if it was. */
    async appliedAt(ownerId: number, supplierKey: string, number: string): Promise<Date | null> {
      const [row] = await db
        .select({ appliedAt: supplierInvoices.appliedAt })
        .from(supplierInvoices)
        .where(
          and(
            eq(supplierInvoices.ownerId, ownerId),
            eq(supplierInvoices.supplierKey, supplierKey),
            eq(supplierInvoices.number, number),
          ),
        );
      return row?.appliedAt ?? null;
    },

    /** The supplier's product codes learned from earlier invoices: code → product. */
    async learnedCodes(ownerId: number, supplierKey: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          code: supplierProductCodes.code,
          instanceId: supplierProductCodes.ingredientInstanceId,
        })
        .from(supplierProductCodes)
        .where(
          and(
            eq(supplierProductCodes.ownerId, ownerId),
            eq(supplierProductCodes.supplierKey, supplierKey),
          ),
        );
      return new Map(rows.map((row) => [row.code, row.instanceId]));
    },

    /** Every code learned for these products, under any supplier, newest first. */
    async codesOfProducts(
      ownerId: number,
      instanceIds: readonly number[],
    ): Promise<{ supplierKey: string; code: string; instanceId: number }[]> {
      if (instanceIds.length === 0) return [];
      return db
        .select({
          supplierKey: supplierProductCodes.supplierKey,
          code: supplierProductCodes.code,
          instanceId: supplierProductCodes.ingredientInstanceId,
        })
        .from(supplierProductCodes)
        .where(
          and(
            eq(supplierProductCodes.ownerId, ownerId),
            inArray(supplierProductCodes.ingredientInstanceId, [...instanceIds]),
          ),
        )
        .orderBy(desc(supplierProductCodes.id));
    },

    /** Remembers (or moves) the supplier's codes of confirmed lines. */
    async learnCodes(
      ownerId: number,
      supplierKey: string,
      codes: readonly { code: string; instanceId: number }[],
    ): Promise<void> {
      if (codes.length === 0) return;
      await db
        .insert(supplierProductCodes)
        .values(
          codes.map((entry) => ({
            ownerId,
            supplierKey,
            code: entry.code,
            ingredientInstanceId: entry.instanceId,
          })),
        )
        .onConflictDoUpdate({
          target: [
            supplierProductCodes.ownerId,
            supplierProductCodes.supplierKey,
            supplierProductCodes.code,
          ],
          set: { ingredientInstanceId: sql`excluded.ingredient_instance_id` },
        });
    },

    async pdfLayout(
      ownerId: number,
      supplierKey: string,
    ): Promise<Record<string, number | null> | null> {
      const [row] = await db
        .select({ mapping: supplierPdfLayouts.mapping })
        .from(supplierPdfLayouts)
        .where(
          and(
            eq(supplierPdfLayouts.ownerId, ownerId),
            eq(supplierPdfLayouts.supplierKey, supplierKey),
          ),
        );
      return row?.mapping ?? null;
    },

    async savePdfLayout(
      ownerId: number,
      supplierKey: string,
      mapping: Record<string, number | null>,
      at: Date,
    ): Promise<void> {
      await db
        .insert(supplierPdfLayouts)
        .values({ ownerId, supplierKey, mapping, updatedAt: at })
        .onConflictDoUpdate({
          target: [supplierPdfLayouts.ownerId, supplierPdfLayouts.supplierKey],
          set: { mapping, updatedAt: at },
        });
    },

    async insert(
      ownerId: number,
      invoice: NewInvoiceRow,
      lines: readonly NewInvoiceLineRow[],
    ): Promise<number> {
      const [row] = await db
        .insert(supplierInvoices)
        .values({ ...invoice, ownerId })
        .returning({ id: supplierInvoices.id });
      if (!row) throw new Error('supplier invoice insert returned no row');
      await this.insertLines(ownerId, row.id, lines);
      return row.id;
    },

    async insertLines(
      ownerId: number,
      invoiceId: number,
      lines: readonly NewInvoiceLineRow[],
    ): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(supplierInvoiceLines)
        .values(lines.map((line) => ({ ...line, ownerId, invoiceId })));
    },

    async list(
      ownerId: number,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: (StoredInvoiceRow & { linesCount: number })[] }> {
      const linesCount = sql<number>`(select count(*)::int from ${supplierInvoiceLines} l
        where l.invoice_id = "supplier_invoices"."id")`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ invoice: supplierInvoices, linesCount })
          .from(supplierInvoices)
          .where(eq(supplierInvoices.ownerId, ownerId))
          .orderBy(desc(supplierInvoices.issueDate), desc(supplierInvoices.id))
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ n: count() })
          .from(supplierInvoices)
          .where(eq(supplierInvoices.ownerId, ownerId)),
      ]);
      return {
        count: total?.n ?? 0,
        rows: rows.map((row) => ({ ...row.invoice, linesCount: row.linesCount })),
      };
    },

    /** Net spend since a day (YYYY-MM-DD) per supplier and per month of the issue date. */
    async purchases(
      ownerId: number,
      since: string,
    ): Promise<{
      bySupplier: {
        supplierName: string;
        supplierTaxId: string;
        supplierId: number | null;
        invoices: number;
        net: string;
      }[];
      byMonth: { month: string; net: string }[];
    }> {
      const [bySupplier, byMonth] = await Promise.all([
        queryRows<{
          supplierName: string;
          supplierTaxId: string;
          supplierId: number | null;
          invoices: number;
          net: string;
        }>(
          db,
          sql`select (array_agg(supplier_name order by issue_date desc, id desc))[1] as "supplierName",
                     (array_agg(supplier_id order by issue_date desc, id desc))[1] as "supplierId",
                     max(supplier_tax_id) as "supplierTaxId", count(*)::int as invoices,
                     sum(total_net)::text as net
              from ${supplierInvoices}
              where owner_id = ${ownerId} and issue_date >= ${since}::date
              group by supplier_key
              order by sum(total_net) desc, 1`,
        ),
        queryRows<{ month: string; net: string }>(
          db,
          sql`select to_char(date_trunc('month', issue_date), 'YYYY-MM') as month,
                     sum(total_net)::text as net
              from ${supplierInvoices}
              where owner_id = ${ownerId} and issue_date >= ${since}::date
              group by 1 order by 1`,
        ),
      ]);
      return { bySupplier, byMonth };
    },

    /** The last applied line (by the invoice's date) that updated or created the product. */
    async lastPurchase(ownerId: number, instanceId: number) {
      const [row] = await db
        .select({
          invoiceId: supplierInvoices.id,
          number: supplierInvoices.number,
          supplierName: supplierInvoices.supplierName,
          issueDate: supplierInvoices.issueDate,
          quantity: supplierInvoiceLines.quantity,
          unitOfMeasure: supplierInvoiceLines.unitOfMeasure,
          lineTotal: supplierInvoiceLines.lineTotal,
          pricePerBaseUnit: supplierInvoiceLines.pricePerBaseUnit,
          baseUnit: supplierInvoiceLines.baseUnit,
        })
        .from(supplierInvoiceLines)
        .innerJoin(supplierInvoices, eq(supplierInvoices.id, supplierInvoiceLines.invoiceId))
        .where(
          and(
            eq(supplierInvoiceLines.ownerId, ownerId),
            eq(supplierInvoiceLines.ingredientInstanceId, instanceId),
            sql`${supplierInvoiceLines.decision} <> 'skip'`,
          ),
        )
        .orderBy(
          desc(supplierInvoices.issueDate),
          desc(supplierInvoices.id),
          desc(supplierInvoiceLines.position),
        )
        .limit(1);
      return row;
    },

    async find(
      ownerId: number,
      id: number,
    ): Promise<{ invoice: StoredInvoiceRow; lines: StoredInvoiceLineRow[] } | undefined> {
      const [invoice] = await db
        .select()
        .from(supplierInvoices)
        .where(and(eq(supplierInvoices.ownerId, ownerId), eq(supplierInvoices.id, id)));
      if (!invoice) return undefined;
      const lines = await db
        .select()
        .from(supplierInvoiceLines)
        .where(
          and(
            eq(supplierInvoiceLines.ownerId, ownerId),
            inArray(supplierInvoiceLines.invoiceId, [id]),
          ),
        )
        .orderBy(asc(supplierInvoiceLines.position));
      return { invoice, lines };
    },
  };
}

export type SupplierInvoicesRepository = ReturnType<typeof createSupplierInvoicesRepository>;
