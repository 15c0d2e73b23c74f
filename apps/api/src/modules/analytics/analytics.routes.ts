import {
  categoryCostShareSchema,
  marginDistributionSchema,
  menuEngineeringSchema,
  menuPeriodQuerySchema,
  menuSalesRequestSchema,
  menuSalesSchema,
  priceEvolutionQuerySchema,
  priceEvolutionSchema,
  priceImpactRequestSchema,
  priceImpactSchema,
} from '@costeo/domain/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { AnalyticsService } from './analytics.service.ts';

/**
 * `/api/analytics/…` (plan feature `analytics`, Business): 403 `feature_not_available` on other
 * plans. The dashboard's own `summary/` lives in modules/dashboard.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  const tags = ['Analytics'];
  const base = '/analytics';

  app.get(
    `${base}/margin_distribution/`,
    { schema: { tags, response: { 200: marginDistributionSchema } } },
    (request) => analytics.marginDistribution(currentUserId(request)),
  );

  app.get(
    `${base}/category_cost_share/`,
    { schema: { tags, response: { 200: categoryCostShareSchema } } },
    (request) => analytics.categoryCostShare(currentUserId(request)),
  );

  app.get(
    `${base}/price_evolution/`,
    {
      schema: {
        tags,
        querystring: priceEvolutionQuerySchema,
        response: { 200: priceEvolutionSchema },
      },
    },
    (request) => analytics.priceEvolution(currentUserId(request), request.query),
  );

  app.post(
    `${base}/price_impact/`,
    { schema: { tags, body: priceImpactRequestSchema, response: { 200: priceImpactSchema } } },
    (request) => analytics.priceImpact(currentUserId(request), request.body),
  );

  app.get(
    `${base}/menu_engineering/`,
    {
      schema: {
        tags,
        querystring: menuPeriodQuerySchema,
        response: { 200: menuEngineeringSchema },
      },
    },
    (request) => analytics.menuEngineering(currentUserId(request), request.query),
  );

  app.get(
    `${base}/menu_engineering/sales/`,
    { schema: { tags, querystring: menuPeriodQuerySchema, response: { 200: menuSalesSchema } } },
    (request) => analytics.menuSales(currentUserId(request), request.query),
  );

  app.put(
    `${base}/menu_engineering/sales/`,
    { schema: { tags, body: menuSalesRequestSchema, response: { 200: menuSalesSchema } } },
    (request) => analytics.saveMenuSales(currentUserId(request), request.body),
  );
};
