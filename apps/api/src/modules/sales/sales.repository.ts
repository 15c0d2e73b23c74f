import type { SalesMapping } from '@costeo/domain/contracts/sales';
import type { UnitCode } from '@costeo/domain/units';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { salesImports, salesLayouts, salesLines, tillItems } from '../../db/schema/sales.ts';

export type SalesImportRow = typeof salesImports.$inferSelect;
export type TillItemRow = typeof tillItems.$inferSelect;

/** An import with its lines' totals. */
export interface SalesImportListRow extends Omit<SalesImportRow, 'createdAt'> {
  /** A Date from PGlite, a text from node-postgres (a raw query's timestamptz). */
  createdAt: Date | string;
  linesCount: number;
  units: string;
  netRevenue: string;
}

/** A sales line to insert: a day's sales of one item. */
export interface NewSalesLine {
  soldOn: string;
  itemId: number;
  units: string;
  grossRevenue: string;
  netRevenue: string;
  vat: string;
}

/** Rows per INSERT of sales lines (8 parameters each, well under PostgreSQL's 65 535). */
const INSERT_CHUNK = 2000;

/** The sales of the till (issue 33). Every query takes the owner. */
export function createSalesRepository(db: Db) {
  return {
    async layoutMapping(ownerId: number, layout: string): Promise<SalesMapping | null> {
      const [row] = await db
        .select({ mapping: salesLayouts.mapping })
        .from(salesLayouts)
        .where(and(eq(salesLayouts.ownerId, ownerId), eq(salesLayouts.layout, layout)));
      return row?.mapping ?? null;
    },

    /** Every layout the owner confirmed, with its mapping (a kitchen has a till or two). */
    async layoutMappings(ownerId: number): Promise<Record<string, SalesMapping>> {
      const rows = await db
        .select({ layout: salesLayouts.layout, mapping: salesLayouts.mapping })
        .from(salesLayouts)
        .where(eq(salesLayouts.ownerId, ownerId));
      return Object.fromEntries(rows.map((row) => [row.layout, row.mapping]));
    },

    async rememberLayout(ownerId: number, layout: string, mapping: SalesMapping, at: Date) {
      await db
        .insert(salesLayouts)
        .values({ ownerId, layout, mapping, updatedAt: at })
        .onConflictDoUpdate({
          target: [salesLayouts.ownerId, salesLayouts.layout],
          set: { mapping, updatedAt: at },
        });
    },

    /** The owner's items with these keys. */
    async itemsByKey(ownerId: number, keys: readonly string[]): Promise<TillItemRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(tillItems)
        .where(and(eq(tillItems.ownerId, ownerId), inArray(tillItems.itemKey, [...keys])));
    },

    /** Creates the items not there yet (one statement); a key taken meanwhile is kept as it is. */
    async insertItems(
      ownerId: number,
      items: readonly { itemKey: string; code: string; name: string }[],
      at: Date,
    ): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(tillItems)
        .values(items.map((item) => ({ ...item, ownerId, createdAt: at, updatedAt: at })))
        .onConflictDoNothing({ target: [tillItems.ownerId, tillItems.itemKey] });
    },

    /** Lines of the layout on the days from `from` to `to`: what an import of them replaces. */
    async countLayoutLines(ownerId: number, layout: string, from: string, to: string) {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${salesLines}
            where owner_id = ${ownerId} and layout = ${layout}
              and sold_on between ${from}::date and ${to}::date`,
      );
      return row?.count ?? 0;
    },

    /**
     * Removes the layout's lines on those days, then the imports of the layout left without a
     * line (their days all came again).
     */
    async replaceLayoutDays(ownerId: number, layout: string, from: string, to: string) {
      await db.execute(
        sql`delete from ${salesLines} where owner_id = ${ownerId} and layout = ${layout}
            and sold_on between ${from}::date and ${to}::date`,
      );
      await db.execute(
        sql`delete from ${salesImports} i where i.owner_id = ${ownerId} and i.layout = ${layout}
            and not exists (select 1 from ${salesLines} l where l.import_id = i.id)`,
      );
    },

    async insertImport(
      ownerId: number,
      row: Omit<typeof salesImports.$inferInsert, 'id' | 'ownerId'>,
    ): Promise<number> {
      const [inserted] = await db
        .insert(salesImports)
        .values({ ...row, ownerId })
        .returning({ id: salesImports.id });
      if (!inserted) throw new Error('sales import insert returned no row');
      return inserted.id;
    },

    async insertLines(
      ownerId: number,
      importId: number,
      layout: string,
      lines: readonly NewSalesLine[],
    ): Promise<void> {
      for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
        await db
          .insert(salesLines)
          .values(
            lines
              .slice(start, start + INSERT_CHUNK)
              .map((line) => ({ ...line, ownerId, importId, layout })),
          );
      }
    },

    async importById(ownerId: number, id: number): Promise<SalesImportListRow | null> {
      const [row] = await this.imports(ownerId, { limit: 1, offset: 0 }, id);
      return row ?? null;
    },

    async imports(
      ownerId: number,
      window: { limit: number; offset: number },
      onlyId?: number,
    ): Promise<SalesImportListRow[]> {
      return queryRows<SalesImportListRow>(
        db,
        sql`select i.id, i.owner_id as "ownerId", i.file_name as "fileName",
                   i.file_type as "fileType", i.layout,
                   to_char(i.date_from, 'YYYY-MM-DD') as "dateFrom",
                   to_char(i.date_to, 'YYYY-MM-DD') as "dateTo", i.created_at as "createdAt",
                   count(l.id)::int as "linesCount",
                   coalesce(sum(l.units), 0)::text as units,
                   coalesce(sum(l.net_revenue), 0)::text as "netRevenue"
            from ${salesImports} i left join ${salesLines} l on l.import_id = i.id
            where i.owner_id = ${ownerId} ${onlyId === undefined ? sql`` : sql`and i.id = ${onlyId}`}
            group by i.id
            order by i.created_at desc, i.id desc
            limit ${window.limit} offset ${window.offset}`,
      );
    },

    async countImports(ownerId: number): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${salesImports} where owner_id = ${ownerId}`,
      );
      return row?.count ?? 0;
    },

    /** Deletes an import and its lines; false when the owner has no such import. */
    async deleteImport(ownerId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(salesImports)
        .where(and(eq(salesImports.ownerId, ownerId), eq(salesImports.id, id)))
        .returning({ id: salesImports.id });
      return deleted.length > 0;
    },

    async itemById(ownerId: number, id: number): Promise<TillItemRow | null> {
      const [row] = await db
        .select()
        .from(tillItems)
        .where(and(eq(tillItems.ownerId, ownerId), eq(tillItems.id, id)));
      return row ?? null;
    },

    async setLink(
      ownerId: number,
      id: number,
      link: {
        recipeId: number | null;
        menuId: number | null;
        instanceId: number | null;
        quantity: string | null;
        unit: UnitCode | null;
        notFood: boolean;
      },
      at: Date,
    ): Promise<void> {
      await db
        .update(tillItems)
        .set({ ...link, updatedAt: at })
        .where(and(eq(tillItems.ownerId, ownerId), eq(tillItems.id, id)));
    },

    /** The newest import's days, for a screen opened without a period. */
    async lastImport(ownerId: number) {
      const [row] = await db
        .select({ dateFrom: salesImports.dateFrom, dateTo: salesImports.dateTo })
        .from(salesImports)
        .where(eq(salesImports.ownerId, ownerId))
        .orderBy(desc(salesImports.createdAt), desc(salesImports.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
