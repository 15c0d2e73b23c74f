import type { AllergenCode } from '@costeo/domain/allergens';
import { COSTING_RULES_VERSION } from '@costeo/domain/cost-engine';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { eq, lt, sql } from 'drizzle-orm';
import { queryNamedRows, queryRows, type Db } from '../../db/client.ts';
import { ingredientProductFacts } from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredCostRow } from './recipes.mappers.ts';

/** What the engine reads of a recipe (no long texts). */
export interface GraphRecipeRow {
  id: number;
  name: string;
  servings: number;
  salePrice: string | null;
  saleVatPct: string | null;
  targetFoodCostPct: string | null;
  isSubrecipe: boolean;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
}

/** A sub-recipe taken as known: what the engine reads of it and its stored figures. */
export type StoredRecipeRow = GraphRecipeRow & StoredCostRow;

/** A recipe to cost, with its owner's profile defaults (what the engine falls back to). */
export interface CostedRecipeRow extends GraphRecipeRow {
  defaultSaleVatPct: string;
  defaultTargetFoodCostPct: string;
}

export interface GraphLineRow {
  id: number;
  recipeId: number;
  position: number;
  ingredientInstanceId: number | null;
  subRecipeId: number | null;
  quantity: string;
  unit: UnitCode;
  note: string;
}

/** A line with its product's facts (all null for a sub-recipe line). */
export interface LineWithProductRow extends GraphLineRow {
  productName: string | null;
  productBaseUnit: BaseUnit | null;
  productUnitCost: string | null;
  productWastePct: string | null;
  productDensity: string | null;
  productUnitWeight: string | null;
  productDefinitionAllergens: AllergenCode[] | null;
  productExtraAllergens: AllergenCode[] | null;
}

/** What the engine reads of a line: a re-cost stores figures, never a line's id, position or note. */
export type EngineLineRow = Pick<
  GraphLineRow,
  'recipeId' | 'ingredientInstanceId' | 'subRecipeId' | 'quantity' | 'unit'
>;

