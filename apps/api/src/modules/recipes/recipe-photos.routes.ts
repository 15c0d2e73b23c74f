import { idParamSchema } from '@costeo/domain/contracts/common';
import { fileResponse } from '@costeo/domain/contracts/exports';
import {
  PHOTO_CONTENT_TYPE,
  PHOTO_FILE_TOO_LARGE,
  PHOTO_MAX_FILE_BYTES,
  recipePhotoQuerySchema,
  recipePhotoRequestSchema,
  recipePhotoSchema,
} from '@costeo/domain/contracts/recipe-photos';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { PhotoFile, RecipePhotosService } from './recipe-photos.service.ts';

/** A 10 MB photo as base64 is 4/3 of it; this route alone accepts such a body (the app: 1 MiB). */
export const PHOTO_BODY_LIMIT = Math.ceil((PHOTO_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

/** Over the body limit, name the photo's size (what the cook can act on), not "the request". */
function tooLargeAsPhotoSize(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('payload_too_large', PHOTO_FILE_TOO_LARGE);
  }
  throw error;
}

function sendPhoto(reply: FastifyReply, file: PhotoFile, etag: string, unchanged: boolean) {
  reply
    .header('ETag', etag)
    // Private: the photo is the owner's. The URL carries the version, so it never goes stale.
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Last-Modified', file.updatedAt.toUTCString());
  if (unchanged) return reply.status(304).send();
  return reply
    .header('Content-Type', PHOTO_CONTENT_TYPE)
    .header('Content-Length', file.bytes.length)
    .send(file.bytes);
}

/**
 * The photo of a recipe (docs/decisions/021-recipe-photos.md). The web reads it through its axios
 * instance (bearer token) as a blob, so the GET is owner-scoped like every other read; `?v=` is
 * the recipe's `photo_updated_at`, so a private cache may keep an answer as long as it likes.
 */
export const recipePhotosRoutes: FastifyPluginAsyncZod<{ photos: RecipePhotosService }> = async (
  app,
  { photos },
) => {
  const tags = ['Recetas'];
  const url = '/recipes/:id/photo/';

  app.put(
    url,
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      errorHandler: tooLargeAsPhotoSize,
      schema: {
        tags,
        summary: 'Sube o sustituye la foto (JPEG, PNG, WebP o HEIC en base64; máximo 10 MB)',
        params: idParamSchema,
        body: recipePhotoRequestSchema,
        response: { 200: recipePhotoSchema },
      },
    },
    (request) => photos.put(currentUserId(request), request.params.id, request.body.content_base64),
  );

  app.get(
    url,
    {
      schema: {
        tags,
        summary: 'La foto en JPEG (`?size=thumbnail`: la miniatura cuadrada del listado)',
        params: idParamSchema,
        querystring: recipePhotoQuerySchema,
        response: { 200: fileResponse(PHOTO_CONTENT_TYPE, 'Foto JPEG.') },
      },
    },
    async (request, reply) => {
      const size = request.query.size ?? 'full';
      const file = await photos.get(currentUserId(request), request.params.id, size);
      const etag = `"${request.params.id}-${file.updatedAt.getTime()}-${size}"`;
      return sendPhoto(reply, file, etag, request.headers['if-none-match'] === etag);
    },
  );

  app.delete(
    url,
    { schema: { tags, summary: 'Quita la foto', params: idParamSchema } },
    async (request, reply) => {
      await photos.remove(currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
