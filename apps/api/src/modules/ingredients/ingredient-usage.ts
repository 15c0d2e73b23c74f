import type { Db } from '../../db/client.ts';

export interface RecipeRef {
  id: number;
  name: string;
}

/**
 * Which recipes use which ingredient products. The recipes module implements it; until it
 * exists, nothing uses any product.
 */
export interface IngredientUsageLookup {
  recipesUsing(db: Db, ownerId: number, instanceIds: number[]): Promise<Map<number, RecipeRef[]>>;
}

export const noRecipesYet: IngredientUsageLookup = {
  recipesUsing: () => Promise.resolve(new Map()),
};
