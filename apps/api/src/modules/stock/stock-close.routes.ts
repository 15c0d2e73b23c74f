import { stockCloseQuerySchema, stockCloseSchema } from '@costeo/domain/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { StockCloseService } from './stock-close.service.ts';

/**
 * `/api/stock/close/` (issue 34 point 4): the close between two counts. "Analytics avanzado"
 * (Business): 403 `feature_not_available` on other plans; another account's count → 404.
 */
export const stockCloseRoutes: FastifyPluginAsyncZod<{ close: StockCloseService }> = async (
  app,
  { close },
) => {
  app.get(
    '/stock/close/',
    {
      schema: {
        tags: ['Inventario'],
        summary: 'Cierre entre dos recuentos: consumo real frente al teórico, por producto',
        querystring: stockCloseQuerySchema,
        response: { 200: stockCloseSchema },
      },
    },
    (request) =>
      close.close(currentUserId(request), request.query.from_count, request.query.to_count),
  );
};
