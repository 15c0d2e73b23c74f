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

/**
 * Told, inside the transaction that writes them, about products whose facts changed (price, merma,
 * density, unit weight, name, allergens) or that are about to go, so that the recipes module keeps
 * its stored figures in step (docs/decisions/010-stored-recipe-figures.md). Implemented by the
 * recipes service and wired in services.ts: this module never imports the recipes module.
 */
export interface IngredientChangeListener {
  productsChanged(tx: Db, ownerId: number, instanceIds: number[]): Promise<void>;
  /** A forced delete: the lines that use these products go and their recipes are re-costed. */
  productsRemoving(tx: Db, ownerId: number, instanceIds: number[]): Promise<void>;
}

export const noRecipeListener: IngredientChangeListener = {
  productsChanged: () => Promise.resolve(),
  productsRemoving: () => Promise.resolve(),
};
