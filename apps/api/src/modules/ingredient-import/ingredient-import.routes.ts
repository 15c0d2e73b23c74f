import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
  importFileRequestSchema,
  importInspectResponseSchema,
  importPreviewRequestSchema,
  importResultSchema,
} from '@costeo/domain/contracts/ingredient-import';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { IngredientImportService } from './ingredient-import.service.ts';

/**
 * A 5 MB file travels as base64 (4/3 of it) inside JSON with the mapping and the row choices;
 * these routes alone accept bodies that large (the app's limit is 1 MiB).
 */
export const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_MAX_FILE_BYTES * 4) / 3) + 512 * 1024;

/** Over the body limit, say what the user can act on (the file's size), not "the request". */
function tooLargeAsFileSize(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('payload_too_large', IMPORT_FILE_TOO_LARGE);
  }
  throw error;
}

export const ingredientImportRoutes: FastifyPluginAsyncZod<{
  ingredientImport: IngredientImportService;
}> = async (app, { ingredientImport }) => {
  const tags = ['Importar precios'];
  const base = '/ingredient-import';
  const limits = { bodyLimit: IMPORT_BODY_LIMIT, errorHandler: tooLargeAsFileSize };

  app.post(
    `${base}/inspect/`,
    {
      ...limits,
      schema: {
        tags,
        summary: 'Lee un .xlsx o .csv: hojas, cabecera, primeras filas y columnas sugeridas',
        body: importFileRequestSchema,
        response: { 200: importInspectResponseSchema },
      },
    },
    (request) => ingredientImport.inspect(currentUserId(request), request.body),
  );

  app.post(
    `${base}/preview/`,
    {
      ...limits,
      schema: {
        tags,
        summary: 'Simulación: qué productos se actualizarían o crearían (no escribe nada)',
        body: importPreviewRequestSchema,
        response: { 200: importResultSchema },
      },
    },
    (request) => ingredientImport.preview(currentUserId(request), request.body),
  );

  app.post(
    `${base}/apply/`,
    {
      ...limits,
      schema: {
        tags,
        summary: 'Aplica la lista de precios en una transacción',
        body: importPreviewRequestSchema,
        response: { 200: importResultSchema },
      },
    },
    (request) => ingredientImport.apply(currentUserId(request), request.body),
  );
};
