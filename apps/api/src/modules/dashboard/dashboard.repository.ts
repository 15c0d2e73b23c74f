import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ingredientPriceHistory } from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { supplierInvoiceLines, supplierInvoices } from '../../db/schema/supplier-invoices.ts';

/**
 * The Dashboard's reads: a read-only report over the figures other modules store (recipes'
 * stored costs, recipe lines, price history), each query owner-scoped and of fixed count whatever
 * the account's size (docs/decisions/014-dashboard-summary.md). Nothing here writes.
 */

export interface FiguresRow {
  recipes: number;
  subrecipes: number;
  costed: number;
  profitable: number;
  lowMargin: number;
  incomplete: number;
  /** Exact means of the stored figures, as text; null without costed recipes. */
  averageFoodCostPct: string | null;
  averageMarginPct: string | null;
}

export interface MarginRow {
  id: number;
  name: string;
  marginPct: string | null;
  foodCostPct: string | null;
  costPerServing: string;
  salePrice: string | null;
  status: RecipeStatus;
}

export interface IncompleteRow {
  id: number;
  name: string;
  warning: string | null;
  warningsCount: number;
}

/** The net quantity of one product one batch of every recipe uses, in one line unit. */
export interface ProductUseRow {
  productId: number;
  unit: UnitCode;
  quantity: string;
  recipeIds: number[];
}

export interface PriceChangeRow {
  id: number;
  productId: number;
  oldUnitCost: string;
  newUnitCost: string;
  changedAt: Date | string;
}

export interface AffectedRow {
  productId: number;
  id: number;
  name: string;
  total: number;
}

/** Everything the summary reads of the stored figures, in one statement (see `summary`). */
export interface SummaryRows {
  figures: FiguresRow;
  lowest: MarginRow[];
  highest: MarginRow[];
  incomplete: IncompleteRow[];
  uses: ProductUseRow[];
  changes: PriceChangeRow[];
  affected: AffectedRow[];
  invoices: RecentInvoiceRow[];
}

/** A supplier invoice applied lately (issue 19). */
export interface RecentInvoiceRow {
  id: number;
  supplierName: string;
  number: string;
  issueDate: string;
  kind: 'invoice' | 'credit_note';
  total: string;
  productsCount: number;
  appliedAt: string;
}

export interface SummaryLimits {
  margin: number;
  incomplete: number;
  priceChanges: number;
  affectedRecipes: number;
  invoices: number;
}

