import { z } from 'zod';
import { isoDateTime } from './common.ts';

/**
 * The business's logo (issue 31), printed on its quotes: sent as base64 in JSON like a recipe
 * photo, decoded and re-encoded as PNG (transparency kept) in a worker, served as PNG bytes.
 */

/** The largest file accepted, in bytes (a logo is rarely over 1 MB). */
export const LOGO_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Pixels a logo may declare before it is decoded (a decompression bomb declares millions). */
export const LOGO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored logo fits inside this box (a wide logo keeps its shape; never enlarged). */
export const LOGO_MAX_WIDTH = 800;
export const LOGO_MAX_HEIGHT = 400;
export const LOGO_CONTENT_TYPE = 'image/png';
/** What the file picker offers (the server reads the type from the bytes, never from this). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export const LOGO_FILE_TOO_LARGE = 'El logotipo supera el máximo de 5 MB.';
export const LOGO_UNSUPPORTED_TYPE =
  'Tipo de archivo no admitido: sube el logotipo en PNG, JPEG o WebP.';
export const LOGO_UNREADABLE =
  'No se ha podido leer el logotipo: el archivo está dañado o incompleto.';
export const LOGO_TOO_MANY_PIXELS =
  'El logotipo tiene demasiados píxeles (máximo 40 megapíxeles). Redúcelo y vuelve a subirlo.';
export const LOGO_EMPTY = 'El archivo está vacío.';
export const LOGO_TIMED_OUT =
  'El logotipo tardó demasiado en procesarse. Prueba con una imagen más pequeña.';
export const LOGO_TOO_COMPLEX =
  'El logotipo es demasiado grande para procesarlo. Prueba con una imagen más pequeña.';

const MAX_BASE64_LENGTH = Math.ceil(LOGO_MAX_FILE_BYTES / 3) * 4 + 8;

/** `PUT /api/profile/logo/`. */
export const businessLogoRequestSchema = z.object({
  content_base64: z
    .string()
    .min(1, LOGO_EMPTY)
    .max(MAX_BASE64_LENGTH, LOGO_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'El contenido del archivo no es base64 válido.'),
});
export type BusinessLogoRequest = z.infer<typeof businessLogoRequestSchema>;

/** The answer of an upload: the new version (also the profile's `logo_updated_at`). */
export const businessLogoSchema = z.object({
  logo_updated_at: isoDateTime,
  width: z.number().int(),
  height: z.number().int(),
});
export type BusinessLogo = z.infer<typeof businessLogoSchema>;

/** `GET /api/profile/logo/?v=…` (`v`: the version, so caches never go stale). */
export const businessLogoQuerySchema = z.object({ v: z.string().max(40).optional() });
