import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '@costeo/domain/contracts/auth';
import { useAuthStore } from '../stores/auth-store.ts';

export const HOME_PATH = '/dashboard';

/**
 * SPEC.md §4, last step of a login or a registration: the tokens are stored and the profile
 * loaded (api/login-request.ts, api/register-request.ts); start the session and go to the
 * dashboard. `profile` is null when its load failed (SPEC.md §8: only logged).
 */
export function useSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (profile: Profile | null) => {
      useAuthStore.getState().startSession(profile);
      void navigate(HOME_PATH, { replace: true });
    },
    [navigate],
  );
}
