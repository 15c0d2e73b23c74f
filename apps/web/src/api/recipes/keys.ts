import type { RecipeListParams } from './list-recipes.ts';

/** TanStack Query keys of the recipes. Saving a recipe invalidates `recipes`. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (params: RecipeListParams) => [...recipeKeys.lists(), params] as const,
  subrecipes: () => [...recipeKeys.all, 'subrecipes'] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
  costAnalysis: (id: number) => [...recipeKeys.all, 'detail', id, 'cost-analysis'] as const,
  /** The dishes that can be sold (not elaboraciones): the menu sales form's rows. */
  dishes: () => [...recipeKeys.all, 'dishes'] as const,
};
