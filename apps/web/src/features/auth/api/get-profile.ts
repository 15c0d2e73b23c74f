import { profileSchema, type Profile } from '@costeo/domain/contracts/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

export const PROFILE_URL = '/api/profile/my_stats/';

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

let loadInFlight: Promise<void> | null = null;

/** Loads the profile into the auth store; concurrent callers share one request. */
export function loadProfile(): Promise<void> {
  loadInFlight ??= getProfileOrLog()
    .then((profile) => {
      // The session may have ended while the request was in flight.
      if (profile && useAuthStore.getState().isAuthenticated) {
        useAuthStore.getState().setProfile(profile);
      }
    })
    .finally(() => {
      loadInFlight = null;
    });
  return loadInFlight;
}
