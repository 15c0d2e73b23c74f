import { healthSchema } from '@costeo/domain/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: { tags: ['Sistema'], security: [], response: { 200: healthSchema } },
    },
    async () => ({
      status: 'ok' as const,
      database: database.kind,
      migrations: await database.migrationStatus(),
      version,
    }),
  );
};
