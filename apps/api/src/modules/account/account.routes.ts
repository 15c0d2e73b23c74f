import {
  WRONG_ACCOUNT_PASSWORD,
  accountDeleteRequestSchema,
  accountExportSchema,
} from '@costeo/domain/contracts/account';
import { exportFileNames } from '@costeo/domain/export-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../lib/client-ip.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountService } from './account.service.ts';

/** Mi perfil's "Descargar mis datos" and "Eliminar mi cuenta". */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  auth: AuthService;
}> = async (app, { account, auth }) => {
  const tags = ['Perfil'];

  app.get(
    '/account/export/',
    {
      schema: {
        tags,
        summary: 'Todos los datos de la cuenta en JSON (el mismo documento que export-account)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const document = await account.exportAccount(currentUserId(request));
      const name = exportFileNames.accountJson(
        String(document.user.username),
        new Date(document.exported_at),
      );
      void reply.header('Content-Disposition', `attachment; filename="${name}"`);
      return document;
    },
  );

  app.post(
    '/account/delete/',
    {
      schema: {
        tags,
        summary: 'Elimina la cuenta y sus datos (las facturas se conservan)',
        body: accountDeleteRequestSchema,
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await auth.confirmPassword(userId, request.body.password, clientIp(request), {
        field: 'password',
        message: WRONG_ACCOUNT_PASSWORD,
      });
      await account.deleteAccount(userId);
      return reply.status(204).send();
    },
  );
};
