import type Decimal from 'decimal.js';
import { dec } from './decimal.ts';
import { invoiceUnitMeaning, type InvoiceUnitMeaning } from './purchase-format-units.ts';
import { formatBaseQuantity, readPurchaseFormat, type PurchaseFormat } from './purchase-format.ts';
import type { LineAdjustment, ReadInvoiceLine } from './supplier-invoice.ts';
import { KIND_BASE, UNITS, type BaseUnit } from './units.ts';

/**
 * An invoice line's quantity in base units and its price per base unit (DOMAIN.md §9): the net
 * price (after discounts, without VAT) / (quantity × the purchase format in base units). 4 cajas
 * "6 x 1 L" at 7,20 € with 5 % discount → 27,36 € / 24 000 ml = 0,00114 €/ml (1,14 €/l). Exact
 * decimals; nothing is rounded here.
 */

export type LineQuantity =
  | {
      ok: true;
      baseUnit: BaseUnit;
      /** Base units in one invoiced unit (6 000 ml for a "Caja 6 x 1 L"). */
      perInvoicedUnit: Decimal;
      /** quantity × perInvoicedUnit: negative on a credit note. */
      total: Decimal;
      /** The format read from the description, when that is where it came from. */
      format: PurchaseFormat | null;
      unit: InvoiceUnitMeaning;
    }
  | { ok: false; reason: string };

type QuantityFields = Pick<ReadInvoiceLine, 'quantity' | 'unitOfMeasure' | 'description'>;

function unitName(meaning: InvoiceUnitMeaning, line: QuantityFields): string {
  const code = line.unitOfMeasure?.scheme === 'text' ? '' : ` (código ${line.unitOfMeasure?.code})`;
  return `«${meaning.label}»${line.unitOfMeasure ? code : ''}`;
}

/** How many base units (g, ml, ud) a line's quantity is, or why that cannot be known. */
export function lineBaseQuantity(line: QuantityFields): LineQuantity {
  const unit = invoiceUnitMeaning(line.unitOfMeasure);
  const quantity = dec(line.quantity);
  const done = (baseUnit: BaseUnit, perInvoicedUnit: Decimal, format: PurchaseFormat | null) => ({
    ok: true as const,
    baseUnit,
    perInvoicedUnit,
    total: quantity.times(perInvoicedUnit),
    format,
    unit,
  });
  if (unit.kind === 'unsupported') {
    return {
      ok: false,
      reason: `La unidad ${unitName(unit, line)} no es una unidad de cocina: indica el formato de compra.`,
    };
  }
  if (unit.kind === 'measure') {
    const info = UNITS[unit.unit];
    return done(KIND_BASE[info.kind], dec(info.factor), null);
  }
  const reading = readPurchaseFormat(line.description);
  if (!reading.ok && reading.code === 'ambiguous') return { ok: false, reason: reading.reason };
  if (unit.kind === 'each') {
    if (!reading.ok) return done('ud', dec(1), null);
    const base = formatBaseQuantity(reading.format);
    return done(base.unit, base.quantity, reading.format);
  }
  if (!reading.ok) {
    return {
      ok: false,
      reason: `La línea se factura en ${unitName(unit, line)} y la descripción no dice qué lleva cada una: indica el formato de compra.`,
    };
  }
  let format = reading.format;
  if (unit.items !== undefined && !dec(format.packs).equals(unit.items)) {
    // A 6-pack of "lata 33 cl": the code gives the count, the description the measure.
    if (!dec(format.packs).equals(1)) {
      return {
        ok: false,
        reason: `La unidad ${unitName(unit, line)} y la descripción («${format.text}») no dicen lo mismo: indica el formato de compra.`,
      };
    }
    format = { ...format, packs: String(unit.items) };
  }
  const base = formatBaseQuantity(format);
  return done(base.unit, base.quantity, format);
}

type AmountFields = Pick<
  ReadInvoiceLine,
  'quantity' | 'unitPrice' | 'discounts' | 'charges' | 'lineTotal'
>;

function adjustmentAmount(adjustment: LineAdjustment, gross: Decimal): Decimal {
  if (adjustment.amount !== null) return dec(adjustment.amount);
  if (adjustment.pct !== null) return gross.times(adjustment.pct).dividedBy(100);
  return dec(0);
}

/** quantity × unit price − discounts + charges: the line's net amount computed from its parts. */
export function computedNetAmount(line: Omit<AmountFields, 'lineTotal'>): Decimal {
  const gross = dec(line.quantity).times(line.unitPrice);
  const discounts = line.discounts.reduce((sum, d) => sum.plus(adjustmentAmount(d, gross)), dec(0));
  const charges = line.charges.reduce((sum, c) => sum.plus(adjustmentAmount(c, gross)), dec(0));
  return gross.minus(discounts).plus(charges);
}

/**
 * When the net amount the document states differs from its parts by more than a cent (rounding of
 * each line is allowed), the Spanish warning to show beside the line; otherwise null.
 */
export function lineAmountMismatch(line: AmountFields): string | null {
  const computed = computedNetAmount(line);
  if (computed.minus(line.lineTotal).abs().lessThanOrEqualTo('0.01')) return null;
  return `El importe de la línea (${line.lineTotal} €) no cuadra con cantidad × precio − descuentos (${computed.toDecimalPlaces(2).toFixed(2)} €).`;
}

export type PricePerBaseUnit =
  | {
      ok: true;
      /** € per g, ml or ud. */
      value: Decimal;
      baseUnit: BaseUnit;
      baseQuantity: Decimal;
      net: Decimal;
      /** The same price per kg, l or ud, as a cook reads it. */
      display: { unit: 'kg' | 'l' | 'ud'; value: Decimal };
    }
  | { ok: false; reason: string };

const DISPLAY: Record<BaseUnit, { unit: 'kg' | 'l' | 'ud'; factor: number }> = {
  g: { unit: 'kg', factor: 1000 },
  ml: { unit: 'l', factor: 1000 },
  ud: { unit: 'ud', factor: 1 },
};

/**
 * The line's net amount (the one the document states: after discounts and charges, without VAT)
 * over its quantity in base units. A free line (0,00 €) and an amount-only adjustment (an amount
 * against no goods, or goods against the opposite amount) give no price: said so, never zero.
 */
export function pricePerBaseUnit(line: QuantityFields & AmountFields): PricePerBaseUnit {
  const quantity = lineBaseQuantity(line);
  if (!quantity.ok) return quantity;
  const net = dec(line.lineTotal);
  if (quantity.total.isZero()) {
    return { ok: false, reason: 'La línea no tiene cantidad: no da precio por unidad.' };
  }
  if (net.isZero()) {
    return { ok: false, reason: 'La línea es sin cargo (0,00 €): no da precio por unidad.' };
  }
  if (net.isNegative() !== quantity.total.isNegative()) {
    return {
      ok: false,
      reason:
        'La línea es un ajuste de importe, no una compra ni una devolución de género: no da precio por unidad.',
    };
  }
  const value = net.dividedBy(quantity.total);
  const display = DISPLAY[quantity.baseUnit];
  return {
    ok: true,
    value,
    baseUnit: quantity.baseUnit,
    baseQuantity: quantity.total,
    net,
    display: { unit: display.unit, value: value.times(display.factor) },
  };
}
