import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';

const REST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RestMethod = (typeof REST_METHODS)[number];
const isRestMethod = (method: string): method is RestMethod =>
  (REST_METHODS as readonly string[]).includes(method);

/**
 * Fastify answers 404 for a known path with a method it does not have; DRF answers 405 with
 * `Allow`. A shadow router of every API route tells the two apart in the not-found handler.
 */
export const methodNotAllowedPlugin = fp(
  (app: FastifyInstance) => {
    const shadow = FindMyWay({ ignoreTrailingSlash: true });
    const noop = () => undefined;
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = ([] as string[]).concat(route.method).map((method) => method.toUpperCase());
      for (const method of methods) {
        if (!isRestMethod(method) || shadow.hasRoute(method, route.url)) continue;
        shadow.on(method, route.url, noop);
      }
    });
    app.decorate('allowedMethods', (url: string): string[] => {
      const path = url.split('?')[0] ?? url;
      return REST_METHODS.filter((method) => shadow.find(method, path) !== null);
    });
  },
  { name: 'method-not-allowed' },
);

declare module 'fastify' {
  interface FastifyInstance {
    allowedMethods(url: string): string[];
  }
}
