import { z } from 'zod';
import { FEATURES, PLAN_CODES, QUOTA_RESOURCES, type QuotaRefusal } from '../plans.ts';

/**
 * The one error contract of the API (DESIGN.md §4, docs/ARCHITECTURE.md "Errors"): every code, its
 * HTTP status and the zod schema of its Django REST Framework-shaped body. The API builds its errors
 * from here (AppError); the web reads them through `apps/web/src/lib/api-errors.ts`.
 */
export const ERROR_CODES = [
  'validation',
  'parse_error',
  'not_authenticated',
  'token_not_valid',
  'authentication_failed',
  'permission_denied',
  'quota_exceeded',
  'feature_not_available',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'throttled',
  'server_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  parse_error: 400,
  not_authenticated: 401,
  token_not_valid: 401,
  authentication_failed: 401,
  permission_denied: 403,
  quota_exceeded: 403,
  feature_not_available: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  /** A service the request needs (the payment provider) does not answer: try again later. */
  service_unavailable: 503,
};

/** Codes that travel in the body as `code`, as DRF's `exception.default_code` (DESIGN.md §4). */
export const CODED_ERRORS = [
  'not_authenticated',
  'token_not_valid',
  'permission_denied',
  'quota_exceeded',
  'feature_not_available',
  'throttled',
] as const satisfies readonly ErrorCode[];
export type CodedError = (typeof CODED_ERRORS)[number];

export function isCodedError(code: ErrorCode): code is CodedError {
  return (CODED_ERRORS as readonly string[]).includes(code);
}

/** DRF puts errors that belong to no single field under this key. */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** 400 on the fields: `{field: ["mensaje", …], non_field_errors: [...]}`. */
export const validationErrorSchema = z.record(z.string(), z.array(z.string()));
export type ValidationError = z.infer<typeof validationErrorSchema>;

/**
 * `{detail}`: 400 parse errors and refusals of the whole request, 404 `No encontrado.`, 405, 409,
 * 413, 415, 500 — and any other error body, whose extra keys (e.g. `recipes`) are allowed.
 */
export const detailErrorSchema = z.object({ detail: z.string() }).catchall(z.unknown());
export type DetailError = z.infer<typeof detailErrorSchema>;

/** 401: `{detail, code}`; a failed login (`authentication_failed`) has no code. */
export const notAuthenticatedErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(['not_authenticated', 'token_not_valid']),
});
export type NotAuthenticatedError = z.infer<typeof notAuthenticatedErrorSchema>;

/** 403 of a rule that is not the plan's. */
export const permissionDeniedErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('permission_denied'),
});

/** 403 at the plan's limit (SPEC.md §5): 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.' */
export const quotaExceededErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('quota_exceeded'),
  resource: z.enum(QUOTA_RESOURCES),
  limit: z.number().int(),
  plan: z.enum(PLAN_CODES),
}) satisfies z.ZodType<QuotaRefusal>;
export type QuotaExceededError = z.infer<typeof quotaExceededErrorSchema>;

/** 403 for a feature the plan lacks (SPEC.md §5): 'Esta funcionalidad requiere un plan Pro o superior.' */
export const featureNotAvailableErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('feature_not_available'),
  feature: z.enum(FEATURES),
  required_plan: z.enum(PLAN_CODES),
});
export type FeatureNotAvailableError = z.infer<typeof featureNotAvailableErrorSchema>;

/** 429: `{detail, code}` with `Retry-After`; the login and registration throttles add `retry_after`. */
export const throttledErrorSchema = z.object({
  detail: z.string(),
  code: z.literal('throttled'),
  retry_after: z.number().int().optional(),
});
export type ThrottledError = z.infer<typeof throttledErrorSchema>;

/** A refusal by the subscription plan, the two 403s the web turns into the upgrade offer. */
export const planRefusalSchema = z.discriminatedUnion('code', [
  quotaExceededErrorSchema,
  featureNotAvailableErrorSchema,
]);
export type PlanRefusal = z.infer<typeof planRefusalSchema>;

/** Every error body the API sends. */
export const errorBodySchema = z.union([
  quotaExceededErrorSchema,
  featureNotAvailableErrorSchema,
  notAuthenticatedErrorSchema,
  permissionDeniedErrorSchema,
  throttledErrorSchema,
  detailErrorSchema,
  validationErrorSchema,
]);
export type ErrorBody = z.infer<typeof errorBodySchema>;
