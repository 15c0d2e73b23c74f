import type { FormErrors } from '@mantine/form';
import { NUTRIENT_KEYS, type NutrientKey } from '@costeo/domain/nutrition';
import type { AllergenCode } from '@costeo/domain/allergens';
import {
  ingredientInstanceRequestSchema,
  type IngredientInstance,
  type IngredientInstanceRequest,
  type UsageSchema,
} from '@costeo/domain/contracts/ingredients';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import {
  decimalInputError,
  toApiDecimal,
  toDecimalInput,
  toPriceInput,
} from '../../../lib/decimal-input.ts';

/** The form's fields: texts as typed (decimals with a comma or a point), empty = not given. */
export interface IngredientFormValues {
  definition: number | null;
  name: string;
  /** The name food labels print ("" = the catalog's). */
  label_name: string;
  /** The supplier (issue 32): one of the owner's; null with a name, one typed (the API links it). */
  supplier_id: number | null;
  /** Its name as shown (and, without an id, as typed). */
  supplier: string;
  brand: string;
  purchase_quantity: string;
  purchase_unit: UnitCode | null;
  purchase_price: string;
  waste_pct: string;
  vat_pct: string | null;
  density: string;
  unit_weight: string;
  extra_allergens: AllergenCode[];
  notes: string;
  is_active: boolean;
  /** The label's values per 100 g, as typed ("" = unknown: the catalog's value is used). */
  nutrition: Record<NutrientKey, string>;
}

const EMPTY_NUTRITION = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ''])) as Record<
  NutrientKey,
  string
>;

export const EMPTY_FORM_VALUES: IngredientFormValues = {
  definition: null,
  name: '',
  label_name: '',
  supplier_id: null,
  supplier: '',
  brand: '',
  purchase_quantity: '',
  purchase_unit: null,
  purchase_price: '',
  waste_pct: '',
  vat_pct: null,
  density: '',
  unit_weight: '',
  extra_allergens: [],
  notes: '',
  is_active: true,
  nutrition: EMPTY_NUTRITION,
};

/** The usual purchase unit for a base unit: onions by the kg, oil by the litre, eggs by the ud. */
export const DEFAULT_PURCHASE_UNIT: Record<BaseUnit, UnitCode> = { g: 'kg', ml: 'l', ud: 'ud' };

/** A saved product as form values. The name stays empty when it is the catalog's own. */
export function formValuesFromInstance(instance: IngredientInstance): IngredientFormValues {
  return {
    definition: instance.definition,
    name: instance.name === instance.definition_name ? '' : instance.name,
    label_name: instance.label_name ?? '',
    supplier_id: instance.supplier_id,
    supplier: instance.supplier,
    brand: instance.brand,
    purchase_quantity: toDecimalInput(instance.purchase_quantity),
    purchase_unit: instance.purchase_unit,
    purchase_price: toPriceInput(instance.purchase_price),
    waste_pct: toDecimalInput(instance.waste_pct),
    vat_pct: instance.vat_pct,
    density: toDecimalInput(instance.density),
    unit_weight: toDecimalInput(instance.unit_weight),
    extra_allergens: instance.extra_allergens,
    notes: instance.notes,
    is_active: instance.is_active,
    nutrition: Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, toDecimalInput(instance.nutrition_per_100g?.[key] ?? null)]),
    ) as Record<NutrientKey, string>,
  };
}

/** The label's values as the API takes them: null when none was typed, "" → null (unknown). */
function nutritionRequest(values: Record<NutrientKey, string>) {
  if (NUTRIENT_KEYS.every((key) => values[key].trim() === '')) return null;
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, values[key].trim() === '' ? null : toApiDecimal(values[key])]),
  ) as Record<NutrientKey, string | null>;
}

/**
 * What picking a catalog entry fills in: its typical merma, its IVA and a usual unit. `atPick` is
 * the form as it was when the entry was picked: a merma, IVA or unit the cook has changed since
 * (typed while the entry's schema was on its way) is theirs and stays.
 */
