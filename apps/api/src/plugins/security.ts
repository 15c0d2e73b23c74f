import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route.ts';

/**
 * Security headers for everything, a strict CSP for the SPA, and no caching of API answers
 * (they carry private data). Mantine writes inline style attributes, hence 'unsafe-inline' for
 * styles only; scripts are same-origin only.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Served on plain http on a laptop; HSTS belongs to the TLS-terminating proxy.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      // A route that chose its own caching keeps it (a recipe photo: private, versioned URL).
      if (isApiRequest(request) && !reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
