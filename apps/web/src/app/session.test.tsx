import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { apiClient } from '../lib/api-client.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../lib/token-storage.ts';
import { EMPTY_DASHBOARD } from '../test/dashboard-fixtures.ts';
import { PROFILE, TOKENS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { profileSchema, tokenRefreshResponseSchema } from '@costeo/domain/contracts/auth';
import { dashboardSummarySchema } from '@costeo/domain/contracts/dashboard';
import { http } from 'msw';
import { requests, requestsTo, server } from '../test/server.ts';
import { answer, answerError, answerOtherPathsWith404 } from '../test/handlers/respond.ts';
import { tokenNotValid } from '../test/handlers/auth.ts';

const PROFILE_URL = '/api/profile/my_stats/';
const REFRESH_URL = '/api/token/refresh/';

// The screens' own calls are not what these tests look at: the API knows only what each one serves.
beforeEach(() => {
  answerOtherPathsWith404();
});

describe('session (SPEC §4, §8)', () => {
  it('SPEC §4: with a stored token the profile is loaded on app start', async () => {
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
    renderApp('/recipes', { tokens: TOKENS });

    expect(await screen.findByRole('button', { name: 'marta' })).toBeInTheDocument();
    const calls = requestsTo('GET', PROFILE_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(useAuthStore.getState().profile).toEqual(PROFILE);
  });

  it('SPEC §4: without a stored token no profile is requested', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('SPEC §8: a profile fetch failure is only logged (console.error), nothing is displayed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(PROFILE_URL, () => answerError(500, { detail: 'Error interno del servidor.' })),
    );
    // The Dashboard's own call answers: only the profile fails.
    server.use(
      http.get('/api/analytics/summary/', () => answer(dashboardSummarySchema, EMPTY_DASHBOARD)),
    );
    const { router } = renderApp('/dashboard', { tokens: TOKENS });

    await waitFor(() => {
      expect(error).toHaveBeenCalled();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Error interno/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuario' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('SPEC §8: an expired access token is refreshed on start and the profile request retried', async () => {
    server.use(
      http.get(PROFILE_URL, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? answer(profileSchema, PROFILE)
          : tokenNotValid(),
      ),
    );
    server.use(
      http.post(REFRESH_URL, () =>
        answer(tokenRefreshResponseSchema, { access: 'access-2', refresh: 'refresh-2' }),
      ),
    );
    renderApp('/dashboard', { tokens: TOKENS });

    expect(await screen.findByRole('button', { name: 'marta' })).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(requestsTo('POST', REFRESH_URL)).toHaveLength(1);
  });

  it('SPEC §8: when the refresh fails the tokens are removed and the browser goes to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(PROFILE_URL, () => tokenNotValid()));
    server.use(http.post(REFRESH_URL, () => tokenNotValid()));
    const { router } = renderApp('/ingredients', { tokens: TOKENS });

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, profile: null });
  });

  it('SPEC §4: a 401 response clears the profile', async () => {
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
    // A call no screen makes by itself: the Recetas page now loads /api/recipes/ on its own and
    // would hit the 401 before the menu is drawn.
    server.use(http.get('/api/extra-cost-history/', () => tokenNotValid()));
    server.use(http.post(REFRESH_URL, () => tokenNotValid()));
    renderApp('/dashboard', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });
    expect(useAuthStore.getState().profile).toEqual(PROFILE);

    await act(async () => {
      await apiClient.get('/api/extra-cost-history/').catch(() => undefined);
    });

    expect(useAuthStore.getState().profile).toBeNull();
  });

  it('SPEC §4: a 401 that survives a successful refresh also clears the profile', async () => {
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
    server.use(http.get('/api/recipes/', () => tokenNotValid()));
    server.use(
      http.post(REFRESH_URL, () => answer(tokenRefreshResponseSchema, { access: 'access-2' })),
    );
    renderApp('/recipes', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });

    await act(async () => {
      await apiClient.get('/api/recipes/').catch(() => undefined);
    });

    expect(useAuthStore.getState().profile).toBeNull();
    expect(await screen.findByRole('button', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('a logout in another tab (storage event) sends this tab to /login', async () => {
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
    const { router } = renderApp('/dashboard', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });

    act(() => {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      localStorage.removeItem(REFRESH_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    });

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
