import { createInflateRaw } from 'node:zlib';
import { INVOICE_REFUSALS, refuse } from './invoice-read.refusals.ts';

/**
 * What a PDF's streams would grow to, measured before pdf.js opens it (issue 30). A 1 MB PDF
 * whose one content stream inflates to 1 GiB made pdf.js hold gigabytes of memory outside the
 * worker's V8 heap, which its heap limit does not cover. Every stream's data is inflated here,
 * in small pieces that are counted and dropped, and a file whose streams add up to more than an
 * invoice ever holds is refused before any parsing.
 *
 * Decoders are applied as pdf.js would: the ASCII ones (which shrink) for real, Flate for real
 * (raw inflate: pdf.js checks neither the Adler-32 sum nor what follows the end), LZW and
 * RunLength by their worst case. Image filters (DCT, JPX, CCITT, JBIG2) are not counted: reading
 * text never decodes an image. An encrypted file's streams cannot be inflated without its key;
 * those are bounded by the pool's memory watch and recycled threads (workers/pool.ts).
 */

/** Everything pdf.js reads for text: page contents, forms, fonts, object streams. */
export const PDF_MAX_INFLATED_BYTES = 64 * 2 ** 20;
/** Images a page draws (a logo, a scanned page with its text layer): never decoded for text. */
export const PDF_MAX_INFLATED_IMAGE_BYTES = 256 * 2 ** 20;
/** Worst expansion of the decoders not run here: RunLength (a 2-byte run of 128) and LZW. */
const WORST_RATIO = { RunLengthDecode: 64, LZWDecode: 1_300 } as const;

const ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
};
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

export interface PdfStream {
  /** The stream's dictionary, as written (from its `obj` to `stream`). */
  dictionary: string;
  /** Its data: from after `stream`'s end of line to the end of the file (decoders stop by themselves). */
  data: Uint8Array;
}

/** Every `stream` keyword of the file, with its dictionary. */
export function pdfStreams(bytes: Uint8Array): PdfStream[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const streams: PdfStream[] = [];
  // `\b` keeps `endstream` out: no boundary between its `d` and `s`.
  const keyword = /\bstream(\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const before = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(before, match.index - 65_536, 0), match.index);
    streams.push({ dictionary, data: bytes.subarray(match.index + match[0].length) });
  }
  return streams;
}

/** The stream's filters, in order, by their full names; null when they are not written out. */
export function filtersOf(dictionary: string): string[] | null {
  const found = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+|\d+\s+\d+\s+R)/.exec(dictionary);
  if (!found?.[1]) return [];
  // An indirect filter (`/Filter 7 0 R`) hides what pdf.js will run: no generator writes one.
  if (/R$/.test(found[1])) return null;
  return [...found[1].matchAll(/\/([A-Za-z0-9]+)/g)].map(([, name = '']) => ALIASES[name] ?? name);
}

const isImage = (dictionary: string) => /\/Subtype\s*\/Image\b/.test(dictionary);

function asciiHex(data: Uint8Array): Uint8Array {
  const end = data.indexOf(0x3e); // '>'
  const digits = Buffer.from(data.subarray(0, end === -1 ? data.length : end))
    .toString('latin1')
    .replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Uint8Array): Uint8Array {
  const end = Buffer.from(data).indexOf('~>');
  const text = Buffer.from(data.subarray(0, end === -1 ? data.length : end))
    .toString('latin1')
    .replace(/\s/g, '')
    .replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

/**
 * How many bytes the data inflates to, counting at most `limit + 1`: the pieces are dropped as
 * they come, so the count costs a few kilobytes of memory whatever the stream holds. A stream
 * damaged part-way counts what came before the damage (pdf.js would have decoded that much).
 */
export function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  // The zlib header (two bytes) is skipped and the rest read as raw deflate.
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  let size = 0;
  return new Promise((resolve) => {
    const done = () => {
      inflate.removeAllListeners();
      inflate.on('error', () => undefined);
      inflate.destroy();
      resolve(size);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data.subarray(2));
  });
}

/** At most how many bytes one stream decodes to (over `limit`: some number above it). */
async function decodedSize(stream: PdfStream, limit: number): Promise<number> {
  const filters = filtersOf(stream.dictionary);
  if (filters === null) return Infinity;
  let data = stream.data;
  let bound: number | null = null;
  for (const filter of filters) {
    // An image decoder ends the chain for text: what was inflated before it still counts.
    if (IMAGE_FILTERS.has(filter)) break;
    if (bound !== null) {
      // Past an estimated decoder the bytes are unknown: the worst case of what follows.
      if (filter === 'FlateDecode') bound *= 1_032;
      else if (filter in WORST_RATIO) bound *= WORST_RATIO[filter as keyof typeof WORST_RATIO];
      continue;
    }
    if (filter === 'ASCIIHexDecode') data = asciiHex(data);
    else if (filter === 'ASCII85Decode') data = ascii85(data);
    else if (filter === 'FlateDecode') bound = await inflatedSize(data, limit);
    else if (filter in WORST_RATIO) {
      bound = Math.min(data.length, 5 * 2 ** 20) * WORST_RATIO[filter as keyof typeof WORST_RATIO];
    }
  }
  // Unfiltered (or only ASCII-decoded) data is what the file holds: bounded by its size.
  return bound ?? 0;
}

/** Refuses a PDF whose streams would inflate beyond what an invoice holds (a Spanish 400). */
export async function assertPdfWithinBudget(bytes: Uint8Array): Promise<void> {
  // In the trailer, or in a cross-reference stream's dictionary (anywhere in the file).
  const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    '/Encrypt',
  );
  const left = { text: PDF_MAX_INFLATED_BYTES, image: PDF_MAX_INFLATED_IMAGE_BYTES };
  for (const stream of pdfStreams(bytes)) {
    const filters = filtersOf(stream.dictionary);
    // Encrypted data is not deflate until decrypted: only what can be judged without the key.
    if (encrypted && filters !== null) continue;
    const budget = isImage(stream.dictionary) ? 'image' : 'text';
    const size = await decodedSize(stream, left[budget]);
    left[budget] -= size;
    if (left[budget] < 0) throw refuse(INVOICE_REFUSALS.pdfTooLarge);
  }
}
