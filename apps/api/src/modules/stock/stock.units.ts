import { convertQuantity, UNITS, type UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';
import type { StockProductRow, StockRecipeRow } from './stock.read-model.ts';

/*
 * A quantity of stock typed the way a cook counts it — in the product's purchase format
 * (`format`: "3 cajas"), in any unit it converts to, or an elaboración in its yield unit — brought
 * to the unit it is kept in: the counts' entries (issue 34) and the par levels (issue 37).
 */

/** Base units in one purchase format of the product (5000 g in a 5 kg sack), or why not. */
export function formatQuantity(product: StockProductRow) {
  return convertQuantity(product.purchaseQuantity, product.purchaseUnit, product.baseUnit, product);
}

/**
 * A product's quantity in its base unit: `format` × its purchase format, or a unit converted.
 * A refusal on `field`: "No se puede {verb} «Harina» en kg: …".
 */
export function productBase(
  product: StockProductRow,
  quantity: Decimal,
  unit: string,
  field: string,
  verb: string,
) {
  if (unit === 'format') {
    const format = formatQuantity(product);
    if (!format.ok)
      throw AppError.field(
        field,
        `No se puede ${verb} «${product.name}» en su formato: ${format.reason}.`,
      );
    return { quantity: quantity.times(format.value), unit: product.baseUnit };
  }
  const converted = convertQuantity(quantity, unit as UnitCode, product.baseUnit, product);
  if (!converted.ok)
    throw AppError.field(
      field,
      `No se puede ${verb} «${product.name}» en ${unit}: ${converted.reason}.`,
    );
  return { quantity: converted.value, unit: product.baseUnit };
}

/** An elaboración's quantity in its yield unit: a unit of the same kind only (`verb`: "cuenta"). */
export function recipeBase(
  recipe: StockRecipeRow,
  quantity: Decimal,
  unit: string,
  field: string,
  verb: string,
) {
  if (!recipe.isSubrecipe || recipe.yieldUnit === null)
    throw AppError.field(
      field,
      `«${recipe.name}» no es una elaboración con rendimiento: no se ${verb} en stock.`,
    );
  const yieldUnit = recipe.yieldUnit;
  if (unit === 'format' || UNITS[unit as UnitCode].kind !== UNITS[yieldUnit].kind)
    throw AppError.field(
      field,
      `La elaboración «${recipe.name}» se ${verb} en ${yieldUnit} o en una unidad del mismo tipo.`,
    );
  const converted = convertQuantity(quantity, unit as UnitCode, yieldUnit);
  if (!converted.ok) throw AppError.field(field, `«${recipe.name}»: ${converted.reason}.`);
  return { quantity: converted.value, unit: yieldUnit };
}
