import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The routes the web build prerenders (apps/web src/app/prerender.tsx), and their files. */
const PRERENDERED_PAGES = new Map([
  ['/', 'pages/index.html'],
  ['/login', 'pages/login.html'],
  ['/registro', 'pages/registro.html'],
]);

/**
 * Serves the built SPA from the API process (one process, one port). Hashed assets are cached
 * for a year; index.html is revalidated so a deploy is seen at once. The build writes brotli and
 * gzip siblings (`x.js.br`, `x.js.gz`) and `preCompressed` sends the best one the client accepts,
 * so nothing is compressed per request. The public pages come prerendered (`pages/`, written by
 * apps/web's build): they paint before their script arrives.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | null }) => {
    const distDir = options.distDir;
    const hasSpa = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    if (hasSpa) {
      const setHeaders = (reply: FastifyReply, file: string) => {
        reply.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        // The body depends on Accept-Encoding: caches must key on it.
        reply.header('Vary', 'Accept-Encoding');
      };
      // Top-level files (favicon…) as they are at start-up; hashed assets looked up on each
      // request, so a rebuild while the server runs is served too.
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
      await app.register(fastifyStatic, {
        root: path.join(distDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    } else {
      app.log.warn({ distDir }, 'SPA not built: run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      // A missing file (an old hashed asset) is a 404, never index.html served as JavaScript.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && !isFile && hasSpa && isPage) {
        const prerendered = PRERENDERED_PAGES.get(pathname);
        // A build from before prerendering (or cut off) has only index.html.
        const file =
          prerendered !== undefined && existsSync(path.join(distDir, prerendered))
            ? prerendered
            : 'index.html';
        return reply.header('Cache-Control', 'no-cache').sendFile(file);
      }
      const allowed = isApi ? app.allowedMethods(request.url) : [];
      // OPTIONS (a preflight, a client asking what a path takes) is what the Allow header lists:
      // it answers with the methods, never 405 (issue 30). No CORS headers: the app and the API
      // share one origin, so another origin's preflight still finds nothing it may send.
      if (allowed.length > 0 && request.method === 'OPTIONS') {
        return reply
          .status(204)
          .header('Allow', [...allowed, 'OPTIONS'].join(', '))
          .send();
      }
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', [...allowed, 'OPTIONS'].join(', '))
          .send({ detail: `Método "${request.method}" no permitido.` });
      }
      return reply.status(404).send({ detail: 'No encontrado.' });
    });
  },
  { name: 'spa' },
);