export function prefillFromUsageSchema(
  values: IngredientFormValues,
  schema: UsageSchema,
  atPick: IngredientFormValues = values,
): Partial<IngredientFormValues> {
  const units = schema.units.map((unit) => unit.code);
  const keepUnit = values.purchase_unit !== null && units.includes(values.purchase_unit);
  const fallbackUnit = units.includes(DEFAULT_PURCHASE_UNIT[schema.base_unit])
    ? DEFAULT_PURCHASE_UNIT[schema.base_unit]
    : (units[0] ?? null);
  return {
    definition: schema.id,
    waste_pct:
      values.waste_pct !== atPick.waste_pct
        ? values.waste_pct
        : toDecimalInput(schema.default_waste_pct),
    vat_pct: values.vat_pct !== atPick.vat_pct ? values.vat_pct : schema.vat_pct,
    purchase_unit: keepUnit ? values.purchase_unit : fallbackUnit,
    // Allergens the catalog already declares are not "extra".
    extra_allergens: values.extra_allergens.filter((code) => !schema.allergens.includes(code)),
  };
}

/**
 * The supplier fields of the request: a chosen supplier by its id (the API names the product's
 * supplier after it); a name typed without one, alone (the API links it to the supplier of that
 * name, legal form and case aside, or makes it); nothing: none.
 */
function supplierRequest(
  values: IngredientFormValues,
): Pick<IngredientInstanceRequest, 'supplier' | 'supplier_id'> {
  const name = values.supplier.trim();
  if (values.supplier_id !== null) return { supplier_id: values.supplier_id, supplier: name };
  if (name !== '') return { supplier: name };
  return { supplier_id: null, supplier: '' };
}

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The request the API expects (contracts/ingredients.ts). An empty name lets the API use the
 * catalog's; empty overrides are sent as null so an edit can clear them.
 */
export function toInstanceRequest(values: IngredientFormValues): IngredientInstanceRequest {
  return {
    // The schema rejects 0 with "Elige un ingrediente del catálogo."
    definition: values.definition ?? 0,
    name: optional(values.name),
    // Empty: null, so an edit can go back to the catalog's name.
    label_name: optional(values.label_name) ?? null,
    ...supplierRequest(values),
    brand: values.brand.trim(),
    purchase_quantity: toApiDecimal(values.purchase_quantity),
    purchase_unit: values.purchase_unit ?? ('' as UnitCode),
    purchase_price: toApiDecimal(values.purchase_price),
    waste_pct: toApiDecimal(values.waste_pct),
    vat_pct: values.vat_pct ?? undefined,
    density: optional(values.density) === undefined ? null : toApiDecimal(values.density),
    unit_weight:
      optional(values.unit_weight) === undefined ? null : toApiDecimal(values.unit_weight),
    extra_allergens: values.extra_allergens,
    notes: values.notes.trim(),
    is_active: values.is_active,
    nutrition_per_100g: nutritionRequest(values.nutrition),
  };
}

/** The fields typed as numbers ("1.250,50"), sent in the API's form ("1250.50"). */
const DECIMAL_FIELDS = [
  'purchase_quantity',
  'purchase_price',
  'waste_pct',
  'density',
  'unit_weight',
] as const satisfies readonly (keyof IngredientFormValues)[];

const REQUIRED_MESSAGES: Partial<Record<keyof IngredientFormValues, string>> = {
  purchase_quantity: 'Indica la cantidad del formato de compra.',
  purchase_unit: 'Elige la unidad de compra.',
  purchase_price: 'Indica el precio de compra.',
  waste_pct: 'Indica la merma (0 si no hay).',
};

/** Spanish messages under each field: "required" first, then the contract's own rules. */
export function validateIngredientForm(values: IngredientFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.definition === null) errors.definition = 'Elige un ingrediente del catálogo.';
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES)) {
    const value = values[field as keyof IngredientFormValues];
    if (value === null || (typeof value === 'string' && value.trim() === '')) {
      errors[field] = message;
    }
  }
  // Spanish numbers (issue 16): "1.2.3" or "-3" get their own message before the contract's.
  for (const field of DECIMAL_FIELDS) {
    const text = values[field];
    const problem = text.trim() === '' ? null : decimalInputError(text);
    if (problem) errors[field] ??= problem;
  }
  const parsed = ingredientInstanceRequestSchema.safeParse(toInstanceRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, key] = issue.path;
      // The label's values are the fields "nutrition.<key>" of the form.
      const field =
        head === 'nutrition_per_100g' && typeof key === 'string'
          ? `nutrition.${key}`
          : String(head ?? 'definition');
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** Whether these errors name a field of the label's values (its section must be open to show them). */
export function hasNutritionError(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).some((field) => field.startsWith('nutrition.'));
}
