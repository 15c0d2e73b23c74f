import { getProfileOrLog } from '../../../api/auth/get-profile.ts';
import { useAuthStore } from '../stores/auth-store.ts';

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
