import { create } from 'zustand';
import type { Profile } from '@costeo/domain/contracts/auth';
import { clearTokens, getAccessToken } from '../../../lib/token-storage.ts';

/**
 * The one source of truth for who is signed in. The tokens themselves live in localStorage
 * (SPEC.md §4); `isAuthenticated` mirrors "an access token is stored" so components re-render.
 */
interface AuthState {
  isAuthenticated: boolean;
  profile: Profile | null;
  /** Tokens are already saved; marks the session as started, with the profile when known. */
  startSession: (profile: Profile | null) => void;
  setProfile: (profile: Profile) => void;
  clearProfile: () => void;
  /** Logout and failed refresh: tokens and profile go. */
  clearSession: () => void;
  /** Re-reads localStorage, e.g. after another tab logged out. */
  syncWithStorage: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  isAuthenticated: getAccessToken() !== null,
  profile: null,
  startSession: (profile) => {
    set({ isAuthenticated: getAccessToken() !== null, profile });
  },
  setProfile: (profile) => {
    set({ profile });
  },
  clearProfile: () => {
    set({ profile: null });
  },
  clearSession: () => {
    clearTokens();
    set({ isAuthenticated: false, profile: null });
  },
  syncWithStorage: () => {
    const isAuthenticated = getAccessToken() !== null;
    set((state) => ({ isAuthenticated, profile: isAuthenticated ? state.profile : null }));
  },
}));
