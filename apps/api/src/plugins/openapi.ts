import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts; UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    // Public routes need no bearer token: say so in the document instead of showing a lock.
    app.addHook('onRoute', (route) => {
      if (route.config?.public) route.schema = { ...route.schema, security: [] };
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Costeo API',
          description: 'API de Costeo: escandallos, ingredientes, recetas y suscripciones.',
          version: options.version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
      staticCSP: true,
    });
  },
  { name: 'openapi' },
);
