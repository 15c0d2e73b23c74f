import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  deleteExtraCostDefinitionQuerySchema,
  extraCostDefinitionListQuerySchema,
  extraCostDefinitionListSchema,
  extraCostDefinitionPatchSchema,
  extraCostDefinitionRequestSchema,
  extraCostDefinitionSchema,
  extraCostHistoryListSchema,
  extraCostHistoryQuerySchema,
  recipeExtraCostListSchema,
  recipeExtraCostPatchSchema,
  recipeExtraCostRequestSchema,
  recipeExtraCostSchema,
  recipeExtraCostsQuerySchema,
} from '@costeo/domain/contracts/extra-costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { ExtraCostsService } from './extra-costs.service.ts';

/** SPEC.md §7 "Extra costs": definitions, recipe extra costs, history. The owner is the user. */
export const extraCostsRoutes: FastifyPluginAsyncZod<{
  extraCosts: ExtraCostsService;
  publicUrl: string | null;
}> = async (app, { extraCosts, publicUrl }) => {
  const tags = ['Costos extra'];
  const withId = { params: idParamSchema };
  const definitions = '/extra-cost-definitions';
  const attached = '/recipe-extra-costs';

  // ---------- definitions ----------
  app.get(
    `${definitions}/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        querystring: paginationQuerySchema.extend(extraCostDefinitionListQuerySchema.shape),
        response: { 200: extraCostDefinitionListSchema },
      },
    },
    async (request) => {
      const page = await extraCosts.listDefinitions(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  app.post(
    `${definitions}/`,
    {
      schema: {
        tags,
        body: extraCostDefinitionRequestSchema,
        response: { 201: extraCostDefinitionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await extraCosts.createDefinition(currentUserId(request), request.body)),
  );

  app.get(
    `${definitions}/:id/`,
    { schema: { tags, ...withId, response: { 200: extraCostDefinitionSchema } } },
    (request) => extraCosts.getDefinition(currentUserId(request), request.params.id),
  );

  for (const [method, body] of [
    ['PUT', extraCostDefinitionRequestSchema],
    ['PATCH', extraCostDefinitionPatchSchema],
  ] as const) {
    app.route({
      method,
      url: `${definitions}/:id/`,
      schema: { tags, ...withId, body, response: { 200: extraCostDefinitionSchema } },
      handler: (request) => {
        const userId = currentUserId(request);
        return extraCosts.updateDefinition(userId, userId, request.params.id, request.body);
      },
    });
  }

  app.delete(
    `${definitions}/:id/`,
    { schema: { tags, ...withId, querystring: deleteExtraCostDefinitionQuerySchema } },
    async (request, reply) => {
      const userId = currentUserId(request);
      await extraCosts.removeDefinition(
        userId,
        userId,
        request.params.id,
        request.query.force ?? false,
      );
      return reply.status(204).send();
    },
  );

  // ---------- recipe extra costs ----------
  app.get(
    `${attached}/`,
    {
      schema: {
        tags,
        querystring: paginationQuerySchema.extend(recipeExtraCostsQuerySchema.shape),
        response: { 200: recipeExtraCostListSchema },
      },
    },
    async (request) => {
      const page = await extraCosts.listRecipeExtraCosts(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  app.post(
    `${attached}/`,
    {
      schema: {
        tags,
        body: recipeExtraCostRequestSchema,
        response: { 201: recipeExtraCostSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      return reply
        .status(201)
        .send(await extraCosts.createRecipeExtraCost(userId, userId, request.body));
    },
  );

  app.get(
    `${attached}/:id/`,
    { schema: { tags, ...withId, response: { 200: recipeExtraCostSchema } } },
    (request) => extraCosts.getRecipeExtraCost(currentUserId(request), request.params.id),
  );

  for (const [method, body] of [
    ['PUT', recipeExtraCostRequestSchema],
    ['PATCH', recipeExtraCostPatchSchema],
  ] as const) {
    app.route({
      method,
      url: `${attached}/:id/`,
      schema: { tags, ...withId, body, response: { 200: recipeExtraCostSchema } },
      handler: (request) => {
        const userId = currentUserId(request);
        return extraCosts.updateRecipeExtraCost(userId, userId, request.params.id, request.body);
      },
    });
  }

  app.delete(`${attached}/:id/`, { schema: { tags, ...withId } }, async (request, reply) => {
    const userId = currentUserId(request);
    await extraCosts.removeRecipeExtraCost(userId, userId, request.params.id);
    return reply.status(204).send();
  });

  // ---------- history ----------
  app.get(
    '/extra-cost-history/',
    {
      schema: {
        tags,
        querystring: paginationQuerySchema.extend(extraCostHistoryQuerySchema.shape),
        response: { 200: extraCostHistoryListSchema },
      },
    },
    async (request) => {
      const page = await extraCosts.listHistory(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );
};
