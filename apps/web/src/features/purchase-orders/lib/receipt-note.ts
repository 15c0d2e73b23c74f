import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import type { DeliveryLineUnit, DeliveryNoteInput } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { purchaseFormatName } from '@costeo/domain/purchase-format-buy';
import { isUnitCode } from '@costeo/domain/units';
import { readDecimalInput, toDecimalInput, toPriceInput } from '../../../lib/decimal-input.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/*
 * Receiving an order with the albarán typed (issue 37 point 5): one line per line of the order,
 * prefilled with what was ordered (quantity in the order's format, its price), which the cook
 * corrects to what came. A line left empty did not come (the server says «No llega»). A product of
 * the supplier that came without being ordered is added as a line of its own (the server says «No
 * pedido»).
 */

/** What the cook typed for one line of the order, or for a product that came unordered. */
export interface ReceiptLineDraft {
  /** The order's line number; an unordered product's comes after the order's. */
  line: number;
  /** A product the order did not have: its quantity is asked for, and the line can be taken out. */
  unordered?: true;
  product: number;
  name: string;
  /** "formato de 5 kg", "kg": what the order counts. */
  formatName: string;
  /** "10 kg", "2 formatos de 5 l": what was ordered ("" for an unordered product). */
  orderedText: string;
  /** As typed: "8", "2,5"; "" = nothing came. */
  quantity: string;
  unit: DeliveryLineUnit;
  /** The price of one format without VAT, as typed: "31,50". */
  price: string;
}

/** A unit a line can be counted in: the order's format (the default) or a unit of its kind. */
export interface ReceiptUnitChoice {
  value: DeliveryLineUnit;
  label: string;
}

const KIND_UNITS: Record<string, DeliveryLineUnit[]> = {
  kg: ['kg', 'g'],
  g: ['kg', 'g'],
  l: ['l', 'ml'],
  ml: ['l', 'ml'],
  ud: ['ud'],
};

/**
 * What a line may be counted in, read from the order's format: the format itself ("formato de 5
 * kg", or just "kg"), then the units of its measure ("formato de 5 kg" → kg, g). A format whose
 * measure cannot be read offers only itself.
 */
export function unitChoices(formatName: string): ReceiptUnitChoice[] {
  const unit = /(?:^|\s)(kg|g|l|ml|ud)\)?$/.exec(formatName.trim())?.[1];
  const units = unit ? (KIND_UNITS[unit] ?? []) : [];
  return [
    { value: 'format', label: formatName },
    ...units
      .filter((code) => code !== formatName.trim())
      .map((code) => ({ value: code, label: code })),
  ];
}

export interface ReceiptHeader {
  /** YYYY-MM-DD, from the date input. */
  date: string;
  number: string;
}

export type ReceiptHeaderField = 'date' | 'number';

/** Where the refusals go: a line (by the order's line number), a header field, or above. */
export interface ReceiptErrors {
  lines: Record<number, string>;
  header: Partial<Record<ReceiptHeaderField, string>>;
  form: string | null;
}

export const NO_RECEIPT_ERRORS: ReceiptErrors = { lines: {}, header: {}, form: null };

export function hasReceiptErrors(errors: ReceiptErrors): boolean {
  return (
    errors.form !== null ||
    Object.keys(errors.lines).length > 0 ||
    Object.keys(errors.header).length > 0
  );
}

/**
 * The order's lines as the albarán would say them if everything came as ordered: the formats
 * ordered and their price. Lines whose product was deleted since cannot be received.
 */
export function prefillReceipt(order: Pick<PurchaseOrder, 'lines'>): ReceiptLineDraft[] {
  return order.lines.flatMap((line) =>
    line.ingredient_instance === null
      ? []
      : [
          {
            line: line.line,
            product: line.ingredient_instance,
            name: line.product_name,
            formatName: line.format_name,
            orderedText: line.quantity_text,
            quantity: toDecimalInput(line.quantity),
            unit: 'format' as const,
            price: toPriceInput(line.unit_price),
          },
        ],
  );
}

/**
 * A product of the supplier that came without being ordered, as a new line after the others: its
 * purchase format and price as they are now, the quantity for the cook to type.
 */
export function unorderedReceiptLine(
  product: SupplierProduct,
  drafts: readonly ReceiptLineDraft[],
): ReceiptLineDraft {
  const formatName = isUnitCode(product.purchase_unit)
    ? purchaseFormatName({
        name: product.name,
        purchaseQuantity: product.purchase_quantity,
        purchaseUnit: product.purchase_unit,
      })
    : `formato de ${toDecimalInput(product.purchase_quantity)} ${product.purchase_unit}`;
  return {
    line: Math.max(0, ...drafts.map((draft) => draft.line)) + 1,
    unordered: true,
    product: product.id,
    name: product.name,
    formatName,
    orderedText: '',
    quantity: '',
    unit: 'format',
    price: toPriceInput(product.purchase_price),
  };
}

