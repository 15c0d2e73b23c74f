import type { DeliveryLineUnit, DeliveryNoteInput } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { readDecimalInput } from '../../../lib/decimal-input.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/*
 * The albarán as it is typed (issue 32): one draft per product of the supplier, kept by product id
 * (a product without a quantity is not a line), turned into the request in the screen's order, and
 * the server's refusals put back on the product they name.
 */

/** What the cook typed for one product. */
export interface LineDraft {
  /** As typed: "2", "2,5", "1.250". */
  quantity: string;
  unit: DeliveryLineUnit;
  /** The price of one purchase format, as typed; "" = the current one. */
  newPrice: string;
  /** The "precio nuevo" field is shown. */
  priceOpen: boolean;
}

export const EMPTY_LINE: LineDraft = {
  quantity: '',
  unit: 'format',
  newPrice: '',
  priceOpen: false,
};

export type LineDrafts = Readonly<Record<number, LineDraft>>;

export interface NoteHeader {
  supplier: number | null;
  /** YYYY-MM-DD, from the date input. */
  date: string;
  number: string;
}

/** The header's fields the screen shows a message under. */
export type HeaderField = 'supplier' | 'date' | 'number';
const HEADER_FIELDS: readonly string[] = ['supplier', 'date', 'number'];

/** Where the refusals go: a product's row (by id), a header field, or above the form. */
export interface NoteErrors {
  lines: Record<number, string>;
  header: Partial<Record<HeaderField, string>>;
  form: string | null;
}

export const NO_ERRORS: NoteErrors = { lines: {}, header: {}, form: null };

export function hasErrors(errors: NoteErrors): boolean {
  return (
    errors.form !== null ||
    Object.keys(errors.lines).length > 0 ||
    Object.keys(errors.header).length > 0
  );
}

/** Whether the product is a line of the albarán: a quantity was typed. */
export function isTyped(draft: LineDraft | undefined): draft is LineDraft {
  return draft !== undefined && draft.quantity.trim() !== '';
}

/** The products with a quantity, in the screen's order. */
export function typedProducts(products: readonly SupplierProduct[], drafts: LineDrafts) {
  return products.filter((product) => isTyped(drafts[product.id]));
}

/** Whether anything was typed that leaving the screen would lose. */
export function hasTypedAnything(drafts: LineDrafts): boolean {
  return Object.values(drafts).some(
    (draft) => draft.quantity.trim() !== '' || draft.newPrice.trim() !== '',
  );
}

export interface BuiltNote {
  request: DeliveryNoteInput;
  /** The product of each line sent, by the line's index: a refusal of "Línea 3" is its [2]. */
  productOfLine: number[];
  /** What the browser already knows is wrong, by product id. */
  errors: NoteErrors;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The request for what was typed: the lines of the products with a quantity, in the screen's order.
 * A quantity or price that is not a Spanish number is refused on its row before anything is sent.
 */
export function buildDeliveryNote(
  header: NoteHeader,
  products: readonly SupplierProduct[],
  drafts: LineDrafts,
): BuiltNote {
  const errors: NoteErrors = { lines: {}, header: {}, form: null };
  if (header.supplier === null) errors.header.supplier = 'Elige el proveedor.';
  if (header.date.trim() === '') errors.header.date = 'Indica la fecha del albarán.';
  const lines: DeliveryNoteInput['lines'] = [];
  const productOfLine: number[] = [];
  for (const product of typedProducts(products, drafts)) {
    const draft = drafts[product.id] ?? EMPTY_LINE;
    const quantity = readDecimalInput(draft.quantity);
    if (!quantity.ok) {
      errors.lines[product.id] = `Cantidad: ${quantity.error}`;
      continue;
    }
    if (quantity.value.isZero()) {
      errors.lines[product.id] = 'La cantidad debe ser mayor que 0.';
      continue;
    }
    let newPrice: string | null = null;
    if (draft.priceOpen && draft.newPrice.trim() !== '') {
      const price = readDecimalInput(draft.newPrice);
      if (!price.ok) {
        errors.lines[product.id] = `Precio nuevo: ${price.error}`;
        continue;
      }
      newPrice = price.plain;
    }
    lines.push({
      ingredient_instance: product.id,
      quantity: quantity.plain,
      unit: draft.unit,
      new_price: newPrice,
    });
    productOfLine.push(product.id);
  }
  if (lines.length === 0 && Object.keys(errors.lines).length === 0) {
    errors.form = 'Escribe la cantidad recibida de al menos un producto.';
  }
  return {
    request: {
      supplier: header.supplier ?? 0,
      date: header.date.trim(),
      number: header.number.trim(),
      lines,
    },
    productOfLine,
    errors,
  };
}

const LINE_FIELD_LABELS: Record<string, string> = {
  quantity: 'Cantidad',
  new_price: 'Precio nuevo',
  unit: 'Unidad',
};

/** "Línea 3: «Huevos L» ya tiene precio…" → line 3 and what follows. */
const LINE_MESSAGE = /^Línea (\d+): ([\s\S]*)$/;

/**
 * A refused preview or save, where the cook can fix it: `lines.2.quantity` and "Línea 3: …" on the
 * row of the product sent as that line, the supplier, date and number under their fields, and
 * anything else (or a line the screen cannot place) above the form.
 */
export function placeServerErrors(fields: FieldErrors, productOfLine: readonly number[]) {
  const placed: NoteErrors = { lines: {}, header: {}, form: null };
  const others: string[] = [];
  const onLine = (index: number, message: string) => {
    const product = productOfLine[index];
    if (product === undefined) return false;
    placed.lines[product] = placed.lines[product] ? `${placed.lines[product]} ${message}` : message;
    return true;
  };
  for (const [key, message] of Object.entries(fields)) {
    const nested = /^lines\.(\d+)\.(\w+)$/.exec(key);
    if (nested) {
      const label = LINE_FIELD_LABELS[nested[2] ?? ''];
      if (!onLine(Number(nested[1]), label ? `${label}: ${message}` : message))
        others.push(message);
    } else if (key === 'lines') {
      // Each message names its line ("Línea 3: …"); joined by the error reader, split them again.
      for (const part of message.split(/\s(?=Línea \d+: )/)) {
        const line = LINE_MESSAGE.exec(part.trim());
        if (!line || !onLine(Number(line[1]) - 1, upperFirst(line[2] ?? ''))) others.push(part);
      }
    } else if (HEADER_FIELDS.includes(key)) {
      placed.header[key as HeaderField] = message;
    } else {
      others.push(message);
    }
  }
  placed.form = others.length > 0 ? others.join(' ') : null;
  return placed;
}
