import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ingredientCategories,
  ingredientDefinitions,
  ingredientInstances,
  ingredientPriceHistory,
  purchases,
} from '../../db/schema/ingredients.ts';
import { parseOrdering } from '../../db/ordering.ts';
import { containsPattern } from './ingredient-definitions.repository.ts';

export type InstanceRow = typeof ingredientInstances.$inferSelect;
export type NewInstanceRow = typeof ingredientInstances.$inferInsert;
type DefinitionColumns = typeof ingredientDefinitions.$inferSelect;

/** An instance with what it inherits from its definition. */
export interface InstanceView extends InstanceRow {
  definitionName: string;
  categoryId: number;
  categoryName: string;
  baseUnit: DefinitionColumns['baseUnit'];
  definitionAllergens: DefinitionColumns['allergens'];
  definitionDensity: DefinitionColumns['density'];
  definitionUnitWeight: DefinitionColumns['unitWeight'];
  definitionNutrition: DefinitionColumns['nutritionPer100g'];
  definitionOwnerId: DefinitionColumns['ownerId'];
}

const columns = {
  id: ingredientInstances.id,
  ownerId: ingredientInstances.ownerId,
  definitionId: ingredientInstances.definitionId,
  name: ingredientInstances.name,
  searchName: ingredientInstances.searchName,
  labelName: ingredientInstances.labelName,
  supplier: ingredientInstances.supplier,
  supplierId: ingredientInstances.supplierId,
  brand: ingredientInstances.brand,
  purchaseQuantity: ingredientInstances.purchaseQuantity,
  purchaseUnit: ingredientInstances.purchaseUnit,
  purchasePrice: ingredientInstances.purchasePrice,
  wastePct: ingredientInstances.wastePct,
  vatPct: ingredientInstances.vatPct,
  density: ingredientInstances.density,
  unitWeight: ingredientInstances.unitWeight,
  extraAllergens: ingredientInstances.extraAllergens,
  notes: ingredientInstances.notes,
  isActive: ingredientInstances.isActive,
  nutritionPer100g: ingredientInstances.nutritionPer100g,
  unitCost: ingredientInstances.unitCost,
  usableUnitCost: ingredientInstances.usableUnitCost,
  createdAt: ingredientInstances.createdAt,
  updatedAt: ingredientInstances.updatedAt,
  definitionName: ingredientDefinitions.name,
  categoryId: ingredientDefinitions.categoryId,
  categoryName: ingredientCategories.name,
  baseUnit: ingredientDefinitions.baseUnit,
  definitionAllergens: ingredientDefinitions.allergens,
  definitionDensity: ingredientDefinitions.density,
  definitionUnitWeight: ingredientDefinitions.unitWeight,
  definitionNutrition: ingredientDefinitions.nutritionPer100g,
  definitionOwnerId: ingredientDefinitions.ownerId,
};

/** Qualified by hand: inside a select list Drizzle may render a column without its table. */
const instanceIdColumn = sql.raw('"ingredient_instances"."id"');

// Names sort by their accent-free form, whatever the database collation.
const ORDERING = {
  name: ingredientInstances.searchName,
  supplier: ingredientInstances.supplier,
  brand: ingredientInstances.brand,
  purchase_price: ingredientInstances.purchasePrice,
  unit_cost: ingredientInstances.unitCost,
  usable_unit_cost: ingredientInstances.usableUnitCost,
  waste_pct: ingredientInstances.wastePct,
  category_name: ingredientCategories.name,
  definition_name: ingredientDefinitions.name,
  created_at: ingredientInstances.createdAt,
  updated_at: ingredientInstances.updatedAt,
};

export interface InstanceFilters {
  search?: string;
  category?: number;
  supplier?: string;
  /** Products of one supplier (issue 32). */
  supplierId?: number;
  brand?: string;
  definition?: number;
  isActive?: boolean;
  ordering?: string;
}

