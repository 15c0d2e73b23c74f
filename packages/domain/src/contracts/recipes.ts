import { z } from 'zod';
import { EXTRA_COST_TYPES } from '../recipe-graph.ts';
import { RECIPE_STATUSES } from '../recipe-margins.ts';
import { dbInteger, decimalString, isoDateTime, paginated } from './common.ts';
import { recipeNutritionSchema } from './nutrition.ts';
import { allergenCodeSchema, unitCodeSchema } from './ingredients.ts';

/*
 * Recipes (escandallos), SPEC.md §7 and DOMAIN.md §2. Decimals travel as strings with fixed places
 * (DESIGN.md §4): money 2 places, unit prices 4 to 6 (toUnitPrice), percentages 2, quantities 3.
 * The engine (cost-engine.ts) keeps exact values; only these answers are rounded, and every
 * percentage is computed from exact figures, never from the rounded ones.
 *
 * NUL characters are refused for every body and query by the API's null-characters plugin before
 * these schemas run, so the strings here need no NUL rule of their own.
 *
 * Yield units: a sub-recipe (elaboración) yields in one of the UNIT_CODES — 2 l of fondo, 1.2 kg of
 * masa, 40 ud of croquetas (raciones are counted in `ud`: no separate "ración" unit, so a line in
 * `ud` or `docena` of it converts). A line using a sub-recipe must be in a unit of the same kind
 * as the sub-recipe's yield unit (ml/l/cucharada… for a yield in l): a sub-recipe has no density
 * or unit weight, so across kinds the line is flagged, never guessed.
 */

export const MAX_RECIPE_LINES = 200;
export const MAX_SERVINGS = 10_000;

const quantityInput = decimalString({ places: 3, min: 0.001, max: 1_000_000 });
const salePriceInput = decimalString({ places: 2, min: 0, max: 100_000 });
const saleVatInput = decimalString({ places: 2, min: 0, max: 99.99 });
const targetInput = decimalString({ places: 2, min: 0.01, max: 99.99 });
/** Raciones: an integer from 1 to MAX_SERVINGS. */
export const servingsInput = z
  .number()
  .int('Introduce un número entero válido.')
  .min(1, 'Asegúrate de que este valor es mayor o igual a 1.')
  .max(MAX_SERVINGS, `Asegúrate de que este valor es menor o igual a ${MAX_SERVINGS}.`);
const optionalId = dbInteger()
  .nullish()
  .transform((value) => value ?? null);

// ---------- requests ----------

/** A line as written by a client: a product XOR a sub-recipe, a net quantity, a unit, a note. */
export const recipeLineRequestSchema = z
  .object({
    ingredient_instance: optionalId,
    sub_recipe: optionalId,
    /** Net (cleaned) quantity, in `unit`. */
    quantity: quantityInput,
    unit: unitCodeSchema,
    note: z.string().trim().max(300).optional().default(''),
  })
  .superRefine((line, ctx) => {
    if ((line.ingredient_instance === null) === (line.sub_recipe === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ingredient_instance'],
        message: 'Indica un ingrediente o una elaboración (uno de los dos).',
      });
    }
  });
export type RecipeLineRequest = z.input<typeof recipeLineRequestSchema>;
export type RecipeLineInputData = z.output<typeof recipeLineRequestSchema>;

