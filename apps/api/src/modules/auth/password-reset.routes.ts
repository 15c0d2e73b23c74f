import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from '@costeo/domain/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../lib/client-ip.ts';
import type { PasswordResetService } from './password-reset.service.ts';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset },
) => {
  const tags = ['Autenticación'];

  app.post(
    '/password-reset/',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Pedir un enlace para elegir una contraseña nueva (la respuesta es siempre la misma)',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    (request) => passwordReset.request(request.body.email, clientIp(request)),
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Elegir una contraseña nueva con el enlace del correo; cierra todas las sesiones',
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    (request) => passwordReset.confirm(request.body),
  );
};
