import { idParamSchema } from '@costeo/domain/contracts/common';
import { PDF_CONTENT_TYPE, fileResponse } from '@costeo/domain/contracts/exports';
import { SUPPLIER_INVOICE_MAX_BYTES } from '@costeo/domain/contracts/supplier-invoices';
import {
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderReceivedSchema,
  purchaseOrderReceiveNotePreviewSchema,
  purchaseOrderReceiveNoteRequestSchema,
  purchaseOrderReceivePreviewRequestSchema,
  purchaseOrderReceivePreviewSchema,
  purchaseOrderReceiveRequestSchema,
  purchaseOrderSchema,
  purchaseOrderSendSchema,
  purchaseOrderSentSchema,
  suggestedOrdersQuerySchema,
  suggestedOrdersSchema,
} from '@costeo/domain/contracts/purchase-orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import { fileBodyLimits } from '../../plugins/file-body.ts';
import type { PurchaseOrdersService } from './purchase-orders.service.ts';

/** The PDF as an attachment (its name is ASCII: `pedido-PED-2026-0007.pdf`). */
function sendPdf(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Content-Length', file.body.length)
    .send(file.body);
}

/**
 * `/api/purchase-orders/…` (issue 37 points 3 and 4): the suggested orders of a delivery day and
 * the orders to suppliers — drafts, their PDF, sending by e-mail or WhatsApp, received.
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod<{
  orders: PurchaseOrdersService;
  publicUrl: string | null;
}> = async (app, { orders, publicUrl }) => {
  const tags = ['Pedidos'];
  const base = '/purchase-orders';

  app.get(
    `${base}/suggested/`,
    {
      schema: {
        tags,
        summary:
          'Pedidos sugeridos para un día de reparto (?delivery_date=AAAA-MM-DD, ?menus=1,2): por proveedor, nivel par − stock esperado + necesidades, en formatos de compra enteros (Pro)',
        querystring: suggestedOrdersQuerySchema,
        response: { 200: suggestedOrdersSchema },
      },
    },
    (request) => orders.suggested(currentUserId(request), request.query),
  );

  app.get(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Pedidos, del más reciente al más antiguo (?status=, ?supplier=)',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListSchema },
      },
    },
    async (request) => {
      const { status, supplier, ...page } = request.query;
      const found = await orders.list(
        currentUserId(request),
        { ...(status ? { status } : {}), ...(supplier ? { supplierId: supplier } : {}) },
        page,
      );
      return toPage(request, page, found, publicUrl);
    },
  );

  app.post(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Crea un pedido en borrador con su número (Pro)',
        body: purchaseOrderInputSchema,
        response: { 201: purchaseOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.create(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Un pedido con sus líneas',
        params: idParamSchema,
        response: { 200: purchaseOrderSchema },
      },
    },
    (request) => orders.get(currentUserId(request), request.params.id),
  );

  app.put(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Reescribe un pedido en borrador (Pro)',
        params: idParamSchema,
        body: purchaseOrderInputSchema,
        response: { 200: purchaseOrderSchema },
      },
    },
    (request) => orders.update(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Borra un pedido en borrador (Pro)',
        params: idParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await orders.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/pdf/`,
    {
      schema: {
        tags,
        summary: 'El pedido en PDF (A4) con los datos del negocio',
        params: idParamSchema,
        response: { 200: fileResponse(PDF_CONTENT_TYPE, 'Documento PDF.') },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await orders.pdf(currentUserId(request), request.params.id)),
  );

  app.post(
    `${base}/:id/send/`,
    {
      schema: {
        tags,
        summary:
          'Envía el pedido: por correo al proveedor con el PDF (se encola), o por WhatsApp (responde el enlace); queda enviado (Pro)',
        params: idParamSchema,
        body: purchaseOrderSendSchema,
        response: { 200: purchaseOrderSentSchema },
      },
    },
    (request) => orders.send(currentUserId(request), request.params.id, request.body.channel),
  );

  app.post(
    `${base}/:id/received/`,
    {
      schema: {
        tags,
        summary: 'Marca recibido un pedido enviado (Pro)',
        params: idParamSchema,
        response: { 200: purchaseOrderSchema },
      },
    },
    (request) => orders.received(currentUserId(request), request.params.id),
  );

  // Receiving with the supplier's albarán or invoice (issue 37 point 5): the invoices' body.
  const limits = fileBodyLimits(SUPPLIER_INVOICE_MAX_BYTES, 'El archivo supera el máximo de 5 MB.');

  app.post(
    `${base}/:id/receive/preview/`,
    {
      ...limits,
      schema: {
        tags,
        summary:
          'Compara el albarán o la factura del proveedor con un pedido enviado: lo que falta, sobra, no se pidió o cambia de precio (Pro)',
        params: idParamSchema,
        body: purchaseOrderReceivePreviewRequestSchema,
        response: { 200: purchaseOrderReceivePreviewSchema },
      },
    },
    (request) => orders.receivePreview(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/receive/`,
    {
      ...limits,
      schema: {
        tags,
        summary:
          'Recibe un pedido enviado con el albarán o la factura del proveedor: aplica sus precios, la enlaza al pedido y lo marca recibido (Pro)',
        params: idParamSchema,
        body: purchaseOrderReceiveRequestSchema,
        response: { 200: purchaseOrderReceivedSchema },
      },
    },
    (request) => orders.receive(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/receive/delivery-note/preview/`,
    {
      schema: {
        tags,
        summary:
          'Compara un albarán escrito a mano con un pedido enviado: lo que falta, sobra, no se pidió o cambia de precio (Pro)',
        params: idParamSchema,
        body: purchaseOrderReceiveNoteRequestSchema,
        response: { 200: purchaseOrderReceiveNotePreviewSchema },
      },
    },
    (request) => orders.receiveNotePreview(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/receive/delivery-note/`,
    {
      schema: {
        tags,
        summary:
          'Recibe un pedido enviado con un albarán escrito a mano: lo guarda, lo enlaza al pedido y lo marca recibido (Pro)',
        params: idParamSchema,
        body: purchaseOrderReceiveNoteRequestSchema,
        response: { 200: purchaseOrderReceiveNotePreviewSchema },
      },
    },
    (request) => orders.receiveNote(currentUserId(request), request.params.id, request.body),
  );
};
