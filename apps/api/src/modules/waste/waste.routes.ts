import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import { fileResponse } from '@costeo/domain/contracts/exports';
import {
  PHOTO_CONTENT_TYPE,
  PHOTO_FILE_TOO_LARGE,
  PHOTO_MAX_FILE_BYTES,
  recipePhotoRequestSchema,
  recipePhotoSchema,
} from '@costeo/domain/contracts/recipe-photos';
import {
  wasteBatchResultSchema,
  wasteEntriesBatchSchema,
  wasteEntryInputSchema,
  wasteEntryPatchSchema,
  wasteEntrySchema,
  wasteListQuerySchema,
  wasteListSchema,
  wasteQuickSchema,
  wasteSummaryQuerySchema,
  wasteSummarySchema,
  wasteWeeksSchema,
} from '@costeo/domain/contracts/waste';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { WasteService } from './waste.service.ts';

/** A 10 MB photo as base64 is 4/3 of it (as the recipe photo's route; the app: 1 MiB). */
const PHOTO_BODY_LIMIT = Math.ceil((PHOTO_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

/** Over the body limit, name the photo's size, as the recipe photo does. */
function tooLargeAsPhotoSize(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('payload_too_large', PHOTO_FILE_TOO_LARGE);
  }
  throw error;
}

function sendPhoto(
  reply: FastifyReply,
  file: { bytes: Buffer; updatedAt: Date },
  etag: string,
  unchanged: boolean,
) {
  reply
    .header('ETag', etag)
    // Private: the photo is the owner's.
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Last-Modified', file.updatedAt.toUTCString());
  if (unchanged) return reply.status(304).send();
  return reply
    .header('Content-Type', PHOTO_CONTENT_TYPE)
    .header('Content-Length', file.bytes.length)
    .send(file.bytes);
}

const listQuerySchema = wasteListQuerySchema
  .omit({ page: true, page_size: true })
  .extend(paginationQuerySchema.shape);

/**
 * `/api/waste/…` (issue 35 points 1 and 3): the waste log, its photos and its reports. Every plan
 * (a legal obligation needs no upgrade); another account's entry is 404.
 */
export const wasteRoutes: FastifyPluginAsyncZod<{
  waste: WasteService;
  publicUrl: string | null;
}> = async (app, { waste, publicUrl }) => {
  const tags = ['Mermas'];

  app.get(
    '/waste/',
    {
      schema: {
        tags,
        summary: 'Mermas y desperdicio, del día más reciente al más antiguo',
        querystring: listQuerySchema,
        response: { 200: wasteListSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return toPage(
        request,
        { page, page_size },
        await waste.entries.list(currentUserId(request), filters, { page, page_size }),
        publicUrl,
      );
    },
  );

  app.post(
    '/waste/',
    {
      schema: {
        tags,
        summary:
          'Registra una merma: un producto, una elaboración o un plato (raciones); la misma client_id dos veces se guarda una',
        body: wasteEntryInputSchema,
        response: { 200: wasteEntrySchema, 201: wasteEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await waste.entries.create(currentUserId(request), request.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.post(
    '/waste/batch/',
    {
      schema: {
        tags,
        summary: 'Registra varias mermas a la vez (lo tecleado sin conexión), en una transacción',
        body: wasteEntriesBatchSchema,
        response: { 200: wasteBatchResultSchema },
      },
    },
    (request) => waste.entries.batch(currentUserId(request), request.body.entries),
  );

  app.get(
    '/waste/quick/',
    {
      schema: {
        tags,
        summary: 'Entrada rápida: los motivos, destinos y productos usados últimamente',
        response: { 200: wasteQuickSchema },
      },
    },
    (request) => waste.entries.quick(currentUserId(request)),
  );

  app.get(
    '/waste/summary/',
    {
      schema: {
        tags,
        summary:
          'Mermas por mes, motivo, destino y producto, en € y kg, y en % de las compras (por defecto, los últimos 12 meses)',
        querystring: wasteSummaryQuerySchema,
        response: { 200: wasteSummarySchema },
      },
    },
    (request) => waste.summary(currentUserId(request), request.query),
  );

  app.get(
    '/waste/weeks/',
    {
      schema: {
        tags,
        summary:
          'Mermas de las últimas 12 semanas (de lunes a domingo) y la revisión vencida del plan',
        response: { 200: wasteWeeksSchema },
      },
    },
    (request) => waste.weeks(currentUserId(request)),
  );

  app.get(
    '/waste/:id/',
    {
      schema: {
        tags,
        summary: 'Una merma, valorada al coste de su día',
        params: idParamSchema,
        response: { 200: wasteEntrySchema },
      },
    },
    (request) => waste.entries.get(currentUserId(request), request.params.id),
  );

  app.patch(
    '/waste/:id/',
    {
      schema: {
        tags,
        summary: 'Corrige una merma (fecha, cantidad, unidad, motivo, destino o nota)',
        params: idParamSchema,
        body: wasteEntryPatchSchema,
        response: { 200: wasteEntrySchema },
      },
    },
    (request) => waste.entries.update(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/waste/:id/',
    {
      schema: {
        tags,
        summary: 'Borra una merma',
        params: idParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await waste.entries.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const photo = '/waste/:id/photo/';

  app.put(
    photo,
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      errorHandler: tooLargeAsPhotoSize,
      schema: {
        tags,
        summary: 'Sube o sustituye la foto de una merma (JPEG, PNG, WebP o HEIC en base64)',
        params: idParamSchema,
        body: recipePhotoRequestSchema,
        response: { 200: recipePhotoSchema },
      },
    },
    (request) =>
      waste.photo.put(currentUserId(request), request.params.id, request.body.content_base64),
  );

  app.get(
    photo,
    {
      schema: {
        tags,
        summary: 'La foto de una merma en JPEG',
        params: idParamSchema,
        response: { 200: fileResponse(PHOTO_CONTENT_TYPE, 'Foto JPEG.') },
      },
    },
    async (request, reply) => {
      const file = await waste.photo.get(currentUserId(request), request.params.id);
      const etag = `"w${request.params.id}-${file.updatedAt.getTime()}"`;
      return sendPhoto(reply, file, etag, request.headers['if-none-match'] === etag);
    },
  );

  app.delete(
    photo,
    { schema: { tags, summary: 'Quita la foto de una merma', params: idParamSchema } },
    async (request, reply) => {
      await waste.photo.remove(currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
