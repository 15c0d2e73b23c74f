import { idParam, idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  stockCountInputSchema,
  stockCountListSchema,
  stockCountSchema,
  stockEntriesInputSchema,
  stockPlaceParInputSchema,
  stockPlaceSchema,
  stockPlacesInputSchema,
  storageAreaDetailSchema,
  storageAreaInputSchema,
  storageAreaOrderSchema,
  storageAreaSchema,
} from '@costeo/domain/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { StockService } from './stock.service.ts';

const entryParamSchema = idParamSchema.extend({
  client_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de entrada no válido.'),
});

const areaItemParamsSchema = idParamSchema.extend({ item: idParam });

/** `/api/storage-areas/…` and `/api/stock-counts/…` (issue 34 points 1 and 2). */
export const stockRoutes: FastifyPluginAsyncZod<{
  stock: StockService;
  publicUrl: string | null;
}> = async (app, { stock, publicUrl }) => {
  const tags = ['Inventario'];
  const areas = '/storage-areas';
  const counts = '/stock-counts';

  app.get(
    `${areas}/`,
    {
      schema: {
        tags,
        summary: 'Zonas de almacén, en el orden en que se recorren',
        response: { 200: z.array(storageAreaSchema) },
      },
    },
    (request) => stock.areas.list(currentUserId(request)),
  );

  app.post(
    `${areas}/`,
    {
      schema: {
        tags,
        summary: 'Crea una zona («Cámara», «Congelador»…)',
        body: storageAreaInputSchema,
        response: { 201: storageAreaDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.areas.create(currentUserId(request), request.body)),
  );

  app.put(
    `${areas}/order/`,
    {
      schema: {
        tags,
        summary: 'Ordena las zonas (todas, una vez cada una)',
        body: storageAreaOrderSchema,
        response: { 200: z.array(storageAreaSchema) },
      },
    },
    (request) => stock.areas.order(currentUserId(request), request.body.areas),
  );

  app.get(
    `${areas}/:id/`,
    {
      schema: {
        tags,
        summary: 'Una zona con sus productos y elaboraciones, en el orden de sus estantes',
        params: idParamSchema,
        response: { 200: storageAreaDetailSchema },
      },
    },
    (request) => stock.areas.detail(currentUserId(request), request.params.id),
  );

  app.put(
    `${areas}/:id/`,
    {
      schema: {
        tags,
        summary: 'Cambia el nombre de una zona',
        params: idParamSchema,
        body: storageAreaInputSchema,
        response: { 200: storageAreaDetailSchema },
      },
    },
    (request) => stock.areas.rename(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    `${areas}/:id/`,
    {
      schema: {
        tags,
        summary: 'Borra una zona',
        params: idParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await stock.areas.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${areas}/:id/items/`,
    {
      schema: {
        tags,
        summary: 'Los productos y elaboraciones de una zona, en el orden de sus estantes',
        params: idParamSchema,
        body: stockPlacesInputSchema,
        response: { 200: storageAreaDetailSchema },
      },
    },
    (request) => stock.areas.setItems(currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    `${areas}/:id/items/:item/`,
    {
      schema: {
        tags,
        summary:
          'El nivel par de un producto o elaboración en una zona (lo que debe haber tras un pedido)',
        params: areaItemParamsSchema,
        body: stockPlaceParInputSchema,
        response: { 200: stockPlaceSchema },
      },
    },
    (request) =>
      stock.areas.setPar(
        currentUserId(request),
        request.params.id,
        request.params.item,
        request.body,
      ),
  );

  app.get(
    `${counts}/`,
    {
      schema: {
        tags,
        summary: 'Recuentos de inventario, del más reciente al más antiguo',
        querystring: paginationQuerySchema,
        response: { 200: stockCountListSchema },
      },
    },
    async (request) =>
      toPage(
        request,
        request.query,
        await stock.counts.list(currentUserId(request), request.query),
        publicUrl,
      ),
  );

  app.post(
    `${counts}/`,
    {
      schema: {
        tags,
        summary: 'Empieza un recuento (completo o parcial), con o sin entradas',
        body: stockCountInputSchema,
        response: { 201: stockCountSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.counts.create(currentUserId(request), request.body)),
  );

  app.get(
    `${counts}/:id/`,
    {
      schema: {
        tags,
        summary: 'Un recuento con su hoja: lo esperado, lo contado y su valor',
        params: idParamSchema,
        response: { 200: stockCountSchema },
      },
    },
    (request) => stock.counts.get(currentUserId(request), request.params.id),
  );

  app.delete(
    `${counts}/:id/`,
    {
      schema: {
        tags,
        summary: 'Borra un recuento',
        params: idParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await stock.counts.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${counts}/:id/entries/`,
    {
      schema: {
        tags,
        summary: 'Añade entradas a un recuento (la misma client_id dos veces se guarda una)',
        params: idParamSchema,
        body: stockEntriesInputSchema,
        response: { 200: stockCountSchema },
      },
    },
    (request) =>
      stock.counts.addEntries(currentUserId(request), request.params.id, request.body.entries),
  );

  app.delete(
    `${counts}/:id/entries/:client_id/`,
    {
      schema: {
        tags,
        summary: 'Quita una entrada de un recuento (una errata)',
        params: entryParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await stock.counts.removeEntry(
        currentUserId(request),
        request.params.id,
        request.params.client_id,
      );
      return reply.status(204).send(null);
    },
  );
};
