import { PHOTO_UNSUPPORTED_TYPE } from '@costeo/domain/contracts/recipe-photos';
import { AppError } from '../../lib/app-error.ts';

/*
 * What the main thread needs to know of an upload before a worker decodes it (decision 021): its
 * type, from its signature. Apart from recipe-photo.image.ts so that the API process never loads
 * sharp or libheif's WebAssembly; only the worker threads do.
 */

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO-BMFF brands of HEIC/HEIF stills and sequences (iPhones write `heic`, some Androids `mif1`).
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The type from the bytes' signature; the file name and the browser's type are never trusted. */
export function detectPhotoType(bytes: Uint8Array): PhotoType {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (HEIC_BRANDS.has(brand)) return 'heic';
  }
  throw AppError.field('content_base64', PHOTO_UNSUPPORTED_TYPE);
}
