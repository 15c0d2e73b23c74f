import type { WasteDestination, WasteReason } from '@costeo/domain/contracts/waste';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  ingredientInstances,
  ingredientPriceHistory,
  ingredientProductFacts,
} from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { wasteEntries, wasteEntryPhotos, wastePlans } from '../../db/schema/waste.ts';

/*
 * What the waste log reads (issue 35, DOMAIN.md §12): its entries with their item's name, the
 * products and recipes they name (to convert a quantity and to value it), each product's whole
 * price history (to price an entry at its own day, whatever the number of days: the rule is applied
 * in memory, see waste.valuation.ts), and the elaboraciones below a wasted recipe (costed that day
 * through costing's loader). Set-based: one statement each, whatever the number of entries.
 */

/** The kitchen's days: a price changed at 23:30 in Madrid is that day's price (as the counts). */
const TIME_ZONE = 'Europe/Madrid';

const ids = (values: Iterable<number>) => sql`${sql.param([...values])}::int[]`;

/** An entry as read: its row, its item's name and whether it has a photo. */
export interface WasteEntryRow {
  id: number;
  clientId: string;
  date: string;
  instanceId: number | null;
  recipeId: number | null;
  quantity: string;
  unit: string;
  quantityBase: string;
  baseUnit: string;
  reason: WasteReason;
  destination: WasteDestination;
  note: string;
  createdAt: Date;
  name: string;
  isSubrecipe: boolean;
  hasPhoto: boolean;
}

export interface WasteProductRow {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  wastePct: string;
  density: string | null;
  unitWeight: string | null;
  /** The current price per base unit. */
  unitCost: string;
}

export interface WasteRecipeRow {
  id: number;
  name: string;
  isSubrecipe: boolean;
  servings: number;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
}

/** product, Madrid day of the change, price per base unit from then; in order of change. */
export type PriceHistoryRow = [number, string, string];

export interface WasteEntryFilters {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  reason?: WasteReason | undefined;
  destination?: WasteDestination | undefined;
  instanceId?: number | undefined;
  recipeId?: number | undefined;
  ids?: readonly number[] | undefined;
  clientIds?: readonly string[] | undefined;
}

function whereOf(ownerId: number, filters: WasteEntryFilters): SQL {
  const parts: SQL[] = [sql`e.owner_id = ${ownerId}`];
  if (filters.dateFrom) parts.push(sql`e.wasted_on >= ${filters.dateFrom}::date`);
  if (filters.dateTo) parts.push(sql`e.wasted_on <= ${filters.dateTo}::date`);
  if (filters.reason) parts.push(sql`e.reason = ${filters.reason}`);
  if (filters.destination) parts.push(sql`e.destination = ${filters.destination}`);
  if (filters.instanceId !== undefined) parts.push(sql`e.instance_id = ${filters.instanceId}`);
  if (filters.recipeId !== undefined) parts.push(sql`e.recipe_id = ${filters.recipeId}`);
  if (filters.ids) parts.push(sql`e.id = any(${ids(filters.ids)})`);
  if (filters.clientIds) {
    parts.push(sql`e.client_id = any(${sql.param([...filters.clientIds])}::varchar[])`);
  }
  return sql.join(parts, sql` and `);
}

