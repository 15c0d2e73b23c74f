import { paginationQuerySchema } from '@costeo/domain/contracts/common';
import { purchaseListSchema, purchasesListQuerySchema } from '@costeo/domain/contracts/purchases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { PurchasesService } from './ingredient-purchases.service.ts';

/** `/api/purchases/` (issue 32): the ledger's purchases, filtered and paginated. */
export const purchasesRoutes: FastifyPluginAsyncZod<{
  purchases: PurchasesService;
  publicUrl: string | null;
}> = async (app, { purchases, publicUrl }) => {
  app.get(
    '/purchases/',
    {
      schema: {
        tags: ['Compras'],
        summary:
          'Compras registradas (facturas, listas de precios, albaranes), de la más reciente a la más antigua',
        querystring: paginationQuerySchema.extend(purchasesListQuerySchema.shape),
        response: { 200: purchaseListSchema },
      },
    },
    async (request) => {
      const { ingredient_instance, supplier, date_from, date_to, ...page } = request.query;
      const found = await purchases.list(
        currentUserId(request),
        {
          instanceId: ingredient_instance,
          supplierId: supplier,
          dateFrom: date_from,
          dateTo: date_to,
        },
        page,
      );
      return toPage(request, page, found, publicUrl);
    },
  );
};
