import { z } from 'zod';
import { decimalString } from './common.ts';
import { servingsInput } from './recipes.ts';

/* Query strings of the recipe endpoints (contracts/recipes.ts has the bodies and answers). */

/** Fields `?ordering=` accepts (`-margin_pct,name`); the cost ones are the engine's exact figures. */
export const RECIPE_ORDERING_FIELDS = [
  'name',
  'category',
  'servings',
  'sale_price',
  'ingredients_cost',
  'extra_costs_total',
  'total_cost',
  'cost_per_serving',
  'net_sale_price',
  'margin_per_serving',
  'margin_pct',
  'food_cost_pct',
  'suggested_sale_price',
  'created_at',
  'updated_at',
] as const;
export type RecipeOrderingField = (typeof RECIPE_ORDERING_FIELDS)[number];

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `GET /api/recipes/` (and `my_recipes/`); page and page_size are in paginationQuerySchema. */
export const recipeListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  is_subrecipe: booleanQuery.optional(),
  ordering: z.string().max(100).optional(),
});
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/**
 * `profitable_recipes/` and `low_margin_recipes/`: without `threshold`, each recipe against its own
 * target (margin % ≥ 100 − target); with it, margin % ≥ threshold (DOMAIN.md §2 "Rentable").
 */
export const recipeMarginQuerySchema = recipeListQuerySchema.extend({
  threshold: decimalString({ places: 2, min: 0, max: 100 }).optional(),
});
export type RecipeMarginQuery = z.output<typeof recipeMarginQuerySchema>;

/** `GET /api/recipes/{id}/?servings=N` and `cost_analysis/?servings=N`: the scaled view. */
export const recipeScaleQuerySchema = z.object({
  servings: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Introduce un número entero válido.')
    .transform(Number)
    .pipe(servingsInput)
    .optional(),
});
export type RecipeScaleQuery = z.output<typeof recipeScaleQuerySchema>;

export const deleteRecipeQuerySchema = z.object({ force: booleanQuery.optional() });
