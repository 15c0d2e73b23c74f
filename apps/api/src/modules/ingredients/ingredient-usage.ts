import type { Db } from '../../db/client.ts';

export interface RecipeRef {
  id: number;
  name: string;
}

/**
 * Which recipes use which ingredient products (recipes_count, delete-in-use): the costing
 * module's read model answers it (wired in services.ts; this module imports nothing of it).
 */
export interface IngredientUsageLookup {
  recipesUsing(db: Db, ownerId: number, instanceIds: number[]): Promise<Map<number, RecipeRef[]>>;
}

export const noRecipesYet: IngredientUsageLookup = {
  recipesUsing: () => Promise.resolve(new Map()),
};

/**
 * Told, inside the transaction that writes them, about products whose facts changed (price, merma,
 * density, unit weight, name, allergens), so that the recipes' stored figures stay in step
 * (docs/decisions/010 and 023). The costing module implements it; it never calls back here.
 */
export interface ProductCostListener {
  productsChanged(tx: Db, ownerId: number, instanceIds: number[]): Promise<void>;
}

export const noCostListener: ProductCostListener = {
  productsChanged: () => Promise.resolve(),
};

/**
 * A forced delete of products recipes use: the owner of recipe lines (the recipes module) removes
 * the lines that name them and has their recipes re-costed, in the caller's transaction.
 */
export interface ProductLinesOwner {
  productsRemoving(tx: Db, ownerId: number, instanceIds: number[]): Promise<void>;
}

export const noRecipeLines: ProductLinesOwner = {
  productsRemoving: () => Promise.resolve(),
};
