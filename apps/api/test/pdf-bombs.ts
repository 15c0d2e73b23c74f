import { createDeflate, deflateSync } from 'node:zlib';

/**
 * Hostile PDFs for the supplier-invoice reader (issue 30): well-formed one-page documents (header,
 * objects, cross-reference table, trailer) whose page content is a stream that inflates far
 * beyond what an invoice holds. A run of one byte deflates about 1 000 to 1, so a 1 GiB stream
 * travels in about 1 MB.
 */

const made = new Map<number, Promise<Buffer>>();

/**
 * `size` bytes of spaces (valid content-stream whitespace), deflated block by block; made once
 * per size (deflating 64 MiB takes about half a second). Callers get their own copy.
 */
export async function deflatedSpaces(size: number): Promise<Buffer> {
  if (!made.has(size)) made.set(size, deflate(size));
  return Buffer.from(await made.get(size)!);
}

async function deflate(size: number): Promise<Buffer> {
  const block = Buffer.alloc(Math.min(size, 16 * 2 ** 20), 0x20);
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let left = size; left > 0; left -= block.length) {
    const piece = block.subarray(0, Math.min(left, block.length));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A PDF of these objects (bodies without `n 0 obj`), object 1 the catalog. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries and its (already encoded) data. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A one-page PDF whose page content is this stream object. */
export function onePagePdf(content: Buffer): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
    content,
  ]);
}

/** The flate bomb of issue 30: one content stream inflating to `inflated` bytes (1 GiB). */
export async function flateBombPdf(inflated = 2 ** 30): Promise<Buffer> {
  return onePagePdf(streamObject('/Filter /FlateDecode', await deflatedSpaces(inflated)));
}

/** The same bomb behind ASCII85 (`/Filter [/ASCII85Decode /FlateDecode]`), as old PDFs chain them. */
export async function ascii85FlateBombPdf(inflated: number): Promise<Buffer> {
  return onePagePdf(
    streamObject('/Filter [/ASCII85Decode /FlateDecode]', ascii85(await deflatedSpaces(inflated))),
  );
}

/** ASCII85 (Adobe's base-85), with its `~>` end mark. */
export function ascii85(bytes: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = bytes.subarray(i, i + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** A small, honest page: "Factura" drawn in Helvetica, deflated. */
export function honestPdf(): Buffer {
  const text = deflateSync(
    Buffer.from('BT /F1 12 Tf 72 720 Td (Factura A-1 Tomate pera 22,50) Tj ET'),
  );
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter /FlateDecode', text),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A PDF of `pages` pages with `rows` lines of text each (20 × 8 000: issue 30's slow PDF), each
 * page's content deflated, so the file stays small while pdf.js has 160 000 items to place.
 */
export function manyRowsPdf(pages = 20, rows = 8_000): Buffer {
  const pageObjects: (string | Buffer)[] = [];
  const kids: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const pageId = 3 + page * 2;
    kids.push(`${pageId} 0 R`);
    let text = 'BT /F1 4 Tf\n';
    for (let row = 0; row < rows; row += 1) {
      const y = 830 - (row % 200) * 4;
      const x = 20 + Math.floor(row / 200) * 14;
      text += `1 0 0 1 ${x} ${y} Tm (${row}) Tj\n`;
    }
    text += 'ET';
    pageObjects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageId + 1} 0 R /Resources << /Font << /F1 ${3 + pages * 2} 0 R >> >> >>`,
      streamObject('/Filter /FlateDecode', deflateSync(Buffer.from(text, 'latin1'))),
    );
  }
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`,
    ...pageObjects,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** The three XML files of issue 30 that ran into the time limit, each under 5 MB. */
export function hostileXmls(): Record<string, Buffer> {
  return {
    'XML 400 000 attributes': Buffer.from(
      `<?xml version="1.0"?><Facturae ${Array.from({ length: 400_000 }, (_, i) => `a${i}="1"`).join(' ')}/>`,
    ),
    'XML 330 000 references': Buffer.from(
      `<?xml version="1.0"?><Facturae>${'&#241;'.repeat(330_000)}</Facturae>`,
    ),
    'XML 1,5 M open tags': Buffer.from(`<?xml version="1.0"?>${'<a>'.repeat(1_500_000)}`),
  };
}
