import type { SalesField } from './contracts/sales.ts';
import { normalizeSearch } from './text.ts';

/*
 * A till's sales file, its columns (issue 33): the layout's key, the columns suggested from their
 * titles, and the key of a till item. The rows themselves are read in sales-import.ts.
 */

/** Each field's column (0-based) or null, as the contract's `SalesMapping`. */
export type SalesColumns = Record<SalesField, number | null>;

/** The longest code and name a till item keeps (the `till_items` columns). */
export const TILL_ITEM_CODE_CHARS = 60;
export const TILL_ITEM_NAME_CHARS = 150;
/** The longest item key (`till_items.item_key`). */
export const TILL_ITEM_KEY_CHARS = 220;

// ---------- titles ----------

/**
 * A column title compared loosely: no accents, lower case, "º"/"ª" as letters (NFKD), every mark
 * but "%" a space: "Nº ticket" → "no ticket", "Cod." → "cod", "Fecha/Hora" → "fecha hora".
 */
export function normalizeSalesTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** 32-bit FNV-1a of a text's UTF-16 units, from a given offset basis, as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The layout of a file, for remembering its mapping: the file type and a 64-bit hash of its
 * normalised column titles, in order ("csv:3f2a…", 20 characters at most). "Fecha" and
 * " FECHA " are the same layout; another column, or the same ones in another order, is not.
 */
export function salesLayoutKey(fileType: string, columns: readonly string[]): string {
  const text = columns.map(normalizeSalesTitle).join('|');
  return `${fileType.slice(0, 11)}:${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x050c5d1f)}`;
}

/**
 * The titles tills give each field, normalised (`normalizeSalesTitle`), most specific first.
 * A title equal to one of them is a match; one that contains one as whole words is a weaker one.
 */
const TITLES: Record<SalesField, string[]> = {
  date: [
    'fecha',
    'fecha hora',
    'dia',
    'fecha venta',
    'fecha de venta',
    'fecha ticket',
    'fecha factura',
    'fecha documento',
    'fecha de negocio',
    'jornada',
    'date',
    'datetime',
    'date time',
    'business day',
    'business date',
    'day',
  ],
  code: [
    'codigo',
    'cod',
    'referencia',
    'ref',
    'codigo articulo',
    'cod articulo',
    'codigo producto',
    'id articulo',
    'id producto',
    'plu',
    'sku',
    'code',
    'product code',
    'item code',
    'product id',
    'item id',
  ],
  name: [
    'articulo',
    'producto',
    'descripcion',
    'nombre',
    'concepto',
    'plato',
    'nombre articulo',
    'nombre producto',
    'descripcion articulo',
    'item',
    'product',
    'product name',
    'item name',
    'name',
    'description',
  ],
  units: [
    'unidades',
    'uds',
    'ud',
    'cantidad',
    'cant',
    'unidades vendidas',
    'units',
    'qty',
    'quantity',
  ],
  amount: [
    'importe',
    'total',
    'total con iva',
    'importe con iva',
    'importe total',
    'total iva incluido',
    'total linea',
    'importe linea',
    'ventas',
    'amount',
    'total amount',
    'gross',
  ],
  unit_price: [
    'precio',
    'pvp',
    'p v p',
    'precio unitario',
    'precio ud',
    'precio con iva',
    'precio venta',
    'price',
    'unit price',
  ],
  vat_pct: [
    'iva',
    '% iva',
    'iva %',
    'tipo iva',
    'tipo de iva',
    'porcentaje iva',
    'tipo impositivo',
    'vat',
    'vat %',
    '% vat',
    'tax rate',
  ],
  ticket: [
    'ticket',
    'factura',
    'no ticket',
    'n ticket',
    'num ticket',
    'numero ticket',
    'numero de ticket',
    'no factura',
    'n factura',
    'num factura',
    'numero factura',
    'numero de factura',
    'documento',
    'id ticket',
    'receipt',
    'invoice',
    'ticket number',
    'invoice number',
  ],
};

/** Titles that name an amount without VAT, or the VAT's amount: never the gross amount. */
const NOT_GROSS = /\b(sin iva|base|neto|net|cuota|importe iva|iva importe|descuento|dto)\b/;
/** A VAT rate's title holds only these words ("Tipo de IVA", "% IVA"), not "Total con IVA". */
const VAT_WORDS = new Set(['iva', 'vat', 'tax', '%', 'tipo', 'de', 'porcentaje', 'pct', 'rate']);

const containsWords = (title: string, words: string) => ` ${title} `.includes(` ${words} `);

/** How well a title names a field: 0 (not at all) to 200 (its first title exactly). */
function titleScore(field: SalesField, title: string): number {
  if (title === '') return 0;
  if (field === 'amount' && NOT_GROSS.test(title)) return 0;
  if (field === 'unit_price' && NOT_GROSS.test(title)) return 0;
  if (field === 'vat_pct' && !title.split(' ').every((word) => VAT_WORDS.has(word))) return 0;
  if (field === 'date' && /\bhora\b/.test(title) && !/\bfecha\b/.test(title)) return 0;
  const titles = TITLES[field];
  const exact = titles.indexOf(title);
  if (exact >= 0) return 200 - exact;
  const within = titles.findIndex((words) => containsWords(title, words));
  return within >= 0 ? 100 - within : 0;
}

/**
 * The columns a file's titles suggest (Spanish and English titles of tills): each field the
 * column that names it best, each column one field. Both an amount ("Total") and a unit price
 * ("Precio") may be found: the amount is the one read (`readSalesRows`).
 */
export function suggestSalesMapping(columns: readonly string[]): SalesColumns {
  const titles = columns.map(normalizeSalesTitle);
  const fields = Object.keys(TITLES) as SalesField[];
  const pairs: { field: SalesField; column: number; score: number }[] = [];
  for (const field of fields) {
    titles.forEach((title, column) => {
      const score = titleScore(field, title);
      if (score > 0) pairs.push({ field, column, score });
    });
  }
  // Best first; a tie goes to the leftmost column, then to the fields' order.
  pairs.sort(
    (a, b) =>
      b.score - a.score || a.column - b.column || fields.indexOf(a.field) - fields.indexOf(b.field),
  );
  const mapping = Object.fromEntries(fields.map((field) => [field, null])) as SalesColumns;
  const used = new Set<number>();
  for (const pair of pairs) {
    if (mapping[pair.field] !== null || used.has(pair.column)) continue;
    mapping[pair.field] = pair.column;
    used.add(pair.column);
  }
  return mapping;
}

// ---------- items ----------

const cut = (text: string, chars: number) => text.slice(0, chars);

/**
 * The key of a till item: "c:" and its code when the till gives one (codes are the till's own
 * identity: a renamed dish keeps it), else "n:" and its name; both case-, accent- and
 * space-insensitive. "c:101" and "n:croquetas de jamon".
 */
export function tillItemKey(code: string, name: string): string {
  const normalCode = normalizeSearch(code);
  const key = normalCode !== '' ? `c:${normalCode}` : `n:${normalizeSearch(name)}`;
  return cut(key, TILL_ITEM_KEY_CHARS);
}
