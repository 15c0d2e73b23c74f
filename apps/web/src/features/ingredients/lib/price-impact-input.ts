import { priceImpactRequestSchema } from '@costeo/domain/contracts/analytics';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { dec } from '@costeo/domain/decimal';
import type { PriceImpactInput } from '../../../api/analytics/simulate-price-impact.ts';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import type { IngredientFormValues } from './ingredient-form-values.ts';

type Saved = Pick<
  IngredientInstance,
  | 'id'
  | 'recipes_count'
  | 'purchase_price'
  | 'purchase_quantity'
  | 'purchase_unit'
  | 'waste_pct'
  | 'density'
  | 'unit_weight'
>;

type TypedFormat = Pick<
  IngredientFormValues,
  'purchase_price' | 'purchase_quantity' | 'purchase_unit'
>;
type TypedFacts = Pick<IngredientFormValues, 'waste_pct' | 'density' | 'unit_weight'>;

function sameDecimal(typed: string, saved: string | null): boolean {
  const value = parseDecimalInput(typed);
  if (typed.trim() === '') return saved === null;
  return value !== null && saved !== null && value.equals(dec(saved));
}

/**
 * The what-if the product drawer asks `price_impact/` for while the cook edits a product: only
 * when recipes use it and the price or the purchase format typed differ from the saved ones (and
 * are valid for the contract). Null when there is nothing to ask.
 */
export function priceImpactInput(saved: Saved | null, typed: TypedFormat): PriceImpactInput | null {
  if (!saved || saved.recipes_count === 0 || typed.purchase_unit === null) return null;
  const price = parseDecimalInput(typed.purchase_price);
  const quantity = parseDecimalInput(typed.purchase_quantity);
  if (!price || !quantity) return null;
  const priceChanged = !price.equals(dec(saved.purchase_price));
  const formatChanged =
    !quantity.equals(dec(saved.purchase_quantity)) || typed.purchase_unit !== saved.purchase_unit;
  if (!priceChanged && !formatChanged) return null;
  const input: PriceImpactInput = {
    ingredient_instance: saved.id,
    new_price: price.toFixed(),
    ...(formatChanged
      ? { purchase_quantity: quantity.toFixed(), purchase_unit: typed.purchase_unit }
      : {}),
  };
  // What the contract would refuse (5 decimals, a price over the maximum) is not asked.
  return priceImpactRequestSchema.safeParse(input).success ? input : null;
}

/**
 * Whether the merma, density or unit weight typed differ from the saved ones: the what-if prices
 * the product with the saved ones, so the drawer says their change is not in its figures.
 */
export function otherCostFactsChanged(saved: Saved, typed: TypedFacts): boolean {
  return !(
    sameDecimal(typed.waste_pct, saved.waste_pct) &&
    sameDecimal(typed.density, saved.density) &&
    sameDecimal(typed.unit_weight, saved.unit_weight)
  );
}