/** The fields of a recipe as sent by a client, without defaults (PATCH changes only what it sends). */
const recipeFields = {
  name: z.string().trim().min(1, 'Este campo es obligatorio.').max(150),
  /** Free text ("Entrantes", "Postres"). */
  category: z.string().trim().max(80),
  description: z.string().max(2000),
  servings: servingsInput,
  /** PVP per serving, VAT included; null = not sold on its own (an elaboración). */
  sale_price: salePriceInput.nullable(),
  /** Sale VAT (%); null = the profile's default (10). */
  sale_vat_pct: saleVatInput.nullable(),
  /** Target food cost (%); null = the profile's default (30). */
  target_food_cost_pct: targetInput.nullable(),
  is_subrecipe: z.boolean(),
  /** What one batch yields; required for an elaboración. */
  yield_quantity: quantityInput.nullable(),
  yield_unit: unitCodeSchema.nullable(),
  /** "Peso final de la elaboración" (g): the cooked weight the nutrition per 100 g divides by. */
  final_weight_g: quantityInput.nullable(),
  instructions: z.string().max(20_000),
  /** Written whole on POST / PUT / PATCH, in order (position = index + 1). */
  lines: z
    .array(recipeLineRequestSchema)
    .max(MAX_RECIPE_LINES, `Una receta admite como máximo ${MAX_RECIPE_LINES} líneas.`),
};

export const SUBRECIPE_YIELD_MESSAGES = {
  yield_quantity: 'Una elaboración necesita su rendimiento (cantidad que produce).',
  yield_unit: 'Una elaboración necesita la unidad de su rendimiento.',
} as const;

/**
 * The rule an elaboración must meet: a yield quantity and unit. For POST/PUT the request schema
 * applies it; for PATCH the API applies it to the merged recipe and answers 400 `{field: [msg]}`.
 */
export function subrecipeYieldIssues(recipe: {
  is_subrecipe: boolean;
  yield_quantity: string | null;
  yield_unit: string | null;
}): { field: keyof typeof SUBRECIPE_YIELD_MESSAGES; message: string }[] {
  if (!recipe.is_subrecipe) return [];
  const issues: { field: keyof typeof SUBRECIPE_YIELD_MESSAGES; message: string }[] = [];
  if (recipe.yield_quantity === null) {
    issues.push({ field: 'yield_quantity', message: SUBRECIPE_YIELD_MESSAGES.yield_quantity });
  }
  if (recipe.yield_unit === null) {
    issues.push({ field: 'yield_unit', message: SUBRECIPE_YIELD_MESSAGES.yield_unit });
  }
  return issues;
}

