import type {
  CalculateCostResponse,
  PriceEquivalencesResponse,
  PriceHistoryEntry,
  RecipeIngredientOption,
  UsableUnit,
} from '@costeo/domain/contracts/ingredients';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import {
  REFERENCE_UNIT,
  costOfNetQuantity,
  priceWarnings,
  referencePrice,
  yieldRatio,
} from '@costeo/domain/ingredient-costs';
import { reachableUnits, type UnitCode } from '@costeo/domain/units';
import { AppError } from '../../lib/app-error.ts';
import { usableUnits } from './ingredient-definitions.service.ts';
import type { InstanceView } from './ingredient-instances.repository.ts';
import {
  conversionFacts,
  equivalencesOf,
  storedPrice,
  trimQuantity,
} from './ingredient-instances.mappers.ts';

/*
 * What one product answers besides itself (calculate_cost, price history, units, equivalences,
 * the recipe editor's search): each from the product as stored, no query of its own.
 */

export function calculateCostOf(
  view: InstanceView,
  request: { quantity: string; unit: UnitCode },
): CalculateCostResponse {
  const baseUnit = view.baseUnit;
  const unitCost = dec(view.unitCost);
  const line = costOfNetQuantity(
    {
      ok: true,
      unitCost,
      usableUnitCost: dec(view.usableUnitCost),
      yieldRatio: yieldRatio(view.wastePct),
    },
    request.quantity,
    request.unit,
    baseUnit,
    conversionFacts(view),
  );
  if (!line.ok) throw AppError.field('unit', line.reason);
  return {
    quantity: request.quantity,
    unit: request.unit,
    base_unit: baseUnit,
    net_quantity: toQuantity(line.netQuantity),
    gross_quantity: toQuantity(line.grossQuantity),
    waste_pct: view.wastePct,
    unit_cost: toUnitPrice(unitCost),
    usable_unit_cost: toUnitPrice(dec(view.usableUnitCost)),
    cost: toMoney(line.cost),
    warnings: priceWarnings(view.purchasePrice),
  };
}

export function priceHistoryOf(
  view: InstanceView,
  rows: readonly {
    id: number;
    purchaseQuantity: string;
    purchaseUnit: PriceHistoryEntry['purchase_unit'];
    purchasePrice: string;
    unitCost: string;
    changedAt: Date;
    source: string;
    sourceKind: PriceHistoryEntry['source_kind'];
  }[],
): PriceHistoryEntry[] {
  return rows.map((row) => ({
    id: row.id,
    purchase_quantity: trimQuantity(row.purchaseQuantity),
    purchase_unit: row.purchaseUnit,
    purchase_price: storedPrice(row.purchasePrice),
    unit_cost: toUnitPrice(dec(row.unitCost)),
    reference_unit: REFERENCE_UNIT[view.baseUnit].unit,
    // The same rounding as price_equivalences, from the same stored cost.
    reference_price: referencePrice(dec(row.unitCost), view.baseUnit),
    changed_at: row.changedAt.toISOString(),
    source: row.source,
    source_kind: row.sourceKind,
  }));
}

export function availableUnitsOf(view: InstanceView): UsableUnit[] {
  const reachable = new Set(reachableUnits(view.purchaseUnit, conversionFacts(view)));
  return usableUnits(view.baseUnit, conversionFacts(view)).filter((unit) =>
    reachable.has(unit.code),
  );
}

export function priceEquivalencesOf(view: InstanceView): PriceEquivalencesResponse {
  return {
    ...equivalencesOf(view.unitCost, view.baseUnit, conversionFacts(view)),
    usable: equivalencesOf(view.usableUnitCost, view.baseUnit, conversionFacts(view)),
    warnings: priceWarnings(view.purchasePrice),
  };
}

export function recipeOptionOf(view: InstanceView): RecipeIngredientOption {
  return {
    id: view.id,
    name: view.name,
    definition_name: view.definitionName,
    supplier: view.supplier,
    brand: view.brand,
    base_unit: view.baseUnit,
    purchase_unit: view.purchaseUnit,
    unit_cost: toUnitPrice(dec(view.unitCost)),
    usable_unit_cost: toUnitPrice(dec(view.usableUnitCost)),
    waste_pct: view.wastePct,
    available_units: reachableUnits(view.baseUnit, conversionFacts(view)),
    warnings: priceWarnings(view.purchasePrice),
  };
}
