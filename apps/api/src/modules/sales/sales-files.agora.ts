import { dec } from '@costeo/domain/decimal';
import { SALES_MAX_ROWS } from '@costeo/domain/contracts/sales';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.ts';
import { decodeText } from '../ingredient-import/ingredient-import.detect.ts';

/*
 * A day of sales exported by an Ágora-style till as XML (issue 33), read into the table a sheet
 * gives: one row per line sold. Ágora's own export is not public, so the reader is led by what any
 * such export holds, under whatever names: a business day with its date, tickets or invoices with
 * a number, and lines with the product's code and name, the units, the amount with VAT and the VAT
 * rate — each as an attribute or as a child element, the product's fields maybe inside a
 * <Product>, the rate inside a <Tax>. See test/fixtures/sales/agora-dia.xml.
 *
 * Read safely as invoices are (OWASP XXE): any DOCTYPE or ENTITY refused before parsing, the
 * parser's entity processing off besides (only the five predefined entities and character
 * references decoded, by hand), depth and element counts capped; the size is the upload's (5 MB).
 */

/** The table's columns, in the words `suggestSalesMapping` maps at once. */
export const AGORA_COLUMNS = [
  'Fecha',
  'Código',
  'Artículo',
  'Unidades',
  'Importe',
  'IVA',
  'Ticket',
] as const;
/** The XML's one "sheet". */
export const AGORA_SHEET = 'XML';

export const AGORA_REFUSALS = {
  doctype:
    'El XML declara un DOCTYPE o entidades, que Costeo no admite por seguridad: una exportación de ventas no los lleva.',
  malformed: 'El XML está mal formado o incompleto',
  tooDeep: 'El XML tiene demasiados niveles anidados: una exportación de ventas no tiene tantos.',
  tooManyParts:
    'El XML tiene demasiados elementos, atributos o caracteres codificados para ser una exportación de ventas.',
  noLines:
    'Este XML no es una exportación de ventas del TPV (como la del día de Ágora): no tiene líneas con artículo y unidades.',
  tooManyLines: `El archivo tiene más de ${SALES_MAX_ROWS.toLocaleString('es-ES')} líneas de venta; el máximo es ${SALES_MAX_ROWS.toLocaleString('es-ES')}. Divídelo en varios archivos.`,
} as const;

const refuse = (message: string) => AppError.field('content_base64', message);

/** Past these, a 5 MB file is not a day of sales but a file made to be slow (issue 30). */
export const AGORA_MAX_COUNTS = {
  /**
   * Elements opened: a day of 30 000 lines of seven elements each and their tickets (a busy day
   * is a few thousand; 245 000 took 5 s in a pool thread on this machine, 350 000 took 9 s).
   */
  elements: 250_000,
  attributes: 400_000,
  characterReferences: 200_000,
};
const MAX_DEPTH = 32;

interface Element {
  /** Local name, lower case (prefix dropped). */
  name: string;
  /** Attributes by lower-case local name. */
  attrs: Map<string, string>;
  children: Element[];
  text: string;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return PREDEFINED[ref] ?? whole;
    },
  );
}

function countOf(text: string, pattern: RegExp, stopAt: number): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) && count <= stopAt) count += 1;
  return count;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  maxNestedTags: MAX_DEPTH,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

function toElement(node: OrderedNode): Element | null {
  const tag = Object.keys(node).find((key) => key !== ':@');
  if (!tag || tag.startsWith('#') || tag.startsWith('?')) return null;
  const attrs = new Map<string, string>();
  for (const [key, value] of Object.entries(node[':@'] ?? {})) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    attrs.set(localName(key), decodeXmlText(asText(value)).trim());
  }
  const children: Element[] = [];
  let text = '';
  const nodes = (node[tag] as (OrderedNode | null)[] | undefined) ?? [];
  for (let index = 0; index < nodes.length; index += 1) {
    const child = nodes[index];
    if (!child) continue;
    // Let go of the parser's node once read: the two trees of a large day never coexist whole.
    nodes[index] = null;
    if ('#text' in child) text += decodeXmlText(asText(child['#text']));
    else if ('#cdata' in child) {
      const parts = child['#cdata'] as { '#text'?: unknown }[];
      text += parts.map((part) => asText(part['#text'])).join('');
    } else {
      const element = toElement(child);
      if (element) children.push(element);
    }
  }
  return { name: localName(tag), attrs, children, text: text.trim() };
}

