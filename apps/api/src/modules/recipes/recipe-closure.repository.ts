import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';

/** What a line check reads of a recipe below the lines being saved. */
export interface ClosureRecipeRow {
  id: number;
  name: string;
  isSubrecipe: boolean;
}

export interface ClosureLineRow {
  recipeId: number;
  subRecipeId: number | null;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/**
 * The recipes `rootIds` and every sub-recipe below them, to any depth (one query), and their
 * sub-recipe lines (a second): what the cycle check of a save reads. Only the owner's rows:
 * another owner's id is simply not found.
 */
export async function loadSubRecipeClosure(
  db: Db,
  ownerId: number,
  rootIds: readonly number[],
): Promise<{ recipes: ClosureRecipeRow[]; lines: ClosureLineRow[] }> {
  if (rootIds.length === 0) return { recipes: [], lines: [] };
  const recipeRows = await queryRows<ClosureRecipeRow>(
    db,
    sql`with recursive closure(id) as (
          select unnest(${ids(rootIds)})
          union
          select l.sub_recipe_id from ${recipeLines} l join closure c on l.recipe_id = c.id
          where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
        )
        select r.id, r.name, r.is_subrecipe as "isSubrecipe"
        from ${recipes} r
        where r.owner_id = ${ownerId} and r.id in (select id from closure)`,
  );
  if (recipeRows.length === 0) return { recipes: [], lines: [] };
  const lines = await queryRows<ClosureLineRow>(
    db,
    sql`select recipe_id as "recipeId", sub_recipe_id as "subRecipeId"
        from ${recipeLines}
        where owner_id = ${ownerId} and sub_recipe_id is not null
          and recipe_id = any(${ids(recipeRows.map((row) => row.id))})
        order by recipe_id, position, id`,
  );
  return { recipes: recipeRows, lines };
}
