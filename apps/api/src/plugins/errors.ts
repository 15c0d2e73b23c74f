import { DomainRuleError } from '@costeo/domain/rule-error';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NON_FIELD_ERRORS } from '@costeo/domain/contracts/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { refuseWorkLimit, WorkLimitError } from '../workers/pool.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Turns zod issues into DRF's `{field: [messages]}`, `non_field_errors` for the object itself. */
export function toFieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const pathParts = issue.instancePath?.split('/').filter(Boolean) ?? [];
    const key = pathParts.length > 0 ? pathParts.join('.') : NON_FIELD_ERRORS;
    (fields[key] ??= []).push(issue.message ?? 'Valor no válido.');
  }
  return fields;
}

const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('parse_error', 'JSON mal formado.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('parse_error', 'JSON mal formado: el cuerpo de la petición está vacío.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('payload_too_large', 'La petición es demasiado grande.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('unsupported_media_type', 'Tipo de contenido no soportado en la petición.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('parse_error', 'La longitud del contenido no es válida.'),
};

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  // A domain rule (merma ≥ 100 %, a negative quantity…) names the request field it refused.
  if (error instanceof DomainRuleError) return AppError.field(error.field, error.message);
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    // A malformed id in the path is a URL that matches nothing, as in DRF.
    if (error.validationContext === 'params') return AppError.notFound();
    return AppError.validation(toFieldErrors(error.validation ?? []));
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known();
  if (error instanceof SyntaxError) return new AppError('parse_error', 'JSON mal formado.');
  // A worker limit no service worded (issue 30): still a Spanish 400 on the file, never a 500.
  if (error instanceof WorkLimitError) return refuseWorkLimit(error);
  // The database away (down, restarting, a cut connection): try again soon (issue 30).
  if (isDatabaseUnavailable(error)) {
    return new AppError('service_unavailable', DATABASE_UNAVAILABLE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (error.statusCode === 429) {
    return new AppError('throttled', 'Demasiadas peticiones. Inténtalo más tarde.');
  }
  return null;
}

/** One error handler for the whole API: every error leaves as a DRF-shaped Spanish body. */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (!appError && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ detail: 'Petición no válida.' });
      }
      if (!appError) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ detail: 'Error interno del servidor.' });
      }
      if (appError.status === 503) request.log.warn({ err: error }, 'service unavailable');
      else if (appError.status >= 500) request.log.error({ err: error }, 'server error');
      return reply.status(appError.status).headers(appError.headers).send(appError.body);
    });
  },
  { name: 'errors' },
);
