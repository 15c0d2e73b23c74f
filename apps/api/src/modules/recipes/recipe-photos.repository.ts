import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recipePhotos, recipes } from '../../db/schema/recipes.ts';

export interface StoredPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * The photo rows of the recipes module: every query filters on the owner, and the recipe's
 * `photo_updated_at` is written in the same statement group as the photo (the caller's
 * transaction), so the two never disagree.
 */
export function createRecipePhotosRepository(db: Db) {
  async function markRecipe(ownerId: number, recipeId: number, at: Date | null) {
    const updated = await db
      .update(recipes)
      .set({ photoUpdatedAt: at })
      .where(and(eq(recipes.ownerId, ownerId), eq(recipes.id, recipeId)))
      .returning({ id: recipes.id });
    return updated.length > 0;
  }

  return {
    /** Whether the owner has this recipe. */
    async hasRecipe(ownerId: number, recipeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.ownerId, ownerId), eq(recipes.id, recipeId)));
      return rows.length > 0;
    },

    async save(ownerId: number, recipeId: number, photo: StoredPhoto, at: Date): Promise<boolean> {
      if (!(await markRecipe(ownerId, recipeId, at))) return false;
      await db
        .insert(recipePhotos)
        .values({ recipeId, ownerId, ...photo, updatedAt: at })
        .onConflictDoUpdate({
          target: recipePhotos.recipeId,
          set: { ...photo, updatedAt: at },
          setWhere: eq(recipePhotos.ownerId, ownerId),
        });
      return true;
    },

    async remove(ownerId: number, recipeId: number): Promise<boolean> {
      if (!(await markRecipe(ownerId, recipeId, null))) return false;
      await db
        .delete(recipePhotos)
        .where(and(eq(recipePhotos.ownerId, ownerId), eq(recipePhotos.recipeId, recipeId)));
      return true;
    },

    /** One size of the photo and its version; undefined when the recipe or its photo is absent. */
    async find(
      ownerId: number,
      recipeId: number,
      size: 'image' | 'thumbnail',
    ): Promise<{ bytes: Buffer; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ bytes: recipePhotos[size], updatedAt: recipePhotos.updatedAt })
        .from(recipePhotos)
        .where(and(eq(recipePhotos.ownerId, ownerId), eq(recipePhotos.recipeId, recipeId)));
      return row;
    },

    /** A duplicate gets the same photo (copied in the database, never through the app). */
    async copy(ownerId: number, fromId: number, toId: number, at: Date): Promise<void> {
      const copied = await queryRows<{ recipe_id: number }>(
        db,
        sql`insert into ${recipePhotos} (recipe_id, owner_id, image, thumbnail, width, height, updated_at)
            select ${toId}, owner_id, image, thumbnail, width, height, ${at.toISOString()}::timestamptz
              from ${recipePhotos} where owner_id = ${ownerId} and recipe_id = ${fromId}
            returning recipe_id`,
      );
      if (copied.length > 0) await markRecipe(ownerId, toId, at);
    },
  };
}
