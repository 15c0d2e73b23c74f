import type { ImportMapping } from '@costeo/domain/contracts/ingredient-import';
import { dec } from '@costeo/domain/decimal';
import type { UnitCode } from '@costeo/domain/units';
import type { PriceListRow } from '../ingredients/ingredient-price-list.service.ts';
import type { SheetRow } from './ingredient-import.files.ts';
import { parseDecimal, parseFormat, parseUnit, parseVat } from './ingredient-import.values.ts';

const MAX_PRICE = 1_000_000;
const MAX_QUANTITY = 1_000_000;

function cell(row: SheetRow, column: number | null | undefined): string | null {
  if (column === null || column === undefined) return null;
  return row.cells[column] ?? '';
}

function readPrice(raw: string | null, messages: string[]): string | null {
  if (!raw) {
    messages.push('Falta el precio.');
    return null;
  }
  const parsed = parseDecimal(raw);
  if (!parsed.ok) {
    messages.push(`Precio no válido: ${parsed.reason}.`);
    return null;
  }
  const value = dec(parsed.value);
  if (value.isNegative()) messages.push('El precio no puede ser negativo.');
  else if (value.greaterThan(MAX_PRICE))
    messages.push('El precio debe ser como máximo 1 000 000 €.');
  else return value.toDecimalPlaces(4).toFixed(4);
  return null;
}

function readWaste(raw: string | null, messages: string[]): string | null {
  if (!raw) return null;
  const parsed = parseDecimal(raw);
  if (!parsed.ok) {
    messages.push(`Merma no válida: ${parsed.reason}.`);
    return null;
  }
  const value = dec(parsed.value).toDecimalPlaces(2);
  if (value.isNegative()) messages.push('La merma no puede ser negativa.');
  else if (value.greaterThanOrEqualTo(100)) messages.push('La merma debe ser menor que 100 %.');
  else return value.toFixed(2);
  return null;
}

/** Formats received: empty or 0 is nothing received (no purchase); otherwise a positive number. */
function readReceived(raw: string | null, messages: string[]): string | null {
  if (!raw) return null;
  const parsed = parseDecimal(raw);
  if (!parsed.ok) {
    messages.push(`Cantidad recibida no válida: ${parsed.reason}.`);
    return null;
  }
  const value = dec(parsed.value).toDecimalPlaces(3);
  if (value.isNegative()) messages.push('La cantidad recibida no puede ser negativa.');
  else if (!value.isZero()) return value.toFixed(3);
  return null;
}

/** The VAT cell: null when the column is not mapped or the cell is empty (nothing to change). */
function readVat(raw: string | null, messages: string[]): string | null {
  if (!raw) return null;
  const parsed = parseVat(raw);
  if (parsed.ok) return parsed.value;
  messages.push(`IVA no válido: ${parsed.reason}.`);
  return null;
}

/** Quantity and unit from their columns; a "5 kg" cell gives both, a unit column wins. */
function readFormat(
  rawQuantity: string | null,
  rawUnit: string | null,
  messages: string[],
): { quantity: string | null; unit: UnitCode | null } {
  let quantity: string | null = null;
  let unit: UnitCode | null = null;
  if (rawQuantity) {
    const format = parseFormat(rawQuantity);
    if (!format.ok) {
      messages.push(`Cantidad no válida: ${format.reason}.`);
      return { quantity: null, unit: null };
    }
    const exact = dec(format.value.quantity);
    const value = exact.toDecimalPlaces(3);
    // The contracts' bounds (0.001 to 1 000 000); a spreadsheet's extra decimals are rounded.
    if (exact.greaterThan(0) && value.isZero()) {
      messages.push('La cantidad debe ser como mínimo 0,001.');
    } else if (value.lessThanOrEqualTo(0)) messages.push('La cantidad debe ser mayor que 0.');
    else if (value.greaterThan(MAX_QUANTITY)) {
      messages.push('La cantidad debe ser como máximo 1 000 000.');
    } else quantity = value.toFixed(3);
    unit = format.value.unit;
  }
  if (rawUnit) {
    const parsed = parseUnit(rawUnit);
    if (parsed.ok) unit = parsed.value;
    else messages.push(`${parsed.reason}.`);
  }
  if (quantity !== null && unit === null && messages.length === 0) {
    messages.push('Falta la unidad del formato de compra (kg, l, ud…).');
  }
  // A unit without a quantity is one of it: "kg" at 12,50 € is 1 kg at 12,50 €.
  if (unit !== null && quantity === null && !rawQuantity) quantity = '1.000';
  return { quantity, unit };
}

function readText(raw: string | null, max: number, label: string, messages: string[]): string {
  const text = raw ?? '';
  if (text.length > max) messages.push(`${label} es demasiado largo (máximo ${max} caracteres).`);
  return text.slice(0, max);
}

/** The sheet's data rows read through the client's column mapping, with Spanish reasons. */
export function toPriceListRows(rows: readonly SheetRow[], mapping: ImportMapping): PriceListRow[] {
  return rows.map((row) => {
    const messages: string[] = [];
    const name = readText(cell(row, mapping.name), 150, 'El nombre', messages);
    if (!name) messages.push('Falta el nombre del producto.');
    const supplier = readText(cell(row, mapping.supplier), 120, 'El proveedor', messages);
    const rawBrand = cell(row, mapping.brand);
    const brand = rawBrand === null ? null : readText(rawBrand, 120, 'La marca', messages);
    const price = readPrice(cell(row, mapping.price), messages);
    const format = readFormat(cell(row, mapping.quantity), cell(row, mapping.unit), messages);
    const waste = readWaste(cell(row, mapping.waste), messages);
    const vat = readVat(cell(row, mapping.vat), messages);
    const received = readReceived(cell(row, mapping.received), messages);
    return {
      row: row.number,
      name,
      supplier,
      brand,
      purchaseQuantity: format.quantity,
      purchaseUnit: format.unit,
      purchasePrice: price,
      wastePct: waste,
      vatPct: vat,
      receivedQuantity: received,
      messages,
    };
  });
}
