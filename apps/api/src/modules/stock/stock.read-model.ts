import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  ingredientInstances,
  ingredientPriceHistory,
  ingredientProductFacts,
  purchases,
} from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';

/*
 * What a count reads of other modules' tables (issue 34, DOMAIN.md §10, decision 041): the
 * products and elaboraciones it names (to convert entries and name sheet lines), each product's
 * price in force on a day (the price history, Europe/Madrid days), the purchases of the ledger
 * between two days, and the elaboraciones below a stocked one (to cost it that day through
 * costing's loader).
 */

/** The kitchen's days, as the sales read model reads them: a price changed at 23:30 in Madrid is that day's. */
const TIME_ZONE = 'Europe/Madrid';

const ids = (values: Iterable<number>) => sql`${sql.param([...values])}::int[]`;

export interface StockProductRow {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  density: string | null;
  unitWeight: string | null;
}

export interface StockRecipeRow {
  id: number;
  name: string;
  isSubrecipe: boolean;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
}

export function createStockReadModel(db: Db) {
  return {
    /** The owner's products among `productIds` (another owner's are absent). */
    async products(ownerId: number, productIds: readonly number[]): Promise<StockProductRow[]> {
      if (productIds.length === 0) return [];
      return queryRows<StockProductRow>(
        db,
        sql`select f.id, f.name, f.base_unit as "baseUnit",
                   i.purchase_quantity::text as "purchaseQuantity",
                   i.purchase_unit as "purchaseUnit",
                   f.density::text as density, f.unit_weight::text as "unitWeight"
            from ${ingredientProductFacts} f
            join ${ingredientInstances} i on i.id = f.id
            where f.owner_id = ${ownerId} and f.id = any(${ids(productIds)})`,
      );
    },

    /** The owner's recipes among `recipeIds` (another owner's are absent). */
    async recipes(ownerId: number, recipeIds: readonly number[]): Promise<StockRecipeRow[]> {
      if (recipeIds.length === 0) return [];
      return queryRows<StockRecipeRow>(
        db,
        sql`select r.id, r.name, r.is_subrecipe as "isSubrecipe",
                   r.yield_quantity::text as "yieldQuantity", r.yield_unit as "yieldUnit"
            from ${recipes} r
            where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /**
     * Each product's price per base unit in force at the end of `day` (DOMAIN.md §10): the last
     * history row on or before it (Madrid days); before its first row, that first price; without
     * history, its current price.
     */
    async pricesOn(
      ownerId: number,
      day: string,
      productIds: readonly number[],
    ): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const rows = await queryRows<{ id: number; price: string | null }>(
        db,
        sql`select f.id, coalesce(
                (select h.unit_cost from ${ingredientPriceHistory} h
                 where h.owner_id = ${ownerId} and h.instance_id = f.id
                   and (h.changed_at at time zone ${TIME_ZONE})::date <= ${day}::date
                 order by h.changed_at desc, h.id desc limit 1),
                (select h.unit_cost from ${ingredientPriceHistory} h
                 where h.owner_id = ${ownerId} and h.instance_id = f.id
                 order by h.changed_at, h.id limit 1),
                f.unit_cost)::text as price
            from ${ingredientProductFacts} f
            where f.owner_id = ${ownerId} and f.id = any(${ids(productIds)})`,
      );
      const prices = new Map<number, string>();
      for (const row of rows) if (row.price !== null) prices.set(row.id, row.price);
      return prices;
    },

    /** Base units received per product in the days (after, upTo] (the ledger's purchases). */
    async purchasedBetween(
      ownerId: number,
      after: string,
      upTo: string,
      productIds: readonly number[],
    ): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const rows = await queryRows<{ id: number; quantity: string }>(
        db,
        sql`select p.instance_id as id, sum(p.quantity)::text as quantity
            from ${purchases} p
            where p.owner_id = ${ownerId} and p.instance_id = any(${ids(productIds)})
              and p.purchased_on > ${after}::date and p.purchased_on <= ${upTo}::date
            group by p.instance_id`,
      );
      return new Map(rows.map((row) => [row.id, row.quantity]));
    },

    /** The recipes `recipeIds` and every elaboración below them, at any depth (a cycle ends). */
    async recipesBelow(ownerId: number, recipeIds: readonly number[]): Promise<number[]> {
      if (recipeIds.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with recursive reached(id) as (
              select r.id from ${recipes} r
              where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})
              union
              select l.sub_recipe_id from ${recipeLines} l join reached on l.recipe_id = reached.id
              where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
            )
            select id from reached`,
      );
      return rows.map((row) => row.id);
    },
  };
}

export type StockReadModel = ReturnType<typeof createStockReadModel>;
