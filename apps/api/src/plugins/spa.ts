import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from the API process (one process, one port). Hashed assets are cached
 * for a year; index.html is revalidated so a deploy is seen at once.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | null }) => {
    const distDir = options.distDir;
    const hasSpa = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'SPA not built: run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ detail: 'No encontrado.' });
    });
  },
  { name: 'spa' },
);
