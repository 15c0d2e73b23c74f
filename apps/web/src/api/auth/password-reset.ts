import {
  passwordResetResponseSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { PASSWORD_RESET_CONFIRM_URL, PASSWORD_RESET_URL } from '../urls.ts';

/** Asks for a reset link by mail; the answer never says whether the account exists. */
export async function requestPasswordReset(
  request: PasswordResetRequest,
): Promise<PasswordResetResponse> {
  const { data } = await apiClient.post<unknown>(PASSWORD_RESET_URL, request);
  return passwordResetResponseSchema.parse(data);
}

/** Sets the new password with the link's token (single use, 1 hour). */
export async function confirmPasswordReset(
  request: PasswordResetConfirm,
): Promise<PasswordResetResponse> {
  const { data } = await apiClient.post<unknown>(PASSWORD_RESET_CONFIRM_URL, request);
  return passwordResetResponseSchema.parse(data);
}
