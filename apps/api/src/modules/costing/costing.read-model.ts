import type { CostAnalysisExtraCost } from '@costeo/domain/contracts/recipes';
import { COSTING_RULES_VERSION } from '@costeo/domain/cost-engine';
import type { EngineProduct } from '@costeo/domain/engine-product';
import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import type { StoredCostFields } from '@costeo/domain/stored-recipe-cost';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryNamedRows, queryRows, type Db } from '../../db/client.ts';
import { recipeCostDetails, type StoredLineFigures } from '../../db/schema/costing.ts';
import { extraCostDefinitions, recipeExtraCosts } from '../../db/schema/extra-costs.ts';
import { ingredientProductFacts } from '../../db/schema/ingredients.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { users } from '../../db/schema/users.ts';

/*
 * The costing module's read model (docs/decisions/023-costing-module.md): the one reader of what a
 * recipe's cost depends on — recipes and their lines (recipes module), products through the
 * `ingredient_product_facts` view (ingredients), recipe extra costs (extra costs), the profile
 * defaults (users) — and the one writer of the figures stored from them (decision 010). Each query
 * loads a whole level at once, so their number does not grow with recipes, lines or depth.
 */

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
export type StoredRecipeRow = GraphRecipeRow & StoredCostFields;

/** A recipe to cost, with its owner's profile defaults (what the engine falls back to). */
export interface CostedRecipeRow extends GraphRecipeRow {
  defaultSaleVatPct: string;
  defaultTargetFoodCostPct: string;
}

/** What the engine reads of a line, with the line's id (stored beside its figures). */
export interface EngineLineRow {
  id: number;
  recipeId: number;
  ingredientInstanceId: number | null;
  subRecipeId: number | null;
  quantity: string;
  unit: UnitCode;
}

/** A line with its product as the contract names it (null for a sub-recipe line). */
export interface LineWithProductRow extends EngineLineRow {
  product: EngineProduct | null;
}

export interface ExtraCostInputRow {
  id: number;
  recipeId: number;
  name: string;
  costType: ExtraCostType;
  amount: string;
}

/** A recipe's stored figures with its stored line figures (null before its first re-cost). */
export type StoredAnswerRow = StoredCostFields & {
  lines: StoredLineFigures[] | null;
  extraCosts: CostAnalysisExtraCost[] | null;
};

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

