import {
  LOGO_MAX_HEIGHT,
  LOGO_MAX_INPUT_PIXELS,
  LOGO_MAX_WIDTH,
  LOGO_TOO_MANY_PIXELS,
  LOGO_UNREADABLE,
} from '@costeo/domain/contracts/business-logo';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/**
 * The business's logo made safe and small, in a worker thread (issue 31, as the recipe photos of
 * decision 021): the header read first (a decompression bomb is refused before it is inflated),
 * decoded with sharp's pixel limit, fitted in 800 × 400, re-encoded as PNG with no metadata. PNG
 * whatever came in: a logo's transparency must survive onto the printed page.
 */
export interface ProcessedLogo {
  image: Uint8Array;
  width: number;
  height: number;
}

sharp.concurrency(1);
sharp.cache(false);

const refuse = (message: string) => AppError.field('content_base64', message);
const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

export async function processLogo(input: { bytes: Uint8Array }): Promise<ProcessedLogo> {
  const options = { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'warning' as const };
  const metadata = await sharp(input.bytes, options)
    .metadata()
    .catch((error: unknown) => {
      throw refuse(isPixelLimit(error) ? LOGO_TOO_MANY_PIXELS : LOGO_UNREADABLE);
    });
  const { width, height } = metadata;
  if (!width || !height) throw refuse(LOGO_UNREADABLE);
  if (width * height > LOGO_MAX_INPUT_PIXELS) throw refuse(LOGO_TOO_MANY_PIXELS);
  try {
    const { data, info } = await sharp(input.bytes, { ...options, pages: 1 })
      .autoOrient()
      .resize({
        width: LOGO_MAX_WIDTH,
        height: LOGO_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    return { image: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    throw refuse(isPixelLimit(error) ? LOGO_TOO_MANY_PIXELS : LOGO_UNREADABLE);
  }
}
