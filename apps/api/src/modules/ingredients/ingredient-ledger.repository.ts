import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ingredientInstances,
  ingredientPriceHistory,
  purchases,
} from '../../db/schema/ingredients.ts';
import { createInstancesRepository, type InstanceView } from './ingredient-instances.repository.ts';
import type { prepareRow } from './ingredient-instances.rows.ts';

export type LedgerPurchaseRow = typeof purchases.$inferInsert;
type PreparedRow = ReturnType<typeof prepareRow>;

/** Rows per statement: far below PostgreSQL's 65 535 parameters at ~14 a row. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    result.push(items.slice(start, start + CHUNK));
  }
  return result;
}

export interface PurchaseFilters {
  instanceId?: number;
  supplierId?: number;
  dateFrom?: string;
  dateTo?: string;
}

/**
 * The ledger's writes, each one statement however many entries (issue 32: an apply of a 40-line
 * invoice costs the same number of queries as one of 4), and the purchases' reads.
 */
export function createLedgerRepository(db: Db) {
  return {
    async products(ownerId: number): Promise<InstanceView[]> {
      const { rows } = await createInstancesRepository(db).list(
        ownerId,
        {},
        { limit: 1_000_000, offset: 0 },
      );
      return rows;
    },

    /** The purchase side of each product (format, price, merma, VAT, brand, supplier). */
    async updatePrices(
      ownerId: number,
      updates: readonly {
        id: number;
        row: PreparedRow;
        supplierId: number | null;
        supplierName: string | null;
      }[],
      at: Date,
    ): Promise<void> {
      for (const chunk of chunks(updates)) {
        const values = sql.join(
          chunk.map(
            ({ id, row, supplierId, supplierName }) =>
              sql`(${id}::integer, ${supplierName ?? row.supplier}::varchar, ${supplierId}::integer, ${row.searchName}::text, ${row.brand}::varchar, ${row.purchaseQuantity}::numeric, ${row.purchaseUnit}::varchar, ${row.purchasePrice}::numeric, ${row.wastePct}::numeric, ${row.vatPct}::numeric, ${row.unitCost}::numeric, ${row.usableUnitCost}::numeric)`,
          ),
          sql`, `,
        );
        await db.execute(sql`
          update ingredient_instances as i set
            supplier = v.supplier, supplier_id = v.supplier_id, search_name = v.search_name,
            brand = v.brand, purchase_quantity = v.purchase_quantity,
            purchase_unit = v.purchase_unit, purchase_price = v.purchase_price,
            waste_pct = v.waste_pct, vat_pct = v.vat_pct, unit_cost = v.unit_cost,
            usable_unit_cost = v.usable_unit_cost, updated_at = ${at}
          from (values ${values}) as v(id, supplier, supplier_id, search_name, brand,
            purchase_quantity, purchase_unit, purchase_price, waste_pct, vat_pct, unit_cost,
            usable_unit_cost)
          where i.id = v.id and i.owner_id = ${ownerId}`);
      }
    },

    /** New products, their ids in the rows' order. */
    async insertProducts(
      ownerId: number,
      rows: readonly { row: PreparedRow; supplierId: number | null }[],
      at: Date,
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const chunk of chunks(rows)) {
        const created = await db
          .insert(ingredientInstances)
          .values(
            chunk.map(({ row, supplierId }) => ({ ...row, supplierId, ownerId, createdAt: at })),
          )
          .returning({ id: ingredientInstances.id });
        ids.push(...created.map((row) => row.id));
      }
      return ids;
    },

    async insertHistory(rows: readonly (typeof ingredientPriceHistory.$inferInsert)[]) {
      for (const chunk of chunks(rows)) await db.insert(ingredientPriceHistory).values(chunk);
    },

    async insertPurchases(rows: readonly LedgerPurchaseRow[]) {
      for (const chunk of chunks(rows)) await db.insert(purchases).values(chunk);
    },

    /** Net amounts (without VAT) of every purchase dated in [from, to], per month ("YYYY-MM"). */
    spendByMonth(ownerId: number, from: string, to: string) {
      const month = sql<string>`to_char(${purchases.purchasedOn}, 'YYYY-MM')`;
      return db
        .select({ month, totalNet: sql<string>`sum(${purchases.netAmount})::text` })
        .from(purchases)
        .where(
          and(
            eq(purchases.ownerId, ownerId),
            gte(purchases.purchasedOn, from),
            lte(purchases.purchasedOn, to),
          ),
        )
        .groupBy(month)
        .orderBy(month);
    },

    async listPurchases(
      ownerId: number,
      filters: PurchaseFilters,
      window: { limit: number; offset: number },
    ) {
      const conditions: SQL[] = [eq(purchases.ownerId, ownerId)];
      if (filters.instanceId !== undefined)
        conditions.push(eq(purchases.instanceId, filters.instanceId));
      if (filters.supplierId !== undefined)
        conditions.push(eq(purchases.supplierId, filters.supplierId));
      if (filters.dateFrom !== undefined)
        conditions.push(gte(purchases.purchasedOn, filters.dateFrom));
      if (filters.dateTo !== undefined) conditions.push(lte(purchases.purchasedOn, filters.dateTo));
      const page = await db
        .select({
          row: purchases,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(purchases)
        .where(and(...conditions))
        .orderBy(desc(purchases.purchasedOn), desc(purchases.id))
        .limit(window.limit)
        .offset(window.offset);
      const first = page[0];
      let count = first?.total ?? 0;
      if (!first && window.offset > 0) {
        const [counted] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(purchases)
          .where(and(...conditions));
        count = counted?.n ?? 0;
      }
      return { count, rows: page.map(({ row }) => row) };
    },
  };
}
