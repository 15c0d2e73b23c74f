import { z } from 'zod';
import { ALLERGEN_CODES } from '../allergens.ts';
import { BASE_UNITS, UNIT_CODES, UNIT_KINDS } from '../units.ts';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { nutritionPer100gInput, nutritionPer100gSchema } from './nutrition.ts';

export const unitCodeSchema = z.enum(UNIT_CODES, { error: 'Unidad no válida.' });
export const baseUnitSchema = z.enum(BASE_UNITS, { error: 'Unidad base no válida (g, ml o ud).' });
export const allergenCodeSchema = z.enum(ALLERGEN_CODES, { error: 'Alérgeno no válido.' });
/** Purchase VAT in Spain (DOMAIN.md §5): 4, 10 or 21 %, as the API answers it. */
export const vatPctSchema = z.enum(['4.00', '10.00', '21.00']);
export type VatPct = z.infer<typeof vatPctSchema>;

const vatInput = decimalString({ places: 2 }).refine(
  (value): value is VatPct => vatPctSchema.safeParse(value).success,
  'El IVA de compra debe ser 4, 10 o 21 %.',
);
const wasteInput = decimalString({ places: 2, min: 0, max: 99.99 });
const positiveQuantity = decimalString({ places: 3, min: 0.001, max: 1_000_000 });
const moneyInput = decimalString({ places: 4, min: 0, max: 1_000_000 });
const densityInput = decimalString({ places: 3, min: 0.001, max: 30 });
const unitWeightInput = decimalString({ places: 2, min: 0.01, max: 1_000_000 });

// ---------- categories and definitions (the catalog) ----------

export const ingredientCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  definitions_count: z.number().int(),
});
export type IngredientCategory = z.infer<typeof ingredientCategorySchema>;

export const ingredientDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  category_name: z.string(),
  base_unit: baseUnitSchema,
  /** g/ml; null when the ingredient is not measured by volume. */
  density: z.string().nullable(),
  /** g per ud; null when it is not bought or used by the piece. */
  unit_weight: z.string().nullable(),
  /** Typical merma (%). */
  waste_pct: z.string(),
  /** False for the reference figures of DOMAIN.md §6; true for typical values. */
  is_typical_waste: z.boolean(),
  allergens: z.array(allergenCodeSchema),
  vat_pct: z.string(),
  aliases: z.array(z.string()),
  /** True for a definition the user created (only they see it). */
  is_custom: z.boolean(),
  /**
   * Values per 100 g: the user's own for a custom definition, the food composition table's
   * (USDA SR28) for the catalog's; null when none is known (issue 21).
   */
  nutrition_per_100g: nutritionPer100gSchema.nullable(),
});
export type IngredientDefinition = z.infer<typeof ingredientDefinitionSchema>;

export const ingredientDefinitionListSchema = paginated(ingredientDefinitionSchema);

export const definitionListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: dbIntegerQuery().optional(),
  ordering: z.string().max(100).optional(),
});

export const definitionSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_name: z.string(),
  base_unit: baseUnitSchema,
  waste_pct: z.string(),
  is_custom: z.boolean(),
});
export type DefinitionSuggestion = z.infer<typeof definitionSuggestionSchema>;

export const searchSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

export const usableUnitSchema = z.object({
  code: unitCodeSchema,
  name: z.string(),
  kind: z.enum(UNIT_KINDS),
  /** How many base units (g, ml or ud of the definition) one of this unit is. */
  factor: z.string(),
});
export type UsableUnit = z.infer<typeof usableUnitSchema>;

export const usageSchemaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  base_unit: baseUnitSchema,
  units: z.array(usableUnitSchema),
  density: z.string().nullable(),
  unit_weight: z.string().nullable(),
  default_waste_pct: z.string(),
  allergens: z.array(allergenCodeSchema),
  vat_pct: z.string(),
  /**
   * Its values per 100 g (issue 21), shown in the product form under the fields a label leaves
   * empty: the food composition table's for the catalog, the user's own for a custom definition.
   */
  nutrition_per_100g: nutritionPer100gSchema.nullable(),
  nutrition_source: z.enum(['table', 'definition']).nullable(),
});
export type UsageSchema = z.infer<typeof usageSchemaSchema>;

export const customDefinitionRequestSchema = z.object({
  name: z.string().trim().min(1, 'Este campo es obligatorio.').max(120),
  category: dbInteger(),
  base_unit: baseUnitSchema,
  density: densityInput.nullable().optional(),
  unit_weight: unitWeightInput.nullable().optional(),
  waste_pct: wasteInput.optional(),
  allergens: z.array(allergenCodeSchema).max(14).optional(),
  vat_pct: vatInput.optional(),
  nutrition_per_100g: nutritionPer100gInput.nullable().optional(),
});
export type CustomDefinitionRequest = z.input<typeof customDefinitionRequestSchema>;
export type CustomDefinition = z.output<typeof customDefinitionRequestSchema>;

