import { sortAllergens } from '@costeo/domain/allergens';
import type {
  IngredientInstance,
  IngredientInstanceInput,
  PriceEquivalences,
} from '@costeo/domain/contracts/ingredients';
import { dec, toUnitPrice } from '@costeo/domain/decimal';
import { priceWarnings, roundedPriceEquivalences, yieldPct } from '@costeo/domain/ingredient-costs';
import type { BaseUnit, ConversionFacts } from '@costeo/domain/units';
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

export function equivalencesOf(
  pricePerBase: string,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): PriceEquivalences {
  return roundedPriceEquivalences(dec(pricePerBase), baseUnit, facts);
}

/** Strips the storage padding of numeric columns ("10.000" → "10"). */
export function trimQuantity(value: string): string {
  return dec(value).toString();
}

/**
 * A purchase price as stored: 4 places ("12.3457", "12.0000"). Answering it rounded would make a
 * form that sends it back change the price (issue 7).
 */
export function storedPrice(value: string): string {
  return dec(value).toFixed(4);
}

export function toInstance(view: InstanceView, recipesCount: number): IngredientInstance {
  return {
    id: view.id,
    definition: view.definitionId,
    definition_name: view.definitionName,
    name: view.name,
    category: view.categoryId,
    category_name: view.categoryName,
    label_name: view.labelName,
    supplier: view.supplier,
    supplier_id: view.supplierId,
    brand: view.brand,
    purchase_quantity: trimQuantity(view.purchaseQuantity),
    purchase_unit: view.purchaseUnit,
    purchase_price: storedPrice(view.purchasePrice),
    base_unit: view.baseUnit,
    unit_cost: toUnitPrice(dec(view.unitCost)),
    usable_unit_cost: toUnitPrice(dec(view.usableUnitCost)),
    waste_pct: view.wastePct,
    yield_pct: yieldPct(view.wastePct),
    vat_pct: view.vatPct,
    density: view.density,
    unit_weight: view.unitWeight,
    extra_allergens: view.extraAllergens,
    allergens: sortAllergens([...view.definitionAllergens, ...view.extraAllergens]),
    price_equivalences: equivalencesOf(view.unitCost, view.baseUnit, conversionFacts(view)),
    warnings: priceWarnings(view.purchasePrice),
    notes: view.notes,
    is_active: view.isActive,
    nutrition_per_100g: view.nutritionPer100g ?? null,
    definition_nutrition_per_100g: view.definitionNutrition ?? null,
    definition_nutrition_source:
      view.definitionNutrition === null
        ? null
        : view.definitionOwnerId === null
          ? 'table'
          : 'definition',
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
    label_name: view.labelName,
    supplier: view.supplier,
    brand: view.brand,
    purchase_quantity: view.purchaseQuantity,
    purchase_unit: view.purchaseUnit,
    purchase_price: view.purchasePrice,
    waste_pct: view.wastePct,
    vat_pct: view.vatPct,
    density: view.density,
    unit_weight: view.unitWeight,
    extra_allergens: view.extraAllergens,
    notes: view.notes,
    is_active: view.isActive,
    nutrition_per_100g: view.nutritionPer100g ?? null,
  };
}
