import type { Recipe } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryNamedRows, type Db } from '../../db/client.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';

/** A recipe as its answer shows what the user wrote (contract names), without the figures. */
export type RecipeAnswerFields = Pick<
  Recipe,
  | 'id'
  | 'name'
  | 'category'
  | 'description'
  | 'servings'
  | 'sale_price'
  | 'sale_vat_pct'
  | 'target_food_cost_pct'
  | 'is_subrecipe'
  | 'yield_quantity'
  | 'yield_unit'
  | 'final_weight_g'
  | 'instructions'
  | 'created_at'
  | 'updated_at'
  | 'photo_updated_at'
>;

/** A stored line: [id, product, sub-recipe, quantity as stored, unit, note], in order. */
export type AnswerLineTuple = [number, number | null, number | null, string, UnitCode, string];

export interface RecipeAnswerRow extends RecipeAnswerFields {
  /** The lines as one JSON text (parsed natively: 40 lines, not 240 driver-decoded fields). */
  lines: string;
}

/** ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it. */
const iso = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One recipe as its answer needs it: the columns the user wrote, under the contract's names, and
 * its lines — one named statement (planned once per pooled connection), raw rows, no mapping. The
 * figures come from the costing module beside it.
 */
export async function findRecipeAnswer(
  db: Db,
  ownerId: number,
  id: number,
): Promise<RecipeAnswerRow | undefined> {
  const [row] = await queryNamedRows<RecipeAnswerRow>(
    db,
    'recipes_answer',
    sql`select r.id, r.name, r.category, r.description, r.servings, r.sale_price,
               r.sale_vat_pct, r.target_food_cost_pct, r.is_subrecipe, r.yield_quantity,
               r.yield_unit, r.final_weight_g, r.instructions, ${iso(sql`r.created_at`)} as created_at,
               ${iso(sql`r.updated_at`)} as updated_at,
               ${iso(sql`r.photo_updated_at`)} as photo_updated_at,
               coalesce((select json_agg(json_build_array(l.id, l.ingredient_instance_id,
                                                          l.sub_recipe_id, l.quantity::text,
                                                          l.unit, l.note)
                                         order by l.position, l.id)
                         from ${recipeLines} l
                         where l.owner_id = ${ownerId} and l.recipe_id = r.id), '[]')::text
                 as lines
        from ${recipes} r
        where r.owner_id = ${ownerId} and r.id = ${id}`,
  );
  return row;
}
