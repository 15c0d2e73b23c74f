import type { QueryClient } from '@tanstack/react-query';
import { setAuthHandlers } from '../lib/auth-events.ts';
import { ACCESS_TOKEN_KEY } from '../lib/token-storage.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { loadProfileOnDemand } from './profile-loader.ts';

interface SessionWiring {
  /** Router navigation, e.g. `(to) => router.navigate(to)`. */
  navigate: (to: string) => void;
  queryClient: QueryClient;
}

/**
 * Connects the API client's auth failures to the app (SPEC.md §4 and §8): a 401 clears the
 * profile; a failed refresh ends the session and goes to /login. Also follows logins and logouts
 * made in other tabs. Returns a function that undoes the wiring.
 */
export function connectSession({ navigate, queryClient }: SessionWiring): () => void {
  const restoreHandlers = setAuthHandlers({
    onUnauthorized: () => {
      useAuthStore.getState().clearProfile();
    },
    onSessionExpired: () => {
      useAuthStore.getState().clearSession();
      queryClient.clear();
      navigate('/login');
    },
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
    const store = useAuthStore.getState();
    store.syncWithStorage();
    const { isAuthenticated, profile } = useAuthStore.getState();
    if (isAuthenticated && profile === null) void loadProfileOnDemand();
    if (!isAuthenticated) queryClient.clear();
  };
  window.addEventListener('storage', onStorage);

  return () => {
    restoreHandlers();
    window.removeEventListener('storage', onStorage);
  };
}
