import { sortAllergens, type AllergenCode } from '@costeo/domain/allergens';
import type {
  IngredientInstance,
  IngredientInstanceInput,
  PriceEquivalences,
} from '@costeo/domain/contracts/ingredients';
import { dec, toMoney, toUnitPrice } from '@costeo/domain/decimal';
import { priceEquivalences } from '@costeo/domain/ingredient-costs';
import type { BaseUnit, ConversionFacts, UnitCode } from '@costeo/domain/units';
import type { InstanceView } from './ingredient-instances.repository.ts';

/** Density and unit weight in force: the product's own, else its definition's. */
export function conversionFacts(view: InstanceView): {
  density: string | null;
  unitWeight: string | null;
} {
  return {
    density: view.density ?? view.definitionDensity,
    unitWeight: view.unitWeight ?? view.definitionUnitWeight,
  };
}

/** Money-like figures are shown with 2 places, small unit prices with 4 to 6. */
function formatEquivalence(value: ReturnType<typeof dec> | null, key: string): string | null {
  if (value === null) return null;
  return key === 'per_kg' || key === 'per_l' || key === 'per_100g' || key === 'per_ud'
    ? toMoney(value)
    : toUnitPrice(value);
}

export function equivalencesOf(
  pricePerBase: string,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): PriceEquivalences {
  const raw = priceEquivalences(dec(pricePerBase), baseUnit, facts);
  return {
    per_kg: formatEquivalence(raw.per_kg, 'per_kg'),
    per_100g: formatEquivalence(raw.per_100g, 'per_100g'),
    per_g: formatEquivalence(raw.per_g, 'per_g'),
    per_l: formatEquivalence(raw.per_l, 'per_l'),
    per_ml: formatEquivalence(raw.per_ml, 'per_ml'),
    per_ud: formatEquivalence(raw.per_ud, 'per_ud'),
  };
}

/** Strips the storage padding of numeric columns ("10.000" → "10", "12.5000" → "12.50"). */
export function trimQuantity(value: string): string {
  return dec(value).toString();
}

export function toInstance(view: InstanceView, recipesCount: number): IngredientInstance {
  const baseUnit = view.baseUnit as BaseUnit;
  return {
    id: view.id,
    definition: view.definitionId,
    definition_name: view.definitionName,
    name: view.name,
    category: view.categoryId,
    category_name: view.categoryName,
    supplier: view.supplier,
    brand: view.brand,
    purchase_quantity: trimQuantity(view.purchaseQuantity),
    purchase_unit: view.purchaseUnit as UnitCode,
    purchase_price: toMoney(dec(view.purchasePrice)),
    base_unit: baseUnit,
    unit_cost: toUnitPrice(dec(view.unitCost)),
    usable_unit_cost: toUnitPrice(dec(view.usableUnitCost)),
    waste_pct: view.wastePct,
    yield_pct: dec(100).minus(view.wastePct).toFixed(2),
    vat_pct: view.vatPct,
    density: view.density,
    unit_weight: view.unitWeight,
    extra_allergens: view.extraAllergens as AllergenCode[],
    allergens: sortAllergens([
      ...(view.definitionAllergens as AllergenCode[]),
      ...(view.extraAllergens as AllergenCode[]),
    ]),
    price_equivalences: equivalencesOf(view.unitCost, baseUnit, conversionFacts(view)),
    notes: view.notes,
    is_active: view.isActive,
    recipes_count: recipesCount,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

/** The stored product as a full request payload (the base a PATCH is merged into). */
export function toInput(view: InstanceView): IngredientInstanceInput {
  return {
    definition: view.definitionId,
    name: view.name,
    supplier: view.supplier,
    brand: view.brand,
    purchase_quantity: view.purchaseQuantity,
    purchase_unit: view.purchaseUnit as UnitCode,
    purchase_price: view.purchasePrice,
    waste_pct: view.wastePct,
    vat_pct: view.vatPct,
    density: view.density,
    unit_weight: view.unitWeight,
    extra_allergens: view.extraAllergens as AllergenCode[],
    notes: view.notes,
    is_active: view.isActive,
  };
}
