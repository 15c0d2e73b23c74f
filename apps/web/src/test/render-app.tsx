import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Profile, TokenPair } from '@costeo/domain/contracts/auth';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { connectSession } from '../app/session.ts';
// Loaded on demand by the app; imported here so the import resolves at once and no profile request
// from one test can land in the next.
import '../features/auth/lib/load-profile.ts';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { saveTokens } from '../lib/token-storage.ts';

interface RenderAppOptions {
  /** Stored before the app starts, as if the user had logged in earlier. */
  tokens?: TokenPair;
  /** Already in the store (otherwise the app loads it on start when tokens are stored). */
  profile?: Profile;
  /**
   * Turns off the query client's retries of 5xx and network errors (production backs off for
   * seconds), so a test of an error message sees it at once.
   */
  noRetry?: boolean;
}

function prepareSession(options: RenderAppOptions) {
  if (options.tokens) saveTokens(options.tokens);
  useAuthStore.getState().syncWithStorage();
  useAuthStore.setState({ profile: options.profile ?? null });

  const queryClient = createQueryClient();
  if (options.noRetry) {
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
  }
  return queryClient;
}

function renderWithRouter(
  queryClient: ReturnType<typeof createQueryClient>,
  router: ReturnType<typeof createMemoryRouter>,
) {
  const disconnect = connectSession({
    navigate: (to) => void router.navigate(to, { replace: true }),
    queryClient,
  });
  onTestFinished(() => {
    disconnect();
    queryClient.clear();
    router.dispose();
  });

  // No timer between keystrokes: React still renders after each event (act), without the waits.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/**
 * Renders the whole app (real routes, guards, layout) at `path`. Its requests go through the real
 * axios instance to the MSW server (server.ts) and the handlers the test put on it (handlers/).
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = prepareSession(options);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return renderWithRouter(queryClient, router);
}

/**
 * Renders one component with what the app gives every screen (Mantine, the query client, a
 * router, the signed-in session) and nothing else: a component test, not a page (decision 033).
 * Its requests reach the MSW server as the app's do.
 */
export function renderComponent(ui: ReactElement, options: RenderAppOptions = {}) {
  const queryClient = prepareSession(options);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return renderWithRouter(queryClient, router);
}
