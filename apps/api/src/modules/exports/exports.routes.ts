import { idParamSchema } from '@costeo/domain/contracts/common';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  fileResponse,
  recipePdfQuerySchema,
  recipesXlsxQuerySchema,
} from '@costeo/domain/contracts/exports';
import { dayProductionQuerySchema } from '@costeo/domain/contracts/menu-production';
import { menuGuestsQuerySchema, menuPdfQuerySchema } from '@costeo/domain/contracts/menus';
import { stockCloseQuerySchema } from '@costeo/domain/contracts/stock';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { ExportFile, ExportsService } from './exports.service.ts';

/** `attachment; filename="…"` with the ASCII name the service made, and RFC 5987's form too. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  const asciiName = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Content-Length', file.body.length)
    .send(file.body);
}

const pdf = fileResponse(PDF_CONTENT_TYPE, 'Documento PDF.');
const xlsx = fileResponse(XLSX_CONTENT_TYPE, 'Libro de Excel (.xlsx).');

/** The exports (plan feature `exports`): 403 `feature_not_available` on the free plan. */
export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  const tags = ['Exportación'];

  app.get(
    '/recipes/:id/export/pdf/',
    {
      schema: {
        tags,
        summary: 'Ficha técnica de una receta en PDF (?servings=N la escala)',
        params: idParamSchema,
        querystring: recipePdfQuerySchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.recipePdf(currentUserId(request), request.params.id, request.query.servings),
      ),
  );

  app.get(
    '/recipes/:id/export/label/pdf/',
    {
      schema: {
        tags,
        summary:
          'Etiqueta de una receta en PDF (Reglamento UE 1169/2011): ingredientes por peso con los alérgenos en negrita e información nutricional',
        params: idParamSchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exports.nutritionLabelPdf(currentUserId(request), request.params.id)),
  );

  app.get(
    '/menus/:id/export/pdf/',
    {
      schema: {
        tags,
        summary:
          'Menú en PDF: ?variant=cliente (la carta, el menú del día o el presupuesto de un evento, con alérgenos) o interno (su escandallo); ?guests=N presupuesta un evento para N invitados',
        params: idParamSchema,
        querystring: menuPdfQuerySchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.menuPdf(currentUserId(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/menus/production/pdf/',
    {
      schema: {
        tags,
        summary:
          'Hoja de producción de un día en PDF (A4, para el pase): todos los eventos de ?date=AAAA-MM-DD, nombrados en el título (Pro)',
        querystring: dayProductionQuerySchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exports.dayProductionPdf(currentUserId(request), request.query.date)),
  );

  app.get(
    '/menus/:id/production/pdf/',
    {
      schema: {
        tags,
        summary:
          'Hoja de producción en PDF (A4, para el pase): elaboraciones en tandas y platos en raciones con sus líneas escaladas, sus pasos y una casilla para marcar; ?guests=N, sin él los invitados del evento (Pro)',
        params: idParamSchema,
        querystring: menuGuestsQuerySchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.productionPdf(
          currentUserId(request),
          request.params.id,
          request.query.guests,
        ),
      ),
  );

  app.get(
    '/exports/allergens/pdf/',
    {
      schema: {
        tags,
        summary: 'Matriz de alérgenos de todas las recetas en PDF (RD 126/2015)',
        response: { 200: pdf },
      },
    },
    async (request, reply) => sendFile(reply, await exports.allergensPdf(currentUserId(request))),
  );

  app.get(
    '/exports/ingredients/xlsx/',
    {
      schema: {
        tags,
        summary: 'Ingredientes con precios y equivalencias en Excel',
        response: { 200: xlsx },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exports.ingredientsXlsx(currentUserId(request))),
  );

  app.get(
    '/exports/recipes/xlsx/',
    {
      schema: {
        tags,
        summary: 'Recetas con sus cifras en Excel (?breakdown=true añade el desglose de cada una)',
        querystring: recipesXlsxQuerySchema,
        response: { 200: xlsx },
      },
    },
    async (request, reply) =>
      sendFile(reply, await exports.recipesXlsx(currentUserId(request), request.query)),
  );

  app.get(
    '/stock/close/pdf/',
    {
      schema: {
        tags,
        summary:
          'Cierre entre dos recuentos en PDF (Analytics avanzado, Business): food cost real frente al teórico y productos por desviación en €',
        querystring: stockCloseQuerySchema,
        response: { 200: pdf },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.stockClosePdf(
          currentUserId(request),
          request.query.from_count,
          request.query.to_count,
        ),
      ),
  );

  app.get(
    '/stock/close/xlsx/',
    {
      schema: {
        tags,
        summary: 'Cierre entre dos recuentos en Excel (Analytics avanzado, Business)',
        querystring: stockCloseQuerySchema,
        response: { 200: xlsx },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.stockCloseXlsx(
          currentUserId(request),
          request.query.from_count,
          request.query.to_count,
        ),
      ),
  );
};
