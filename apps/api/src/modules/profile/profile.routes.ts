import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  logoutAllResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
} from '@costeo/domain/contracts/auth';
import {
  businessLogoQuerySchema,
  businessLogoRequestSchema,
  businessLogoSchema,
  LOGO_CONTENT_TYPE,
  LOGO_FILE_TOO_LARGE,
  LOGO_MAX_FILE_BYTES,
} from '@costeo/domain/contracts/business-logo';
import { fileResponse } from '@costeo/domain/contracts/exports';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BusinessLogoService, LogoFile } from '../users/business-logo.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** A 5 MB logo as base64 is 4/3 of it; this route alone accepts such a body (the app: 1 MiB). */
export const LOGO_BODY_LIMIT = Math.ceil((LOGO_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

/** Over the body limit, name the logo's size (what the owner can act on), not "the request". */
function tooLargeAsLogoSize(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('payload_too_large', LOGO_FILE_TOO_LARGE);
  }
  throw error;
}

/** Private (the account's), versioned by `?v=`: a browser may keep it as long as it likes. */
function sendLogo(reply: FastifyReply, file: LogoFile, etag: string, unchanged: boolean) {
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Last-Modified', file.updatedAt.toUTCString());
  if (unchanged) return reply.status(304).send();
  return reply
    .header('Content-Type', LOGO_CONTENT_TYPE)
    .header('Content-Length', file.bytes.length)
    .send(file.bytes);
}

export const profileRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  auth: AuthService;
  logo: BusinessLogoService;
  /** After the e-mail changed: the new address gets its verification link. */
  afterEmailChange?: (userId: number) => Promise<void>;
}> = async (app, { users, auth, logo, afterEmailChange }) => {
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

  // The business's logo (issue 31), printed on the quotes: as the recipe photos (decision 021).
  app.put(
    '/profile/logo/',
    {
      bodyLimit: LOGO_BODY_LIMIT,
      errorHandler: tooLargeAsLogoSize,
      schema: {
        tags,
        summary:
          'Sube o sustituye el logotipo del negocio (PNG, JPEG o WebP en base64; máximo 5 MB)',
        body: businessLogoRequestSchema,
        response: { 200: businessLogoSchema },
      },
    },
    (request) => logo.put(currentUserId(request), request.body.content_base64),
  );

  app.get(
    '/profile/logo/',
    {
      schema: {
        tags,
        summary: 'El logotipo del negocio en PNG (`?v=`: su versión, logo_updated_at del perfil)',
        querystring: businessLogoQuerySchema,
        response: { 200: fileResponse(LOGO_CONTENT_TYPE, 'Logotipo PNG.') },
      },
    },
    async (request, reply) => {
      const file = await logo.get(currentUserId(request));
      const etag = `"logo-${file.updatedAt.getTime()}"`;
      return sendLogo(reply, file, etag, request.headers['if-none-match'] === etag);
    },
  );

  app.delete(
    '/profile/logo/',
    { schema: { tags, summary: 'Quita el logotipo del negocio' } },
    async (request, reply) => {
      await logo.remove(currentUserId(request));
      return reply.status(204).send();
    },
  );
};
