import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app: the browser (main.tsx) and the build's prerendering (prerender.tsx) render it. */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Resolves once the router has loaded the first route's code (its `lazy`). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
