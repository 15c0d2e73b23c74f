import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recipeSales } from '../../db/schema/analytics.ts';
import {
  ingredientCategories,
  ingredientDefinitions,
  ingredientInstances,
  ingredientPriceHistory,
} from '../../db/schema/ingredients.ts';
import { recipes } from '../../db/schema/recipes.ts';

/*
 * Read-only reporting queries over the recipes' stored figures, the products and their price
 * history, plus the one table analytics owns (recipe_sales). Every query filters on the owner and
 * answers a whole set at once (no query per recipe or product). Costs themselves are never
 * recomputed here: they are the stored engine figures or the recipes service's what-if.
 */

export interface DishRow {
  id: number;
  name: string;
  isSubrecipe: boolean;
  salePrice: string | null;
  costComplete: boolean;
  netSalePrice: string | null;
  costPerServing: string;
  marginPct: string | null;
  foodCostPct: string | null;
  targetFoodCostPct: string;
}

export interface ProductInfoRow {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  categoryId: number;
  categoryName: string;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  purchasePrice: string;
  wastePct: string;
  density: string | null;
  unitWeight: string | null;
  unitCost: string;
}

export interface HistoryRow {
  id: number;
  instanceId: number;
  purchasePrice: string;
  unitCost: string;
  changedAt: Date;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

const dishColumns = sql`r.id, r.name, r.is_subrecipe as "isSubrecipe", r.sale_price as "salePrice",
  r.cost_complete as "costComplete", r.net_sale_price as "netSalePrice",
  r.cost_per_serving as "costPerServing", r.margin_pct as "marginPct",
  r.food_cost_pct as "foodCostPct", r.effective_target_food_cost_pct as "targetFoodCostPct"`;

export function createAnalyticsRepository(db: Db) {
  return {
    /** The owner's dishes: every recipe but the elaboraciones without a PVP. */
    dishes(ownerId: number): Promise<DishRow[]> {
      return queryRows<DishRow>(
        db,
        sql`select ${dishColumns} from ${recipes} r
            where r.owner_id = ${ownerId} and not (r.is_subrecipe and r.sale_price is null)
            order by r.name, r.id`,
      );
    },

    recipesByIds(ownerId: number, recipeIds: readonly number[]): Promise<DishRow[]> {
      if (recipeIds.length === 0) return Promise.resolve([]);
      return queryRows<DishRow>(
        db,
        sql`select ${dishColumns} from ${recipes} r
            where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /** The owner's products among `productIds`, with their category and purchase facts. */
    products(ownerId: number, productIds: readonly number[]): Promise<ProductInfoRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return queryRows<ProductInfoRow>(
        db,
        sql`select i.id, i.name, d.base_unit as "baseUnit", c.id as "categoryId",
                   c.name as "categoryName", i.purchase_quantity as "purchaseQuantity",
                   i.purchase_unit as "purchaseUnit", i.purchase_price as "purchasePrice",
                   i.waste_pct as "wastePct", coalesce(i.density, d.density) as density,
                   coalesce(i.unit_weight, d.unit_weight) as "unitWeight",
                   i.unit_cost as "unitCost"
            from ${ingredientInstances} i
            join ${ingredientDefinitions} d on d.id = i.definition_id
            join ${ingredientCategories} c on c.id = d.category_id
            where i.owner_id = ${ownerId} and i.id = any(${ids(productIds)})`,
      );
    },

    /**
     * The price history of these products from `since` on, plus the last row before `since` of
     * each (the price in force when the window opens). Oldest first.
     */
    history(ownerId: number, productIds: readonly number[], since: Date): Promise<HistoryRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return queryRows<HistoryRow>(
        db,
        sql`select id, instance_id as "instanceId", purchase_price as "purchasePrice",
                   unit_cost as "unitCost", changed_at as "changedAt"
            from ${ingredientPriceHistory}
            where owner_id = ${ownerId} and instance_id = any(${ids(productIds)})
              and (changed_at >= ${since.toISOString()}::timestamptz or id in (
                select distinct on (instance_id) id from ${ingredientPriceHistory}
                where owner_id = ${ownerId} and instance_id = any(${ids(productIds)})
                  and changed_at < ${since.toISOString()}::timestamptz
                order by instance_id, changed_at desc, id desc))
            order by instance_id, changed_at, id`,
      );
    },

    async historyEntry(
      ownerId: number,
      productId: number,
      entryId: number,
    ): Promise<HistoryRow | null> {
      const [row] = await queryRows<HistoryRow>(
        db,
        sql`select id, instance_id as "instanceId", purchase_price as "purchasePrice",
                   unit_cost as "unitCost", changed_at as "changedAt"
            from ${ingredientPriceHistory}
            where owner_id = ${ownerId} and instance_id = ${productId} and id = ${entryId}`,
      );
      return row ?? null;
    },

    /** The sales of one period, with each recipe's name. */
    sales(ownerId: number, periodStart: string, periodEnd: string) {
      return queryRows<{ recipeId: number; name: string; unitsSold: number }>(
        db,
        sql`select s.recipe_id as "recipeId", r.name, s.units_sold as "unitsSold"
            from ${recipeSales} s join ${recipes} r on r.id = s.recipe_id and r.owner_id = s.owner_id
            where s.owner_id = ${ownerId} and s.period_start = ${periodStart}::date
              and s.period_end = ${periodEnd}::date
            order by r.name, r.id`,
      );
    },

    /** Periods with sales, newest first. */
    periods(ownerId: number, limit: number) {
      return queryRows<{ periodStart: string; periodEnd: string }>(
        db,
        sql`select distinct to_char(period_start, 'YYYY-MM-DD') as "periodStart",
                   to_char(period_end, 'YYYY-MM-DD') as "periodEnd"
            from ${recipeSales} where owner_id = ${ownerId}
            order by "periodEnd" desc, "periodStart" desc limit ${limit}`,
      );
    },

    /** The owner's recipes among `recipeIds` (another owner's are absent). */
    async ownedRecipeIds(ownerId: number, recipeIds: readonly number[]): Promise<Set<number>> {
      if (recipeIds.length === 0) return new Set();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${recipes} where owner_id = ${ownerId} and id = any(${ids(recipeIds)})`,
      );
      return new Set(rows.map((row) => row.id));
    },

    /** Replaces the period's sales with `rows` (one statement each: delete, then insert). */
    async replaceSales(
      ownerId: number,
      period: { start: string; end: string },
      rows: readonly { recipe: number; units_sold: number }[],
      at: Date,
    ): Promise<void> {
      await db.execute(
        sql`delete from ${recipeSales} where owner_id = ${ownerId}
            and period_start = ${period.start}::date and period_end = ${period.end}::date`,
      );
      if (rows.length === 0) return;
      await db.insert(recipeSales).values(
        rows.map((row) => ({
          ownerId,
          recipeId: row.recipe,
          periodStart: period.start,
          periodEnd: period.end,
          unitsSold: row.units_sold,
          updatedAt: at,
        })),
      );
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
