import { useEffect } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

/**
 * The profile call brings axios and zod with it; importing it on demand keeps both out of the
 * first download of the landing page (DESIGN.md §8: initial JS ≤ 200 KB gzip).
 */
export async function loadProfileOnDemand(): Promise<void> {
  const { loadProfile } = await import('../features/auth/lib/load-profile.ts');
  // The session may have ended while the code was downloading.
  if (useAuthStore.getState().isAuthenticated) await loadProfile();
}

/**
 * SPEC.md §4: with a stored token, the profile is loaded once when the app starts. Login and
 * registration bring their own profile (use-sign-in.ts), so this does not react to later sign-ins.
 */
export function useLoadProfileOnStart(): void {
  useEffect(() => {
    const { isAuthenticated, profile } = useAuthStore.getState();
    if (isAuthenticated && profile === null) void loadProfileOnDemand();
  }, []);
}
