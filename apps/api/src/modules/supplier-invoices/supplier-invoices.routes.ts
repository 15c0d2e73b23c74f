import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  invoiceApplyRequestSchema,
  invoiceApplySchema,
  invoicePreviewRequestSchema,
  invoicePreviewSchema,
  lastPurchaseQuerySchema,
  lastPurchaseSchema,
  purchasesQuerySchema,
  purchasesSchema,
  SUPPLIER_INVOICE_MAX_BYTES,
  supplierInvoiceListSchema,
  supplierInvoiceSchema,
} from '@costeo/domain/contracts/supplier-invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import { fileBodyLimits } from '../../plugins/file-body.ts';
import type { SupplierInvoicesService } from './supplier-invoices.service.ts';

/** `/api/supplier-invoices/…` (issue 19): preview, apply, the applied invoices. */
export const supplierInvoicesRoutes: FastifyPluginAsyncZod<{
  invoices: SupplierInvoicesService;
  publicUrl: string | null;
}> = async (app, { invoices, publicUrl }) => {
  const tags = ['Facturas de proveedor'];
  const base = '/supplier-invoices';
  const limits = fileBodyLimits(SUPPLIER_INVOICE_MAX_BYTES, 'El archivo supera el máximo de 5 MB.');

  app.post(
    `${base}/preview/`,
    {
      ...limits,
      schema: {
        tags,
        summary:
          'Lee una factura (Facturae, UBL o PDF con texto): líneas, coincidencias, precios y el efecto en los márgenes',
        body: invoicePreviewRequestSchema,
        response: { 200: invoicePreviewSchema },
      },
    },
    (request) => invoices.preview(currentUserId(request), request.body),
  );

  app.post(
    `${base}/apply/`,
    {
      ...limits,
      schema: {
        tags,
        summary: 'Aplica una factura: precios con su historial, productos nuevos y la factura',
        body: invoiceApplyRequestSchema,
        response: { 201: invoiceApplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invoices.apply(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Facturas aplicadas, de la más reciente a la más antigua',
        querystring: paginationQuerySchema,
        response: { 200: supplierInvoiceListSchema },
      },
    },
    async (request) => {
      const page = await invoices.list(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  // Before /:id/ so their names are never read as ids.
  app.get(
    `${base}/purchases/`,
    {
      schema: {
        tags,
        summary: 'Gasto por proveedor y por mes según las facturas aplicadas (Pro y Business)',
        querystring: purchasesQuerySchema,
        response: { 200: purchasesSchema },
      },
    },
    (request) => invoices.purchases(currentUserId(request), request.query.months),
  );

  app.get(
    `${base}/last_purchase/`,
    {
      schema: {
        tags,
        summary: 'La última compra de un producto en una factura aplicada (Pro y Business)',
        querystring: lastPurchaseQuerySchema,
        response: { 200: lastPurchaseSchema },
      },
    },
    (request) => invoices.lastPurchase(currentUserId(request), request.query.ingredient_instance),
  );

  app.get(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Una factura aplicada con sus líneas',
        params: idParamSchema,
        response: { 200: supplierInvoiceSchema },
      },
    },
    (request) => invoices.get(currentUserId(request), request.params.id),
  );
};
