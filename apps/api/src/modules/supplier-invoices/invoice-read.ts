import {
  INVOICE_FILE_TOO_LARGE,
  INVOICE_MAX_FILE_BYTES,
  type ReadInvoice,
} from '@costeo/domain/supplier-invoice';
import type { PdfInvoiceRead } from '@costeo/domain/supplier-invoice-pdf';
import { FACTURAE_NAMESPACES, readFacturae } from './invoice-read.facturae.ts';
import { readPdfInvoice } from './invoice-read.pdf.ts';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';
import { readUbl, UBL_NAMESPACES } from './invoice-read.ubl.ts';
import { parseXmlDocument, type XmlElement } from './invoice-read.xml.ts';

/**
 * Reading a supplier's invoice (issue 19, decision 027): the one entry point. The kind of file is
 * read from its bytes, never from its name: Facturae or UBL XML → the invoices, whole; a PDF with
 * text → its table, for the cook to confirm the columns; photos and scans → `scan`, read by OCR in
 * the OCR pool (issue 36, `read-invoice-scan`); anything else → a Spanish 400. Runs in a worker thread (`read-supplier-invoice` in workers/tasks.ts).
 */
export type SupplierInvoiceRead =
  | { kind: 'invoices'; invoices: ReadInvoice[] }
  | { kind: 'pdf'; pdf: PdfInvoiceRead }
  /** A photo or a PDF without text: read by OCR in its own pool (issue 36). */
  | { kind: 'scan'; source: 'image' | 'pdf' };

export type SniffedType = 'xml' | 'pdf' | 'image' | 'archive' | 'unknown';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
/** Older Facturae versions, named to say which one is not read. */
const OLD_FACTURAE = /^http:\/\/www\.facturae\.es\/Facturae\/\d{4}\/v3\.[01]\/Facturae$/;

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0) =>
  magic.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes are: by their signature (magic numbers), whatever the file is called. */
export function sniffType(bytes: Uint8Array): SniffedType {
  // A PDF may have a few bytes of junk before its header; pdf.js reads it anyway.
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image';
  if (/^GIF8[79]a/.test(ascii(bytes, 0, 6))) return 'image';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image';
  }
  // HEIC / HEIF / AVIF (iPhone photos): an ISO-BMFF "ftyp" box with an image brand.
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(hei[cxms]|hev[cxms]|mif1|msf1|avi[fs])$/.test(ascii(bytes, 8, 12))
  ) {
    return 'image';
  }
  // A zip (.xlsx, .docx, a zip of invoices) or an old Office file (.xls, .doc).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return 'archive';
  }
  const head = bytes.subarray(0, 64);
  let start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'xml';
  while (start < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[start] ?? 0)) start += 1;
  return head[start] === 0x3c ? 'xml' : 'unknown';
}

function isInvoiceRoot(element: XmlElement): boolean {
  return (
    (element.name === 'Facturae' && element.ns !== null && element.ns in FACTURAE_NAMESPACES) ||
    (element.ns !== null && UBL_NAMESPACES[element.ns] === element.name)
  );
}

/**
 * The invoice element: the root, or — in an enveloping signature, a ds:Signature holding the
 * document in a ds:Object — the first invoice inside it.
 */
function invoiceRoot(root: XmlElement): XmlElement | null {
  if (isInvoiceRoot(root)) return root;
  if (root.ns !== DSIG || root.name !== 'Signature') return null;
  const queue = [...root.children];
  for (let element = queue.shift(); element; element = queue.shift()) {
    if (isInvoiceRoot(element)) return element;
    queue.push(...element.children);
  }
  return null;
}

function readXmlInvoices(bytes: Uint8Array): ReadInvoice[] {
  const document = parseXmlDocument(bytes);
  const root = invoiceRoot(document);
  if (!root) {
    if (document.name === 'Facturae' && OLD_FACTURAE.test(document.ns ?? '')) {
      throw refuse(INVOICE_REFUSALS.facturaeVersion);
    }
    throw refuse(INVOICE_REFUSALS.notAnInvoice);
  }
  const version = root.ns ? FACTURAE_NAMESPACES[root.ns] : undefined;
  if (root.name === 'Facturae' && version) return readFacturae(root, version);
  return [readUbl(root, root.name as 'Invoice' | 'CreditNote')];
}

/** Reads a supplier's invoice file (see the file's comment). `fileName` only words a refusal. */
export async function readSupplierInvoice(file: {
  fileName: string;
  bytes: Uint8Array;
}): Promise<SupplierInvoiceRead> {
  const { bytes } = file;
  if (bytes.byteLength === 0) throw refuse(INVOICE_REFUSALS.empty);
  if (bytes.byteLength > INVOICE_MAX_FILE_BYTES) throw refuse(INVOICE_FILE_TOO_LARGE);
  switch (sniffType(bytes)) {
    case 'xml':
      return { kind: 'invoices', invoices: readXmlInvoices(bytes) };
    case 'pdf': {
      const pdf = await readPdfInvoice(bytes, { scanned: 'answer' });
      return pdf ? { kind: 'pdf', pdf } : { kind: 'scan', source: 'pdf' };
    }
    case 'image':
      return { kind: 'scan', source: 'image' };
    default:
      throw refuse(
        /\.(csv|xlsx?|ods)$/i.test(file.fileName)
          ? INVOICE_REFUSALS.spreadsheet
          : INVOICE_REFUSALS.unknownType,
      );
  }
}
