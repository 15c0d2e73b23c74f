import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getRefreshToken } from '../../../lib/token-storage.ts';
import { blacklistToken } from '../../../api/auth/blacklist-token.ts';
import { useAuthStore } from '../stores/auth-store.ts';

export const LOGIN_PATH = '/login';

/**
 * Logout: revoke the refresh token on the server (best effort, not awaited so a slow or absent
 * network never keeps the user signed in), clear tokens, profile and cached data, go to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const refresh = getRefreshToken();
    if (refresh) {
      blacklistToken({ refresh }).catch((error: unknown) => {
        console.warn('[costeo] No se pudo revocar el token de sesión.', error);
      });
    }
    useAuthStore.getState().clearSession();
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