// ---------- ingredient instances (what the business buys) ----------

export const priceEquivalencesSchema = z.object({
  per_kg: z.string().nullable(),
  per_100g: z.string().nullable(),
  per_g: z.string().nullable(),
  per_l: z.string().nullable(),
  per_ml: z.string().nullable(),
  per_ud: z.string().nullable(),
});
export type PriceEquivalences = z.infer<typeof priceEquivalencesSchema>;

/** The fields of a product as sent by a client, without defaults (PATCH changes only what it sends). */
const instanceFields = {
  definition: z.number({ error: 'Elige un ingrediente del catálogo.' }).pipe(dbInteger()),
  name: z.string().trim().max(150).optional(),
  /**
   * The name food labels print (issue 31): "Aceite de oliva virgen extra" rather than the purchase
   * name "AOVE Hojiblanca garrafa 5 l". Null or empty: the definition's name.
   */
  label_name: z.string().trim().max(150).nullable(),
  supplier: z.string().trim().max(120),
  /**
   * The supplier (issue 32). When sent it wins and `supplier` becomes its name; without it, a
   * `supplier` name links the product to the owner's supplier of that name (legal form, case and
   * accents aside), made when there is none; an empty name leaves the product without one.
   */
  supplier_id: dbInteger().nullable(),
  brand: z.string().trim().max(120),
  purchase_quantity: positiveQuantity,
  purchase_unit: unitCodeSchema,
  purchase_price: moneyInput,
  waste_pct: wasteInput.optional(),
  vat_pct: vatInput.optional(),
  /** Overrides of the definition's figures (a 2.5 kg can as 1 ud). */
  density: densityInput.nullable().optional(),
  unit_weight: unitWeightInput.nullable().optional(),
  extra_allergens: z.array(allergenCodeSchema).max(14),
  notes: z.string().max(2000),
  is_active: z.boolean(),
  /** The supplier's label per 100 g; each value set wins over the definition's (issue 21). */
  nutrition_per_100g: nutritionPer100gInput.nullable(),
};

export const ingredientInstanceRequestSchema = z.object({
  ...instanceFields,
  label_name: instanceFields.label_name.optional(),
  supplier: instanceFields.supplier.optional().default(''),
  supplier_id: instanceFields.supplier_id.optional(),
  brand: instanceFields.brand.optional().default(''),
  extra_allergens: instanceFields.extra_allergens.optional().default([]),
  notes: instanceFields.notes.optional().default(''),
  is_active: instanceFields.is_active.optional().default(true),
  nutrition_per_100g: instanceFields.nutrition_per_100g.optional(),
});
export type IngredientInstanceRequest = z.input<typeof ingredientInstanceRequestSchema>;
export type IngredientInstanceInput = z.output<typeof ingredientInstanceRequestSchema>;

export const ingredientInstancePatchSchema = z.object(instanceFields).partial();
export type IngredientInstancePatch = z.output<typeof ingredientInstancePatchSchema>;

