import {
  emailVerificationConfirmSchema,
  passwordResetResponseSchema,
} from '@costeo/domain/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../lib/client-ip.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

export interface EmailVerificationRoutesOptions {
  emailVerification: EmailVerificationService;
}

export const emailVerificationRoutes: FastifyPluginAsyncZod<
  EmailVerificationRoutesOptions
> = async (app, { emailVerification }) => {
  app.post(
    '/email-verification/confirm/',
    {
      config: { public: true },
      schema: {
        tags: ['Autenticación'],
        summary: 'Confirmar la dirección de correo con el enlace recibido',
        body: emailVerificationConfirmSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    (request) => emailVerification.confirm(request.body.token),
  );

  app.post(
    '/profile/resend_verification/',
    {
      schema: {
        tags: ['Perfil'],
        summary: 'Volver a enviar el enlace para confirmar la dirección de correo',
        response: { 200: passwordResetResponseSchema },
      },
    },
    (request) => emailVerification.resend(currentUserId(request), clientIp(request)),
  );
};
