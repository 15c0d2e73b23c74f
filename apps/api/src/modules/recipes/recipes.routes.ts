import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  deleteRecipeQuerySchema,
  recipeListQuerySchema,
  recipeMarginQuerySchema,
  recipeScaleQuerySchema,
} from '@costeo/domain/contracts/recipe-queries';
import {
  duplicateRecipeRequestSchema,
  recipeCostAnalysisSchema,
  recipeListSchema,
  recipePatchSchema,
  recipeRequestSchema,
  recipeSchema,
  recipeUsedInSchema,
} from '@costeo/domain/contracts/recipes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { RecipeListKind, RecipesService } from './recipes.service.ts';

export const recipesRoutes: FastifyPluginAsyncZod<{
  recipes: RecipesService;
  publicUrl: string | null;
}> = async (app, { recipes, publicUrl }) => {
  const tags = ['Recetas'];
  const base = '/recipes';
  const withId = { params: idParamSchema };
  const listQuery = paginationQuerySchema.extend(recipeListQuerySchema.shape);
  const marginQuery = paginationQuerySchema.extend(recipeMarginQuerySchema.shape);

  const lists: [string, RecipeListKind, typeof listQuery | typeof marginQuery][] = [
    [`${base}/`, 'all', listQuery],
    // Collection actions before /:id/ so their names are never read as ids.
    [`${base}/my_recipes/`, 'mine', listQuery],
    [`${base}/profitable_recipes/`, 'profitable', marginQuery],
    [`${base}/low_margin_recipes/`, 'low_margin', marginQuery],
  ];
  for (const [url, kind, querystring] of lists) {
    app.get(
      url,
      {
        config: { answerCache: true },
        schema: { tags, querystring, response: { 200: recipeListSchema } },
      },
      async (request) => {
        const page = await recipes.list(currentUserId(request), kind, request.query);
        return toPage(request, request.query, page, publicUrl);
      },
    );
  }

  app.post(
    `${base}/`,
    { schema: { tags, body: recipeRequestSchema, response: { 201: recipeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await recipes.create(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/:id/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        ...withId,
        querystring: recipeScaleQuerySchema,
        response: { 200: recipeSchema },
      },
    },
    (request) => recipes.get(currentUserId(request), request.params.id, request.query.servings),
  );

  app.put(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: recipeRequestSchema, response: { 200: recipeSchema } } },
    (request) => recipes.update(currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: recipePatchSchema, response: { 200: recipeSchema } } },
    (request) => recipes.patch(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id/`,
    { schema: { tags, ...withId, querystring: deleteRecipeQuerySchema } },
    async (request, reply) => {
      await recipes.remove(currentUserId(request), request.params.id, request.query.force ?? false);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/:id/cost_analysis/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        ...withId,
        querystring: recipeScaleQuerySchema,
        response: { 200: recipeCostAnalysisSchema },
      },
    },
    (request) =>
      recipes.costAnalysis(currentUserId(request), request.params.id, request.query.servings),
  );

  app.get(
    `${base}/:id/used_in/`,
    { schema: { tags, ...withId, response: { 200: recipeUsedInSchema } } },
    (request) => recipes.usedIn(currentUserId(request), request.params.id),
  );

  app.post(
    `${base}/:id/duplicate/`,
    {
      schema: {
        tags,
        ...withId,
        body: duplicateRecipeRequestSchema.optional(),
        response: { 201: recipeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recipes.duplicate(currentUserId(request), request.params.id, request.body?.name),
        ),
  );
};
