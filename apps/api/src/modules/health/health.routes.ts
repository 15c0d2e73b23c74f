import { healthSchema, healthUnavailableSchema } from '@costeo/domain/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: {
        tags: ['Sistema'],
        security: [],
        response: { 200: healthSchema, 503: healthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      try {
        return {
          status: 'ok' as const,
          database: database.kind,
          migrations: await database.migrationStatus(),
          version,
        };
      } catch (error) {
        // The database away: 503 with Retry-After, so a load balancer takes this instance out
        // until it answers again (issue 30). Anything else is a real error.
        if (!isDatabaseUnavailable(error)) throw error;
        return reply
          .status(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, database: 'unavailable' as const, version });
      }
    },
  );
};
