import { sortAllergens } from '@costeo/domain/allergens';
import type { IngredientInstanceInput } from '@costeo/domain/contracts/ingredients';
import { conversionFailureMessage } from '@costeo/domain/conversion-hints';
import { dec } from '@costeo/domain/decimal';
import { computeUnitCosts } from '@costeo/domain/ingredient-costs';
import { normalizeSearch } from '@costeo/domain/text';
import type Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { InstanceView, NewInstanceRow } from './ingredient-instances.repository.ts';

/** `unit_cost` and `usable_unit_cost` are numeric(24, 12): at most 12 integer digits. */
const COST_SCALE = 12;
const MAX_STORED_COST = dec(10).pow(24 - COST_SCALE);

/**
 * A derived cost as stored. A price, a quantity and a merma each within their own bounds can
 * still divide into a cost too large for the column (1 000 000 € for 0.001 g at 99.99 % merma is
 * 10¹³ €/g): that is a 400 on the price, never a 500 "numeric field overflow".
 */
function toStoredCost(value: Decimal, baseUnit: string): string {
  const stored = value.toDecimalPlaces(COST_SCALE);
  if (stored.greaterThanOrEqualTo(MAX_STORED_COST)) {
    throw AppError.field(
      'purchase_price',
      `El coste por ${baseUnit} resultante es demasiado alto para guardarlo. Revisa el precio, la cantidad de compra y la merma.`,
    );
  }
  return stored.toFixed(COST_SCALE);
}

/** Everything a stored row derives from the request and its definition. */
export function prepareRow(input: IngredientInstanceInput, definition: DefinitionRow, at: Date) {
  const baseUnit = definition.baseUnit;
  const density = input.density ?? null;
  const unitWeight = input.unit_weight ?? null;
  const wastePct = input.waste_pct ?? definition.wastePct;
  const costs = computeUnitCosts({
    purchaseQuantity: input.purchase_quantity,
    purchaseUnit: input.purchase_unit,
    purchasePrice: input.purchase_price,
    wastePct,
    baseUnit,
    density: density ?? definition.density,
    unitWeight: unitWeight ?? definition.unitWeight,
  });
  if (!costs.ok) throw AppError.field('purchase_unit', conversionFailureMessage(costs));
  const name = input.name?.trim() || definition.name;
  const supplier = input.supplier.trim();
  const brand = input.brand.trim();
  return {
    definitionId: definition.id,
    name,
    labelName: input.label_name?.trim() || null,
    searchName: normalizeSearch([name, definition.name, supplier, brand].join(' ')),
    supplier,
    brand,
    purchaseQuantity: input.purchase_quantity,
    purchaseUnit: input.purchase_unit,
    purchasePrice: input.purchase_price,
    wastePct,
    vatPct: input.vat_pct ?? definition.vatPct,
    density,
    unitWeight,
    extraAllergens: sortAllergens(input.extra_allergens),
    notes: input.notes,
    isActive: input.is_active,
    nutritionPer100g: input.nutrition_per_100g ?? null,
    unitCost: toStoredCost(costs.unitCost, baseUnit),
    usableUnitCost: toStoredCost(costs.usableUnitCost, baseUnit),
    updatedAt: at,
  } satisfies Partial<NewInstanceRow>;
}

/**
 * Whether an update starts a new price in the history (docs/decisions/008-price-history-meaning.md):
 * the purchase changed (price, quantity or unit), or the cost per base unit it means changed (a
 * new density or unit weight converts the same purchase differently). Notes, names and merma do not.
 */
export function priceChanged(before: InstanceView, after: ReturnType<typeof prepareRow>): boolean {
  return (
    !dec(before.purchasePrice).equals(after.purchasePrice) ||
    !dec(before.purchaseQuantity).equals(after.purchaseQuantity) ||
    before.purchaseUnit !== after.purchaseUnit ||
    !dec(before.unitCost).equals(after.unitCost)
  );
}

export function historyRow(
  ownerId: number,
  instanceId: number,
  row: ReturnType<typeof prepareRow>,
  source = '',
) {
  return {
    ownerId,
    instanceId,
    purchaseQuantity: row.purchaseQuantity,
    purchaseUnit: row.purchaseUnit,
    purchasePrice: row.purchasePrice,
    unitCost: row.unitCost,
    changedAt: row.updatedAt,
    source: source.slice(0, 300),
  };
}
