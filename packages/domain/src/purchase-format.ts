import type Decimal from 'decimal.js';
import { dec } from './decimal.ts';
import { parseSpanishDecimal } from './supplier-invoice-text.ts';
import { normalizeSearch } from './text.ts';
import { KIND_BASE, UNITS, type BaseUnit, type UnitCode } from './units.ts';

/**
 * The purchase format written in an invoice line's description (issue 19, DOMAIN.md §9):
 * "Caja 6 x 1 L", "6x1l", "Pack 24 x 33 cl", "33 cl x 24", "12 botellas de 75 cl", "Saco 25 kg",
 * "Bandeja 30 ud", "Garrafa 5 l", "docena". One format is `packs` × `perPack` `unit` per invoiced
 * item. A description with no format, or with several that disagree, is said so — never guessed.
 */
export interface PurchaseFormat {
  /** Items in one invoiced package ("6" in "Caja 6 x 1 L"); "1" for "Saco 25 kg". */
  packs: string;
  /** Quantity of each item, in `unit`. */
  perPack: string;
  unit: UnitCode;
  /** The words it was read from, as normalised ("6 x 1 l"). */
  text: string;
}

export type PurchaseFormatReading =
  { ok: true; format: PurchaseFormat } | { ok: false; code: 'none' | 'ambiguous'; reason: string };

const UNIT_WORDS: Record<string, UnitCode> = {
  kilogramos: 'kg',
  kilogramo: 'kg',
  kilos: 'kg',
  kilo: 'kg',
  kgs: 'kg',
  kg: 'kg',
  gramos: 'g',
  gramo: 'g',
  grs: 'g',
  gr: 'g',
  mg: 'mg',
  g: 'g',
  litros: 'l',
  litro: 'l',
  lts: 'l',
  lt: 'l',
  ml: 'ml',
  cc: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  unidades: 'ud',
  unidad: 'ud',
  unds: 'ud',
  und: 'ud',
  uds: 'ud',
  ud: 'ud',
  u: 'ud',
  docenas: 'docena',
  docena: 'docena',
};

