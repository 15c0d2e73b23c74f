import { inflateRawSync } from 'node:zlib';

/**
 * Caps checked before an .xlsx is inflated (decision 018). A 5 MB upload of a real price list
 * unzips to a few MB (sheet XML compresses 5–20:1); a zip bomb declares gigabytes.
 */
export const ZIP_LIMITS = {
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Entries in the archive (a workbook has ~10 parts plus one per sheet, image or chart). */
  maxEntries: 1000,
  /** Uncompressed / compressed for one entry; deflate's best is ~1 032:1, real sheets ≤ 50:1. */
  maxRatio: 100,
  /** Entries smaller than this may have any ratio (a tiny repetitive XML part is harmless). */
  ratioExemptBytes: 1024 * 1024,
};

export type ZipRefusal = 'too_large' | 'damaged';

export class ZipCheckError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason === 'too_large' ? 'zip over its caps' : 'zip damaged');
    this.name = 'ZipCheckError';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** ZIP64 stores its real sizes elsewhere and marks the classic fields with all ones. */
const ZIP64_MARK = 0xffffffff;

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const damaged = () => new ZipCheckError('damaged');
const tooLarge = () => new ZipCheckError('too_large');

function findEndRecord(bytes: Buffer): number {
  // The record is the last 22 bytes plus a comment of at most 65 535 bytes.
  const earliest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw damaged();
}

function readCentralDirectory(bytes: Buffer): { entries: Entry[]; directoryOffset: number } {
  if (bytes.length < EOCD_SIZE) throw damaged();
  const end = findEndRecord(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw tooLarge();
  if (disk !== 0 || directoryDisk !== 0) throw damaged();
  if (count > ZIP_LIMITS.maxEntries) throw tooLarge();
  if (directoryOffset + directorySize > end) throw damaged();

  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_SIZE > end || bytes.readUInt32LE(at) !== CENTRAL) throw damaged();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
    };
    at += CENTRAL_SIZE + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push(entry);
  }
  return { entries, directoryOffset };
}

function checkCaps(entries: Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) throw tooLarge();
    total += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (entry.size > ZIP_LIMITS.ratioExemptBytes && ratio > ZIP_LIMITS.maxRatio) throw tooLarge();
  }
  if (total > ZIP_LIMITS.maxTotalBytes) throw tooLarge();
}

/**
 * The local entries must tile the file up to the central directory: a streaming reader (exceljs
 * reads local headers one after another) then sees exactly the entries checked here, never one
 * hidden between them.
 */
function checkLayout(
  bytes: Buffer,
  entries: Entry[],
  directoryOffset: number,
): { entry: Entry; compressed: Buffer }[] {
  const data: { entry: Entry; compressed: Buffer }[] = [];
  let cursor = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    const at = entry.offset;
    if (at !== cursor || at + LOCAL_SIZE > directoryOffset) throw damaged();
    if (bytes.readUInt32LE(at) !== LOCAL) throw damaged();
    if (entry.flags & 0x1) throw damaged(); // encrypted
    if (entry.method !== 0 && entry.method !== 8) throw damaged();
    const start = at + LOCAL_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    let next = start + entry.compressedSize;
    if (next > directoryOffset) throw damaged();
    data.push({ entry, compressed: bytes.subarray(start, next) });
    if (entry.flags & 0x8) {
      // Data descriptor after the data: crc, sizes, with or without its signature.
      next += next + 4 <= directoryOffset && bytes.readUInt32LE(next) === DESCRIPTOR ? 16 : 12;
    }
    cursor = next;
  }
  if (cursor !== directoryOffset) throw damaged();
  return data;
}

/**
 * Refuses an .xlsx whose declared contents exceed the caps, then inflates each entry with its
 * declared size as a hard ceiling, so a directory that lies about sizes is refused too. Costs one
 * extra inflate of at most `maxTotalBytes`, one entry at a time.
 */
export function checkZip(bytes: Buffer): void {
  const { entries, directoryOffset } = readCentralDirectory(bytes);
  checkCaps(entries);
  for (const { entry, compressed } of checkLayout(bytes, entries, directoryOffset)) {
    if (entry.method === 0) {
      if (compressed.length !== entry.size) throw damaged();
      continue;
    }
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge() : damaged();
    }
    if (inflated.length !== entry.size) throw damaged();
  }
}
