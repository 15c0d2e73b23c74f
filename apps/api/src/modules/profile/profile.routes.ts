import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  logoutAllResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
} from '@costeo/domain/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../lib/client-ip.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from '../users/users.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  auth: AuthService;
  /** After the e-mail changed: the new address gets its verification link. */
  afterEmailChange?: (userId: number) => Promise<void>;
}> = async (app, { users, auth, afterEmailChange }) => {
  const tags = ['Perfil'];

  app.get('/profile/my_stats/', { schema: { tags, response: { 200: profileSchema } } }, (request) =>
    users.getProfile(currentUserId(request)),
  );

  app.patch(
    '/profile/',
    { schema: { tags, body: profileUpdateRequestSchema, response: { 200: profileSchema } } },
    async (request) => {
      const profile = await users.updateProfile(currentUserId(request), request.body);
      if (request.body.email !== undefined && !profile.email_verified) {
        await afterEmailChange?.(profile.id);
      }
      return profile;
    },
  );

  app.post(
    '/profile/change_password/',
    {
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    (request) => auth.changePassword(currentUserId(request), request.body, clientIp(request)),
  );

  app.post(
    '/profile/logout_all/',
    { schema: { tags, response: { 200: logoutAllResponseSchema } } },
    async (request) => {
      await auth.logoutAll(currentUserId(request));
      return {};
    },
  );
};
