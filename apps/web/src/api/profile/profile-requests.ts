import {
  changePasswordResponseSchema,
  profileSchema,
  type ChangePasswordRequest,
  type Profile,
  type ProfileUpdateRequest,
  type TokenPair,
} from '@costeo/domain/contracts/auth';
import type { AccountDeleteRequest } from '@costeo/domain/contracts/account';
import { apiClient } from '../../lib/api-client.ts';
import {
  ACCOUNT_DELETE_URL,
  ACCOUNT_EXPORT_URL,
  CHANGE_PASSWORD_URL,
  LOGOUT_ALL_URL,
  PROFILE_UPDATE_URL,
} from '../urls.ts';

// Mi perfil's calls: the profile settings, the password, the sessions, and the account itself.

export async function updateProfile(patch: ProfileUpdateRequest): Promise<Profile> {
  const { data } = await apiClient.patch<unknown>(PROFILE_UPDATE_URL, patch);
  return profileSchema.parse(data);
}

/** Answers a new token pair: every other session ends, this one goes on. */
export async function changePassword(request: ChangePasswordRequest): Promise<TokenPair> {
  const { data } = await apiClient.post<unknown>(CHANGE_PASSWORD_URL, request);
  return changePasswordResponseSchema.parse(data);
}

export async function logoutAll(): Promise<void> {
  // An empty JSON object: the API refuses a JSON content type with no body at all.
  await apiClient.post(LOGOUT_ALL_URL, {});
}

/** The whole account as JSON, as a Blob to save (the export-account document). */
export async function downloadAccount(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(ACCOUNT_EXPORT_URL, { responseType: 'blob' });
  return data;
}

export async function deleteAccount(request: AccountDeleteRequest): Promise<void> {
  await apiClient.post(ACCOUNT_DELETE_URL, request);
}