/** {@link StoredFigures} with the line-by-line detail stored beside them (null: drop it). */
export interface StoredFiguresWithDetail extends StoredFigures {
  lines: StoredLineFigures[] | null;
  extra_costs: CostAnalysisExtraCost[] | null;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The select list of {@link StoredRecipeRow} (raw rows: no per-column mapping), from recipes r. */
const storedColumns = sql`
  r.id, r.name, r.servings, r.sale_price as "salePrice",
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
  r.warnings, r.allergens, r.status`;

/**
 * A product of the view f as the contract names it ({@link EngineProduct}): numbers as their exact
 * text, the definition's allergens and the product's own together (toEngineProduct sorts them).
 */
const productObject = sql`json_build_object(
  'id', f.id, 'name', f.name, 'base_unit', f.base_unit, 'unit_cost', f.unit_cost::text,
  'waste_pct', f.waste_pct::text, 'density', f.density::text, 'unit_weight', f.unit_weight::text,
  'allergens', f.definition_allergens || f.extra_allergens)`;

/** The advisory lock space of recipe costs (any constant; the second key is the owner). */
const RECIPE_COSTS_LOCK = 7_360_412;

/** Rows written per statement: one JSON parameter each, far below any statement limit. */
const WRITE_BATCH = 1000;

export function createCostingReadModel(db: Db) {
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

    async allRecipeIds(ownerId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${recipes} where owner_id = ${ownerId}`,
      );
      return rows.map((row) => row.id);
    },

    /** Maintenance, across owners: who has figures stored under older costing rules (022). */
    async ownersWithStaleFigures(): Promise<number[]> {
      const rows = await queryRows<{ ownerId: number }>(
        db,
        sql`select distinct owner_id as "ownerId" from ${recipes}
            where costed_with_rules < ${COSTING_RULES_VERSION}`,
      );
      return rows.map((row) => row.ownerId);
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
        'costing_recipes',
        sql`select r.id, r.name, r.servings, r.sale_price as "salePrice",
                   r.sale_vat_pct as "saleVatPct", r.target_food_cost_pct as "targetFoodCostPct",
                   r.is_subrecipe as "isSubrecipe", r.yield_quantity as "yieldQuantity",
                   r.yield_unit as "yieldUnit", u.sale_vat_pct as "defaultSaleVatPct",
                   u.target_food_cost_pct as "defaultTargetFoodCostPct"
            from ${recipes} r join ${users} u on u.id = r.owner_id
            where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /** The sub-recipes a costing takes as known: what the engine reads and their stored figures. */
    async loadStored(ownerId: number, recipeIds: readonly number[]): Promise<StoredRecipeRow[]> {
      if (recipeIds.length === 0) return [];
      return queryRows<StoredRecipeRow>(
        db,
        sql`select ${storedColumns} from ${recipes} r
            where r.owner_id = ${ownerId} and r.id = any(${ids(recipeIds)})`,
      );
    },

    /** {@link loadStored} for the sub-recipes named by one recipe's lines (no ids needed first). */
    async loadStoredBelow(ownerId: number, recipeId: number): Promise<StoredRecipeRow[]> {
      return queryNamedRows<StoredRecipeRow>(
        db,
        'costing_stored_below',
        sql`select ${storedColumns} from ${recipes} r
            where r.owner_id = ${ownerId}
              and r.id in (select sub_recipe_id from ${recipeLines}
                           where owner_id = ${ownerId} and recipe_id = ${recipeId})`,
      );
    },

    /**
     * One recipe's lines in order, each with its product (null for a sub-recipe line): a recipe's
     * lines and products in one query, without waiting for the lines to know which products to ask.
     */
    async loadLinesWithProducts(ownerId: number, recipeId: number): Promise<LineWithProductRow[]> {
      return queryNamedRows<LineWithProductRow>(
        db,
        'costing_lines_with_products',
        sql`select l.id, l.recipe_id as "recipeId",
                   l.ingredient_instance_id as "ingredientInstanceId",
                   l.sub_recipe_id as "subRecipeId", l.quantity, l.unit,
                   case when f.id is null then null else ${productObject} end as product
            from ${recipeLines} l
            left join ${ingredientProductFacts} f
              on f.id = l.ingredient_instance_id and f.owner_id = l.owner_id
            where l.owner_id = ${ownerId} and l.recipe_id = ${recipeId}
            order by l.position, l.id`,
      );
    },

    /**
     * The lines of these recipes as the engine reads them, in order (recipe, position, id). A
     * re-cost of 1 000 recipes reads 40 000 of them: they come as ONE JSON text (quantities as their
     * exact text), parsed natively, instead of 240 000 fields each decoded by the driver's protocol
     * parser — most of a re-cost's time on PGlite, whose parser is JavaScript.
     */
    async loadEngineLines(ownerId: number, recipeIds: readonly number[]): Promise<EngineLineRow[]> {
      if (recipeIds.length === 0) return [];
      const [row] = await queryRows<{ lines: string }>(
        db,
        sql`select coalesce(json_agg(json_build_array(id, recipe_id, ingredient_instance_id,
                                                      sub_recipe_id, quantity::text, unit)
                                     order by recipe_id, position, id), '[]')::text as lines
            from ${recipeLines}
            where owner_id = ${ownerId} and recipe_id = any(${ids(recipeIds)})`,
      );
      const tuples = JSON.parse(row?.lines ?? '[]') as [
        number,
        number,
        number | null,
        number | null,
        string,
        UnitCode,
      ][];
      return tuples.map(([id, recipeId, ingredientInstanceId, subRecipeId, quantity, unit]) => ({
        id,
        recipeId,
        ingredientInstanceId,
        subRecipeId,
        quantity,
        unit,
      }));
    },

    /** The owner's products among `ids` as the contract names what the engine reads of them. */
    async products(ownerId: number, productIds: readonly number[]): Promise<EngineProduct[]> {
      if (productIds.length === 0) return [];
      const rows = await queryRows<{ product: EngineProduct }>(
        db,
        sql`select ${productObject} as product from ${ingredientProductFacts} f
            where f.owner_id = ${ownerId} and f.id = any(${ids(productIds)})`,
      );
      return rows.map((row) => row.product);
    },

    /** The extra costs of these recipes as the engine reads them (one query), in order. */
    async extraCostInputs(
      ownerId: number,
      recipeIds: readonly number[],
    ): Promise<ExtraCostInputRow[]> {
      if (recipeIds.length === 0) return [];
      return queryNamedRows<ExtraCostInputRow>(
        db,
        'costing_extra_cost_inputs',
        sql`select e.id, e.recipe_id as "recipeId", d.name, d.cost_type as "costType", e.amount
            from ${recipeExtraCosts} e
            join ${extraCostDefinitions} d on d.id = e.definition_id
            where e.owner_id = ${ownerId} and e.recipe_id = any(${ids(recipeIds)})
            order by e.recipe_id, e.id`,
      );
    },

    /** One recipe's stored figures with its stored line figures: a read's one query. */
    async storedAnswer(ownerId: number, recipeId: number): Promise<StoredAnswerRow | undefined> {
      const [row] = await queryNamedRows<StoredAnswerRow>(
        db,
        'costing_stored_answer',
        sql`select ${storedColumns}, d.lines, d.extra_costs as "extraCosts"
            from ${recipes} r
            left join ${recipeCostDetails} d on d.recipe_id = r.id
            where r.owner_id = ${ownerId} and r.id = ${recipeId}`,
      );
      return row;
    },

    /**
     * Every recipe each product reaches: those with a line of it and every recipe above them
     * through elaboraciones, as (product, recipe) pairs (one recursive query).
     */
    async recipesReachedByProducts(
      ownerId: number,
      productIds: readonly number[],
    ): Promise<{ productId: number; recipeId: number }[]> {
      if (productIds.length === 0) return [];
      return queryRows(
        db,
        sql`with recursive reached(product_id, recipe_id) as (
              select ingredient_instance_id, recipe_id from ${recipeLines}
              where owner_id = ${ownerId} and ingredient_instance_id = any(${ids(productIds)})
              union
              select r.product_id, l.recipe_id from reached r
              join ${recipeLines} l on l.sub_recipe_id = r.recipe_id
              where l.owner_id = ${ownerId}
            )
            select product_id as "productId", recipe_id as "recipeId" from reached`,
      );
    },

    /** The recipes with a line of each product, by product (recipes_count, delete-in-use). */
    async recipesUsingProducts(
      ownerId: number,
      productIds: readonly number[],
    ): Promise<{ productId: number; id: number; name: string }[]> {
      if (productIds.length === 0) return [];
      return queryRows(
        db,
        sql`select distinct l.ingredient_instance_id as "productId", r.id, r.name
            from ${recipeLines} l join ${recipes} r on r.id = l.recipe_id
            where l.owner_id = ${ownerId} and l.ingredient_instance_id = any(${ids(productIds)})
            order by r.name, r.id`,
      );
    },

    /**
     * The figures and line figures of a batch of recipes: one statement per 1 000 recipes, an
     * UPDATE of the recipes, an upsert of the details given and a delete of those dropped, from
     * the same JSON parameter.
     */
    async writeFigures(ownerId: number, figures: readonly StoredFiguresWithDetail[]) {
      for (let start = 0; start < figures.length; start += WRITE_BATCH) {
        const batch = JSON.stringify(figures.slice(start, start + WRITE_BATCH));
        await db.execute(sql`
          with v as (
            select * from json_to_recordset(${batch}::json) as v(
              id int, ingredients_cost numeric, extra_costs_total numeric, total_cost numeric,
              cost_per_serving numeric, net_sale_price numeric, margin_per_serving numeric,
              margin_pct numeric, food_cost_pct numeric, suggested_sale_price numeric,
              cost_per_yield_unit numeric, effective_sale_vat_pct numeric,
              effective_target_food_cost_pct numeric, cost_complete boolean, status varchar,
              warnings text[], allergens text[], lines_count int, lines json, extra_costs json)
          ),
          updated as (
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
            from v
            where r.id = v.id and r.owner_id = ${ownerId}
            returning r.id
          ),
          dropped as (
            delete from ${recipeCostDetails} d using v
            where d.recipe_id = v.id and d.owner_id = ${ownerId} and v.lines is null
          )
          insert into ${recipeCostDetails} (recipe_id, owner_id, lines, extra_costs)
          select v.id, ${ownerId}, v.lines, v.extra_costs from v
          where v.lines is not null and v.id in (select id from updated)
          on conflict (recipe_id) do update
            set lines = excluded.lines, extra_costs = excluded.extra_costs`);
      }
    },
  };
}

export type CostingReadModel = ReturnType<typeof createCostingReadModel>;
