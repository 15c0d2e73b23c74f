import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 2000 × 1000 photo, left half red and right half blue, so orientation shows in the pixels. */
function halves() {
  const red = {
    create: { width: 1000, height: 1000, channels: 3, background: '#d02020' },
  } as const;
  return sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#2040d0' },
  }).composite([{ input: { create: red.create }, left: 0, top: 0 }]);
}

export const photoJpeg = () => halves().jpeg({ quality: 90 }).toBuffer();
/** Stored sideways with EXIF orientation 6 (as a phone held upright writes it). */
export const photoJpegRotated = () =>
  halves().jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
export const photoPng = () => halves().png().toBuffer();
export const photoWebp = () => halves().webp().toBuffer();

/**
 * A real HEVC HEIC (an iPhone's format), 64 × 48, left half red and right half blue, made once
 * with libheif's `heif-enc` (x265): sharp's prebuilt libvips cannot write or read HEVC.
 */
export const photoHeic = () =>
  readFileSync(new URL('./fixtures/red-blue-64x48.heic', import.meta.url));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG declaring 30 000 × 30 000 grey pixels (900 megapixels, 900 MB once
 * decoded) in a few kilobytes. Its first rows are there (zero bytes deflated); a decoder that
 * trusted the header would allocate the whole image before finding the rest missing.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const pixels = deflateSync(Buffer.alloc((side + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour of the pixel at (x, y) of a JPEG, as [r, g, b]. */
export async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Red-ish or blue-ish (JPEG blurs exact values). */
export const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 150 && g < 90 && b < 90;
export const isBlue = ([r = 0, , b = 0]: number[]) => b > 150 && r < 90;

/**
 * A heavy but honest photo (issue 30): 4 500 × 3 400 pixels of noise at JPEG quality 90, ~9 MB,
 * just under the 10 MB upload limit. Noise is what compresses worst, so decoding it is the most
 * work a photo under the limit can ask for.
 */
export const heavyJpeg = () =>
  sharp({
    create: {
      width: 4_500,
      height: 3_400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
