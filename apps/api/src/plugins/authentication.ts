import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are protected unless they say `config: { public: true }`. */
    public?: boolean;
  }
  interface FastifyRequest {
    userId: number | null;
    /** The authenticated user's data version when the request arrived (decision 025). */
    dataVersion: string | null;
  }
}

export const NOT_AUTHENTICATED = 'Las credenciales de autenticación no se proveyeron.';

/** The authenticated user's id; routes behind the hook always have one. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) {
    throw new AppError('not_authenticated', NOT_AUTHENTICATED, {
      headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
    });
  }
  return request.userId;
}

/**
 * Protected by default: every /api route needs a valid bearer access token unless its config
 * says it is public. Tenancy starts here: handlers read the owner from `currentUserId`.
 */
export const authenticationPlugin = fp(
  (app: FastifyInstance, options: { auth: AuthService }) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('dataVersion', null);
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      if (request.routeOptions.url === undefined || !isApiRequest(request)) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) {
        throw new AppError('not_authenticated', NOT_AUTHENTICATED, {
          headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
        });
      }
      const { userId, dataVersion } = await options.auth.authenticate(match[1]);
      request.userId = userId;
      request.dataVersion = dataVersion;
    });
  },
  { name: 'authentication' },
);
