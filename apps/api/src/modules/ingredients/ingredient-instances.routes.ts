import { idParamSchema, paginated, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  availableUnitsSchema,
  calculateCostRequestSchema,
  calculateCostResponseSchema,
  deleteInstanceQuerySchema,
  ingredientInstancePatchSchema,
  ingredientInstanceRequestSchema,
  ingredientInstanceSchema,
  ingredientUsageStatsSchema,
  instanceListQuerySchema,
  priceEquivalencesResponseSchema,
  priceHistorySchema,
  recipeIngredientOptionSchema,
  searchSuggestionsQuerySchema,
  supplierGroupSchema,
} from '@costeo/domain/contracts/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { InstancesService } from './ingredient-instances.service.ts';

export const instancesRoutes: FastifyPluginAsyncZod<{
  instances: InstancesService;
  publicUrl: string | null;
}> = async (app, { instances, publicUrl }) => {
  const tags = ['Ingredientes'];
  const base = '/ingredient-instances';
  const withId = { params: idParamSchema };

  app.get(
    `${base}/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        querystring: paginationQuerySchema.extend(instanceListQuerySchema.shape),
        response: { 200: paginated(ingredientInstanceSchema) },
      },
    },
    async (request) => {
      const page = await instances.list(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  app.post(
    `${base}/`,
    {
      schema: {
        tags,
        body: ingredientInstanceRequestSchema,
        response: { 201: ingredientInstanceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await instances.create(currentUserId(request), request.body)),
  );

  // Collection actions before /:id/ so their names are never read as ids.
  app.get(
    `${base}/suppliers/`,
    { schema: { tags, response: { 200: z.array(z.string()) } } },
    (request) => instances.suppliers(currentUserId(request)),
  );
  app.get(
    `${base}/brands/`,
    { schema: { tags, response: { 200: z.array(z.string()) } } },
    (request) => instances.brands(currentUserId(request)),
  );
  app.get(`${base}/units/`, { schema: { tags, response: { 200: availableUnitsSchema } } }, () =>
    instances.units(),
  );
  app.get(
    `${base}/search_for_recipe/`,
    {
      schema: {
        tags,
        querystring: searchSuggestionsQuerySchema,
        response: { 200: z.array(recipeIngredientOptionSchema) },
      },
    },
    (request) => instances.searchForRecipe(currentUserId(request), request.query.q),
  );
  app.get(
    `${base}/by_supplier/`,
    { schema: { tags, response: { 200: z.array(supplierGroupSchema) } } },
    (request) => instances.bySupplier(currentUserId(request)),
  );
  app.get(
    `${base}/usage_stats/`,
    { schema: { tags, response: { 200: ingredientUsageStatsSchema } } },
    (request) => instances.usageStats(currentUserId(request)),
  );

  app.get(
    `${base}/:id/`,
    {
      config: { answerCache: true },
      schema: { tags, ...withId, response: { 200: ingredientInstanceSchema } },
    },
    (request) => instances.get(currentUserId(request), request.params.id),
  );

  app.put(
    `${base}/:id/`,
    {
      schema: {
        tags,
        ...withId,
        body: ingredientInstanceRequestSchema,
        response: { 200: ingredientInstanceSchema },
      },
    },
    (request) => instances.update(currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/`,
    {
      schema: {
        tags,
        ...withId,
        body: ingredientInstancePatchSchema,
        response: { 200: ingredientInstanceSchema },
      },
    },
    (request) => instances.patch(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id/`,
    { schema: { tags, ...withId, querystring: deleteInstanceQuerySchema } },
    async (request, reply) => {
      await instances.remove(
        currentUserId(request),
        request.params.id,
        request.query.force ?? false,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:id/calculate_cost/`,
    {
      schema: {
        tags,
        ...withId,
        body: calculateCostRequestSchema,
        response: { 200: calculateCostResponseSchema },
      },
    },
    (request) => instances.calculateCost(currentUserId(request), request.params.id, request.body),
  );

  app.get(
    `${base}/:id/price_history/`,
    { schema: { tags, ...withId, response: { 200: priceHistorySchema } } },
    (request) => instances.priceHistory(currentUserId(request), request.params.id),
  );

  app.get(
    `${base}/:id/available_units/`,
    { schema: { tags, ...withId, response: { 200: availableUnitsSchema } } },
    (request) => instances.availableUnits(currentUserId(request), request.params.id),
  );

  app.get(
    `${base}/:id/price_equivalences/`,
    {
      schema: {
        tags,
        ...withId,
        response: { 200: priceEquivalencesResponseSchema },
      },
    },
    (request) => instances.priceEquivalences(currentUserId(request), request.params.id),
  );
};
