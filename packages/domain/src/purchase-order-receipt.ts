import type Decimal from 'decimal.js';
import { dec, toQuantity, type DecimalInput } from './decimal.ts';
import { orderQuantityText } from './purchase-orders.ts';
import type { BaseUnit } from './units.ts';

/*
 * An order received (issue 37 point 5, decision 046): the supplier's albarán or invoice checked
 * against the order, product by product. Quantities are compared in the product's base unit (g,
 * ml, ud) and said in the order's purchase formats; prices per base unit, said per kg, l or ud.
 * Several lines of the same product, on either side, are added up.
 */

export const RECEIPT_INCIDENT_KINDS = ['missing', 'short', 'over', 'price', 'extra'] as const;
export type ReceiptIncidentKind = (typeof RECEIPT_INCIDENT_KINDS)[number];

/** A price differs when it is off by more than this share and more than a cent (per kg, l, ud). */
export const RECEIPT_PRICE_TOLERANCE_PCT = dec('0.5');
export const RECEIPT_PRICE_TOLERANCE_EUR = dec('0.01');

export interface ReceiptOrderLine {
  line: number;
  /** The product ordered; null when it was deleted since (never on the document then). */
  productId: number | null;
  productName: string;
  /** "caja de 5 kg", "kg": what `quantity` counts. */
  formatName: string;
  /** Formats ordered. */
  quantity: DecimalInput;
  /** One format in the product's base unit; null when it cannot be said in it. */
  formatQuantity: DecimalInput | null;
  /** Price of one format, without VAT. */
  unitPrice: DecimalInput;
  baseUnit: BaseUnit | null;
}

export interface ReceiptDocumentLine {
  line: number;
  /** The product the line is matched to or decided for; null: none. */
  productId: number | null;
  description: string;
  /** As printed: "3" "caja". */
  quantity: string;
  unitOfMeasure: string;
  /** What the line delivers in its base unit; null when its format could not be read. */
  baseQuantity: DecimalInput | null;
  /** Net € per base unit; null when unknown. */
  pricePerBaseUnit: DecimalInput | null;
  baseUnit: BaseUnit | null;
}

export interface ReceiptIncident {
  kind: ReceiptIncidentKind;
  /** The order's line; null for a line that was not ordered. */
  order_line: number | null;
  /** The document's lines of that product. */
  document_lines: number[];
  ingredient_instance: number | null;
  name: string;
  /** Formats ordered and delivered (3 places); null when not known. */
  ordered: string | null;
  delivered: string | null;
  /** € per kg, l or ud (4 places) in the order and on the document; null unless a price. */
  ordered_price: string | null;
  document_price: string | null;
  /** "kg", "l", "ud": what the prices are per. */
  price_unit: string | null;
  /** The Spanish sentence: «Faltan 2 cajas de 5 kg de Tomate pera: se pidieron 5 y llegan 3.» */
  message: string;
}

