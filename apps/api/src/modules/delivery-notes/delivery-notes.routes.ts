import {
  dbIntegerQuery,
  idParamSchema,
  paginationQuerySchema,
} from '@costeo/domain/contracts/common';
import {
  deliveryNoteInputSchema,
  deliveryNoteListSchema,
  deliveryNoteResultSchema,
  deliveryNoteSchema,
} from '@costeo/domain/contracts/purchases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { DeliveryNotesService } from './delivery-notes.service.ts';

/** `/api/delivery-notes/…` (issue 32): the albaranes typed by hand. */
export const deliveryNotesRoutes: FastifyPluginAsyncZod<{
  deliveryNotes: DeliveryNotesService;
  publicUrl: string | null;
}> = async (app, { deliveryNotes, publicUrl }) => {
  const tags = ['Albaranes'];
  const base = '/delivery-notes';

  app.post(
    `${base}/preview/`,
    {
      schema: {
        tags,
        summary: 'Lo que registraría un albarán: cantidades, importes, precios nuevos y márgenes',
        body: deliveryNoteInputSchema,
        response: { 200: deliveryNoteResultSchema },
      },
    },
    (request) => deliveryNotes.preview(currentUserId(request), request.body),
  );

  app.post(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Registra un albarán: las compras y los precios nuevos, con su historial',
        body: deliveryNoteInputSchema,
        response: { 201: deliveryNoteResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deliveryNotes.create(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Albaranes registrados, del más reciente al más antiguo',
        querystring: paginationQuerySchema.extend({ supplier: dbIntegerQuery().optional() }),
        response: { 200: deliveryNoteListSchema },
      },
    },
    async (request) => {
      const { supplier, ...page } = request.query;
      const found = await deliveryNotes.list(
        currentUserId(request),
        { supplierId: supplier },
        page,
      );
      return toPage(request, page, found, publicUrl);
    },
  );

  app.get(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Un albarán con sus líneas',
        params: idParamSchema,
        response: { 200: deliveryNoteSchema },
      },
    },
    (request) => deliveryNotes.get(currentUserId(request), request.params.id),
  );
};
