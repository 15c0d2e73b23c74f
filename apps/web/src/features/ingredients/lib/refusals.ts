import { isAxiosError } from 'axios';
import { errorDetailSchema } from '@costeo/domain/contracts/common';

/** The server's message of a 403 `feature_not_available` (DESIGN.md §4), or null. */
export function featureRefusalDetail(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 403) return null;
  const body = errorDetailSchema.safeParse(error.response.data);
  return body.success && body.data.code === 'feature_not_available' ? body.data.detail : null;
}