export function createInstancesRepository(db: Db) {
  const joined = () =>
    db
      .select(columns)
      .from(ingredientInstances)
      .innerJoin(
        ingredientDefinitions,
        eq(ingredientInstances.definitionId, ingredientDefinitions.id),
      )
      .innerJoin(
        ingredientCategories,
        eq(ingredientDefinitions.categoryId, ingredientCategories.id),
      );

  function where(ownerId: number, filters: InstanceFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(ingredientInstances.ownerId, ownerId)];
    if (filters.search) {
      conditions.push(
        sql`${ingredientInstances.searchName} like ${containsPattern(filters.search)}`,
      );
    }
    if (filters.category) conditions.push(eq(ingredientDefinitions.categoryId, filters.category));
    if (filters.supplier !== undefined)
      conditions.push(eq(ingredientInstances.supplier, filters.supplier));
    if (filters.supplierId !== undefined)
      conditions.push(eq(ingredientInstances.supplierId, filters.supplierId));
    if (filters.brand !== undefined) conditions.push(eq(ingredientInstances.brand, filters.brand));
    if (filters.definition)
      conditions.push(eq(ingredientInstances.definitionId, filters.definition));
    if (filters.isActive !== undefined)
      conditions.push(eq(ingredientInstances.isActive, filters.isActive));
    return and(...conditions);
  }

  return {
    async list(
      ownerId: number,
      filters: InstanceFilters,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: InstanceView[] }> {
      const condition = where(ownerId, filters);
      const orderBy = parseOrdering(filters.ordering, ORDERING, [
        asc(ingredientInstances.searchName),
        asc(ingredientInstances.id),
      ]);
      // The page and the count in one round trip (`count(*) over ()`); a page past the end has
      // no row to carry the count, so only then is it counted on its own.
      const page = await db
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(condition)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset);
      const rows = page.map(({ total: _total, ...row }) => row);
      const first = page[0];
      if (first) return { count: first.total, rows };
      if (window.offset === 0) return { count: 0, rows };
      const [counted] = await db
        .select({ n: count() })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .where(condition);
      return { count: counted?.n ?? 0, rows };
    },

    async find(ownerId: number, id: number): Promise<InstanceView | undefined> {
      const [row] = await joined().where(
        and(eq(ingredientInstances.ownerId, ownerId), eq(ingredientInstances.id, id)),
      );
      return row;
    },

    async insert(row: NewInstanceRow): Promise<number> {
      const [created] = await db
        .insert(ingredientInstances)
        .values(row)
        .returning({ id: ingredientInstances.id });
      if (!created) throw new Error('insert ingredient_instances returned no row');
      return created.id;
    },

    async update(ownerId: number, id: number, patch: Partial<NewInstanceRow>): Promise<void> {
      await db
        .update(ingredientInstances)
        .set(patch)
        .where(and(eq(ingredientInstances.ownerId, ownerId), eq(ingredientInstances.id, id)));
    },

    async delete(ownerId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(ingredientInstances)
        .where(and(eq(ingredientInstances.ownerId, ownerId), eq(ingredientInstances.id, id)))
        .returning({ id: ingredientInstances.id });
      return deleted.length > 0;
    },

    async insertPriceHistory(row: typeof ingredientPriceHistory.$inferInsert): Promise<void> {
      await db.insert(ingredientPriceHistory).values(row);
    },

    async listPriceHistory(ownerId: number, instanceId: number) {
      return db
        .select()
        .from(ingredientPriceHistory)
        .where(
          and(
            eq(ingredientPriceHistory.ownerId, ownerId),
            eq(ingredientPriceHistory.instanceId, instanceId),
          ),
        )
        .orderBy(asc(ingredientPriceHistory.changedAt), asc(ingredientPriceHistory.id));
    },

    async distinct(ownerId: number, column: 'supplier' | 'brand'): Promise<string[]> {
      const field =
        column === 'supplier' ? ingredientInstances.supplier : ingredientInstances.brand;
      const rows = await db
        .selectDistinct({ value: field })
        .from(ingredientInstances)
        .where(and(eq(ingredientInstances.ownerId, ownerId), ne(field, '')))
        .orderBy(asc(field));
      return rows.map((row) => row.value);
    },

    async count(ownerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ingredientInstances)
        .where(eq(ingredientInstances.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async changesBetween(ownerId: number, from: Date, to: Date) {
      const [row] = await db
        .select({
          created: sql<number>`count(*) filter (where ${ingredientInstances.createdAt} >= ${from} and ${ingredientInstances.createdAt} < ${to})::int`,
          updated: sql<number>`count(*) filter (where ${ingredientInstances.updatedAt} >= ${from} and ${ingredientInstances.updatedAt} < ${to} and ${ingredientInstances.updatedAt} > ${ingredientInstances.createdAt})::int`,
        })
        .from(ingredientInstances)
        .where(eq(ingredientInstances.ownerId, ownerId));
      return { created: row?.created ?? 0, updated: row?.updated ?? 0 };
    },

    async listAllCompact(ownerId: number) {
      return db
        .select({
          id: ingredientInstances.id,
          name: ingredientInstances.name,
          supplier: ingredientInstances.supplier,
          purchasePrice: ingredientInstances.purchasePrice,
          isActive: ingredientInstances.isActive,
          categoryId: ingredientDefinitions.categoryId,
          categoryName: ingredientCategories.name,
        })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(eq(ingredientInstances.ownerId, ownerId))
        .orderBy(asc(ingredientInstances.supplier), asc(ingredientInstances.name));
    },

    /** How many products each supplier has (issue 32). */
    async countBySupplier(ownerId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ supplierId: ingredientInstances.supplierId, n: count() })
        .from(ingredientInstances)
        .where(
          and(eq(ingredientInstances.ownerId, ownerId), isNotNull(ingredientInstances.supplierId)),
        )
        .groupBy(ingredientInstances.supplierId);
      return new Map(rows.map((row) => [row.supplierId ?? 0, row.n]));
    },

    /** A supplier's products with what their search name is made of (to rename the supplier). */
    listOfSupplier(ownerId: number, supplierId: number) {
      return db
        .select({
          id: ingredientInstances.id,
          name: ingredientInstances.name,
          brand: ingredientInstances.brand,
          definitionName: ingredientDefinitions.name,
        })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .where(
          and(
            eq(ingredientInstances.ownerId, ownerId),
            eq(ingredientInstances.supplierId, supplierId),
          ),
        )
        .orderBy(asc(ingredientInstances.id));
    },

    /** Products with a supplier's name and no supplier (an account from before suppliers). */
    listUnlinkedSupplierNames(ownerId: number) {
      return db
        .select({
          id: ingredientInstances.id,
          name: ingredientInstances.name,
          brand: ingredientInstances.brand,
          supplier: ingredientInstances.supplier,
          definitionName: ingredientDefinitions.name,
        })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .where(
          and(
            eq(ingredientInstances.ownerId, ownerId),
            isNull(ingredientInstances.supplierId),
            sql`trim(${ingredientInstances.supplier}) <> ''`,
          ),
        )
        .orderBy(asc(ingredientInstances.id));
    },

    /** One statement: each product's supplier (id and name) and its search name. */
    async setSuppliers(
      ownerId: number,
      rows: { id: number; supplierId: number | null; supplier: string; searchName: string }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      const values = JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          supplier_id: row.supplierId,
          supplier: row.supplier,
          search_name: row.searchName,
        })),
      );
      await db.execute(sql`
        update ${ingredientInstances} i set
          supplier_id = v.supplier_id, supplier = v.supplier, search_name = v.search_name
        from json_to_recordset(${values}::json)
          as v(id int, supplier_id int, supplier varchar, search_name text)
        where i.owner_id = ${ownerId} and i.id = v.id`);
    },

    /** A supplier's products as its screen shows them, with when their price was set. */
    productsOfSupplier(ownerId: number, supplierId: number) {
      return db
        .select({
          id: ingredientInstances.id,
          name: ingredientInstances.name,
          purchaseQuantity: ingredientInstances.purchaseQuantity,
          purchaseUnit: ingredientInstances.purchaseUnit,
          purchasePrice: ingredientInstances.purchasePrice,
          baseUnit: ingredientDefinitions.baseUnit,
          unitCost: ingredientInstances.unitCost,
          isActive: ingredientInstances.isActive,
          priceSince: sql<Date | null>`(select max(h.changed_at) from ${ingredientPriceHistory} h
            where h.owner_id = ${ownerId} and h.instance_id = ${instanceIdColumn})`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
        })
        .from(ingredientInstances)
        .innerJoin(
          ingredientDefinitions,
          eq(ingredientInstances.definitionId, ingredientDefinitions.id),
        )
        .where(
          and(
            eq(ingredientInstances.ownerId, ownerId),
            eq(ingredientInstances.supplierId, supplierId),
          ),
        )
        .orderBy(asc(ingredientInstances.id));
    },

    /** Each product's last purchase date (YYYY-MM-DD) in the ledger; never bought: absent. */
    async lastPurchaseDates(ownerId: number, instanceIds: number[]): Promise<Map<number, string>> {
      if (instanceIds.length === 0) return new Map();
      const rows = await db
        .select({
          instanceId: purchases.instanceId,
          last: sql<string>`max(${purchases.purchasedOn})::text`,
        })
        .from(purchases)
        .where(and(eq(purchases.ownerId, ownerId), inArray(purchases.instanceId, instanceIds)))
        .groupBy(purchases.instanceId);
      return new Map(rows.map((row) => [row.instanceId ?? 0, row.last]));
    },

    /** A supplier's net spend per month ("YYYY-MM") of the purchases dated from `fromDay` on. */
    supplierSpendByMonth(ownerId: number, supplierId: number, fromDay: string) {
      const month = sql<string>`to_char(${purchases.purchasedOn}, 'YYYY-MM')`;
      return db
        .select({ month, totalNet: sql<string>`sum(${purchases.netAmount})::text` })
        .from(purchases)
        .where(
          and(
            eq(purchases.ownerId, ownerId),
            eq(purchases.supplierId, supplierId),
            gte(purchases.purchasedOn, fromDay),
          ),
        )
        .groupBy(month)
        .orderBy(month);
    },

    async searchForRecipe(ownerId: number, term: string, limit: number): Promise<InstanceView[]> {
      const conditions = [
        eq(ingredientInstances.ownerId, ownerId),
        eq(ingredientInstances.isActive, true),
      ];
      if (term)
        conditions.push(sql`${ingredientInstances.searchName} like ${containsPattern(term)}`);
      return joined()
        .where(and(...conditions))
        .orderBy(asc(ingredientInstances.name))
        .limit(limit);
    },
  };
}

export type InstancesRepository = ReturnType<typeof createInstancesRepository>;
