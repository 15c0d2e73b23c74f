import {
  registerRequestSchema,
  registerResponseSchema,
  tokenBlacklistRequestSchema,
  tokenObtainRequestSchema,
  tokenPairSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from '@costeo/domain/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIp } from '../../lib/client-ip.ts';
import { toProfile } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** After an account is created (the address-verification mail is queued there). */
  afterRegister?: (userId: number) => Promise<void>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, afterRegister },
) => {
  const tags = ['Autenticación'];

  app.post(
    '/token/',
    {
      config: { public: true },
      schema: { tags, body: tokenObtainRequestSchema, response: { 200: tokenPairSchema } },
    },
    (request) => auth.login(request.body.username, request.body.password, clientIp(request)),
  );

  app.post(
    '/token/refresh/',
    {
      config: { public: true },
      schema: {
        tags,
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshResponseSchema },
      },
    },
    (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/token/blacklist/',
    {
      config: { public: true },
      schema: { tags, body: tokenBlacklistRequestSchema, response: { 200: z.object({}) } },
    },
    async (request) => {
      await auth.blacklist(request.body.refresh);
      return {};
    },
  );

  app.post(
    '/register/',
    {
      config: { public: true },
      schema: { tags, body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const { user, ...pair } = await auth.register(request.body, clientIp(request));
      await afterRegister?.(user.id);
      return reply.status(201).send({ user: toProfile(user), ...pair });
    },
  );
};
