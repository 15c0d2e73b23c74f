import type { ImportField } from '@costeo/domain/contracts/ingredient-import';
import { normalizeSearch } from '@costeo/domain/text';
import { UNITS, UNIT_CODES, type UnitCode } from '@costeo/domain/units';

/**
 * Reading the cells of a supplier's price list: Spanish decimal commas, units as suppliers write
 * them, and headers in Spanish or English. Pure functions (tested beside).
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * A decimal as a kitchen's spreadsheet writes it: "12,50", "1.234,50", "1,234.50", "12.5",
 * "12,50 €", "3 %". With both separators the last one is the decimal mark; a lone comma is a
 * decimal comma; dots alone are thousands only when there are several ("1.234.567") — one dot is a
 * decimal point ("1.5" kg), as in the numeric cells of an .xlsx.
 */
export function parseDecimal(raw: string): Parsed<string> {
  const text = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(€|eur|euros?|%)$/i, '')
    .replace(/^€/, '');
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) {
    return { ok: false, reason: `«${raw.trim()}» no es un número` };
  }
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const [decimalMark, thousands] = lastComma > lastDot ? [',', '.'] : ['.', ','];
    normal = text.split(thousands).join('').replace(decimalMark, '.');
  } else if (lastComma >= 0) {
    normal = text.replace(',', '.');
  } else if (text.split('.').length > 2) {
    normal = text.split('.').join('');
  } else {
    normal = text;
  }
  if (!/^-?\d+(\.\d+)?$/.test(normal) && !/^-?\d*\.\d+$/.test(normal)) {
    return { ok: false, reason: `«${raw.trim()}» no es un número` };
  }
  return { ok: true, value: normal.startsWith('.') ? `0${normal}` : normal };
}

const UNIT_SYNONYMS: Record<string, UnitCode> = {
  kilo: 'kg',
  kilos: 'kg',
  kgs: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
  gr: 'g',
  grs: 'g',
  gramo: 'g',
  gramos: 'g',
  lt: 'l',
  lts: 'l',
  litro: 'l',
  litros: 'l',
  mililitro: 'ml',
  mililitros: 'ml',
  centilitro: 'cl',
  centilitros: 'cl',
  u: 'ud',
  un: 'ud',
  uds: 'ud',
  und: 'ud',
  unds: 'ud',
  unidad: 'ud',
  unidades: 'ud',
  pieza: 'ud',
  piezas: 'ud',
  pza: 'ud',
  pc: 'ud',
  pcs: 'ud',
  unit: 'ud',
  units: 'ud',
  docenas: 'docena',
  dz: 'docena',
};

/** A unit as suppliers write it ("Kg", "kilos", "L.", "uds", "docena") → the unit code. */
export function parseUnit(raw: string): Parsed<UnitCode> {
  const text = normalizeSearch(raw).replace(/\.$/, '');
  if (!text) return { ok: false, reason: 'Falta la unidad' };
  const code = (UNIT_CODES as readonly string[]).includes(text)
    ? (text as UnitCode)
    : (UNIT_SYNONYMS[text] ??
      UNIT_CODES.find((unit) => UNITS[unit].name === text || UNITS[unit].plural === text));
  if (!code) return { ok: false, reason: `Unidad desconocida: «${raw.trim()}»` };
  return { ok: true, value: code };
}

/** "5 kg", "5kg", "1,5 l", "30 uds": a purchase format in one cell. */
export function parseFormat(raw: string): Parsed<{ quantity: string; unit: UnitCode | null }> {
  const match = /^\s*([-\d.,\s]*\d)\s*([^\d\s].*)?$/u.exec(raw);
  if (!match?.[1]) return { ok: false, reason: `«${raw.trim()}» no es un formato de compra` };
  const quantity = parseDecimal(match[1]);
  if (!quantity.ok) return quantity;
  if (!match[2]) return { ok: true, value: { quantity: quantity.value, unit: null } };
  const unit = parseUnit(match[2]);
  if (!unit.ok) return unit;
  return { ok: true, value: { quantity: quantity.value, unit: unit.value } };
}

/** Header words (normalised) that name each field, Spanish and English. */
const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  name: [
    'nombre',
    'producto',
    'articulo',
    'descripcion',
    'ingrediente',
    'denominacion',
    'name',
    'product',
    'item',
    'description',
  ],
  supplier: ['proveedor', 'distribuidor', 'supplier', 'vendor'],
  brand: ['marca', 'fabricante', 'brand', 'manufacturer'],
  quantity: [
    'cantidad',
    'formato',
    'envase',
    'contenido',
    'peso',
    'quantity',
    'qty',
    'size',
    'pack',
  ],
  unit: ['unidad', 'unidades', 'ud', 'medida', 'unit', 'uom'],
  price: ['precio', 'importe', 'tarifa', 'pvp', 'coste', 'costo', 'price', 'cost'],
  waste: ['merma', 'desperdicio', 'waste', 'loss'],
};

/** Which column most likely holds each field: exact header words first, then headers starting so. */
export function suggestMapping(headers: readonly string[]): Record<ImportField, number | null> {
  const normal = headers.map((header) =>
    normalizeSearch(header)
      .replace(/[^a-z0-9% ]/g, ' ')
      .trim(),
  );
  const taken = new Set<number>();
  const result = {} as Record<ImportField, number | null>;
  const fields = Object.keys(HEADER_SYNONYMS) as ImportField[];
  // Exact matches for every field before prefix matches, so "Precio" is not taken by a looser rule.
  for (const pass of ['exact', 'prefix'] as const) {
    for (const field of fields) {
      if (typeof result[field] === 'number') continue;
      const index = normal.findIndex(
        (header, i) =>
          !taken.has(i) &&
          HEADER_SYNONYMS[field].some((word) =>
            pass === 'exact'
              ? header === word
              : header.split(' ').some((part) => part === word || part.startsWith(word)),
          ),
      );
      result[field] = index >= 0 ? index : null;
      if (index >= 0) taken.add(index);
    }
  }
  return result;
}
