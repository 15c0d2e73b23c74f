import { dashboardSummarySchema } from '@costeo/domain/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The Dashboard's one call (issue 10): every plan, owner-scoped. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/analytics/summary/',
    {
      config: { answerCache: true },
      schema: {
        tags: ['Dashboard'],
        summary: 'Resumen del Dashboard: cifras, márgenes, costes incompletos, precios y plan',
        response: { 200: dashboardSummarySchema },
      },
    },
    (request) => dashboard.summary(currentUserId(request)),
  );
};