/** Longest first, so "kgs" is not read as "kg" + "s". */
const UNIT = `(${Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const NUM = '(\\d+(?:[.,]\\d+)?)';
/** Not inside another number, a range ("4-5 kg", "40/60") or a word. */
const PRE = '(?<![\\d.,/]|\\d\\s?[-–]\\s?)';
const POST = '(?![a-z0-9])';
const TIMES = '\\s*x\\s*';
/** Items a package holds, named ("12 botellas de 75 cl"). */
const ITEMS =
  '(?:botellas?|latas?|bri(?:c)?ks?|tetra ?bri(?:c)?ks?|bolsas?|paquetes?|tarrinas?|sobres?|piezas?|unidades|uds?|botes?|tarros?|envases?|packs?|bandejas?)';
/** A package followed by how many items it holds, with no unit ("Pack 24", "caja de 12"). */
const PACKAGES = '(?:pack|caja|bandeja|estuche|paquete|bolsa|saco|malla|fardo|retractil)';

const PATTERNS = {
  /** "6 x 1 l", "24x33cl". */
  packsTimesMeasure: new RegExp(`${PRE}${NUM}${TIMES}${NUM}\\s*${UNIT}${POST}`, 'g'),
  /** "33 cl x 24". */
  measureTimesPacks: new RegExp(
    `${PRE}${NUM}\\s*${UNIT}${TIMES}${NUM}(?![\\d.,])(?!\\s*${UNIT}${POST})`,
    'g',
  ),
  /** "12 botellas de 75 cl". */
  itemsOfMeasure: new RegExp(
    `${PRE}${NUM}\\s+${ITEMS}\\s+(?:de\\s+)?${NUM}\\s*${UNIT}${POST}`,
    'g',
  ),
  /** "25 kg", "30 ud". */
  measure: new RegExp(`${PRE}${NUM}\\s*${UNIT}${POST}`, 'g'),
  /** "pack 24", "caja de 12". */
  packageCount: new RegExp(
    `${PACKAGES}\\s*(?:de\\s*)?${NUM}(?![\\d.,])(?!\\s*(?:x|${UNIT})${POST})(?![a-z])`,
    'g',
  ),
  /** "docena", "media docena" with no number before. */
  bareDozen: /(?<![\d.,]\s*)\b(media\s+)?docena\b/g,
};

interface Found {
  start: number;
  end: number;
  format: PurchaseFormat;
}

function formatOf(packs: string | null, perPack: string | null, unitWord: string, text: string) {
  const unit = UNIT_WORDS[unitWord];
  if (packs === null || perPack === null || !unit) return null;
  if (dec(packs).isZero() || dec(perPack).isZero()) return null;
  return { packs, perPack, unit, text: text.trim() };
}

/** Base quantity (g, ml or ud) of one invoiced item of a format. */
export function formatBaseQuantity(format: PurchaseFormat): { unit: BaseUnit; quantity: Decimal } {
  const info = UNITS[format.unit];
  return {
    unit: KIND_BASE[info.kind],
    quantity: dec(format.packs).times(format.perPack).times(info.factor),
  };
}

function overlaps(found: Found[], start: number, end: number): boolean {
  return found.some((f) => start < f.end && end > f.start);
}

function collect(
  text: string,
  pattern: RegExp,
  read: (m: RegExpMatchArray) => PurchaseFormat | null,
  into: Found[],
) {
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(into, start, end)) continue;
    const format = read(match);
    if (format) into.push({ start, end, format });
  }
}

const sameQuantity = (a: PurchaseFormat, b: PurchaseFormat) => {
  const x = formatBaseQuantity(a);
  const y = formatBaseQuantity(b);
  return x.unit === y.unit && x.quantity.equals(y.quantity);
};

/** Reads the purchase format of a line's description (see the file's comment). */
export function readPurchaseFormat(description: string): PurchaseFormatReading {
  const text = normalizeSearch(description).replace(/[×*]/g, 'x');
  const unclear: string[] = [];
  // In a description "1,5 l" and "1.5 l" are both one and a half; "1.500 g" may be 1,5 or 1 500.
  const number = (raw: string) => {
    const value = parseSpanishDecimal(raw);
    if (value === null) unclear.push(raw);
    return value;
  };
  const multi: Found[] = [];
  collect(
    text,
    PATTERNS.packsTimesMeasure,
    (m) => formatOf(number(m[1] ?? ''), number(m[2] ?? ''), m[3] ?? '', m[0]),
    multi,
  );
  collect(
    text,
    PATTERNS.measureTimesPacks,
    (m) => formatOf(number(m[3] ?? ''), number(m[1] ?? ''), m[2] ?? '', m[0]),
    multi,
  );
  collect(
    text,
    PATTERNS.itemsOfMeasure,
    (m) => formatOf(number(m[1] ?? ''), number(m[2] ?? ''), m[3] ?? '', m[0]),
    multi,
  );
  const single: Found[] = [...multi];
  collect(
    text,
    PATTERNS.measure,
    (m) => formatOf('1', number(m[1] ?? ''), m[2] ?? '', m[0]),
    single,
  );
  collect(
    text,
    PATTERNS.bareDozen,
    (m) => formatOf('1', m[1] ? '0.5' : '1', 'docena', m[0]),
    single,
  );
  const measures = single.slice(multi.length);

  let formats: PurchaseFormat[] = single.map((found) => found.format);
  if (multi.length === 0 && measures.length > 0) {
    // "Pack 24 … lata 33 cl": a count of items and one measure of each.
    const counts: Found[] = [...single];
    collect(
      text,
      PATTERNS.packageCount,
      (m) => formatOf(number(m[1] ?? ''), '1', 'ud', m[0]),
      counts,
    );
    const packCounts = counts.slice(single.length);
    const [measureFound] = measures;
    const [count] = packCounts;
    if (packCounts.length === 1 && measures.length === 1 && count && measureFound) {
      const { perPack, unit } = measureFound.format;
      const words = [count, measureFound]
        .sort((a, b) => a.start - b.start)
        .map((found) => found.format.text)
        .join(' … ');
      formats = [{ packs: count.format.packs, perPack, unit, text: words }];
    }
  }
  if (unclear.length > 0) {
    return {
      ok: false,
      code: 'ambiguous',
      reason: `La descripción tiene una cantidad que no se lee sin dudas («${unclear[0] ?? ''}»): indica el formato de compra.`,
    };
  }
  const distinct = formats.filter(
    (format, index) => formats.findIndex((other) => sameQuantity(format, other)) === index,
  );
  const [only] = distinct;
  if (distinct.length === 1 && only) return { ok: true, format: only };
  if (distinct.length === 0) {
    return { ok: false, code: 'none', reason: 'La descripción no dice el formato de compra.' };
  }
  return {
    ok: false,
    code: 'ambiguous',
    reason: `La descripción tiene varias medidas (${distinct.map((f) => `«${f.text}»`).join(', ')}): indica el formato de compra.`,
  };
}

/** A package word and a quantity with its unit, to the end of the text: "Caja 6 x 75 cl". */
const FORMAT_TAIL = new RegExp(
  String.raw`\s*[-–,(/]?\s*(?:\b(?:caja|cj|pack|bandeja|saco|garrafa|botella|bote|lata|paquete|malla|estuche|cubo|barqueta|bid[oó]n|fardo|tarro|bolsa)\b\.?\s*(?:de\s+)?)?\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?(?:kilogramos?|kilos?|kgs?|gramos?|grs?|g|litros?|lts?|l|cl|ml|cc|unidades|unidad|uds?|unds?|u)\b.*$`,
  'iu',
);

/**
 * The name of a product made from a document's line (issue 32): the description without its
 * purchase format, which becomes the product's format — "Vino blanco para cocinar Caja 6 x 75 cl"
 * → "Vino blanco para cocinar". A description that is only a format, or has none, stays whole
 * ("Bolsas de vacío 20x30 cm": centimetres are a size, not a purchase format).
 */
export function productNameFromDescription(description: string): string {
  const whole = description.replace(/\s+/g, ' ').trim();
  const name = whole
    .replace(FORMAT_TAIL, '')
    .replace(/[\s\-–,(/]+$/u, '')
    .trim();
  return name === '' ? whole : name;
}
