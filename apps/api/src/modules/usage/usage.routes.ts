import {
  monthlyUsageQuerySchema,
  monthlyUsageSchema,
  quotaInfoSchema,
  quotaProgressSchema,
  usageStatsSchema,
} from '@costeo/domain/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { UsageService } from './usage.service.ts';

export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageService }> = async (
  app,
  { usage },
) => {
  const tags = ['Uso'];

  app.get(
    '/profile/quota_info/',
    { schema: { tags, response: { 200: quotaInfoSchema } } },
    (request) => usage.quotaInfo(currentUserId(request)),
  );

  app.get('/usage/stats/', { schema: { tags, response: { 200: usageStatsSchema } } }, (request) =>
    usage.stats(currentUserId(request)),
  );

  app.get(
    '/usage/quota_progress/',
    { schema: { tags, response: { 200: quotaProgressSchema } } },
    (request) => usage.quotaProgress(currentUserId(request)),
  );

  app.get(
    '/usage/monthly/',
    {
      schema: { tags, querystring: monthlyUsageQuerySchema, response: { 200: monthlyUsageSchema } },
    },
    (request) => usage.monthly(currentUserId(request), request.query.year, request.query.month),
  );
};
