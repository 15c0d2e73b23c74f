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
  // VAT is told apart by `isVatHeader`, never by a word inside another header ("Precio con IVA").
  vat: [],
  // What a delivery received, in purchase formats ("Cantidad recibida", "Servido", "Bultos").
  received: ['recibido', 'recibida', 'recibidos', 'servido', 'servida', 'entregado', 'bultos'],
};

/** Words around "IVA" in a VAT column's header: "% IVA", "Tipo de IVA", "IVA (%)", "VAT rate". */
const VAT_FILLER = new Set(['%', 'tipo', 'de', 'del', 'porcentaje', 'pct', 'tasa', 'rate']);

/**
 * A VAT column's header is "IVA" or "VAT" with only filler words around it; "Precio con IVA" or
 * "Importe IVA" (an amount) is not one.
 */
function isVatHeader(normal: string): boolean {
  const words = normal
    .replace(/%/g, ' % ')
    .split(' ')
    .filter((word) => word !== '' && !VAT_FILLER.has(word));
  return words.length === 1 && (words[0] === 'iva' || words[0] === 'vat');
}

/** Normalised header text: no accents or case, punctuation as spaces, single spaces. */
export function normalizeHeader(header: string): string {
  return normalizeSearch(header)
    .replace(/[^a-z0-9% ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many of the fields a row's cells name (the header-row search counts them). */
export function countHeaderFields(cells: readonly string[]): number {
  return Object.values(suggestMapping(cells)).filter((column) => column !== null).length;
}

/** Which column most likely holds each field: exact header words first, then headers starting so. */
export function suggestMapping(headers: readonly string[]): Record<ImportField, number | null> {
  const normal = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const result = {} as Record<ImportField, number | null>;
  const vat = normal.findIndex(isVatHeader);
  result.vat = vat >= 0 ? vat : null;
  if (vat >= 0) taken.add(vat);
  // "Cantidad recibida" is the received column before it is a "cantidad" (the format's).
  const fields = (Object.keys(HEADER_SYNONYMS) as ImportField[])
    .filter((f) => f !== 'vat')
    .sort((a, b) => Number(b === 'received') - Number(a === 'received'));
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

/** The Spanish purchase VAT rates (DOMAIN.md §5), as the products store them. */
const VAT_RATES = ['4', '10', '21'] as const;

/**
 * A VAT cell: 4, 10 or 21, with or without "%" and decimals ("10", "10 %", "10,00", "IVA 21%"), or
 * as the fraction an .xlsx percentage cell holds (0,1 is 10 %). Anything else is not a purchase
 * VAT rate in Spain and is refused, so a wrong column never sets a wrong rate.
 */
export function parseVat(raw: string): Parsed<'4.00' | '10.00' | '21.00'> {
  const parsed = parseDecimal(raw.replace(/^\s*(iva|vat)\b\s*:?/i, ''));
  if (!parsed.ok) return { ok: false, reason: `«${raw.trim()}» no es un número` };
  const value = Number(parsed.value);
  const percent = value > 0 && value < 1 ? Math.round(value * 10_000) / 100 : value;
  const rate = VAT_RATES.find((candidate) => Number(candidate) === percent);
  if (!rate) return { ok: false, reason: `«${raw.trim()}»; el IVA de compra es 4, 10 o 21 %` };
  return { ok: true, value: `${rate}.00` as const };
}
