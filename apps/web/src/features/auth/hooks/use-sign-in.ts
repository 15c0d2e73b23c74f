import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Profile, TokenPair } from '@costeo/domain/contracts/auth';
import { saveTokens } from '../../../lib/token-storage.ts';
import { getProfileOrLog } from '../api/get-profile.ts';
import { useAuthStore } from '../stores/auth-store.ts';

export const HOME_PATH = '/dashboard';

/**
 * SPEC.md §4: store the tokens, then load the profile, then go to the dashboard. Registration
 * already has the profile (`user` in its answer) and passes it in.
 */
export function useSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (tokens: TokenPair, knownProfile?: Profile) => {
      saveTokens(tokens);
      const profile = knownProfile ?? (await getProfileOrLog());
      useAuthStore.getState().startSession(profile);
      void navigate(HOME_PATH, { replace: true });
    },
    [navigate],
  );
}
