import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
  importFileRequestSchema,
  importInspectResponseSchema,
  importPreviewRequestSchema,
  importResultSchema,
} from '@costeo/domain/contracts/ingredient-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import { fileBodyLimits } from '../../plugins/file-body.ts';
import type { IngredientImportService } from './ingredient-import.service.ts';

export const ingredientImportRoutes: FastifyPluginAsyncZod<{
  ingredientImport: IngredientImportService;
}> = async (app, { ingredientImport }) => {
  const tags = ['Importar precios'];
  const base = '/ingredient-import';
  const limits = fileBodyLimits(IMPORT_MAX_FILE_BYTES, IMPORT_FILE_TOO_LARGE);

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