/** The text's root element, or a Spanish refusal. */
function parseDocument(text: string): Element {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) throw refuse(AGORA_REFUSALS.doctype);
  const over =
    countOf(text, /<[A-Za-z_]/g, AGORA_MAX_COUNTS.elements) > AGORA_MAX_COUNTS.elements ||
    countOf(text, /=\s*["']/g, AGORA_MAX_COUNTS.attributes) > AGORA_MAX_COUNTS.attributes ||
    countOf(text, /&#/g, AGORA_MAX_COUNTS.characterReferences) >
      AGORA_MAX_COUNTS.characterReferences;
  if (over) throw refuse(AGORA_REFUSALS.tooManyParts);
  // The parser is lenient: the validator finds a file cut short or tags crossed (decision 027).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const line = valid.err.line > 1 ? ` (línea ${valid.err.line})` : '';
    throw refuse(`${AGORA_REFUSALS.malformed}${line}.`);
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    const nested = /nested/i.test((error as Error).message);
    throw refuse(nested ? AGORA_REFUSALS.tooDeep : `${AGORA_REFUSALS.malformed}.`);
  }
  const roots: Element[] = [];
  for (let index = 0; index < nodes.length; index += 1) {
    const element = toElement(nodes[index] as OrderedNode);
    (nodes as (OrderedNode | null)[])[index] = null;
    if (element) roots.push(element);
  }
  const [root] = roots;
  if (!root || roots.length > 1) throw refuse(`${AGORA_REFUSALS.malformed}.`);
  return root;
}

// ---------- what the elements mean ----------

const names = (...list: string[]) => new Set(list.map((name) => name.toLowerCase()));

const DATE = names(
  'Date',
  'BusinessDay',
  'BusinessDate',
  'WorkDay',
  'Day',
  'Fecha',
  'Jornada',
  'FechaNegocio',
  'OpenDate',
  'DocumentDate',
);
const TICKET_ELEMENTS = names(
  'Invoice',
  'Ticket',
  'Receipt',
  'Document',
  'SaleDocument',
  'Sale',
  'Order',
  'Check',
  'Factura',
);
const TICKET_ID = names(
  'Number',
  'DocumentNumber',
  'InvoiceNumber',
  'TicketNumber',
  'Numero',
  'Num',
  'Id',
  'Code',
);
const TICKET_SERIES = names('Serie', 'Series', 'Serial');
const PRODUCT_ELEMENTS = names('Product', 'Article', 'Articulo', 'Producto', 'Item');
const CODE = names(
  'ProductId',
  'ProductCode',
  'ArticleId',
  'ArticleCode',
  'ItemCode',
  'ItemId',
  'Codigo',
  'Code',
  'PLU',
  'SKU',
  'Reference',
  'Referencia',
);
const PRODUCT_CODE = names('Id', 'Code', 'Codigo', 'PLU', 'SKU', 'Reference', 'Referencia');
const NAME = names(
  'ProductName',
  'ArticleName',
  'ItemName',
  'Name',
  'Description',
  'Descripcion',
  'Nombre',
);
const PRODUCT_NAME = names('Name', 'Description', 'Descripcion', 'Nombre');
const UNITS = names('Quantity', 'Qty', 'Units', 'Unidades', 'Cantidad');
const AMOUNT = names(
  'TotalAmount',
  'Total',
  'Amount',
  'TotalWithVat',
  'TotalWithTaxes',
  'TotalVatIncluded',
  'GrossAmount',
  'LineTotal',
  'Importe',
  'ImporteTotal',
);
const PRICE = names(
  'UnitPrice',
  'Price',
  'PriceWithVat',
  'UnitPriceWithVat',
  'Precio',
  'PrecioUnitario',
);
const VAT = names(
  'VatRate',
  'VatPct',
  'VatPercent',
  'VatPercentage',
  'TaxRate',
  'TaxPercent',
  'TaxPercentage',
  'Iva',
  'PorcentajeIva',
  'TipoIva',
);
const TAX_ELEMENTS = names('Tax', 'Vat', 'Iva', 'Impuesto', 'Taxes');
const TAX_RATE = names('Rate', 'Percent', 'Percentage', 'Pct', 'Porcentaje', 'Tipo');

/** A value of the element: one of its attributes, else the text of a child without children. */
function own(element: Element, wanted: Set<string>): string | null {
  for (const [key, value] of element.attrs) if (wanted.has(key) && value !== '') return value;
  for (const child of element.children) {
    if (wanted.has(child.name) && child.children.length === 0 && child.text !== '') {
      return child.text;
    }
  }
  return null;
}

/** A value of the element, else of a child element of the given kinds (<Product Id="7"/>). */
function ownOrNested(
  element: Element,
  wanted: Set<string>,
  nestedIn: Set<string>,
  nestedWanted: Set<string>,
): string | null {
  const value = own(element, wanted);
  if (value !== null) return value;
  for (const child of element.children) {
    if (!nestedIn.has(child.name) || (child.children.length === 0 && child.attrs.size === 0)) {
      continue;
    }
    const nested = own(child, nestedWanted);
    if (nested !== null) return nested;
  }
  return null;
}

const codeOf = (line: Element) => ownOrNested(line, CODE, PRODUCT_ELEMENTS, PRODUCT_CODE);
const nameOf = (line: Element) => ownOrNested(line, NAME, PRODUCT_ELEMENTS, PRODUCT_NAME);

/** A line sold: it names a product (by code or name) and its units. */
const isLine = (element: Element) =>
  own(element, UNITS) !== null && (codeOf(element) !== null || nameOf(element) !== null);

function ticketOf(element: Element): string | null {
  const id = own(element, TICKET_ID);
  if (id === null) return null;
  const series = own(element, TICKET_SERIES);
  return series === null ? id : `${series}-${id}`;
}

/** XML numbers ("17.60") written as a Spanish file would ("17,60"), so the rows read alike. */
function spanishNumber(text: string | null): string {
  if (text === null) return '';
  return /^-?\d+(\.\d+)?$/.test(text) ? text.replace('.', ',') : text;
}

/** The line's amount with VAT; without one, units × unit price; '' when neither is there. */
function amountOf(line: Element, units: string | null): string {
  const amount = own(line, AMOUNT);
  if (amount !== null) return spanishNumber(amount);
  const price = own(line, PRICE);
  const plain = /^-?\d+(\.\d+)?$/;
  if (price === null || units === null || !plain.test(price) || !plain.test(units)) return '';
  const product = dec(units).times(price);
  return spanishNumber(product.toFixed(Math.max(2, product.decimalPlaces())));
}

/**
 * The table of an Ágora-style day: columns `AGORA_COLUMNS`, one row per line sold in the
 * document's order, numbered 1, 2… The business day's date is each line's (the outermost date: a
 * ticket closed after midnight still belongs to the day it was opened in).
 */
export function readAgoraDay(bytes: Buffer): {
  columns: string[];
  rows: { number: number; cells: string[] }[];
} {
  const root = parseDocument(decodeText(bytes));
  const rows: { number: number; cells: string[] }[] = [];
  const walk = (element: Element, date: string | null, ticket: string) => {
    const here = date ?? own(element, DATE);
    const ticketHere = TICKET_ELEMENTS.has(element.name) ? (ticketOf(element) ?? ticket) : ticket;
    if (isLine(element)) {
      if (rows.length >= SALES_MAX_ROWS) throw refuse(AGORA_REFUSALS.tooManyLines);
      const units = own(element, UNITS);
      const vat = own(element, VAT) ?? ownOrNested(element, new Set(), TAX_ELEMENTS, TAX_RATE);
      rows.push({
        number: rows.length + 1,
        cells: [
          here ?? '',
          codeOf(element) ?? '',
          nameOf(element) ?? '',
          spanishNumber(units),
          amountOf(element, units),
          spanishNumber(vat),
          ticketHere,
        ],
      });
      return;
    }
    for (const child of element.children) walk(child, here, ticketHere);
  };
  walk(root, null, '');
  if (rows.length === 0) throw refuse(AGORA_REFUSALS.noLines);
  return { columns: [...AGORA_COLUMNS], rows };
}
