import { describe, expect, it } from 'vitest';
import { lyingZipBombXlsx, zipBombXlsx } from '../../../test/hostile-xlsx.ts';
import { toXlsx } from '../../../test/import-fixtures.ts';
import { checkZip, ZipCheckError, ZIP_LIMITS, type ZipRefusal } from './xlsx-zip-check.ts';

function refusal(bytes: Buffer): ZipRefusal | null {
  try {
    checkZip(bytes);
    return null;
  } catch (error) {
    if (error instanceof ZipCheckError) return error.reason;
    throw error;
  }
}

describe('checkZip (the .xlsx central directory, before anything is inflated)', () => {
  it('accepts a normal workbook', async () => {
    const xlsx = await toXlsx([['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '11']]);
    expect(refusal(xlsx)).toBeNull();
  });

  // From its central directory alone, synchronously: nothing is inflated (the server's answer
  // time for it is a bar of `npm run bench:hostile`, "zip bomb").
  it('refuses a zip bomb (1.6 GB declared) from its directory', () => {
    const bomb = zipBombXlsx();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(refusal(bomb)).toBe('too_large');
  });

  it('refuses an entry over the ratio cap even when the total is under the size cap', () => {
    expect(refusal(zipBombXlsx(20 * 1024 * 1024))).toBe('too_large');
  });

  it('refuses a directory that lies about the size: inflating stops at the declared size', () => {
    expect(refusal(lyingZipBombXlsx())).toBe('too_large');
  });

  it('refuses a truncated or non-zip file as damaged', async () => {
    const xlsx = await toXlsx([['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '11']]);
    expect(refusal(xlsx.subarray(0, xlsx.length - 40))).toBe('damaged');
    expect(refusal(xlsx.subarray(0, Math.floor(xlsx.length / 2)))).toBe('damaged');
    expect(refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('damaged');
  });

  it('refuses more entries than the cap', async () => {
    const xlsx = await toXlsx([['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '11']]);
    const forged = Buffer.from(xlsx);
    // The end record's entry count (offset 10), past the cap.
    forged.writeUInt16LE(ZIP_LIMITS.maxEntries + 1, forged.length - 22 + 10);
    expect(refusal(forged)).toBe('too_large');
  });
});
