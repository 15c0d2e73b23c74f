import { sortAllergens } from '@costeo/domain/allergens';
import type { IngredientInstanceInput } from '@costeo/domain/contracts/ingredients';
import { dec } from '@costeo/domain/decimal';
import { computeUnitCosts } from '@costeo/domain/ingredient-costs';
import { normalizeSearch } from '@costeo/domain/text';
import type { BaseUnit } from '@costeo/domain/units';
import { AppError } from '../../lib/app-error.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { InstanceView, NewInstanceRow } from './ingredient-instances.repository.ts';

const MISSING_FACT_HINT = {
  missing_density: 'Indica la densidad del producto o elige una unidad de masa.',
  missing_unit_weight: 'Indica el peso por unidad del producto o elige una unidad de masa.',
} as const;

/** Everything a stored row derives from the request and its definition. */
export function prepareRow(input: IngredientInstanceInput, definition: DefinitionRow, at: Date) {
  const baseUnit = definition.baseUnit as BaseUnit;
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
  if (!costs.ok) {
    throw AppError.field('purchase_unit', `${costs.reason}. ${MISSING_FACT_HINT[costs.code]}`);
  }
  const name = input.name?.trim() || definition.name;
  const supplier = input.supplier.trim();
  const brand = input.brand.trim();
  return {
    definitionId: definition.id,
    name,
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
    unitCost: costs.unitCost.toDecimalPlaces(12).toFixed(12),
    usableUnitCost: costs.usableUnitCost.toDecimalPlaces(12).toFixed(12),
    updatedAt: at,
  } satisfies Partial<NewInstanceRow>;
}

export function priceChanged(before: InstanceView, after: ReturnType<typeof prepareRow>): boolean {
  return (
    !dec(before.purchasePrice).equals(after.purchasePrice) ||
    !dec(before.purchaseQuantity).equals(after.purchaseQuantity) ||
    before.purchaseUnit !== after.purchaseUnit
  );
}

export function historyRow(
  ownerId: number,
  instanceId: number,
  row: ReturnType<typeof prepareRow>,
) {
  return {
    ownerId,
    instanceId,
    purchaseQuantity: row.purchaseQuantity,
    purchaseUnit: row.purchaseUnit,
    purchasePrice: row.purchasePrice,
    unitCost: row.unitCost,
    changedAt: row.updatedAt,
  };
}
