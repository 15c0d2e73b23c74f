import { PHOTO_TOO_MANY_PIXELS, PHOTO_UNREADABLE } from '@costeo/domain/contracts/recipe-photos';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { openHeic, openWithSharp } from '../recipes/recipe-photo.image.ts';

/**
 * A photo or a scan of an albarán made ready for the recogniser (issue 36, decision 044), in the
 * OCR thread: decoded as recipe photos are (HEIC through libheif, the rest through sharp with the
 * same pixel limit, a bomb refused from its header), turned upright (EXIF), greyscale, its long
 * side brought to ~2 200 px (about 270 dpi for an A4 page), contrast stretched, and straightened:
 * the skew is the angle whose rows of ink are sharpest (a projection profile over ±5°).
 */
export const OCR_LONG_SIDE = 2200;
/** The deskew's search: ±5° by ¼°, then ± ¼° by 0.05°. */
const MAX_SKEW = 5;
/** The width the skew is searched on: enough for the rows of 10 pt text on a page. */
const SKEW_WIDTH = 900;

export interface PreparedPage {
  /** Greyscale PNG, upright and straightened. */
  png: Uint8Array;
  width: number;
  height: number;
  /** The angle the page was turned by (degrees, clockwise positive), for the record. */
  skew: number;
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);
const refuse = (message: string) => AppError.field('content_base64', message);

const isHeic = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp' &&
  /^(hei[cxms]|hev[cxms]|mif1|msf1)$/.test(String.fromCharCode(...bytes.subarray(8, 12)));

/** The image, decoded and upright; a refusal in Spanish when it is not one or is too large. */
export async function openScan(bytes: Uint8Array): Promise<Sharp> {
  return isHeic(bytes) ? openHeic(bytes) : openWithSharp(bytes);
}

/**
 * The score of an angle: the sum of squares of the ink counted along lines at that angle. Rows of
 * text at the right angle make tall, narrow peaks; any other angle smears them.
 */
function profileScore(
  ink: Int32Array,
  count: number,
  width: number,
  height: number,
  degrees: number,
): number {
  const tan = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(tan) * width);
  const bins = new Float64Array(height + 2 * offset + 1);
  for (let i = 0; i < count; i += 1) {
    const p = ink[i] as number;
    const x = p % width;
    const y = (p - x) / width;
    const bin = Math.round(y - x * tan) + offset;
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  let score = 0;
  for (const value of bins) score += value * value;
  return score;
}

/** The page's skew in degrees (positive: the rows of text go down to the right, as seen). */
export async function estimateSkew(image: Sharp): Promise<number> {
  const { data, info } = await image
    .clone()
    .resize({ width: SKEW_WIDTH, withoutEnlargement: true })
    .greyscale()
    .normalise()
    .threshold(140)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // The edges of ink, not the ink: a dark table around the paper is a large blot whose rows are
  // all alike at any angle, but the strokes of letters start and stop along each row of text.
  const ink = new Int32Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 1; x < width; x += 1) {
      const p = y * width + x;
      if ((data[p] as number) < 128 && (data[p - 1] as number) >= 128) ink[count++] = p;
    }
  }
  if (count < 50) return 0;
  const search = (from: number, to: number, step: number) => {
    let best = 0;
    let bestScore = -1;
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(ink, count, width, height, angle);
      if (score > bestScore) {
        bestScore = score;
        best = angle;
      }
    }
    return best;
  };
  const coarse = search(-MAX_SKEW, MAX_SKEW, 0.25);
  const fine = search(coarse - 0.25, coarse + 0.25, 0.05);
  return Math.round(fine * 100) / 100;
}

/**
 * Uneven light and grain taken out: each pixel divided by the paper's own brightness around it (a
 * wide blur of the page: the shade of a hand or a lamp), then a 3 × 3 median against the sensor's
 * noise and the contrast stretched. Tesseract binarises the page with one threshold; a page
 * brighter at one corner than the other loses the thin strokes of the dark side (commas first).
 */
async function evenLight(data: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 1 as const } };
  const paper = await sharp(data, raw)
    .resize({ width: Math.max(1, Math.round(width / 8)) })
    .median(5)
    .blur(6)
    .resize({ width, height, fit: 'fill' })
    // One byte a pixel, as `data`: sharp makes a one-channel raw input sRGB on the way, and read
    // as one channel its three bytes a pixel put the light of a third of the page away under each
    // pixel (the page came out striped, the strokes of thin letters and commas broken).
    .extractChannel(0)
    .raw()
    .toBuffer();
  const even = Buffer.alloc(width * height);
  for (let p = 0; p < even.length; p += 1) {
    const light = Math.max(24, paper[p] ?? 255);
    even[p] = Math.min(255, Math.round(((data[p] as number) / light) * 245));
  }
  return sharp(even, raw)
    .median(3)
    .normalise({ lower: 1, upper: 99 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Decoded, upright, greyscale, sized, contrasted and straightened (see the file's comment). */
export async function preparePage(source: Sharp): Promise<PreparedPage> {
  try {
    const grey = await source
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sized = await evenLight(grey.data, grey.info.width, grey.info.height);
    const skew = await estimateSkew(sharp(sized));
    // A line at `skew` (y = x·tan, y down) comes level when the page turns by −skew.
    const straight =
      Math.abs(skew) < 0.1 ? sharp(sized) : sharp(sized).rotate(-skew, { background: '#ffffff' });
    const { data, info } = await straight
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: new Uint8Array(data), width: info.width, height: info.height, skew };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(isPixelLimit(error) ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNREADABLE);
  }
}
