import { profileSchema, profileUpdateRequestSchema } from '@costeo/domain/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { UsersService } from '../users/users.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  const tags = ['Perfil'];

  app.get('/profile/my_stats/', { schema: { tags, response: { 200: profileSchema } } }, (request) =>
    users.getProfile(currentUserId(request)),
  );

  app.patch(
    '/profile/',
    { schema: { tags, body: profileUpdateRequestSchema, response: { 200: profileSchema } } },
    (request) => users.updateProfile(currentUserId(request), request.body),
  );
};
