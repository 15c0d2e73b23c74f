import { z } from 'zod';
import { isoDateTime } from './common.ts';

/**
 * The photo of a recipe (docs/decisions/021-recipe-photos.md): sent as base64 in JSON, like the
 * price-list import, decoded and re-encoded as JPEG in a worker; served as JPEG bytes.
 */

/** The largest photo accepted, in bytes (10 MB: a phone's JPEG or HEIC is 1–6 MB). */
export const PHOTO_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Pixels a photo may declare (a 48 MP phone photo passes; a decompression bomb does not). */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** The stored photo fits inside this square; the list's thumbnail is a centred square crop. */
export const PHOTO_MAX_SIDE = 1200;
export const PHOTO_THUMBNAIL_SIDE = 160;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';
/** What the file picker offers (the server reads the type from the bytes, never from this). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const PHOTO_FILE_TOO_LARGE = 'La foto supera el máximo de 10 MB.';
export const PHOTO_UNSUPPORTED_TYPE =
  'Tipo de archivo no admitido: sube una foto JPEG, PNG, WebP o HEIC.';
export const PHOTO_UNREADABLE =
  'No se ha podido leer la foto: el archivo está dañado o incompleto.';
export const PHOTO_TOO_MANY_PIXELS =
  'La foto tiene demasiados píxeles (máximo 50 megapíxeles). Redúcela y vuelve a subirla.';
export const PHOTO_EMPTY = 'El archivo está vacío.';
export const PHOTO_TIMED_OUT = 'La foto tardó demasiado en procesarse. Prueba con una más pequeña.';
export const PHOTO_TOO_COMPLEX =
  'La foto es demasiado grande para procesarla. Prueba con una más pequeña.';

/** base64 of 10 MB is 4/3 of it: a longer text is a file over the limit. */
const MAX_BASE64_LENGTH = Math.ceil(PHOTO_MAX_FILE_BYTES / 3) * 4 + 8;

/** `PUT /api/recipes/{id}/photo/`. */
export const recipePhotoRequestSchema = z.object({
  content_base64: z
    .string()
    .min(1, PHOTO_EMPTY)
    .max(MAX_BASE64_LENGTH, PHOTO_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'El contenido del archivo no es base64 válido.'),
});
export type RecipePhotoRequest = z.infer<typeof recipePhotoRequestSchema>;

/** The answer of an upload: the new version (also the recipe's `photo_updated_at`). */
export const recipePhotoSchema = z.object({
  photo_updated_at: isoDateTime,
  width: z.number().int(),
  height: z.number().int(),
});
export type RecipePhoto = z.infer<typeof recipePhotoSchema>;

export const PHOTO_SIZES = ['full', 'thumbnail'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** `GET /api/recipes/{id}/photo/?size=thumbnail&v=…` (`v`: the version, so caches never go stale). */
export const recipePhotoQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES).optional(),
  v: z.string().max(40).optional(),
});
export type RecipePhotoQuery = z.infer<typeof recipePhotoQuerySchema>;
