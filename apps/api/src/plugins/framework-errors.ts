import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's router answers a malformed URL (`%zz`) or an over-long path parameter itself, before
 * any route or error handler, with a body that is not DRF's. Such a URL matches nothing: 404, as
 * Django answers a path its URL patterns do not match.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ detail: 'No encontrado.' });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send({ detail: 'Error interno del servidor.' });
}
