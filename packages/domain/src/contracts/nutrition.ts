import { z } from 'zod';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrition.ts';
import { decimalString } from './common.ts';

/*
 * Nutrition per 100 g (issue 21, Reglamento UE 1169/2011): on a product (the supplier's label), a
 * user's own definition, and the catalog's definitions (the food composition table). Decimal
 * strings, grams (energy in kJ and kcal); null = unknown, never 0.
 */

const grams = decimalString({ places: 3, min: 0, max: 100 });
const LIMITS: Record<NutrientKey, z.ZodType<string>> = {
  energy_kj: decimalString({ places: 1, min: 0, max: 3800 }),
  energy_kcal: decimalString({ places: 1, min: 0, max: 900 }),
  fat: grams,
  saturates: grams,
  carbohydrate: grams,
  sugars: grams,
  fibre: grams,
  protein: grams,
  salt: grams,
};

const nutrientNumber = (value: string | null) => (value === null ? null : Number(value));

/** Input: every key optional (absent = null = unknown); a part never above its whole. */
export const nutritionPer100gInput = z
  .object(
    Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, LIMITS[key].nullable().optional().default(null)]),
    ) as Record<NutrientKey, z.ZodDefault<z.ZodOptional<z.ZodNullable<z.ZodType<string>>>>>,
  )
  .strict()
  .superRefine((values, ctx) => {
    const v = values as Record<NutrientKey, string | null>;
    if ((v.energy_kj === null) !== (v.energy_kcal === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.energy_kj === null ? 'energy_kj' : 'energy_kcal'],
        message: 'Indica el valor energético en kJ y en kcal.',
      });
    }
    const parts: [NutrientKey, NutrientKey, string][] = [
      ['saturates', 'fat', 'Las grasas saturadas no pueden superar las grasas.'],
      ['sugars', 'carbohydrate', 'Los azúcares no pueden superar los hidratos de carbono.'],
    ];
    for (const [part, whole, message] of parts) {
      const partValue = nutrientNumber(v[part]);
      const wholeValue = nutrientNumber(v[whole]);
      if (partValue !== null && wholeValue !== null && partValue > wholeValue) {
        ctx.addIssue({ code: 'custom', path: [part], message });
      }
    }
  });
export type NutritionPer100gInput = z.output<typeof nutritionPer100gInput>;

/** Output: the nine keys, each a decimal string or null. */
export const nutritionPer100gSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    NutrientKey,
    z.ZodNullable<z.ZodString>
  >,
);

export const nutritionMissingSchema = z.object({
  /** The line (of this recipe or of an elaboración below it); null for none. */
  line: z.number().int().nullable(),
  name: z.string(),
  ingredient_instance: z.number().int().nullable(),
  sub_recipe: z.number().int().nullable(),
  /** no_value: the food has no value; no_weight: no density or unit weight; no_yield: an elaboración without yield. */
  reason: z.enum(['no_value', 'no_weight', 'no_yield', 'unknown']),
  nutrients: z.array(z.enum(NUTRIENT_KEYS)),
});
export type NutritionMissingItem = z.infer<typeof nutritionMissingSchema>;

/** `nutrition` in a recipe's answer: exact values (up to 4 places); display rounding is the client's. */
export const recipeNutritionSchema = z.object({
  per_100g: nutritionPer100gSchema,
  per_serving: nutritionPer100gSchema,
  /** The batch's weight (g) the per 100 g values divide by. */
  weight_g: z.string().nullable(),
  /** final_weight: the "Peso final de la elaboración"; lines: the sum of the lines' net masses. */
  weight_source: z.enum(['final_weight', 'lines']),
  complete: z.boolean(),
  missing: z.array(nutritionMissingSchema),
  /** Where the values come from: product (label), definition (the user's), table (catalog). */
  sources: z.array(z.enum(['product', 'definition', 'table'])),
});
export type RecipeNutritionAnswer = z.infer<typeof recipeNutritionSchema>;
