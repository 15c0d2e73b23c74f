import { z } from 'zod';
import type { ExtraCostType } from '../recipe-graph.ts';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { extraCostTypeSchema } from './recipes.ts';

/*
 * Extra costs, SPEC.md §7 and DOMAIN.md §2: definitions the owner reuses, attached to recipes with
 * an amount of their own, and the history of those amounts. Amounts travel with 2 places: € per
 * batch (fixed), € per serving (per_serving) or % of the ingredients cost (percentage, ≤ 100).
 */

export const MAX_EXTRA_COST_AMOUNT = 1_000_000;
export const PERCENTAGE_MAX_MESSAGE = 'Un porcentaje no puede ser mayor que 100.';

const amountInput = decimalString({ places: 2, min: 0, max: MAX_EXTRA_COST_AMOUNT });

/** Whether `amount` (a validated decimal string) is allowed for `costType`: a percentage ≤ 100. */
export function extraCostAmountIssue(costType: ExtraCostType, amount: string): string | null {
  return costType === 'percentage' && Number(amount) > 100 ? PERCENTAGE_MAX_MESSAGE : null;
}

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// ---------- definitions ----------

const definitionFields = {
  name: z.string().trim().min(1, 'Este campo es obligatorio.').max(120),
  description: z.string().trim().max(1000),
  cost_type: extraCostTypeSchema,
  amount: amountInput,
  is_active: z.boolean(),
};

/**
 * `apply_to_recipes: true` on PUT/PATCH writes the new amount to every recipe using the definition
 * (with history rows); without it the recipes keep their amounts (docs/decisions/013).
 */
const applyToRecipes = z.boolean().optional().default(false);

function refinePercentage(
  value: { cost_type?: ExtraCostType | undefined; amount?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.cost_type === undefined || value.amount === undefined) return;
  const issue = extraCostAmountIssue(value.cost_type, value.amount);
  if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
}

/** POST and PUT. */
export const extraCostDefinitionRequestSchema = z
  .object({
    ...definitionFields,
    description: definitionFields.description.optional().default(''),
    is_active: definitionFields.is_active.optional().default(true),
    apply_to_recipes: applyToRecipes,
  })
  .superRefine(refinePercentage);
export type ExtraCostDefinitionRequest = z.input<typeof extraCostDefinitionRequestSchema>;
export type ExtraCostDefinitionInput = z.output<typeof extraCostDefinitionRequestSchema>;

/** PATCH: only what is sent changes (a percentage over 100 is checked on the merged definition). */
export const extraCostDefinitionPatchSchema = z
  .object({
    name: definitionFields.name.optional(),
    description: definitionFields.description.optional(),
    cost_type: definitionFields.cost_type.optional(),
    amount: definitionFields.amount.optional(),
    is_active: definitionFields.is_active.optional(),
    apply_to_recipes: applyToRecipes,
  })
  .superRefine(refinePercentage);
export type ExtraCostDefinitionPatch = z.input<typeof extraCostDefinitionPatchSchema>;
export type ExtraCostDefinitionPatchData = z.output<typeof extraCostDefinitionPatchSchema>;

export const extraCostDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cost_type: extraCostTypeSchema,
  amount: z.string(),
  is_active: z.boolean(),
  /** Recipes this definition is attached to. */
  recipes_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ExtraCostDefinition = z.infer<typeof extraCostDefinitionSchema>;

export const extraCostDefinitionListSchema = paginated(extraCostDefinitionSchema);
export type ExtraCostDefinitionList = z.infer<typeof extraCostDefinitionListSchema>;

export const EXTRA_COST_DEFINITION_ORDERING_FIELDS = [
  'name',
  'cost_type',
  'amount',
  'is_active',
  'created_at',
  'updated_at',
] as const;

/**
 * `GET /api/extra-cost-definitions/`: `available_for_recipe={id}` keeps the active definitions not
 * yet attached to that recipe (404 if the recipe is not the caller's, as for `?recipe=`).
 */
export const extraCostDefinitionListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  is_active: booleanQuery.optional(),
  available_for_recipe: dbIntegerQuery().optional(),
  ordering: z.string().max(100).optional(),
});
export type ExtraCostDefinitionListQuery = z.output<typeof extraCostDefinitionListQuerySchema>;

export const deleteExtraCostDefinitionQuerySchema = z.object({ force: booleanQuery.optional() });

/** 400 when recipes use a definition and the delete was not forced. */
export const extraCostDefinitionInUseErrorSchema = z.object({
  detail: z.string(),
  recipes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

// ---------- recipe extra costs ----------

const notesInput = z.string().trim().max(300);

/** POST and PUT: `amount` omitted or null = the definition's amount. */
export const recipeExtraCostRequestSchema = z.object({
  recipe: dbInteger(),
  definition: dbInteger(),
  amount: amountInput.nullish().transform((value) => value ?? null),
  notes: notesInput.optional().default(''),
});
export type RecipeExtraCostRequest = z.input<typeof recipeExtraCostRequestSchema>;
export type RecipeExtraCostInput = z.output<typeof recipeExtraCostRequestSchema>;

/** PATCH: the amount and the notes (the recipe and the definition stay). */
export const recipeExtraCostPatchSchema = z.object({
  recipe: dbInteger().optional(),
  definition: dbInteger().optional(),
  amount: amountInput.optional(),
  notes: notesInput.optional(),
});
export type RecipeExtraCostPatch = z.input<typeof recipeExtraCostPatchSchema>;
export type RecipeExtraCostPatchData = z.output<typeof recipeExtraCostPatchSchema>;

/** An extra cost attached to a recipe, with its cost for that recipe's batch now (the engine's). */
export const recipeExtraCostSchema = z.object({
  id: z.number().int(),
  recipe: z.number().int(),
  definition: z.number().int(),
  definition_name: z.string(),
  cost_type: extraCostTypeSchema,
  /** € (fixed, per serving) or % (percentage), for this recipe. */
  amount: z.string(),
  notes: z.string(),
  /** What it adds to the recipe's batch, 2 places. */
  cost: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type RecipeExtraCost = z.infer<typeof recipeExtraCostSchema>;

export const recipeExtraCostListSchema = paginated(recipeExtraCostSchema);
export type RecipeExtraCostList = z.infer<typeof recipeExtraCostListSchema>;

/** `GET /api/recipe-extra-costs/?recipe={id}` (404 if the recipe is not the caller's). */
export const recipeExtraCostsQuerySchema = z.object({ recipe: dbIntegerQuery().optional() });

// ---------- history ----------

export const EXTRA_COST_HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;

export const extraCostHistorySchema = z.object({
  id: z.number().int(),
  recipe: z.number().int(),
  /** Null once the definition was deleted (its name stays in `definition_name`). */
  definition: z.number().int().nullable(),
  definition_name: z.string(),
  action: z.enum(EXTRA_COST_HISTORY_ACTIONS),
  /** Null on create. */
  old_amount: z.string().nullable(),
  /** Null on delete. */
  new_amount: z.string().nullable(),
  user: z.number().int().nullable(),
  username: z.string(),
  created_at: isoDateTime,
});
export type ExtraCostHistoryEntry = z.infer<typeof extraCostHistorySchema>;

export const extraCostHistoryListSchema = paginated(extraCostHistorySchema);
export type ExtraCostHistoryList = z.infer<typeof extraCostHistoryListSchema>;

/** `GET /api/extra-cost-history/?recipe={id}`, newest first (404 if the recipe is not the caller's). */
export const extraCostHistoryQuerySchema = z.object({ recipe: dbIntegerQuery().optional() });
