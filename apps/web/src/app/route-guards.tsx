import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

/** SPEC.md §2: an unauthenticated visit to a protected route goes to /login. */
export function ProtectedRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}

/** SPEC.md §2: an already authenticated user is sent from /login (and /registro) to /dashboard. */
export function PublicOnlyRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
