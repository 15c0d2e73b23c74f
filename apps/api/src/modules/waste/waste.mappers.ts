import type { WasteEntry, WasteItemKind } from '@costeo/domain/contracts/waste';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import { convertQuantity, UNITS, type UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';
import type { WasteEntryRow, WasteProductRow, WasteRecipeRow } from './waste.read-model.ts';
import type { EntryValue } from './waste.valuation.ts';

/** An entry's item: a product, an elaboración (a sub-recipe) or a dish. */
export function kindOf(row: { instanceId: number | null; isSubrecipe: boolean }): WasteItemKind {
  if (row.instanceId !== null) return 'product';
  return row.isSubrecipe ? 'elaboracion' : 'dish';
}

export function toWasteEntry(row: WasteEntryRow, valued: EntryValue): WasteEntry {
  return {
    id: row.id,
    client_id: row.clientId,
    date: row.date,
    ingredient_instance: row.instanceId,
    recipe: row.recipeId,
    kind: kindOf(row),
    name: row.name,
    quantity: dec(row.quantity).toFixed(3),
    unit: row.unit,
    quantity_base: dec(row.quantityBase).toFixed(3),
    base_unit: row.baseUnit,
    weight_kg: valued.weightKg === null ? null : toQuantity(valued.weightKg),
    unit_cost: valued.unitCost === null ? null : toUnitPrice(valued.unitCost),
    value: valued.value === null ? null : toMoney(valued.value),
    reason: row.reason,
    destination: row.destination,
    note: row.note,
    has_photo: row.hasPhoto,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A product's quantity in its base unit: `format` × its purchase format, or a unit converted
 * (the counts' rule and wording, stock-counts.service.ts). Raciones are a recipe's.
 */
export function productBase(
  product: WasteProductRow,
  quantity: Decimal,
  unit: string,
  field: string,
): { quantity: Decimal; unit: string } {
  if (unit === 'raciones') {
    throw AppError.field(
      field,
      `«${product.name}» es un producto: se registra en su formato o en una unidad, no en raciones.`,
    );
  }
  if (unit === 'format') {
    const format = convertQuantity(
      product.purchaseQuantity,
      product.purchaseUnit,
      product.baseUnit,
      product,
    );
    if (!format.ok) {
      throw AppError.field(
        field,
        `No se puede registrar «${product.name}» en su formato: ${format.reason}.`,
      );
    }
    return { quantity: quantity.times(format.value), unit: product.baseUnit };
  }
  const converted = convertQuantity(quantity, unit as UnitCode, product.baseUnit, product);
  if (!converted.ok) {
    throw AppError.field(
      field,
      `No se puede registrar «${product.name}» en ${unit}: ${converted.reason}.`,
    );
  }
  return { quantity: converted.value, unit: product.baseUnit };
}

/**
 * A recipe's quantity: in raciones (a dish, or servings of an elaboración), or in its yield unit
 * (a unit of the same kind converted): 1,5 l of bechamel whose yield is in l.
 */
export function recipeBase(
  recipe: WasteRecipeRow,
  quantity: Decimal,
  unit: string,
  field: string,
): { quantity: Decimal; unit: string } {
  if (unit === 'raciones') return { quantity, unit: 'raciones' };
  const yieldUnit =
    recipe.yieldUnit !== null && recipe.yieldQuantity !== null && dec(recipe.yieldQuantity).gt(0)
      ? recipe.yieldUnit
      : null;
  if (yieldUnit === null) {
    throw AppError.field(
      field,
      recipe.isSubrecipe
        ? `La elaboración «${recipe.name}» no tiene rendimiento: se registra en raciones.`
        : `El plato «${recipe.name}» se registra en raciones.`,
    );
  }
  if (unit === 'format' || UNITS[unit as UnitCode].kind !== UNITS[yieldUnit].kind) {
    throw AppError.field(
      field,
      `«${recipe.name}» se registra en raciones, en ${yieldUnit} o en una unidad del mismo tipo.`,
    );
  }
  const converted = convertQuantity(quantity, unit as UnitCode, yieldUnit);
  if (!converted.ok) throw AppError.field(field, `«${recipe.name}»: ${converted.reason}.`);
  return { quantity: converted.value, unit: yieldUnit };
}
