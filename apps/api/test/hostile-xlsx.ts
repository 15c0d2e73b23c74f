import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hostile .xlsx files built in code (issue 15): no fixture files, nothing large held in memory.
 * Used by the unit tests, the robustness test and `npm run bench:hostile`.
 */

interface ZipPart {
  name: string;
  /** Raw deflate stream of the content. */
  deflated: Buffer;
  size: number;
  crc: number;
}

const part = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/** A zip of deflated parts (local headers with sizes, then the central directory). */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, size, crc } of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet XML. */
function workbookParts(sheet: ZipPart): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Precios" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

const sheetStart = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const sheetEnd = '</sheetData></worksheet>';

/** A sheet whose rows are given as XML (inline strings), e.g. one cell in column XFD per row. */
export function sheetXlsx(rowsXml: string): Buffer {
  return zipParts(workbookParts(part('xl/worksheets/sheet1.xml', sheetStart + rowsXml + sheetEnd)));
}

/** 10 000 rows, each with one number cell in column XFD (16 384): ~50 KB zipped. */
export function xfdSheet(rows = 10_000): Buffer {
  let xml = '';
  for (let r = 1; r <= rows; r += 1) {
    xml += `<row r="${r}"><c r="XFD${r}"><v>${r}</v></c></row>`;
  }
  return sheetXlsx(xml);
}

/**
 * An .xlsx whose sheet XML inflates to ~`inflatedBytes` (1.6 GB by default) while the file stays
 * ~1.6 MB. One 16 MB block of rows is deflated once with a full flush (its output then stands
 * alone) and repeated; the generator never holds more than that one block.
 */
export function zipBombXlsx(inflatedBytes = 1.6e9): Buffer {
  // One cell whose text is a run of one letter: deflate's best case (~1 000:1).
  const block = Buffer.alloc(16 * 1024 * 1024, 'x');
  const times = Math.max(1, Math.round(inflatedBytes / block.length));
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const head = Buffer.from(`${sheetStart}<row r="1"><c r="A1" t="inlineStr"><is><t>`, 'utf8');
  const tail = Buffer.from(`</t></is></c></row>${sheetEnd}`, 'utf8');
  const deflatedBlock = deflateRawSync(block, { ...flush, level: 9 });
  let crc = crc32(head);
  for (let i = 0; i < times; i += 1) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const deflated = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array<Buffer>(times).fill(deflatedBlock),
    deflateRawSync(tail),
  ]);
  const size = head.length + block.length * times + tail.length;
  return zipParts(workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated, size, crc }));
}

/** The same bomb with a central directory that lies: it declares the sheet 1 KB. */
export function lyingZipBombXlsx(inflatedBytes = 64 * 1024 * 1024): Buffer {
  const bytes = zipBombXlsx(inflatedBytes);
  const end = bytes.length - 22;
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i += 1) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name.endsWith('sheet1.xml')) bytes.writeUInt32LE(1024, at + 24);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return bytes;
}

/**
 * A wide sheet (issue 30): 50 columns of numbers per row, rows until the sheet XML is
 * ~`sheetBytes` (45 MB), zipped to under the 5 MB upload limit. The reader must stop at its row
 * limit without reading the rest.
 */
export function wideSheetXlsx(sheetBytes = 45e6): Buffer {
  const columns = Array.from({ length: 50 }, (_, i) =>
    i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`,
  );
  const rows: string[] = [];
  let size = 0;
  for (let r = 1; size < sheetBytes; r += 1) {
    const row = `<row r="${r}">${columns.map((col, i) => `<c r="${col}${r}"><v>${i}</v></c>`).join('')}</row>`;
    rows.push(row);
    size += row.length;
  }
  return sheetXlsx(rows.join(''));
}
