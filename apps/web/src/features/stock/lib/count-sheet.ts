import { dec, type Dec } from '@costeo/domain/decimal';
import type { StockCount, StockEntryInput, StockSheetLine } from '@costeo/domain/contracts/stock';
import { isUnitCode, UNITS, type UnitCode } from '@costeo/domain/units';

/*
 * The count sheet's rules on the phone (issue 34): which unit a cook types in, what an entry is in
 * the line's base unit, what is counted once the entries still on the phone are added to what the
 * server has, the flag, the next product and the value of the count.
 */

/** An entry typed on this phone: kept in IndexedDB first, then sent (`sent` once the server has it). */
export interface LocalEntry {
  client_id: string;
  count: number;
  ingredient_instance: number | null;
  recipe: number | null;
  area: number | null;
  /** Plain decimal, as the API takes it ("2.4"). */
  quantity: string;
  unit: 'format' | UnitCode;
  created_at: string;
  sent: boolean;
}

/** A line's key: a product or an elaboración. */
export function lineKey(item: {
  ingredient_instance: number | null;
  recipe: number | null;
}): string {
  return item.ingredient_instance !== null
    ? `i${item.ingredient_instance}`
    : `r${item.recipe ?? 0}`;
}

/** The unit a cook types a loose quantity in: kilos and litres rather than grams and millilitres. */
export function typingUnit(baseUnit: string): UnitCode | null {
  if (baseUnit === 'g') return 'kg';
  if (baseUnit === 'ml') return 'l';
  return isUnitCode(baseUnit) ? baseUnit : null;
}

/** A quantity typed in `unit` expressed in the line's base unit; null when it cannot be. */
export function toBaseQuantity(
  quantity: Dec,
  unit: 'format' | UnitCode,
  line: Pick<StockSheetLine, 'base_unit' | 'format_quantity'>,
): Dec | null {
  if (unit === 'format') {
    return line.format_quantity === null ? null : quantity.times(line.format_quantity);
  }
  if (!isUnitCode(line.base_unit)) return unit === line.base_unit ? quantity : null;
  const from = UNITS[unit];
  const to = UNITS[line.base_unit];
  if (from.kind !== to.kind) return null;
  return quantity.times(from.factor).dividedBy(to.factor);
}

/** A base quantity shown in the typing unit: 2400 g → "2,4" (kg). */
export function fromBaseQuantity(base: Dec, baseUnit: string): Dec {
  const unit = typingUnit(baseUnit);
  if (unit === null || !isUnitCode(baseUnit)) return base;
  return base.times(UNITS[baseUnit].factor).dividedBy(UNITS[unit].factor);
}

/** The entries the server does not show yet (not sent, or sent after the sheet was read). */
export function entriesNotInSheet(sheet: StockCount, entries: readonly LocalEntry[]): LocalEntry[] {
  const known = new Set(sheet.entries.map((entry) => entry.client_id));
  return entries.filter((entry) => entry.count === sheet.id && !known.has(entry.client_id));
}

export interface SheetLineView extends StockSheetLine {
  key: string;
  /** The server's count plus this phone's entries it does not show yet, base unit; null: none. */
  countedNow: Dec | null;
  flaggedNow: boolean;
  valueNow: Dec | null;
}

/** Counted more than `tolerancePct` % away from expected (none expected: any stock is a surprise). */
export function isOffExpected(
  counted: Dec,
  expected: string | null,
  tolerancePct: string,
): boolean {
  if (expected === null) return false;
  const wanted = dec(expected);
  if (wanted.isZero()) return counted.greaterThan(0);
  return counted.minus(wanted).abs().greaterThan(wanted.abs().times(tolerancePct).dividedBy(100));
}

/** The sheet's lines with this phone's entries added. */
export function sheetLines(sheet: StockCount, entries: readonly LocalEntry[]): SheetLineView[] {
  const extra = new Map<string, Dec>();
  for (const entry of entriesNotInSheet(sheet, entries)) {
    const key = lineKey(entry);
    const line = sheet.lines.find((candidate) => lineKey(candidate) === key);
    if (line === undefined) continue;
    const base = toBaseQuantity(dec(entry.quantity), entry.unit, line);
    if (base !== null) extra.set(key, (extra.get(key) ?? dec(0)).plus(base));
  }
  return sheet.lines.map((line) => {
    const key = lineKey(line);
    const added = extra.get(key);
    const countedNow =
      added === undefined
        ? line.counted === null
          ? null
          : dec(line.counted)
        : dec(line.counted ?? 0).plus(added);
    const flaggedNow =
      added === undefined
        ? line.flagged
        : countedNow !== null && isOffExpected(countedNow, line.expected, sheet.tolerance_pct);
    const valueNow =
      countedNow === null || line.unit_cost === null
        ? null
        : countedNow.times(line.unit_cost).toDecimalPlaces(2);
    return { ...line, key, countedNow, flaggedNow, valueNow };
  });
}

/** Σ of the counted lines' values, €. */
export function countValue(lines: readonly SheetLineView[]): Dec {
  return lines.reduce(
    (sum, line) => (line.valueNow === null ? sum : sum.plus(line.valueNow)),
    dec(0),
  );
}

/** After `key`, the next line not counted yet (wrapping round), else simply the next one. */
export function nextLineKey(lines: readonly SheetLineView[], key: string): string | null {
  const index = lines.findIndex((line) => line.key === key);
  const after = [...lines.slice(index + 1), ...lines.slice(0, Math.max(index, 0))];
  return (
    after.find((line) => line.countedNow === null)?.key ?? after[0]?.key ?? lines[0]?.key ?? null
  );
}

/** Name search as a cook types it: case and accents ignored. */
export function matchesSearch(name: string, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return fold(name).includes(fold(search.trim()));
}

/** The API's form of a local entry. */
export function toEntryInput(entry: LocalEntry): StockEntryInput {
  return {
    client_id: entry.client_id,
    ingredient_instance: entry.ingredient_instance,
    recipe: entry.recipe,
    area: entry.area,
    quantity: entry.quantity,
    unit: entry.unit,
  };
}

/** "3 entradas pendientes de enviar". */
export function pendingLabel(pending: number): string {
  return pending === 1
    ? '1 entrada pendiente de enviar'
    : `${pending} entradas pendientes de enviar`;
}

/** A client-made id for an entry: a UUID (crypto.randomUUID needs a secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
