import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';

/**
 * XML read safely (issue 19; OWASP XXE prevention): no DOCTYPE at all — so no internal entities
 * ("billion laughs") and no external ones (file:///etc/passwd) — refused before any parsing, and
 * fast-xml-parser with entity processing off besides. Only the five predefined entities and
 * character references are decoded, by hand, one character each. Depth is capped by the parser
 * (`maxNestedTags`), size by the caller (5 MB).
 */

export interface XmlElement {
  /** Namespace URI, resolved from the xmlns declarations in scope (null when none). */
  ns: string | null;
  /** Local name, without prefix. */
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Text content directly inside the element, trimmed and decoded. */
  text: string;
}

const MAX_DEPTH = 64;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The predefined entities and character references; anything else is left as written. */
export function decodeXmlText(text: string): string {
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

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const LATIN1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'windows-1252', 'cp1252']);

/** Bytes → text by the BOM, else the declaration's encoding (UTF-8 by default). */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  const encoding = declared?.toLowerCase() ?? 'utf-8';
  if (LATIN1.has(encoding) || encoding === 'iso-8859-15') {
    return new TextDecoder(encoding === 'iso-8859-15' ? 'iso-8859-15' : 'windows-1252').decode(
      bytes,
    );
  }
  if (encoding !== 'utf-8' && encoding !== 'utf8') throw refuse(INVOICE_REFUSALS.encoding);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(INVOICE_REFUSALS.encoding);
  }
}

/**
 * Most of each thing an invoice of INVOICE_MAX_LINES lines holds, with room to spare (a Facturae
 * line is some 25 elements; UBL writes a currencyID on each amount): counted on the text before
 * the validator or the parser sees it, so a file made of nothing else is refused at once instead
 * of running into the worker's time limit (issue 30).
 */
export const XML_MAX_COUNTS = { tags: 250_000, attributes: 100_000, characterReferences: 100_000 };

function countOf(text: string, pattern: RegExp, stopAt: number): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) && count <= stopAt) count += 1;
  return count;
}

/** Refuses a text with more tags, attributes or character references than an invoice has. */
export function assertXmlWithinCounts(text: string): void {
  const over =
    countOf(text, /</g, XML_MAX_COUNTS.tags) > XML_MAX_COUNTS.tags ||
    countOf(text, /=\s*["']/g, XML_MAX_COUNTS.attributes) > XML_MAX_COUNTS.attributes ||
    countOf(text, /&#/g, XML_MAX_COUNTS.characterReferences) > XML_MAX_COUNTS.characterReferences;
  if (over) throw refuse(INVOICE_REFUSALS.tooManyParts);
}

/** Refuses any DOCTYPE or ENTITY declaration, wherever it is (a comment or CDATA too: cheap and safe). */
export function assertNoDoctype(text: string): void {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) throw refuse(INVOICE_REFUSALS.doctype);
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
/** Text and CDATA nodes hold strings: parseTagValue and parseAttributeValue are off. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // The brief of issue 19: entity expansion off, whatever reaches the parser.
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

/** The parser's own output for a text, with no checks (exported for the entity test). */
export function parseXmlUnchecked(text: string): unknown {
  return parser.parse(text);
}

function toElement(node: OrderedNode, scope: Map<string, string>): XmlElement | null {
  const tag = Object.keys(node).find((key) => key !== ':@');
  if (!tag || tag.startsWith('#') || tag.startsWith('?')) return null;
  const rawAttrs = node[':@'] ?? {};
  const local = new Map(scope);
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttrs)) {
    const decoded = decodeXmlText(value);
    if (key === 'xmlns') local.set('', decoded);
    else if (key.startsWith('xmlns:')) local.set(key.slice(6), decoded);
    else attrs[key.includes(':') ? key.slice(key.indexOf(':') + 1) : key] = decoded;
  }
  const colon = tag.indexOf(':');
  const prefix = colon === -1 ? '' : tag.slice(0, colon);
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[tag] as OrderedNode[] | undefined) ?? []) {
    if ('#text' in child) text += decodeXmlText(asText(child['#text']));
    else if ('#cdata' in child) {
      const parts = child['#cdata'] as { '#text'?: unknown }[];
      text += parts.map((part) => asText(part['#text'])).join('');
    } else {
      const element = toElement(child, local);
      if (element) children.push(element);
    }
  }
  return {
    ns: local.get(prefix) ?? null,
    name: colon === -1 ? tag : tag.slice(colon + 1),
    attrs,
    children,
    text: text.trim(),
  };
}

/** Bytes of an XML document → its root element, or a Spanish refusal. */
export function parseXmlDocument(bytes: Uint8Array): XmlElement {
  const text = decodeXmlBytes(bytes);
  assertNoDoctype(text);
  assertXmlWithinCounts(text);
  // Well-formedness (a file cut short, tags crossed): the parser itself is lenient. The validator
  // is deprecated for a package of its own (fast-xml-validator, three more dependencies); the one
  // in the pinned parser does the same check (decision 027).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // The validator names line 1 for a document cut short: say the line only when it helps.
    const line = valid.err.line > 1 ? ` (línea ${valid.err.line})` : '';
    throw refuse(`${INVOICE_REFUSALS.malformedXml}${line}.`);
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    const nested = /nested/i.test((error as Error).message);
    throw refuse(nested ? INVOICE_REFUSALS.tooDeep : `${INVOICE_REFUSALS.malformedXml}.`);
  }
  const roots = nodes.map((node) => toElement(node, new Map())).filter((e) => e !== null);
  const [root] = roots;
  if (!root || roots.length > 1) throw refuse(`${INVOICE_REFUSALS.malformedXml}.`);
  return root;
}

/** The first child with this local name (namespaces aside: readers check the root's). */
export function child(element: XmlElement | null | undefined, name: string): XmlElement | null {
  return element?.children.find((c) => c.name === name) ?? null;
}

export function childrenNamed(element: XmlElement | null | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

/** The element at a path of local names ("InvoiceHeader/InvoiceNumber"). */
export function at(element: XmlElement | null | undefined, path: string): XmlElement | null {
  return path
    .split('/')
    .reduce<XmlElement | null>((current, name) => child(current, name), element ?? null);
}

/** Trimmed text at a path; null when absent or empty. */
export function textAt(element: XmlElement | null | undefined, path: string): string | null {
  const found = at(element, path);
  return found && found.text !== '' ? found.text : null;
}