export function createDashboardRepository(db: Db) {
  return {
    /**
     * The summary's reads in one statement and one round trip: the same queries as `figures`,
     * `byMargin` (both ways), `incomplete`, `productUse`, `recentPriceChanges` and
     * `affectedRecipes` (of the products those changes name), each a JSON column. Numbers travel
     * as text, as in the separate queries (JSON numbers would round them).
     */
    async summary(ownerId: number, limits: SummaryLimits): Promise<SummaryRows> {
      const margin = (direction: 'asc' | 'desc') =>
        sql`(select coalesce(json_agg(json_build_object(
                 'id', m.id, 'name', m.name, 'marginPct', m.margin_pct::text,
                 'foodCostPct', m.food_cost_pct::text, 'costPerServing', m.cost_per_serving::text,
                 'salePrice', m.sale_price::text, 'status', m.status)
               order by m.margin_pct ${sql.raw(direction)} nulls last, m.id), '[]'::json)
             from (select * from ${recipes} r
                   where r.owner_id = ${ownerId} and r.status in ('profitable', 'low_margin')
                   order by r.margin_pct ${sql.raw(direction)} nulls last, r.id
                   limit ${limits.margin}) m)`;
      const [row] = await queryRows<SummaryRows>(
        db,
        sql`with recursive changes as (
              select h.id, h.instance_id as product_id, h.changed_at,
                     previous.unit_cost::text as old_unit_cost, h.unit_cost::text as new_unit_cost
              from ${ingredientPriceHistory} h
              join lateral (
                select p.unit_cost from ${ingredientPriceHistory} p
                where p.instance_id = h.instance_id and p.owner_id = ${ownerId}
                  and (p.changed_at, p.id) < (h.changed_at, h.id)
                order by p.changed_at desc, p.id desc
                limit 1
              ) previous on true
              where h.owner_id = ${ownerId} and previous.unit_cost <> h.unit_cost
              order by h.changed_at desc, h.id desc
              limit ${limits.priceChanges}
            ), affected(product_id, recipe_id) as (
              select l.ingredient_instance_id, l.recipe_id from ${recipeLines} l
              where l.owner_id = ${ownerId}
                and l.ingredient_instance_id in (select c.product_id from changes c)
              union
              select a.product_id, l.recipe_id from affected a
              join ${recipeLines} l on l.sub_recipe_id = a.recipe_id
              where l.owner_id = ${ownerId}
            ), ranked as (
              select a.product_id, r.id, r.name,
                     row_number() over (partition by a.product_id order by r.search_name, r.id) as n,
                     count(*) over (partition by a.product_id)::int as total
              from affected a join ${recipes} r on r.id = a.recipe_id and r.owner_id = ${ownerId}
            )
            select
              (select json_build_object(
                 'recipes', count(*)::int,
                 'subrecipes', count(*) filter (where r.is_subrecipe)::int,
                 'costed', count(*) filter (where r.status in ('profitable', 'low_margin'))::int,
                 'profitable', count(*) filter (where r.status = 'profitable')::int,
                 'lowMargin', count(*) filter (where r.status = 'low_margin')::int,
                 'incomplete', count(*) filter (where not r.cost_complete)::int,
                 'averageFoodCostPct',
                   (avg(r.food_cost_pct) filter (where r.status in ('profitable', 'low_margin')))::text,
                 'averageMarginPct',
                   (avg(r.margin_pct) filter (where r.status in ('profitable', 'low_margin')))::text)
               from ${recipes} r where r.owner_id = ${ownerId}) as figures,
              ${margin('asc')} as lowest,
              ${margin('desc')} as highest,
              (select coalesce(json_agg(json_build_object(
                   'id', i.id, 'name', i.name, 'warning', i.warnings[1],
                   'warningsCount', cardinality(i.warnings))
                 order by i.search_name, i.id), '[]'::json)
               from (select * from ${recipes} r
                     where r.owner_id = ${ownerId} and r.cost_complete = false
                     order by r.search_name, r.id
                     limit ${limits.incomplete}) i) as incomplete,
              (select coalesce(json_agg(json_build_object(
                   'productId', u.product_id, 'unit', u.unit, 'quantity', u.quantity,
                   'recipeIds', u.recipe_ids)), '[]'::json)
               from (select l.ingredient_instance_id as product_id, l.unit,
                            sum(l.quantity)::text as quantity,
                            array_agg(distinct l.recipe_id) as recipe_ids
                     from ${recipeLines} l
                     where l.owner_id = ${ownerId} and l.ingredient_instance_id is not null
                     group by l.ingredient_instance_id, l.unit) u) as uses,
              (select coalesce(json_agg(json_build_object(
                   'id', c.id, 'productId', c.product_id, 'changedAt', c.changed_at,
                   'oldUnitCost', c.old_unit_cost, 'newUnitCost', c.new_unit_cost)
                 order by c.changed_at desc, c.id desc), '[]'::json)
               from changes c) as changes,
              (select coalesce(json_agg(json_build_object(
                   'productId', k.product_id, 'id', k.id, 'name', k.name, 'total', k.total)
                 order by k.product_id, k.n), '[]'::json)
               from ranked k where k.n <= ${limits.affectedRecipes}) as affected,
              (select coalesce(json_agg(json_build_object(
                   'id', v.id, 'supplierName', v.supplier_name, 'number', v.number,
                   'issueDate', to_char(v.issue_date, 'YYYY-MM-DD'), 'kind', v.kind,
                   'total', v.total::text, 'appliedAt', v.applied_at,
                   'productsCount', (select count(*)::int from ${supplierInvoiceLines} il
                                     where il.invoice_id = v.id and il.decision <> 'skip'))
                 order by v.applied_at desc, v.id desc), '[]'::json)
               from (select * from ${supplierInvoices} si where si.owner_id = ${ownerId}
                     order by si.applied_at desc, si.id desc
                     limit ${limits.invoices}) v) as invoices`,
      );
      if (!row) throw new Error('the summary returned no row');
      return row;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
