import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  ingredientPriceHistory,
  ingredientProductFacts,
  purchases,
} from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { stockCountEntries, stockCounts } from '../../db/schema/stock.ts';

/*
 * The month's close (issue 34 point 4, DOMAIN.md §10): a read model over the counts (this
 * module), the purchases ledger and the price history (ingredients) and the recipes (for an
 * elaboración counted in stock). Set-based, whatever the number of products: the two counts;
 * their entries summed per item, the period's purchases summed per product and the graph of the
 * counted elaboraciones, as one JSON text; then the products' facts and prices in force at the
 * closing count's day. The sales side (theoretical use, net food revenue) is the sales module's.
 */

/** The kitchen's days: a price changed at 23:30 in Madrid is that day's price. */
const TIME_ZONE = 'Europe/Madrid';

const ids = (values: Iterable<number>) => sql`${sql.param([...values])}::int[]`;

export interface CloseCountRow {
  id: number;
  date: string;
}

/** The stock rows of a close, as the statement answers them (tuples: one JSON text). */
export interface CloseStockRows {
  /** count, product, recipe, base unit of the entries, Σ quantity in it. */
  entries: [number, number | null, number | null, string, string][];
  /** product, base unit, Σ quantity received in the period. */
  purchases: [number, BaseUnit, string][];
  /** The counted elaboraciones and what they reach: id, name, servings, yield quantity, unit. */
  recipes: [number, string, number, string | null, UnitCode | null][];
  /** id, recipe, product, sub-recipe, quantity, unit; in order. */
  lines: [number, number, number | null, number | null, string, UnitCode][];
}

/** A product's facts and its price per base unit in force at the end of the closing day. */
export interface CloseProductRow {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  wastePct: string;
  density: string | null;
  unitWeight: string | null;
  /** The last price-history row on or before the day; null when the first is later. */
  priceAtDay: string | null;
  /** The first price-history row (a count older than the product's first price). */
  firstPrice: string | null;
  /** The product's current price (no history at all). */
  currentPrice: string;
}

export function createStockCloseReadModel(db: Db) {
  return {
    /** The owner's counts among `countIds` (another account's are not answered). */
    async counts(ownerId: number, countIds: readonly number[]): Promise<CloseCountRow[]> {
      return queryRows<CloseCountRow>(
        db,
        sql`select id, counted_on::text as date from ${stockCounts}
            where owner_id = ${ownerId} and id = any(${ids(countIds)})`,
      );
    },

    /**
     * The two counts' entries summed per product or elaboración, the purchases dated in
     * (from, to] summed per product, and the counted elaboraciones' graph down to any depth
     * (WITH RECURSIVE over recipe_lines.sub_recipe_id; UNION stops at a recipe already reached).
     */
    async stockRows(
      ownerId: number,
      countIds: readonly number[],
      period: { after: string; upTo: string },
    ): Promise<CloseStockRows> {
      const [row] = await queryRows<{ rows: string }>(
        db,
        sql`with recursive
            summed as (
              select e.count_id, e.instance_id, e.recipe_id, e.base_unit,
                     sum(e.quantity_base)::text as quantity
              from ${stockCountEntries} e
              where e.owner_id = ${ownerId} and e.count_id = any(${ids(countIds)})
              group by e.count_id, e.instance_id, e.recipe_id, e.base_unit
            ),
            reached(id) as (
              select recipe_id from summed where recipe_id is not null
              union
              select l.sub_recipe_id from ${recipeLines} l join reached r on l.recipe_id = r.id
              where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
            )
            select json_build_object(
              'entries', coalesce((select json_agg(json_build_array(s.count_id, s.instance_id,
                            s.recipe_id, s.base_unit, s.quantity)) from summed s), '[]'),
              'purchases', coalesce((select json_agg(json_build_array(p.instance_id, p.base_unit,
                            p.quantity))
                          from (
                            select instance_id, base_unit, sum(quantity)::text as quantity
                            from ${purchases}
                            where owner_id = ${ownerId} and instance_id is not null
                              and purchased_on > ${period.after}::date
                              and purchased_on <= ${period.upTo}::date
                            group by instance_id, base_unit
                          ) p), '[]'),
              'recipes', coalesce((select json_agg(json_build_array(r.id, r.name, r.servings,
                            r.yield_quantity::text, r.yield_unit))
                          from ${recipes} r
                          where r.owner_id = ${ownerId} and r.id in (select id from reached)),
                          '[]'),
              'lines', coalesce((select json_agg(json_build_array(l.id, l.recipe_id,
                            l.ingredient_instance_id, l.sub_recipe_id, l.quantity::text, l.unit)
                            order by l.recipe_id, l.position, l.id)
                          from ${recipeLines} l
                          where l.owner_id = ${ownerId}
                            and l.recipe_id in (select id from reached)), '[]')
            )::text as rows`,
      );
      return JSON.parse(row?.rows ?? '{}') as CloseStockRows;
    },

    /**
     * The products' facts and their price per base unit in force at the end of `day` (Madrid):
     * the last price-history row changed before the next day began, else the first row, else
     * the current price (DOMAIN.md §10). One statement; each lookup walks the history's
     * (instance, changed_at) index.
     */
    async products(
      ownerId: number,
      productIds: Iterable<number>,
      day: string,
    ): Promise<CloseProductRow[]> {
      return queryRows<CloseProductRow>(
        db,
        sql`select f.id, f.name, f.base_unit as "baseUnit", f.waste_pct::text as "wastePct",
                   f.density::text as density, f.unit_weight::text as "unitWeight",
                   f.unit_cost::text as "currentPrice",
                   (select h.unit_cost::text from ${ingredientPriceHistory} h
                    where h.instance_id = f.id
                      and h.changed_at < ((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})
                    order by h.changed_at desc, h.id desc limit 1) as "priceAtDay",
                   (select h.unit_cost::text from ${ingredientPriceHistory} h
                    where h.instance_id = f.id
                    order by h.changed_at, h.id limit 1) as "firstPrice"
            from ${ingredientProductFacts} f
            where f.owner_id = ${ownerId} and f.id = any(${ids(productIds)})`,
      );
    },
  };
}

export type StockCloseReadModel = ReturnType<typeof createStockCloseReadModel>;
