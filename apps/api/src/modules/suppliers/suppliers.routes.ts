import { idParamSchema } from '@costeo/domain/contracts/common';
import {
  supplierInputSchema,
  supplierListQuerySchema,
  supplierOverviewQuerySchema,
  supplierOverviewSchema,
  supplierPatchSchema,
  supplierSchema,
} from '@costeo/domain/contracts/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { SuppliersService } from './suppliers.service.ts';

/** `/api/suppliers/` (issue 32): every plan; a small list, unpaginated (DESIGN.md §4). */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (
  app,
  { suppliers },
) => {
  const tags = ['Proveedores'];
  const base = '/suppliers';
  const withId = { params: idParamSchema };

  app.get(
    `${base}/`,
    {
      schema: {
        tags,
        querystring: supplierListQuerySchema,
        response: { 200: z.array(supplierSchema) },
      },
    },
    (request) => suppliers.list(currentUserId(request), request.query),
  );

  app.post(
    `${base}/`,
    { schema: { tags, body: supplierInputSchema, response: { 201: supplierSchema } } },
    async (request, reply) =>
      reply.status(201).send(await suppliers.create(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/:id/`,
    { schema: { tags, ...withId, response: { 200: supplierSchema } } },
    (request) => suppliers.get(currentUserId(request), request.params.id),
  );

  app.put(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: supplierInputSchema, response: { 200: supplierSchema } } },
    (request) => suppliers.update(currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: supplierPatchSchema, response: { 200: supplierSchema } } },
    (request) => suppliers.patch(currentUserId(request), request.params.id, request.body),
  );

  app.delete(`${base}/:id/`, { schema: { tags, ...withId } }, async (request, reply) => {
    await suppliers.remove(currentUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    `${base}/:id/overview/`,
    {
      schema: {
        tags,
        ...withId,
        querystring: supplierOverviewQuerySchema,
        response: { 200: supplierOverviewSchema },
      },
    },
    (request) =>
      suppliers.overview(currentUserId(request), request.params.id, request.query.months),
  );
};
