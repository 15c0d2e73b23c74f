import type { InvoicePreviewLine } from '@costeo/domain/contracts/supplier-invoices';
import { PRICE_CHANGE_WARNING_PCT } from '@costeo/domain/contracts/supplier-invoices';
import { dec, toMoney, toPercent, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import { lineBaseQuantity, pricePerBaseUnit } from '@costeo/domain/purchase-format-price';
import type { ReadInvoiceLine } from '@costeo/domain/supplier-invoice';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';

/*
 * An invoice line → what the preview shows and what apply writes: its price per base unit, the
 * purchase format of one invoiced unit (the product's new format), and the change against the
 * matched product's cost per base unit.
 */

export interface PricedLine {
  /** € per base unit (g, ml, ud), exact; null with `problem` when it cannot be known. */
  pricePerBaseUnit: Decimal | null;
  baseUnit: BaseUnit | null;
  /** One invoiced unit ("Caja 6 x 1 L": 6 l) as a purchase format, and its net price. */
  pack: { quantity: string; unit: UnitCode; price: string } | null;
  problem: string | null;
}

const LARGER: Record<BaseUnit, UnitCode | null> = { g: 'kg', ml: 'l', ud: null };

/** A quantity in base units as the purchase format a cook writes: 6 000 ml → 6 l, 750 g → 0,75 kg. */
function asPurchaseUnit(
  quantity: Decimal,
  baseUnit: BaseUnit,
): { quantity: string; unit: UnitCode } {
  const larger = LARGER[baseUnit];
  const inLarger = quantity.dividedBy(1000);
  if (larger && inLarger.decimalPlaces() <= 3) {
    return { quantity: toQuantity(inLarger), unit: larger };
  }
  return { quantity: toQuantity(quantity), unit: baseUnit };
}

export function priceLine(line: ReadInvoiceLine): PricedLine {
  const price = pricePerBaseUnit(line);
  if (!price.ok)
    return { pricePerBaseUnit: null, baseUnit: null, pack: null, problem: price.reason };
  const quantity = lineBaseQuantity(line);
  if (!quantity.ok) {
    return { pricePerBaseUnit: null, baseUnit: null, pack: null, problem: quantity.reason };
  }
  const perUnit = quantity.perInvoicedUnit;
  // The net price of one invoiced unit: what the product's purchase price becomes.
  const packPrice = price.value.times(perUnit);
  return {
    pricePerBaseUnit: price.value,
    baseUnit: price.baseUnit,
    pack: {
      ...asPurchaseUnit(perUnit, price.baseUnit),
      price: packPrice.toDecimalPlaces(4).toFixed(4),
    },
    problem: null,
  };
}

/** The preview's figures of a line against the product it would update. */
export function previewFigures(
  priced: PricedLine,
  product: { unitCost: string; baseUnit: BaseUnit } | null,
): Pick<
  InvoicePreviewLine,
  'price_per_base_unit' | 'old_price_per_base_unit' | 'change_pct' | 'warning' | 'problem'
> {
  const price = priced.pricePerBaseUnit;
  const base = {
    price_per_base_unit: price === null ? null : toUnitPrice(price),
    old_price_per_base_unit: null,
    change_pct: null,
    warning: null,
    problem: priced.problem,
  };
  if (!product || price === null) return base;
  if (product.baseUnit !== priced.baseUnit) {
    return {
      ...base,
      problem: `La línea se compra en ${priced.baseUnit} y el producto se cuenta en ${product.baseUnit}: elige otro producto o crea uno.`,
    };
  }
  const old = dec(product.unitCost);
  const change = old.isZero() ? null : price.minus(old).dividedBy(old).times(100);
  const warning =
    change !== null && change.abs().greaterThan(PRICE_CHANGE_WARNING_PCT)
      ? `${change.isNegative() ? 'Baja' : 'Sube'} un ${toPercent(change.abs()).replace('.', ',')} %: revisa el formato y el precio.`
      : null;
  return {
    ...base,
    old_price_per_base_unit: toUnitPrice(old),
    change_pct: change === null ? null : toPercent(change),
    warning,
  };
}

/** Money of a read line (its texts are exact decimals). */
export const money = (value: string | null): string => toMoney(dec(value ?? '0'));
