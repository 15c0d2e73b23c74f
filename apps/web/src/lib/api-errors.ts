import { isAxiosError } from 'axios';
import {
  NON_FIELD_ERRORS,
  detailErrorSchema,
  featureNotAvailableErrorSchema,
  quotaExceededErrorSchema,
  validationErrorSchema,
  type FeatureNotAvailableError,
  type QuotaExceededError,
} from '@costeo/domain/contracts/errors';

/**
 * The one reader of the API's error bodies (DESIGN.md §4). Every body is checked against the error
 * contract in `@costeo/domain/contracts/errors`; a body that does not match reads as "no such
 * error", so callers fall back to their generic message.
 */

/** DRF puts errors that belong to no single field here. */
export const NON_FIELD_ERRORS_KEY = NON_FIELD_ERRORS;

function responseOf(error: unknown): { status: number; data: unknown } | null {
  if (!isAxiosError(error) || !error.response) return null;
  return { status: error.response.status, data: error.response.data };
}

/** The server's `{detail}` message, or null when the answer has none. */
export function getErrorDetail(error: unknown): string | null {
  const body = detailErrorSchema.safeParse(responseOf(error)?.data);
  return body.success && body.data.detail.trim() !== '' ? body.data.detail : null;
}

/** DRF validation body `{field: ["msg", …]}` → `{field: "msg …"}`, only for a 400. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const response = responseOf(error);
  if (response?.status !== 400) return {};
  const body = validationErrorSchema.safeParse(response.data);
  if (!body.success) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.data)) {
    const text = messages.join(' ');
    if (text) errors[field] = text;
  }
  return errors;
}

/** A 403 `quota_exceeded` (SPEC.md §5: the plan's limit was reached), or null. */
export function getQuotaExceeded(error: unknown): QuotaExceededError | null {
  const response = responseOf(error);
  if (response?.status !== 403) return null;
  const body = quotaExceededErrorSchema.safeParse(response.data);
  return body.success ? body.data : null;
}

/** A 403 `feature_not_available` (SPEC.md §5: the plan lacks the feature), or null. */
export function getFeatureNotAvailable(error: unknown): FeatureNotAvailableError | null {
  const response = responseOf(error);
  if (response?.status !== 403) return null;
  const body = featureNotAvailableErrorSchema.safeParse(response.data);
  return body.success ? body.data : null;
}
