import type { PurchaseOrder, PurchaseOrderInput } from '@costeo/domain/contracts/purchase-orders';
import { readDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/*
 * A draft order edited on screen (issue 37 point 4): its delivery day and its lines' quantities,
 * a line removed. The whole order is sent back (PUT), each kept line at the price it had.
 */

export interface DraftLineEdit {
  line: number;
  product: number;
  name: string;
  formatName: string;
  /** Formats, as typed ("3", "2,5"). */
  quantity: string;
  /** The line's price of one format (4 places), kept as it was. */
  unitPrice: string;
}

export interface DraftEdit {
  deliveryDate: string;
  lines: DraftLineEdit[];
  /** Lines whose product was deleted since: they cannot be sent again, so they go. */
  dropped: string[];
}

export function draftEditOf(order: PurchaseOrder): DraftEdit {
  const lines: DraftLineEdit[] = [];
  const dropped: string[] = [];
  for (const line of order.lines) {
    if (line.ingredient_instance === null) {
      dropped.push(line.product_name);
      continue;
    }
    lines.push({
      line: line.line,
      product: line.ingredient_instance,
      name: line.product_name,
      formatName: line.format_name,
      quantity: toDecimalInput(line.quantity),
      unitPrice: line.unit_price,
    });
  }
  return { deliveryDate: order.delivery_date, lines, dropped };
}

export interface DraftErrors {
  /** By the order's line number. */
  lines: Record<number, string>;
  deliveryDate: string | null;
  form: string | null;
}

export const NO_DRAFT_ERRORS: DraftErrors = { lines: {}, deliveryDate: null, form: null };

export function hasDraftErrors(errors: DraftErrors): boolean {
  return (
    errors.form !== null || errors.deliveryDate !== null || Object.keys(errors.lines).length > 0
  );
}

/**
 * The order as PUT takes it from what was typed: its supplier and notes as they are, the day, the
 * kept lines in order with their quantity and their price. Quantities that are not Spanish
 * numbers, or zero, are refused on their line first.
 */
export function buildDraftUpdate(
  order: Pick<PurchaseOrder, 'supplier' | 'notes'>,
  edit: DraftEdit,
): { input: PurchaseOrderInput; lineOf: number[]; errors: DraftErrors } {
  const errors: DraftErrors = { lines: {}, deliveryDate: null, form: null };
  if (order.supplier === null) {
    errors.form = 'El proveedor de este pedido ya no existe: haz un pedido nuevo.';
  }
  if (edit.deliveryDate.trim() === '') errors.deliveryDate = 'Indica el día de entrega.';
  const lines: PurchaseOrderInput['lines'] = [];
  const lineOf: number[] = [];
  for (const line of edit.lines) {
    const quantity = readDecimalInput(line.quantity);
    if (!quantity.ok) {
      errors.lines[line.line] =
        line.quantity.trim() === ''
          ? 'Indica cuántos formatos, o quita la línea.'
          : `Formatos: ${quantity.error}`;
      continue;
    }
    if (quantity.value.isZero()) {
      errors.lines[line.line] = 'Para no pedirlo, quita la línea.';
      continue;
    }
    lines.push({
      ingredient_instance: line.product,
      quantity: quantity.plain,
      unit_price: line.unitPrice,
    });
    lineOf.push(line.line);
  }
  if (edit.lines.length === 0) errors.form = 'Un pedido necesita al menos una línea.';
  return {
    input: {
      supplier: order.supplier ?? 0,
      delivery_date: edit.deliveryDate.trim(),
      notes: order.notes,
      lines,
    },
    lineOf,
    errors,
  };
}

/** A refused save placed where the cook can fix it: `lines.1.quantity` on its line, the day, the rest above. */
export function placeDraftErrors(fields: FieldErrors, lineOf: readonly number[]): DraftErrors {
  const placed: DraftErrors = { lines: {}, deliveryDate: null, form: null };
  const others: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const nested = /^lines\.(\d+)\.(\w+)$/.exec(key);
    const line = nested ? lineOf[Number(nested[1])] : undefined;
    if (line !== undefined) {
      placed.lines[line] = placed.lines[line] ? `${placed.lines[line]} ${message}` : message;
    } else if (key === 'delivery_date') {
      placed.deliveryDate = message;
    } else {
      others.push(message);
    }
  }
  placed.form = others.length > 0 ? others.join(' ') : null;
  return placed;
}
