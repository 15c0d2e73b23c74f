import {
  passwordResetResponseSchema,
  type PasswordResetResponse,
} from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { EMAIL_VERIFICATION_CONFIRM_URL, RESEND_VERIFICATION_URL } from '../urls.ts';

/** Confirms the address with the token of the mailed link. */
export async function confirmEmail(token: string): Promise<PasswordResetResponse> {
  const { data } = await apiClient.post<unknown>(EMAIL_VERIFICATION_CONFIRM_URL, { token });
  return passwordResetResponseSchema.parse(data);
}

/** Mails the confirmation link again to the signed-in user's address. */
export async function resendVerification(): Promise<PasswordResetResponse> {
  // An empty JSON object: the API refuses a JSON content type with no body at all.
  const { data } = await apiClient.post<unknown>(RESEND_VERIFICATION_URL, {});
  return passwordResetResponseSchema.parse(data);
}