export const recipeRequestSchema = z
  .object({
    ...recipeFields,
    category: recipeFields.category.optional().default(''),
    description: recipeFields.description.optional().default(''),
    sale_price: recipeFields.sale_price.optional().default(null),
    sale_vat_pct: recipeFields.sale_vat_pct.optional().default(null),
    target_food_cost_pct: recipeFields.target_food_cost_pct.optional().default(null),
    is_subrecipe: recipeFields.is_subrecipe.optional().default(false),
    yield_quantity: recipeFields.yield_quantity.optional().default(null),
    yield_unit: recipeFields.yield_unit.optional().default(null),
    final_weight_g: recipeFields.final_weight_g.optional().default(null),
    instructions: recipeFields.instructions.optional().default(''),
    lines: recipeFields.lines.optional().default([]),
  })
  .superRefine((recipe, ctx) => {
    for (const issue of subrecipeYieldIssues(recipe)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type RecipeRequest = z.input<typeof recipeRequestSchema>;
export type RecipeInputData = z.output<typeof recipeRequestSchema>;

export const recipePatchSchema = z.object(recipeFields).partial();
export type RecipePatch = z.output<typeof recipePatchSchema>;

/** `POST /api/recipes/{id}/duplicate/`: an optional new name (default "{name} (copia)"). */
export const duplicateRecipeRequestSchema = z.object({
  name: recipeFields.name.optional(),
});
export type DuplicateRecipeRequest = z.input<typeof duplicateRecipeRequestSchema>;

/** The name a duplicate gets when none is given, within the name's 150 characters. */
export function duplicateRecipeName(name: string): string {
  const suffix = ' (copia)';
  return `${name.slice(0, 150 - suffix.length)}${suffix}`;
}

// ---------- answers ----------

export const recipeStatusSchema = z.enum(RECIPE_STATUSES);
export const extraCostTypeSchema = z.enum(EXTRA_COST_TYPES);

/** Shown for N servings (`?servings=N`): quantities and costs × factor; per-serving figures unchanged. */
export const recipeScalingSchema = z.object({
  /** Servings shown. */
  servings: z.number().int(),
  /** The recipe's own servings. */
  base_servings: z.number().int(),
  /** servings / base_servings, 6 places. */
  factor: z.string(),
});
export type RecipeScaling = z.infer<typeof recipeScalingSchema>;

/** The computed part of a line (what the engine adds to what was written). */
export const recipeLineCostSchema = z.object({
  /** 'ingredient' or 'sub_recipe'. */
  kind: z.enum(['ingredient', 'sub_recipe']),
  /** Product or elaboración name ("" when it no longer exists). */
  name: z.string(),
  /** Net quantity in `unit`, 3 places (scaled in a scaled view). */
  net_quantity: z.string(),
  /** Gross quantity to buy in `unit`: net / (1 − merma/100); = net for an elaboración. */
  gross_quantity: z.string().nullable(),
  /** € per `unit` of gross quantity (4–6 places): cost = gross × unit cost. */
  unit_cost: z.string().nullable(),
  /** € for the batch, 2 places; null when it cannot be known (see `warning`). */
  cost: z.string().nullable(),
  /** Share of the recipe's total cost (%). */
  cost_share_pct: z.string().nullable(),
  /** Why the line's cost is missing or doubtful (Spanish); null when all is well. */
  warning: z.string().nullable(),
});
export type RecipeLineCost = z.infer<typeof recipeLineCostSchema>;

export const recipeLineSchema = recipeLineCostSchema.extend({
  id: z.number().int(),
  /** 1-based. */
  position: z.number().int(),
  ingredient_instance: z.number().int().nullable(),
  sub_recipe: z.number().int().nullable(),
  /** As stored, 3 places (what a form sends back); `net_quantity` is the shown one. */
  quantity: z.string(),
  unit: unitCodeSchema,
  note: z.string(),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

/** The figures the engine computes for a recipe, as every recipe answer carries them. */
export const recipeCostFieldsSchema = z.object({
  ingredients_cost: z.string(),
  extra_costs_total: z.string(),
  total_cost: z.string(),
  cost_per_serving: z.string(),
  /** PVP / (1 + VAT/100); null without a PVP. */
  net_sale_price: z.string().nullable(),
  margin_per_serving: z.string().nullable(),
  margin_pct: z.string().nullable(),
  food_cost_pct: z.string().nullable(),
  /** cost per serving / (target/100) × (1 + VAT/100). */
  suggested_sale_price: z.string(),
  /** The sale VAT in force: the recipe's, or the profile's when `sale_vat_pct` is null. */
  effective_sale_vat_pct: z.string(),
  /** The target in force: the recipe's, or the profile's when `target_food_cost_pct` is null. */
  effective_target_food_cost_pct: z.string(),
  /** € per yield unit (batch total cost incl. its extra costs / yield), 4–6 places. */
  cost_per_yield_unit: z.string().nullable(),
  cost_complete: z.boolean(),
  status: recipeStatusSchema,
  /** One per flagged line ("Leche: Falta la densidad para convertir ml a g"). */
  warnings: z.array(z.string()),
  /** Union over the lines, through sub-recipes, in Anexo II order. */
  allergens: z.array(allergenCodeSchema),
  /** Null unless the answer is a scaled view. */
  scaling: recipeScalingSchema.nullable(),
});
export type RecipeCostFields = z.infer<typeof recipeCostFieldsSchema>;

const recipeStoredFields = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  servings: z.number().int(),
  sale_price: z.string().nullable(),
  /** As stored: null = the profile's default (see `effective_sale_vat_pct`). */
  sale_vat_pct: z.string().nullable(),
  target_food_cost_pct: z.string().nullable(),
  is_subrecipe: z.boolean(),
  yield_quantity: z.string().nullable(),
  yield_unit: unitCodeSchema.nullable(),
  instructions: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The photo's version (GET …/photo/?v=…); null when the recipe has no photo. */
  photo_updated_at: isoDateTime.nullable(),
});

export const recipeSchema = recipeStoredFields.extend(recipeCostFieldsSchema.shape).extend({
  final_weight_g: z.string().nullable(),
  lines: z.array(recipeLineSchema),
  /** The nutrition declaration (issue 21), computed from the lines' net masses. */
  nutrition: recipeNutritionSchema,
});
export type Recipe = z.infer<typeof recipeSchema>;

/** A row of the Recetas table: no lines, no long texts. */
export const recipeListItemSchema = recipeStoredFields
  .omit({ description: true, instructions: true })
  .extend(recipeCostFieldsSchema.shape)
  .extend({ lines_count: z.number().int() });
export type RecipeListItem = z.infer<typeof recipeListItemSchema>;

export const recipeListSchema = paginated(recipeListItemSchema);
export type RecipeList = z.infer<typeof recipeListSchema>;

export const costAnalysisExtraCostSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  cost_type: extraCostTypeSchema,
  /** € (fixed, per serving) or % (percentage), as set on the recipe. */
  amount: z.string(),
  cost: z.string(),
  cost_share_pct: z.string().nullable(),
});
export type CostAnalysisExtraCost = z.infer<typeof costAnalysisExtraCostSchema>;

/** `GET /api/recipes/{id}/cost_analysis/` (`?servings=N` too): the escandallo, line by line. */
export const recipeCostAnalysisSchema = z.object({
  recipe: z.number().int(),
  name: z.string(),
  lines: z.array(
    recipeLineCostSchema.extend({
      id: z.number().int(),
      position: z.number().int(),
      unit: unitCodeSchema,
    }),
  ),
  extra_costs: z.array(costAnalysisExtraCostSchema),
  totals: z.object({
    ingredients_cost: z.string(),
    extra_costs_total: z.string(),
    total_cost: z.string(),
    cost_per_serving: z.string(),
    cost_per_yield_unit: z.string().nullable(),
  }),
  margins: z.object({
    sale_price: z.string().nullable(),
    /** The sale VAT in force (the recipe's or the profile's). */
    sale_vat_pct: z.string(),
    net_sale_price: z.string().nullable(),
    margin_per_serving: z.string().nullable(),
    margin_pct: z.string().nullable(),
    food_cost_pct: z.string().nullable(),
    target_food_cost_pct: z.string(),
    suggested_sale_price: z.string(),
    status: recipeStatusSchema,
  }),
  cost_complete: z.boolean(),
  warnings: z.array(z.string()),
  allergens: z.array(allergenCodeSchema),
  scaling: recipeScalingSchema,
});
export type RecipeCostAnalysis = z.infer<typeof recipeCostAnalysisSchema>;

/** A recipe named by another answer (its id and name). */
export const recipeRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RecipeRef = z.infer<typeof recipeRefSchema>;

/** `GET /api/recipes/{id}/used_in/`: the owner's recipes with a line of this elaboración, by name. */
export const recipeUsedInSchema = z.array(recipeRefSchema);

/** 400 when other recipes use an elaboración and the delete was not forced. */
export const recipeInUseErrorSchema = z.object({
  detail: z.string(),
  recipes: z.array(recipeRefSchema),
});
export type RecipeInUseError = z.infer<typeof recipeInUseErrorSchema>;

/**
 * A recipe that would contain itself (findCycle in recipe-graph.ts) is refused with 400
 * `{"lines": [cycleErrorMessage(names)]}`: "La receta no puede contenerse a sí misma: A → B → A.".
 */
export const recipeCycleErrorSchema = z.object({ lines: z.array(z.string()) });

// The recipe extra costs (`/api/recipe-extra-costs/`) are in ./extra-costs.ts.
