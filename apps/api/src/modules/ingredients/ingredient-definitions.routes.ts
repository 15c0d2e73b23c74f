import { idParamSchema, paginationQuerySchema, paginated } from '@costeo/domain/contracts/common';
import {
  customDefinitionRequestSchema,
  definitionListQuerySchema,
  definitionSuggestionSchema,
  ingredientCategorySchema,
  ingredientDefinitionSchema,
  searchSuggestionsQuerySchema,
  usageSchemaSchema,
} from '@costeo/domain/contracts/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { DefinitionsService } from './ingredient-definitions.service.ts';

export const definitionsRoutes: FastifyPluginAsyncZod<{
  definitions: DefinitionsService;
  publicUrl: string | null;
}> = async (app, { definitions, publicUrl }) => {
  const tags = ['Catálogo de ingredientes'];
  const base = '/ingredient-definitions';

  app.get(
    `${base}/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        querystring: paginationQuerySchema.extend(definitionListQuerySchema.shape),
        response: { 200: paginated(ingredientDefinitionSchema) },
      },
    },
    async (request) => {
      const page = await definitions.list(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  app.post(
    `${base}/`,
    {
      schema: {
        tags,
        body: customDefinitionRequestSchema,
        response: { 201: ingredientDefinitionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await definitions.createCustom(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/categories/`,
    { schema: { tags, response: { 200: z.array(ingredientCategorySchema) } } },
    (request) => definitions.categories(currentUserId(request)),
  );

  app.get(
    `${base}/search_suggestions/`,
    {
      schema: {
        tags,
        querystring: searchSuggestionsQuerySchema,
        response: { 200: z.array(definitionSuggestionSchema) },
      },
    },
    (request) => definitions.suggestions(currentUserId(request), request.query.q),
  );

  app.get(
    `${base}/:id/`,
    { schema: { tags, params: idParamSchema, response: { 200: ingredientDefinitionSchema } } },
    (request) => definitions.get(currentUserId(request), request.params.id),
  );

  app.get(
    `${base}/:id/usage_schema/`,
    { schema: { tags, params: idParamSchema, response: { 200: usageSchemaSchema } } },
    (request) => definitions.usageSchema(currentUserId(request), request.params.id),
  );
};
