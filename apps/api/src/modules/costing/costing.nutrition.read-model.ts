import type { AllergenCode } from '@costeo/domain/allergens';
import type { NutritionPer100g, NutritionProduct, NutritionRecipe } from '@costeo/domain/nutrition';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryNamedRows, type Db } from '../../db/client.ts';

/*
 * The reader of what a nutrition declaration depends on (docs/decisions/030): recipes and their
 * lines (recipes module), products and their definitions (ingredients).
 */

interface NutritionRow {
  /** JSON text: [{id, name, servings, yield_quantity, yield_unit, final_weight_g, lines}]. */
  recipes: string;
  /** JSON text: [{id, name, base_unit, density, unit_weight, waste_pct, own, definition, …}]. */
  products: string;
}

interface RecipeJson {
  id: number;
  name: string;
  servings: number;
  yield_quantity: string | null;
  yield_unit: UnitCode | null;
  final_weight_g: string | null;
  lines: [number, number | null, number | null, string, UnitCode][] | null;
}

interface ProductJson {
  id: number;
  name: string;
  label_name: string;
  base_unit: BaseUnit;
  density: string | null;
  unit_weight: string | null;
  waste_pct: string;
  own: NutritionPer100g | null;
  definition: NutritionPer100g | null;
  from_table: boolean;
  allergens: AllergenCode[];
}

/**
 * The recipes and the elaboraciones their lines reach (a recursive walk; UNION stops at a cycle),
 * each with its lines, and the products those lines name with their definition's values and
 * their allergens — one named statement, one round trip, for one recipe or a menu's dishes.
 */
export async function loadNutritionGraph(
  db: Db,
  ownerId: number,
  recipeIds: number | readonly number[],
) {
  const roots = typeof recipeIds === 'number' ? [recipeIds] : [...recipeIds];
  const [row] = await queryNamedRows<NutritionRow>(
    db,
    'costing_nutrition_graph',
    sql`with recursive reached(id) as (
          select r.id from recipes r
          where r.owner_id = ${ownerId} and r.id = any(${sql.param(roots)}::int[])
          union
          select l.sub_recipe_id from recipe_lines l join reached on l.recipe_id = reached.id
          where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
        )
        select
          coalesce((select json_agg(json_build_object(
                     'id', r.id, 'name', r.name, 'servings', r.servings,
                     'yield_quantity', r.yield_quantity::text, 'yield_unit', r.yield_unit,
                     'final_weight_g', r.final_weight_g::text,
                     'lines', (select json_agg(json_build_array(l.id, l.ingredient_instance_id,
                                                                l.sub_recipe_id, l.quantity::text,
                                                                l.unit)
                                               order by l.position, l.id)
                               from recipe_lines l
                               where l.owner_id = ${ownerId} and l.recipe_id = r.id)))
                    from recipes r join reached on reached.id = r.id
                    where r.owner_id = ${ownerId}), '[]')::text as recipes,
          coalesce((select json_agg(json_build_object(
                     'id', i.id, 'name', i.name, 'base_unit', d.base_unit,
                     'label_name', coalesce(nullif(i.label_name, ''), d.name),
                     'density', coalesce(i.density, d.density)::text,
                     'unit_weight', coalesce(i.unit_weight, d.unit_weight)::text,
                     'waste_pct', i.waste_pct::text,
                     'own', i.nutrition_per_100g, 'definition', d.nutrition_per_100g,
                     'from_table', d.owner_id is null,
                     'allergens', d.allergens || i.extra_allergens))
                    from ingredient_instances i
                    join ingredient_definitions d on d.id = i.definition_id
                    where i.owner_id = ${ownerId}
                      and i.id in (select l.ingredient_instance_id from recipe_lines l
                                   join reached on l.recipe_id = reached.id
                                   where l.owner_id = ${ownerId})), '[]')::text as products`,
  );
  const recipes = JSON.parse(row?.recipes ?? '[]') as RecipeJson[];
  const products = JSON.parse(row?.products ?? '[]') as ProductJson[];
  return {
    recipes: new Map<number, NutritionRecipe>(
      recipes.map((recipe) => [
        recipe.id,
        {
          id: recipe.id,
          name: recipe.name,
          servings: recipe.servings,
          yieldQuantity: recipe.yield_quantity,
          yieldUnit: recipe.yield_unit,
          finalWeightG: recipe.final_weight_g,
          lines: (recipe.lines ?? []).map(([id, product, subRecipe, quantity, unit]) => ({
            id,
            ingredientInstanceId: product,
            subRecipeId: subRecipe,
            quantity,
            unit,
          })),
        },
      ]),
    ),
    products: new Map<number, NutritionProduct>(
      products.map((product) => [
        product.id,
        {
          id: product.id,
          name: product.name,
          labelName: product.label_name,
          baseUnit: product.base_unit,
          density: product.density,
          unitWeight: product.unit_weight,
          wastePct: product.waste_pct,
          own: product.own,
          definition: product.definition,
          definitionFromTable: product.from_table,
          allergens: product.allergens,
        },
      ]),
    ),
  };
}
