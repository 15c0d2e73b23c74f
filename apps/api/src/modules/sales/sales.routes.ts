import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
} from '@costeo/domain/contracts/ingredient-import';
import {
  salesImportListSchema,
  salesImportRequestSchema,
  salesImportResultSchema,
  salesPeriodQuerySchema,
  salesSummarySchema,
  theoreticalUseSchema,
  tillItemListSchema,
  tillItemPatchSchema,
  tillItemSchema,
  tillItemsQuerySchema,
} from '@costeo/domain/contracts/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import { fileBodyLimits } from '../../plugins/file-body.ts';
import type { SalesService } from './sales.service.ts';

/** `/api/sales/…` (issue 33): the till's sales, its items and what a period's sales say. */
export const salesRoutes: FastifyPluginAsyncZod<{
  sales: SalesService;
  publicUrl: string | null;
}> = async (app, { sales, publicUrl }) => {
  const tags = ['Ventas'];
  const base = '/sales';
  const fileLimits = fileBodyLimits(IMPORT_MAX_FILE_BYTES, IMPORT_FILE_TOO_LARGE);

  app.post(
    `${base}/imports/preview/`,
    {
      ...fileLimits,
      schema: {
        tags,
        summary: 'Lee un informe de ventas del TPV: columnas, filas, totales (no escribe nada)',
        body: salesImportRequestSchema,
        response: { 200: salesImportResultSchema },
      },
    },
    (request) => sales.imports.preview(currentUserId(request), request.body),
  );

  app.post(
    `${base}/imports/apply/`,
    {
      ...fileLimits,
      schema: {
        tags,
        summary: 'Importa las ventas en una transacción; los días ya importados se reemplazan',
        body: salesImportRequestSchema,
        response: { 200: salesImportResultSchema },
      },
    },
    (request) => sales.imports.apply(currentUserId(request), request.body),
  );

  app.get(
    `${base}/imports/`,
    {
      schema: {
        tags,
        summary: 'Importaciones de ventas, de la más reciente a la más antigua',
        querystring: paginationQuerySchema,
        response: { 200: salesImportListSchema },
      },
    },
    async (request) =>
      toPage(
        request,
        request.query,
        await sales.imports.list(currentUserId(request), request.query),
        publicUrl,
      ),
  );

  app.delete(
    `${base}/imports/:id/`,
    {
      schema: {
        tags,
        summary: 'Borra una importación y sus ventas',
        params: idParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sales.imports.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/items/`,
    {
      schema: {
        tags,
        summary: 'Artículos del TPV con su vínculo y sus ventas del periodo',
        querystring: paginationQuerySchema.extend(tillItemsQuerySchema.shape),
        response: { 200: tillItemListSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...query } = request.query;
      const found = await sales.items.list(currentUserId(request), query, { page, page_size });
      return toPage(request, { page, page_size }, found, publicUrl);
    },
  );

  app.get(
    `${base}/items/:id/`,
    {
      schema: {
        tags,
        summary: 'Un artículo del TPV',
        params: idParamSchema,
        response: { 200: tillItemSchema },
      },
    },
    (request) => sales.items.get(currentUserId(request), request.params.id),
  );

  app.patch(
    `${base}/items/:id/`,
    {
      schema: {
        tags,
        summary: 'Vincula un artículo a un plato, un menú, un producto o «no es comida»',
        params: idParamSchema,
        body: tillItemPatchSchema,
        response: { 200: tillItemSchema },
      },
    },
    (request) => sales.items.update(currentUserId(request), request.params.id, request.body),
  );

  app.get(
    `${base}/summary/`,
    {
      schema: {
        tags,
        summary: 'Ventas del periodo: parte vinculada, food cost de lo vendido y platos',
        querystring: salesPeriodQuerySchema,
        response: { 200: salesSummarySchema },
      },
    },
    (request) => sales.summary(currentUserId(request), request.query),
  );

  app.get(
    `${base}/theoretical_use/`,
    {
      schema: {
        tags,
        summary: 'Consumo teórico de cada producto según las ventas del periodo',
        querystring: salesPeriodQuerySchema,
        response: { 200: theoreticalUseSchema },
      },
    },
    (request) => sales.theoreticalUse(currentUserId(request), request.query),
  );
};
