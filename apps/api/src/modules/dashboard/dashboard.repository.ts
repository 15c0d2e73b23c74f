import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import type { UnitCode } from '@costeo/domain/units';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ingredientPriceHistory } from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';

/**
 * The Dashboard's reads: a read-only report over the figures other modules store (recipes'
 * stored costs, recipe lines, price history), each query owner-scoped and of fixed count whatever
 * the account's size (docs/decisions/014-dashboard-summary.md). Nothing here writes.
 */

/** Statuses of a recipe with a PVP and complete costs: the ones with a margin to judge. */
const COSTED: RecipeStatus[] = ['profitable', 'low_margin'];

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

const marginColumns = {
  id: recipes.id,
  name: recipes.name,
  marginPct: recipes.marginPct,
  foodCostPct: recipes.foodCostPct,
  costPerServing: recipes.costPerServing,
  salePrice: recipes.salePrice,
  status: recipes.status,
};

export function createDashboardRepository(db: Db) {
  const costed = (ownerId: number) =>
    and(eq(recipes.ownerId, ownerId), inArray(recipes.status, COSTED));
  const isCosted = sql`${recipes.status} in ('profitable', 'low_margin')`;

  return {
    async figures(ownerId: number): Promise<FiguresRow> {
      const [row] = await db
        .select({
          recipes: sql<number>`count(*)::int`,
          subrecipes: sql<number>`count(*) filter (where ${recipes.isSubrecipe})::int`,
          costed: sql<number>`count(*) filter (where ${isCosted})::int`,
          profitable: sql<number>`count(*) filter (where ${recipes.status} = 'profitable')::int`,
          lowMargin: sql<number>`count(*) filter (where ${recipes.status} = 'low_margin')::int`,
          incomplete: sql<number>`count(*) filter (where not ${recipes.costComplete})::int`,
          averageFoodCostPct: sql<
            string | null
          >`(avg(${recipes.foodCostPct}) filter (where ${isCosted}))::text`,
          averageMarginPct: sql<
            string | null
          >`(avg(${recipes.marginPct}) filter (where ${isCosted}))::text`,
        })
        .from(recipes)
        .where(eq(recipes.ownerId, ownerId));
      if (!row) throw new Error('an aggregate returned no row');
      return row;
    },

    /** Costed recipes by margin, as `?ordering=margin_pct` / `-margin_pct` orders them. */
    async byMargin(ownerId: number, direction: 'lowest' | 'highest', limit: number) {
      const order =
        direction === 'lowest'
          ? sql`${recipes.marginPct} asc nulls last`
          : sql`${recipes.marginPct} desc nulls last`;
      return db
        .select(marginColumns)
        .from(recipes)
        .where(costed(ownerId))
        .orderBy(order, asc(recipes.id))
        .limit(limit) as Promise<MarginRow[]>;
    },

    async incomplete(ownerId: number, limit: number): Promise<IncompleteRow[]> {
      return db
        .select({
          id: recipes.id,
          name: recipes.name,
          warning: sql<string | null>`${recipes.warnings}[1]`,
          warningsCount: sql<number>`cardinality(${recipes.warnings})::int`,
        })
        .from(recipes)
        .where(and(eq(recipes.ownerId, ownerId), eq(recipes.costComplete, false)))
        .orderBy(asc(recipes.searchName), asc(recipes.id))
        .limit(limit);
    },

    /**
     * Net quantities summed by product and unit over every recipe line of the owner: a line's
     * cost is linear in its quantity, so costing the sums costs the lines.
     */
    async productUse(ownerId: number): Promise<ProductUseRow[]> {
      return queryRows(
        db,
        sql`select l.ingredient_instance_id as "productId", l.unit,
                   sum(l.quantity)::text as quantity,
                   array_agg(distinct l.recipe_id) as "recipeIds"
            from ${recipeLines} l
            where l.owner_id = ${ownerId} and l.ingredient_instance_id is not null
            group by l.ingredient_instance_id, l.unit`,
      );
    },

    /**
     * The latest changes of a product's cost per base unit (a history row whose cost differs from
     * the row before it for the same product), newest first.
     */
    async recentPriceChanges(ownerId: number, limit: number): Promise<PriceChangeRow[]> {
      return queryRows(
        db,
        sql`select h.id, h.instance_id as "productId", h.changed_at as "changedAt",
                   previous.unit_cost::text as "oldUnitCost", h.unit_cost::text as "newUnitCost"
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
            limit ${limit}`,
      );
    },

    /**
     * For each product, the recipes a change of its price re-costs: those with a line of it and,
     * through elaboraciones, every recipe above them; the first `limit` by name, with the total.
     */
    async affectedRecipes(
      ownerId: number,
      productIds: readonly number[],
      limit: number,
    ): Promise<AffectedRow[]> {
      if (productIds.length === 0) return [];
      return queryRows(
        db,
        sql`with recursive affected(product_id, recipe_id) as (
              select l.ingredient_instance_id, l.recipe_id from ${recipeLines} l
              where l.owner_id = ${ownerId}
                and l.ingredient_instance_id = any(${sql.param([...productIds])}::int[])
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
            select product_id as "productId", id, name, total from ranked
            where n <= ${limit}
            order by product_id, n`,
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
