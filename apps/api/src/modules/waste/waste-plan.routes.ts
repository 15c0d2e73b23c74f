import { PDF_CONTENT_TYPE, fileResponse } from '@costeo/domain/contracts/exports';
import {
  wastePlanInputSchema,
  wastePlanPdfQuerySchema,
  wastePlanStateSchema,
} from '@costeo/domain/contracts/waste';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/authentication.ts';
import type { WastePlanService } from './waste-plan.service.ts';

/** The PDF as an attachment (its name is ASCII: `plan-prevencion-desperdicio-v3.pdf`). */
function sendPdf(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Content-Length', file.body.length)
    .send(file.body);
}

/**
 * `/api/waste/plan/` (issue 35 point 4): the prevention plan of Ley 1/2025 with its versions, and
 * its PDF. On every plan (decision 042).
 */
export const wastePlanRoutes: FastifyPluginAsyncZod<{ plan: WastePlanService }> = async (
  app,
  { plan },
) => {
  const tags = ['Mermas y desperdicio'];

  app.get(
    '/waste/plan/',
    {
      schema: {
        tags,
        summary: 'El plan de prevención en vigor (null si no hay) y las fechas de sus versiones',
        response: { 200: wastePlanStateSchema },
      },
    },
    (request) => plan.state(currentUserId(request)),
  );

  app.put(
    '/waste/plan/',
    {
      schema: {
        tags,
        summary:
          'Guarda el plan de prevención como una versión nueva (la última + 1; las anteriores se conservan)',
        body: wastePlanInputSchema,
        response: { 200: wastePlanStateSchema },
      },
    },
    (request) => plan.save(currentUserId(request), request.body),
  );

  app.get(
    '/waste/plan/pdf/',
    {
      schema: {
        tags,
        summary:
          'El plan de prevención en PDF (A4): ?version=N, por defecto la última; 404 si no hay ninguno',
        querystring: wastePlanPdfQuerySchema,
        response: { 200: fileResponse(PDF_CONTENT_TYPE, 'Documento PDF.') },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await plan.pdf(currentUserId(request), request.query.version)),
  );
};