/** The stored figures of one recipe, exact (Decimal.toFixed()), as written by a recompute. */
export interface StoredFigures {
  id: number;
  ingredients_cost: string;
  extra_costs_total: string;
  total_cost: string;
  cost_per_serving: string;
  net_sale_price: string | null;
  margin_per_serving: string | null;
  margin_pct: string | null;
  food_cost_pct: string | null;
  suggested_sale_price: string;
  cost_per_yield_unit: string | null;
  effective_sale_vat_pct: string;
  effective_target_food_cost_pct: string;
  cost_complete: boolean;
  status: string;
  warnings: string[];
  allergens: string[];
  lines_count: number;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The select list of {@link StoredRecipeRow} (raw rows: no per-column mapping), from recipes r. */
const storedColumns = sql`
  select r.id, r.name, r.servings, r.sale_price as "salePrice",
         r.sale_vat_pct as "saleVatPct", r.target_food_cost_pct as "targetFoodCostPct",
         r.is_subrecipe as "isSubrecipe", r.yield_quantity as "yieldQuantity",
         r.yield_unit as "yieldUnit", r.ingredients_cost as "ingredientsCost",
         r.extra_costs_total as "extraCostsTotal", r.total_cost as "totalCost",
         r.cost_per_serving as "costPerServing",
         r.effective_sale_vat_pct as "effectiveSaleVatPct",
         r.effective_target_food_cost_pct as "effectiveTargetFoodCostPct",
         r.net_sale_price as "netSalePrice", r.margin_per_serving as "marginPerServing",
         r.margin_pct as "marginPct", r.food_cost_pct as "foodCostPct",
         r.suggested_sale_price as "suggestedSalePrice",
         r.cost_per_yield_unit as "costPerYieldUnit", r.cost_complete as "costComplete",
         r.warnings, r.allergens, r.status
  from ${recipes} r`;

/** The advisory lock space of recipe costs (any constant; the second key is the owner). */
const RECIPE_COSTS_LOCK = 7_360_412;

/** Rows written per UPDATE: one JSON parameter each, far below any statement limit. */
const WRITE_BATCH = 1000;

/**
 * The queries of the stored figures (docs/decisions/010): each loads a whole level of the graph at
 * once (recursive CTEs), so their number does not grow with recipes, lines or nesting depth.
 */
export function createRecipeCostsRepository(db: Db) {
  /** The lines of these recipes, in order (only those naming a sub-recipe, for cycle checks). */
  async function loadLines(
    ownerId: number,
    recipeIds: readonly number[],
    subRecipeLinesOnly = false,
  ): Promise<GraphLineRow[]> {
    if (recipeIds.length === 0) return [];
    const onlySubRecipes = subRecipeLinesOnly ? sql`and sub_recipe_id is not null` : sql``;
    return queryRows<GraphLineRow>(
      db,
      sql`select id, recipe_id as "recipeId", position,
                 ingredient_instance_id as "ingredientInstanceId",
                 sub_recipe_id as "subRecipeId", quantity, unit, note
          from ${recipeLines}
          where owner_id = ${ownerId} and recipe_id = any(${ids(recipeIds)}) ${onlySubRecipes}
          order by recipe_id, position, id`,
    );
  }

  return {
    /**
     * Serialises the owner's cost writes until the transaction ends, so two concurrent changes
     * (a price and a sub-recipe, say) cannot each re-cost a shared parent from the other's old
     * state. Re-entrant within a transaction.
     */
    async lockOwner(ownerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${RECIPE_COSTS_LOCK}, ${ownerId})`);
    },

    /**
     * The recipes `rootIds` and every sub-recipe below them, to any depth (one query), and all
     * their lines (a second). Only the owner's rows: another owner's id is simply not found.
     */
    async loadClosure(
      ownerId: number,
      rootIds: readonly number[],
      options: { subRecipeLinesOnly?: boolean } = {},
    ): Promise<{ recipes: GraphRecipeRow[]; lines: GraphLineRow[] }> {
      if (rootIds.length === 0) return { recipes: [], lines: [] };
      const recipeRows = await queryRows<GraphRecipeRow>(
        db,
        sql`with recursive closure(id) as (
              select unnest(${ids(rootIds)})
              union
              select l.sub_recipe_id from ${recipeLines} l join closure c on l.recipe_id = c.id
              where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
            )
            select r.id, r.name, r.servings, r.sale_price as "salePrice",
                   r.sale_vat_pct as "saleVatPct", r.target_food_cost_pct as "targetFoodCostPct",
                   r.is_subrecipe as "isSubrecipe", r.yield_quantity as "yieldQuantity",
                   r.yield_unit as "yieldUnit"
            from ${recipes} r
            where r.owner_id = ${ownerId} and r.id in (select id from closure)`,
      );
      if (recipeRows.length === 0) return { recipes: [], lines: [] };
      const lines = await loadLines(
        ownerId,
        recipeRows.map((row) => row.id),
        options.subRecipeLinesOnly,
      );
      return { recipes: recipeRows, lines };
    },

    /**
     * These recipes (no sub-recipes below them): what the engine reads of each, with the owner's
     * profile defaults (sale VAT, target food cost) on every row, so a costing does not ask for
     * them in a query of their own.
     */
    async loadRecipes(ownerId: number, recipeIds: readonly number[]): Promise<CostedRecipeRow[]> {
      if (recipeIds.length === 0) return [];
      return queryNamedRows<CostedRecipeRow>(
        db,
        'recipe_costs_recipes',
        sql`select r.id, r.name, r.servings, r.sale_price as "salePrice",
                   r.sale_vat_pct as "saleVatPct", r.target_food_cost_pct as "targetFoodCostPct",
                   r.is_subrecipe as "isSubrecipe", r.yield_quantity as "yieldQuantity",
                   r.yield_unit as "yieldUnit", u.sale_vat_pct as "defaultSaleVatPct",
                   u.target_food_cost_pct as "defaultTargetFoodCostPct"
            from ${recipes} r join ${users} u on u.id = r.owner_id
            where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /**
     * The sub-recipes a costing takes as known: what the engine reads of them and their stored
     * figures, without the columns nobody reads here.
     */
    async loadStored(ownerId: number, recipeIds: readonly number[]): Promise<StoredRecipeRow[]> {
      if (recipeIds.length === 0) return [];
      return queryRows<StoredRecipeRow>(
        db,
        sql`${storedColumns} where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /** {@link loadStored} for the sub-recipes named by one recipe's lines (no ids needed first). */
    async loadStoredBelow(ownerId: number, recipeId: number): Promise<StoredRecipeRow[]> {
      return queryNamedRows<StoredRecipeRow>(
        db,
        'recipe_costs_stored_below',
        sql`${storedColumns}
            where r.owner_id = ${ownerId}
              and r.id in (select sub_recipe_id from ${recipeLines}
                           where owner_id = ${ownerId} and recipe_id = ${recipeId})`,
      );
    },

    /**
     * One recipe's lines in order, each with what the engine reads of its product (the ingredients
     * module's ingredient_product_facts view; null columns for a sub-recipe line): a recipe's lines
     * and products in one query, without waiting for the lines to know which products to ask for.
     */
    async loadLinesWithProducts(ownerId: number, recipeId: number): Promise<LineWithProductRow[]> {
      return queryNamedRows<LineWithProductRow>(
        db,
        'recipe_costs_lines_with_products',
        sql`select l.id, l.recipe_id as "recipeId", l.position,
                   l.ingredient_instance_id as "ingredientInstanceId",
                   l.sub_recipe_id as "subRecipeId", l.quantity, l.unit, l.note,
                   f.name as "productName", f.base_unit as "productBaseUnit",
                   f.unit_cost as "productUnitCost", f.waste_pct as "productWastePct",
                   f.density as "productDensity", f.unit_weight as "productUnitWeight",
                   f.definition_allergens as "productDefinitionAllergens",
                   f.extra_allergens as "productExtraAllergens"
            from ${recipeLines} l
            left join ${ingredientProductFacts} f
              on f.id = l.ingredient_instance_id and f.owner_id = l.owner_id
            where l.owner_id = ${ownerId} and l.recipe_id = ${recipeId}
            order by l.position, l.id`,
      );
    },

    loadLines,

    /**
     * The lines of these recipes as the engine reads them, in the same order as `loadLines` (so
     * the same sums). A re-cost of 1 000 recipes reads 40 000 of them: they come as ONE JSON text
     * (quantities as their exact text), parsed natively, instead of 200 000 fields each decoded by
     * the driver's protocol parser — most of a re-cost's time on PGlite, whose parser is JavaScript.
     */
    async loadEngineLines(ownerId: number, recipeIds: readonly number[]): Promise<EngineLineRow[]> {
      if (recipeIds.length === 0) return [];
      const [row] = await queryRows<{ lines: string }>(
        db,
        sql`select coalesce(json_agg(json_build_array(recipe_id, ingredient_instance_id,
                                                      sub_recipe_id, quantity::text, unit)
                                     order by recipe_id, position, id), '[]')::text as lines
            from ${recipeLines}
            where owner_id = ${ownerId} and recipe_id = any(${ids(recipeIds)})`,
      );
      const tuples = JSON.parse(row?.lines ?? '[]') as [
        number,
        number | null,
        number | null,
        string,
        UnitCode,
      ][];
      return tuples.map(([recipeId, ingredientInstanceId, subRecipeId, quantity, unit]) => ({
        recipeId,
        ingredientInstanceId,
        subRecipeId,
        quantity,
        unit,
      }));
    },

    /**
     * The recipes whose figures depend on the given recipes or products: those recipes, the ones
     * with a line of the products, and every recipe above them through sub-recipe lines (one query).
     */
    async dependents(
      ownerId: number,
      seeds: { recipeIds?: readonly number[]; productIds?: readonly number[] },
    ): Promise<number[]> {
      const recipeIds = seeds.recipeIds ?? [];
      const productIds = seeds.productIds ?? [];
      if (recipeIds.length === 0 && productIds.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with recursive affected(id) as (
              select seed.id from (
                select unnest(${ids(recipeIds)}) as id
                union
                select recipe_id from ${recipeLines}
                where owner_id = ${ownerId} and ingredient_instance_id = any(${ids(productIds)})
              ) seed
              union
              select l.recipe_id from ${recipeLines} l join affected a on l.sub_recipe_id = a.id
              where l.owner_id = ${ownerId}
            )
            select r.id from ${recipes} r
            where r.owner_id = ${ownerId} and r.id in (select id from affected)`,
      );
      return rows.map((row) => row.id);
    },

    /** Maintenance, across owners: who has figures stored under older costing rules. */
    async ownersWithStaleFigures(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ ownerId: recipes.ownerId })
        .from(recipes)
        .where(lt(recipes.costedWithRules, COSTING_RULES_VERSION));
      return rows.map((row) => row.ownerId);
    },