export function createWasteReadModel(db: Db) {
  return {
    /** The owner's entries matching `filters`, newest day first (then the latest typed). */
    async entries(
      ownerId: number,
      filters: WasteEntryFilters,
      window?: { limit: number; offset: number },
    ): Promise<WasteEntryRow[]> {
      const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
      const rows = await queryRows<Omit<WasteEntryRow, 'createdAt'> & { createdAt: string }>(
        db,
        sql`select e.id, e.client_id as "clientId", e.wasted_on::text as date,
                   e.instance_id as "instanceId", e.recipe_id as "recipeId",
                   e.quantity::text as quantity, e.unit, e.quantity_base::text as "quantityBase",
                   e.base_unit as "baseUnit", e.reason, e.destination, e.note,
                   e.created_at as "createdAt",
                   coalesce(i.name, r.name, '') as name,
                   coalesce(r.is_subrecipe, false) as "isSubrecipe",
                   exists (select 1 from ${wasteEntryPhotos} p where p.entry_id = e.id)
                     as "hasPhoto"
            from ${wasteEntries} e
            left join ${ingredientInstances} i on i.id = e.instance_id
            left join ${recipes} r on r.id = e.recipe_id
            where ${whereOf(ownerId, filters)}
            order by e.wasted_on desc, e.id desc
            ${page}`,
      );
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },

    async countEntries(ownerId: number, filters: WasteEntryFilters): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${wasteEntries} e
            where ${whereOf(ownerId, filters)}`,
      );
      return row?.count ?? 0;
    },

    /** The owner's products among `productIds` (another owner's are absent). */
    async products(ownerId: number, productIds: Iterable<number>): Promise<WasteProductRow[]> {
      const list = [...new Set(productIds)];
      if (list.length === 0) return [];
      return queryRows<WasteProductRow>(
        db,
        sql`select f.id, f.name, f.base_unit as "baseUnit",
                   i.purchase_quantity::text as "purchaseQuantity",
                   i.purchase_unit as "purchaseUnit", f.waste_pct::text as "wastePct",
                   f.density::text as density, f.unit_weight::text as "unitWeight",
                   f.unit_cost::text as "unitCost"
            from ${ingredientProductFacts} f
            join ${ingredientInstances} i on i.id = f.id
            where f.owner_id = ${ownerId} and f.id = any(${ids(list)})`,
      );
    },

    /** The owner's recipes among `recipeIds` (another owner's are absent). */
    async recipes(ownerId: number, recipeIds: Iterable<number>): Promise<WasteRecipeRow[]> {
      const list = [...new Set(recipeIds)];
      if (list.length === 0) return [];
      return queryRows<WasteRecipeRow>(
        db,
        sql`select r.id, r.name, r.is_subrecipe as "isSubrecipe", r.servings,
                   r.yield_quantity::text as "yieldQuantity", r.yield_unit as "yieldUnit"
            from ${recipes} r
            where r.owner_id = ${ownerId} and r.id = any(${ids(list)})`,
      );
    },

    /**
     * The price history of these products, oldest change first, each row with the Madrid day it
     * was changed on (the day's price is the last row of that day or before).
     */
    async priceHistory(ownerId: number, productIds: Iterable<number>): Promise<PriceHistoryRow[]> {
      const list = [...new Set(productIds)];
      if (list.length === 0) return [];
      const [row] = await queryRows<{ rows: string | null }>(
        db,
        sql`select json_agg(json_build_array(h.instance_id,
                      (h.changed_at at time zone ${TIME_ZONE})::date::text, h.unit_cost::text)
                    order by h.instance_id, h.changed_at, h.id)::text as rows
            from ${ingredientPriceHistory} h
            where h.owner_id = ${ownerId} and h.instance_id = any(${ids(list)})`,
      );
      return row?.rows ? (JSON.parse(row.rows) as PriceHistoryRow[]) : [];
    },

    /** The recipes `recipeIds` and every elaboración below them, at any depth (a cycle ends). */
    async recipesBelow(ownerId: number, recipeIds: Iterable<number>): Promise<number[]> {
      const list = [...new Set(recipeIds)];
      if (list.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with recursive reached(id) as (
              select r.id from ${recipes} r
              where r.owner_id = ${ownerId} and r.id = any(${ids(list)})
              union
              select l.sub_recipe_id from ${recipeLines} l join reached on l.recipe_id = reached.id
              where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
            )
            select id from reached`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Quick entry: the reasons, destinations and items of the owner's latest entries, each once,
     * the most recently typed first (one statement).
     */
    async recent(
      ownerId: number,
      limit: number,
    ): Promise<{
      reasons: WasteReason[];
      destinations: WasteDestination[];
      items: { instanceId: number | null; recipeId: number | null; unit: string }[];
    }> {
      const [row] = await queryRows<{ rows: string }>(
        db,
        sql`with latest as (
              select e.id, e.reason, e.destination, e.instance_id, e.recipe_id, e.unit
              from ${wasteEntries} e where e.owner_id = ${ownerId}
              order by e.created_at desc, e.id desc limit 500
            )
            select json_build_object(
              'reasons', coalesce((select json_agg(reason order by last desc) from (
                  select reason, max(id) as last from latest group by reason) x), '[]'),
              'destinations', coalesce((select json_agg(destination order by last desc) from (
                  select destination, max(id) as last from latest group by destination) x), '[]'),
              'items', coalesce((select json_agg(json_build_array(instance_id, recipe_id, unit)
                                   order by id desc) from (
                  select * from (
                    select distinct on (instance_id, recipe_id) id, instance_id, recipe_id, unit
                    from latest order by instance_id, recipe_id, id desc) d
                  order by id desc limit ${limit}) x), '[]')
            )::text as rows`,
      );
      const parsed = JSON.parse(row?.rows ?? '{}') as {
        reasons?: WasteReason[];
        destinations?: WasteDestination[];
        items?: [number | null, number | null, string][];
      };
      return {
        reasons: parsed.reasons ?? [],
        destinations: parsed.destinations ?? [],
        items: (parsed.items ?? []).map(([instanceId, recipeId, unit]) => ({
          instanceId,
          recipeId,
          unit,
        })),
      };
    },

    /** The review date of the latest version of the prevention plan, or null without a plan. */
    async planReviewOn(ownerId: number): Promise<string | null> {
      const [row] = await queryRows<{ reviewOn: string }>(
        db,
        sql`select review_on::text as "reviewOn" from ${wastePlans}
            where owner_id = ${ownerId} order by version desc limit 1`,
      );
      return row?.reviewOn ?? null;
    },
  };
}

export type WasteReadModel = ReturnType<typeof createWasteReadModel>;
