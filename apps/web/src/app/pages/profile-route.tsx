import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@costeo/domain/contracts/auth';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';

/** Shown on the landing after "Eliminar mi cuenta" (read there from the navigation state). */
export const ACCOUNT_DELETED_NOTICE =
  'Tu cuenta y sus datos se han eliminado. Gracias por usar Costeo.';

/** Mi perfil, given the session it changes (features meet in app/). */
export function ProfileRoute() {
  const profile = useAuthStore((state) => state.profile);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();

  const onProfileSaved = (saved: Profile) => {
    useAuthStore.getState().setProfile(saved);
    // New defaults re-cost recipes on the server: every cached figure may be stale.
    void queryClient.invalidateQueries();
  };

  // The session ends when this screen unmounts on the way to the landing: ended before, the
  // protected routes' guard would still be mounted and send the browser to /login instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      useAuthStore.getState().clearSession();
      queryClient.clear();
    },
    [queryClient],
  );

  const onAccountDeleted = () => {
    deleted.current = true;
    void navigate('/', { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE } });
  };

  return (
    <ProfilePage
      session={{
        profile,
        onProfileSaved,
        onLoggedOutEverywhere: logout,
        onAccountDeleted,
      }}
    />
  );
}
