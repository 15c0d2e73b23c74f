import Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import { invoiceUnitMeaning } from './purchase-format-units.ts';
import { formatReadableQuantity } from './quantity-display.ts';
import { normalizeSearch } from './text.ts';
import { convertQuantity, type BaseUnit, type ConversionFacts, type UnitCode } from './units.ts';

/*
 * A quantity bought the way a chef buys it (issue 37, DOMAIN.md §13): whole purchase formats,
 * rounded up, with the exact quantity beside — "3 cajas de 5 kg (14,2 kg)", "2 garrafas de 5 l",
 * "4 kg (3,6 kg)". The package (caja, garrafa, saco…) is the one the product's name gives next to
 * its measure ("Patata agria caja 5 kg"); a product whose name names none is bought in
 * "formatos". Quantities in kg or l from 1 000 g or ml (quantity-display.ts).
 */

/** What a product is bought in: `quantity` `unit` per format ("5" "kg"), as it is stored. */
export interface PurchaseFormatFacts extends ConversionFacts {
  /** The product's name, where its package word is read. */
  name: string;
  baseUnit: BaseUnit;
  purchaseQuantity: DecimalInput;
  purchaseUnit: UnitCode;
  /** Price of one format, without VAT. */
  purchasePrice: DecimalInput;
}

export type FormatsToBuy =
  | {
      ok: true;
      /** Whole formats, rounded up (0 when nothing is needed). */
      formats: number;
      /** One format in the product's base unit (5 000 g). */
      formatQuantity: Decimal;
      /** formats × one format, in the base unit. */
      boughtQuantity: Decimal;
      /** formats × the format's price. */
      cost: Decimal;
      /** "caja de 5 kg", "formato de 5 kg", "kg". */
      formatName: string;
      /** "3 cajas de 5 kg (14,2 kg)". */
      text: string;
    }
  | { ok: false; reason: string; text: string };

/** Singular package words a product's name may give (the invoices' own list of containers). */
function packageWord(word: string): string | null {
  const meaning = invoiceUnitMeaning({ scheme: 'text', code: word });
  return meaning.kind === 'package' && meaning.items === undefined ? meaning.label : null;
}

/**
 * The package a product's name names beside a quantity: "Patata caja 5 kg" → "caja", "AOVE
 * garrafa de 5 l" → "garrafa"; null when it names none (a word alone, "Leche brik", is not read:
 * it could be part of the name).
 */
export function packageOfName(name: string): string | null {
  const words = normalizeSearch(name).split(/[^a-z0-9.,]+/);
  for (let index = 0; index < words.length - 1; index += 1) {
    const word = packageWord(words[index] ?? '');
    if (word === null) continue;
    const next = words[index + 1] === 'de' ? words[index + 2] : words[index + 1];
    if (next !== undefined && /^\d/.test(next)) return word;
  }
  return null;
}

/** "caja" → "cajas", "bidón" → "bidones", "barril" → "barriles", "pack" → "packs". */
export function pluralOf(word: string): string {
  if (/[aeiouáéíóú]$/.test(word) || /k$/.test(word)) return `${word}s`;
  if (word.endsWith('ón')) return `${word.slice(0, -2)}ones`;
  return `${word}es`;
}

/** Units a chef buys by the unit of measure ("4 kg", "6 l", "30 ud"). */
const PLAIN_UNITS: readonly UnitCode[] = ['kg', 'g', 'l', 'ml', 'ud'];

const countFormat = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

type FormatNaming = Pick<PurchaseFormatFacts, 'name' | 'purchaseQuantity' | 'purchaseUnit'>;

/** Bought by the unit of measure itself: 1 kg, 1 l, 1 ud, with no package in the name. */
function isPlainUnit(product: FormatNaming, word: string | null): boolean {
  return (
    word === null &&
    dec(product.purchaseQuantity).equals(1) &&
    PLAIN_UNITS.includes(product.purchaseUnit)
  );
}

/**
 * What one purchase format of a product is called: "caja de 5 kg" (the package its name gives),
 * "formato de 5 kg", or the unit itself ("kg") when it is bought by the kilo, litre or unit.
 */
export function purchaseFormatName(product: FormatNaming): string {
  const word = packageOfName(product.name);
  if (isPlainUnit(product, word)) return product.purchaseUnit;
  return `${word ?? 'formato'} de ${formatReadableQuantity(product.purchaseQuantity, product.purchaseUnit)}`;
}

/**
 * How many whole formats of a product buy `quantity` (in its base unit), and how to say it. A
 * format that cannot be expressed in the base unit (bought in l with no density) is said so, with
 * the exact quantity alone.
 */
export function formatsToBuy(product: PurchaseFormatFacts, quantity: DecimalInput): FormatsToBuy {
  const needed = dec(quantity);
  const exact = formatReadableQuantity(needed, product.baseUnit);
  const format = convertQuantity(
    product.purchaseQuantity,
    product.purchaseUnit,
    product.baseUnit,
    product,
  );
  if (!format.ok || !format.value.greaterThan(0)) {
    return {
      ok: false,
      reason: `«${product.name}»: su formato de compra no se expresa en ${product.baseUnit}${format.ok ? '' : ` (${format.reason})`}.`,
      text: exact,
    };
  }
  const formats = needed.greaterThan(0)
    ? needed.dividedBy(format.value).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber()
    : 0;
  const boughtQuantity = format.value.times(formats);
  const formatName = purchaseFormatName(product);
  const word = packageOfName(product.name);
  let bought: string;
  if (isPlainUnit(product, word)) {
    bought = formatReadableQuantity(formats, product.purchaseUnit);
  } else {
    const noun = word ?? 'formato';
    const measure = formatReadableQuantity(product.purchaseQuantity, product.purchaseUnit);
    bought = `${countFormat.format(formats)} ${formats === 1 ? noun : pluralOf(noun)} de ${measure}`;
  }
  return {
    ok: true,
    formats,
    formatQuantity: format.value,
    boughtQuantity,
    cost: dec(product.purchasePrice).times(formats),
    formatName,
    text: boughtQuantity.equals(needed) ? bought : `${bought} (${exact})`,
  };
}