/** The supplier's active products that are not lines yet: those that may come unordered. */
export function unorderedCandidates(
  products: readonly SupplierProduct[],
  drafts: readonly ReceiptLineDraft[],
): SupplierProduct[] {
  const lines = new Set(drafts.map((draft) => draft.product));
  return products.filter((product) => product.is_active && !lines.has(product.id));
}

export interface BuiltReceipt {
  request: DeliveryNoteInput;
  /** The order's line of each line sent, by index: a refusal of "lines.1" is its [1]. */
  orderLineOf: number[];
  errors: ReceiptErrors;
}

/**
 * The albarán for the order's supplier from what was typed: the lines with a quantity, with the
 * price typed as the format's price (the server records a change only when it differs from the
 * product's). A quantity or price that is not a Spanish number is refused on its line first.
 */
export function buildReceiptNote(
  supplier: number,
  header: ReceiptHeader,
  drafts: readonly ReceiptLineDraft[],
): BuiltReceipt {
  const errors: ReceiptErrors = { lines: {}, header: {}, form: null };
  if (header.date.trim() === '') errors.header.date = 'Indica la fecha del albarán.';
  const lines: DeliveryNoteInput['lines'] = [];
  const orderLineOf: number[] = [];
  for (const draft of drafts) {
    if (draft.quantity.trim() === '') {
      if (draft.unordered) {
        errors.lines[draft.line] = 'Cantidad: escribe lo que ha llegado, o quita la línea.';
      }
      continue;
    }
    const quantity = readDecimalInput(draft.quantity);
    if (!quantity.ok) {
      errors.lines[draft.line] = `Cantidad: ${quantity.error}`;
      continue;
    }
    if (quantity.value.isZero()) {
      errors.lines[draft.line] = draft.unordered
        ? 'Cantidad: si no ha llegado, quita la línea.'
        : 'Cantidad: si no ha llegado, deja la cantidad vacía.';
      continue;
    }
    let price: string | null = null;
    if (draft.price.trim() !== '') {
      const reading = readDecimalInput(draft.price);
      if (!reading.ok) {
        errors.lines[draft.line] = `Precio: ${reading.error}`;
        continue;
      }
      price = reading.plain;
    }
    lines.push({
      ingredient_instance: draft.product,
      quantity: quantity.plain,
      unit: draft.unit,
      new_price: price,
    });
    orderLineOf.push(draft.line);
  }
  if (lines.length === 0 && Object.keys(errors.lines).length === 0) {
    errors.form = 'Escribe la cantidad recibida de al menos un producto.';
  }
  return {
    request: { supplier, date: header.date.trim(), number: header.number.trim(), lines },
    orderLineOf,
    errors,
  };
}

const LINE_FIELD_LABELS: Record<string, string> = {
  quantity: 'Cantidad',
  new_price: 'Precio',
  unit: 'Unidad',
  ingredient_instance: 'Producto',
};

/** "Línea 3: «Huevos L» …" → line 3 and what follows. */
const LINE_MESSAGE = /^Línea (\d+): ([\s\S]*)$/;

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A refused preview or save placed where the cook can fix it: `lines.1.quantity` and «Línea 2: …»
 * on the order's line sent in that place, the date and number under their fields, the rest (the
 * supplier, a line the screen cannot place) above the form.
 */
export function placeReceiptErrors(
  fields: FieldErrors,
  orderLineOf: readonly number[],
): ReceiptErrors {
  const placed: ReceiptErrors = { lines: {}, header: {}, form: null };
  const others: string[] = [];
  const onLine = (index: number, message: string) => {
    const line = orderLineOf[index];
    if (line === undefined) return false;
    placed.lines[line] = placed.lines[line] ? `${placed.lines[line]} ${message}` : message;
    return true;
  };
  for (const [key, message] of Object.entries(fields)) {
    const nested = /^lines\.(\d+)\.(\w+)$/.exec(key);
    if (nested) {
      const label = LINE_FIELD_LABELS[nested[2] ?? ''];
      if (!onLine(Number(nested[1]), label ? `${label}: ${message}` : message)) {
        others.push(message);
      }
    } else if (key === 'lines') {
      for (const part of message.split(/\s(?=Línea \d+: )/)) {
        const line = LINE_MESSAGE.exec(part.trim());
        if (!line || !onLine(Number(line[1]) - 1, upperFirst(line[2] ?? ''))) others.push(part);
      }
    } else if (key === 'date' || key === 'number') {
      placed.header[key] = message;
    } else {
      others.push(message);
    }
  }
  placed.form = others.length > 0 ? others.join(' ') : null;
  return placed;
}