/** 400 when recipes use a product and the delete was not forced. */
export const ingredientInUseErrorSchema = z.object({
  detail: z.string(),
  recipes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type IngredientInUseError = z.infer<typeof ingredientInUseErrorSchema>;

export const ingredientInstanceSchema = z.object({
  id: z.number().int(),
  definition: z.number().int(),
  definition_name: z.string(),
  name: z.string(),
  /** As stored (null: labels use `definition_name`). */
  label_name: z.string().nullable(),
  category: z.number().int(),
  category_name: z.string(),
  supplier: z.string(),
  /** The supplier's id (issue 32); null: none. */
  supplier_id: z.number().int().nullable(),
  brand: z.string(),
  purchase_quantity: z.string(),
  purchase_unit: unitCodeSchema,
  /** As stored, 4 places ("12.3457"), so a form that sends it back changes nothing. */
  purchase_price: z.string(),
  base_unit: baseUnitSchema,
  /** € per base unit (g, ml or ud), purchase price ex-VAT. */
  unit_cost: z.string(),
  /** € per usable base unit, after merma: unit_cost / (1 − merma/100). */
  usable_unit_cost: z.string(),
  waste_pct: z.string(),
  /** Rendimiento (%) = 100 − merma. */
  yield_pct: z.string(),
  vat_pct: vatPctSchema,
  density: z.string().nullable(),
  unit_weight: z.string().nullable(),
  extra_allergens: z.array(allergenCodeSchema),
  allergens: z.array(allergenCodeSchema),
  price_equivalences: priceEquivalencesSchema,
  /** E.g. a purchase price of 0 (accepted, never silent). Empty when there is nothing to say. */
  warnings: z.array(z.string()),
  notes: z.string(),
  is_active: z.boolean(),
  /** The product's own values per 100 g (its label); null when it has none. */
  nutrition_per_100g: nutritionPer100gSchema.nullable(),
  /** Its definition's values per 100 g (see `definition_nutrition_source`). */
  definition_nutrition_per_100g: nutritionPer100gSchema.nullable(),
  /** table: the catalog's food composition table (USDA SR28); definition: the user's own. */
  definition_nutrition_source: z.enum(['table', 'definition']).nullable(),
  recipes_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type IngredientInstance = z.infer<typeof ingredientInstanceSchema>;

export const ingredientInstanceListSchema = paginated(ingredientInstanceSchema);
export type IngredientInstanceList = z.infer<typeof ingredientInstanceListSchema>;

export const instanceListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: dbIntegerQuery().optional(),
  supplier: z.string().max(120).optional(),
  /** Products of one supplier (issue 32). */
  supplier_id: dbIntegerQuery().optional(),
  brand: z.string().max(120).optional(),
  definition: dbIntegerQuery().optional(),
  is_active: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  ordering: z.string().max(100).optional(),
});

export const deleteInstanceQuerySchema = z.object({
  force: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

export const calculateCostRequestSchema = z.object({
  quantity: positiveQuantity,
  unit: unitCodeSchema,
});
export type CalculateCostRequest = z.input<typeof calculateCostRequestSchema>;

export const calculateCostResponseSchema = z.object({
  quantity: z.string(),
  unit: unitCodeSchema,
  base_unit: baseUnitSchema,
  /** Net (cleaned) quantity in the base unit. */
  net_quantity: z.string(),
  /** Gross quantity to buy: net / (1 − merma/100). */
  gross_quantity: z.string(),
  waste_pct: z.string(),
  unit_cost: z.string(),
  usable_unit_cost: z.string(),
  cost: z.string(),
  warnings: z.array(z.string()),
});
export type CalculateCostResponse = z.infer<typeof calculateCostResponseSchema>;

/** `GET …/price_equivalences/`: per base unit, per usable unit (after merma), and warnings. */
export const priceEquivalencesResponseSchema = priceEquivalencesSchema.extend({
  usable: priceEquivalencesSchema,
  warnings: z.array(z.string()),
});
export type PriceEquivalencesResponse = z.infer<typeof priceEquivalencesResponseSchema>;

/**
 * One price in force (docs/decisions/008-price-history-meaning.md): what was paid, and the cost
 * per base unit it means, before merma. A row is written when the cost per base unit or the
 * purchase (price, quantity, unit) changes, never for a notes- or merma-only edit.
 */
export const priceHistoryEntrySchema = z.object({
  id: z.number().int(),
  purchase_quantity: z.string(),
  purchase_unit: unitCodeSchema,
  /** As stored, 4 places. */
  purchase_price: z.string(),
  /** € per base unit (g, ml or ud). */
  unit_cost: z.string(),
  /** kg, l or ud: the unit of `reference_price`. */
  reference_unit: z.enum(['kg', 'l', 'ud']),
  /** € per kg, l or ud; equals `price_equivalences.per_kg|per_l|per_ud` of the same state. */
  reference_price: z.string(),
  changed_at: isoDateTime,
  /** Where the price came from ("Factura A-123 de Hortalizas García, 12/11/2026"); "" for an edit. */
  source: z.string(),
  /** What kind of document set it (issue 32): invoice, price_list, delivery_note or manual. */
  source_kind: z.enum(['invoice', 'price_list', 'delivery_note', 'manual']),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export const priceHistorySchema = z.array(priceHistoryEntrySchema);

export const availableUnitSchema = usableUnitSchema;
export const availableUnitsSchema = z.array(availableUnitSchema);

export const recipeIngredientOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  definition_name: z.string(),
  supplier: z.string(),
  brand: z.string(),
  base_unit: baseUnitSchema,
  /** How it is bought: a new line starts in that family at kitchen scale (`kitchenLineUnit`). */
  purchase_unit: unitCodeSchema,
  unit_cost: z.string(),
  usable_unit_cost: z.string(),
  waste_pct: z.string(),
  available_units: z.array(unitCodeSchema),
  /** As on the product: a purchase price of 0 is said, so a recipe line never costs 0 silently. */
  warnings: z.array(z.string()),
});
export type RecipeIngredientOption = z.infer<typeof recipeIngredientOptionSchema>;

export const supplierGroupSchema = z.object({
  supplier: z.string(),
  count: z.number().int(),
  ingredients: z.array(
    /** purchase_price as stored, 4 places. */
    z.object({ id: z.number().int(), name: z.string(), purchase_price: z.string() }),
  ),
});
export type SupplierGroup = z.infer<typeof supplierGroupSchema>;

export const ingredientUsageStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  suppliers: z.number().int(),
  by_category: z.array(
    z.object({ category: z.number().int(), category_name: z.string(), count: z.number().int() }),
  ),
  used_in_recipes: z.number().int(),
});
export type IngredientUsageStats = z.infer<typeof ingredientUsageStatsSchema>;