const count = new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 3 });
const euros = new Intl.NumberFormat('es-ES', {
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

const DISPLAY: Record<BaseUnit, { unit: string; factor: number }> = {
  g: { unit: 'kg', factor: 1000 },
  ml: { unit: 'l', factor: 1000 },
  ud: { unit: 'ud', factor: 1 },
};

function sumOf(values: readonly Decimal[]): Decimal {
  return values.reduce((sum, value) => sum.plus(value), dec(0));
}

/**
 * The incidents of a delivery against its order: what was ordered and is not on the document
 * (missing), came short or over, came at another price, and what came without being ordered
 * (extra). `documentLabel` names the document in the sentences: "la factura", "el albarán".
 */
export function receiptIncidents(
  order: readonly ReceiptOrderLine[],
  document: readonly ReceiptDocumentLine[],
  documentLabel: string,
): ReceiptIncident[] {
  const incidents: ReceiptIncident[] = [];
  const ordered = new Map<number, ReceiptOrderLine[]>();
  for (const line of order) {
    if (line.productId === null) continue;
    ordered.set(line.productId, [...(ordered.get(line.productId) ?? []), line]);
  }
  const delivered = new Map<number, ReceiptDocumentLine[]>();
  for (const line of document) {
    if (line.productId === null || !ordered.has(line.productId)) continue;
    delivered.set(line.productId, [...(delivered.get(line.productId) ?? []), line]);
  }

  const seen = new Set<number>();
  for (const line of order) {
    if (line.productId !== null && seen.has(line.productId)) continue;
    if (line.productId !== null) seen.add(line.productId);
    const same = line.productId === null ? [line] : (ordered.get(line.productId) ?? [line]);
    const formats = sumOf(same.map((one) => dec(one.quantity)));
    const docLines = line.productId === null ? [] : (delivered.get(line.productId) ?? []);
    const base = {
      order_line: line.line,
      document_lines: docLines.map((doc) => doc.line),
      ingredient_instance: line.productId,
      name: line.productName,
      ordered: toQuantity(formats),
      delivered: null,
      ordered_price: null,
      document_price: null,
      price_unit: null,
    };
    if (docLines.length === 0) {
      incidents.push({
        ...base,
        kind: 'missing',
        message: `No llega ${line.productName}: se pidieron ${orderQuantityText(formats, line.formatName)} y no está en ${documentLabel}.`,
      });
      continue;
    }
    const known = docLines.filter(
      (doc) =>
        doc.baseQuantity !== null && (line.baseUnit === null || doc.baseUnit === line.baseUnit),
    );
    if (line.formatQuantity === null || known.length === 0) continue;
    const format = dec(line.formatQuantity);
    if (format.lessThanOrEqualTo(0)) continue;
    const baseDelivered = sumOf(known.map((doc) => dec(doc.baseQuantity ?? 0)));
    const formatsDelivered = baseDelivered.dividedBy(format).toDecimalPlaces(3);
    const figures = { ...base, delivered: toQuantity(formatsDelivered) };
    const difference = formats.minus(formatsDelivered);
    const saidOrdered = count.format(formats.toNumber());
    const saidDelivered = count.format(formatsDelivered.toNumber());
    if (difference.greaterThan(0)) {
      const verb = difference.equals(1) ? 'Falta' : 'Faltan';
      incidents.push({
        ...figures,
        kind: 'short',
        message: `${verb} ${orderQuantityText(difference, line.formatName)} de ${line.productName}: se pidieron ${saidOrdered} y llegan ${saidDelivered}.`,
      });
    } else if (difference.lessThan(0)) {
      const over = difference.negated();
      const verb = over.equals(1) ? 'Llega' : 'Llegan';
      incidents.push({
        ...figures,
        kind: 'over',
        message: `${verb} ${orderQuantityText(over, line.formatName)} de más de ${line.productName}: se pidieron ${saidOrdered} y llegan ${saidDelivered}.`,
      });
    }

    const priced = known.filter((doc) => doc.pricePerBaseUnit !== null);
    const pricedBase = sumOf(priced.map((doc) => dec(doc.baseQuantity ?? 0)));
    const unit = line.baseUnit ?? priced[0]?.baseUnit ?? null;
    if (priced.length === 0 || unit === null || pricedBase.lessThanOrEqualTo(0)) continue;
    const display = DISPLAY[unit];
    // The order's price per base unit: Σ amounts over Σ base quantities of its lines.
    const orderBase = sumOf(same.map((one) => dec(one.quantity).times(format)));
    const orderAmount = sumOf(same.map((one) => dec(one.quantity).times(one.unitPrice)));
    const orderPrice = orderAmount.dividedBy(orderBase).times(display.factor);
    const docAmount = sumOf(
      priced.map((doc) => dec(doc.baseQuantity ?? 0).times(doc.pricePerBaseUnit ?? 0)),
    );
    const docPrice = docAmount.dividedBy(pricedBase).times(display.factor);
    const gap = docPrice.minus(orderPrice).abs();
    const share = orderPrice.isZero() ? dec(100) : gap.dividedBy(orderPrice).times(100);
    if (
      gap.greaterThan(RECEIPT_PRICE_TOLERANCE_EUR) &&
      share.greaterThan(RECEIPT_PRICE_TOLERANCE_PCT)
    ) {
      const shownOrder = orderPrice.toDecimalPlaces(4);
      const shownDoc = docPrice.toDecimalPlaces(4);
      incidents.push({
        ...figures,
        kind: 'price',
        ordered_price: shownOrder.toFixed(4),
        document_price: shownDoc.toFixed(4),
        price_unit: display.unit,
        message: `Precio distinto de ${line.productName}: ${euros.format(shownOrder.toNumber())} €/${display.unit} en el pedido, ${euros.format(shownDoc.toNumber())} €/${display.unit} en ${documentLabel}.`,
      });
    }
  }

  for (const doc of document) {
    if (doc.productId !== null && ordered.has(doc.productId)) continue;
    const quantity = count.format(dec(doc.quantity).toNumber());
    const said = `${quantity}${doc.unitOfMeasure ? ` ${doc.unitOfMeasure}` : ''}`;
    incidents.push({
      kind: 'extra',
      order_line: null,
      document_lines: [doc.line],
      ingredient_instance: doc.productId,
      name: doc.description,
      ordered: null,
      delivered: null,
      ordered_price: null,
      document_price: null,
      price_unit: null,
      message: `${doc.description} (${said}) viene en ${documentLabel} y no está en el pedido.`,
    });
  }
  return incidents;
}
