import {
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_THUMBNAIL_SIDE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
} from '@costeo/domain/contracts/recipe-photos';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { detectPhotoType } from './recipe-photo.type.ts';

/**
 * A recipe photo made safe and small, in a worker thread (decision 021): decoded, turned upright
 * (EXIF orientation), fitted in 1200 × 1200, re-encoded as JPEG with no metadata (no GPS, no
 * camera), plus a square thumbnail for the Recetas list.
 */
export interface ProcessedPhoto {
  image: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

// One libvips thread and no operation cache per worker: the pool bounds the work, not libvips.
sharp.concurrency(1);
sharp.cache(false);

const FIELD = 'content_base64';
const refuse = (message: string) => AppError.field(FIELD, message);

/** sharp's refusal of an image over `limitInputPixels` ("Input image exceeds pixel limit"). */
const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

function checkPixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw refuse(PHOTO_UNREADABLE);
  if (width * height > PHOTO_MAX_INPUT_PIXELS) throw refuse(PHOTO_TOO_MANY_PIXELS);
}

/**
 * HEVC HEIC (every iPhone photo) through libheif in WebAssembly: sharp's prebuilt libvips reads
 * only AV1 HEIF. The declared size is checked before a pixel is decoded; libheif applies the
 * file's rotation and mirroring itself.
 */
export async function openHeic(bytes: Uint8Array): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw refuse(PHOTO_UNREADABLE);
  }
  try {
    const [first] = images;
    if (!first) throw refuse(PHOTO_UNREADABLE);
    checkPixels(first.width, first.height);
    const decoded = await first.decode().catch(() => {
      throw refuse(PHOTO_UNREADABLE);
    });
    const pixels = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
    return sharp(pixels, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
    });
  } finally {
    images.dispose();
  }
}

/**
 * Every other type through sharp, header first: a bomb is refused before it is inflated. Also the
 * opener of a photographed albarán (issue 36), which adds TIFF scans (sharp reads them as well).
 */
export async function openWithSharp(bytes: Uint8Array): Promise<Sharp> {
  // `failOn: 'warning'` (sharp's default, said here on purpose): a truncated JPEG is refused.
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'warning' as const };
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch((error: unknown) => {
      throw refuse(isPixelLimit(error) ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNREADABLE);
    });
  checkPixels(metadata.width, metadata.height);
  // Animated WebP/PNG: the first frame only. autoOrient applies EXIF orientation.
  return sharp(bytes, { ...options, pages: 1 }).autoOrient();
}

export async function processPhoto(input: { bytes: Uint8Array }): Promise<ProcessedPhoto> {
  const type = detectPhotoType(input.bytes);
  const source = type === 'heic' ? await openHeic(input.bytes) : await openWithSharp(input.bytes);
  try {
    const full = await source
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Transparency (PNG, WebP) on white, as a printed page shows it.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(full.data)
      .resize({ width: PHOTO_THUMBNAIL_SIDE, height: PHOTO_THUMBNAIL_SIDE, fit: 'cover' })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return {
      image: new Uint8Array(full.data),
      thumbnail: new Uint8Array(thumbnail),
      width: full.info.width,
      height: full.info.height,
    };
  } catch (error) {
    throw refuse(isPixelLimit(error) ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNREADABLE);
  }
}
