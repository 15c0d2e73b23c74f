import { configureSpanishZod } from '@costeo/domain/zod-es';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

export const APP_VERSION = '0.1.0';
/** Largest accepted request body; larger ones get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Resolved secret (the server generates one for the embedded database). */
  jwtSecret: string;
  logger?: boolean | object;
  now?: () => Date;
}

configureSpanishZod();

/** Builds the whole application without listening (tests use `inject`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? (() => new Date());
  const tokens = createTokenSigner({
    secret: options.jwtSecret,
    accessTokenMinutes: config.accessTokenMinutes,
    refreshTokenDays: config.refreshTokenDays,
    now: () => now().getTime(),
  });
  const users = createUsersService(database.db);
  const auth = createAuthService({ db: database.db, tokens, users, now });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin, { version: APP_VERSION });
  await app.register(authenticationPlugin, { auth });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(authRoutes, { auth, users });
      await api.register(profileRoutes, { users });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}
