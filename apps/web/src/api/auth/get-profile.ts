import { profileSchema, type Profile } from '@costeo/domain/contracts/auth';
import { apiClient } from '../../lib/api-client.ts';
import { PROFILE_URL } from '../urls.ts';

export async function getProfile(): Promise<Profile> {
  const { data } = await apiClient.get<unknown>(PROFILE_URL);
  return profileSchema.parse(data);
}

/** SPEC.md §8: a profile fetch failure is only logged; nothing is shown to the user. */
export async function getProfileOrLog(): Promise<Profile | null> {
  try {
    return await getProfile();
  } catch (error) {
    console.error('[costeo] No se pudo cargar el perfil del usuario.', error);
    return null;
  }
}