    async allRecipeIds(ownerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(eq(recipes.ownerId, ownerId));
      return rows.map((row) => row.id);
    },

    /** One `UPDATE … FROM jsonb_to_recordset(…)` per batch of recipes. */
    async writeFigures(ownerId: number, figures: readonly StoredFigures[]): Promise<void> {
      for (let start = 0; start < figures.length; start += WRITE_BATCH) {
        const batch = JSON.stringify(figures.slice(start, start + WRITE_BATCH));
        await db.execute(sql`
          update ${recipes} r set
            ingredients_cost = v.ingredients_cost,
            extra_costs_total = v.extra_costs_total,
            total_cost = v.total_cost,
            cost_per_serving = v.cost_per_serving,
            net_sale_price = v.net_sale_price,
            margin_per_serving = v.margin_per_serving,
            margin_pct = v.margin_pct,
            food_cost_pct = v.food_cost_pct,
            suggested_sale_price = v.suggested_sale_price,
            cost_per_yield_unit = v.cost_per_yield_unit,
            effective_sale_vat_pct = v.effective_sale_vat_pct,
            effective_target_food_cost_pct = v.effective_target_food_cost_pct,
            cost_complete = v.cost_complete,
            status = v.status,
            warnings = v.warnings,
            allergens = v.allergens,
            lines_count = v.lines_count,
            costed_with_rules = ${COSTING_RULES_VERSION}
          from jsonb_to_recordset(${batch}::jsonb) as v(
            id int, ingredients_cost numeric, extra_costs_total numeric, total_cost numeric,
            cost_per_serving numeric, net_sale_price numeric, margin_per_serving numeric,
            margin_pct numeric, food_cost_pct numeric, suggested_sale_price numeric,
            cost_per_yield_unit numeric, effective_sale_vat_pct numeric,
            effective_target_food_cost_pct numeric, cost_complete boolean, status varchar,
            warnings text[], allergens text[], lines_count int)
          where r.id = v.id and r.owner_id = ${ownerId}`);
      }
    },
  };
}

export type RecipeCostsRepository = ReturnType<typeof createRecipeCostsRepository>;
