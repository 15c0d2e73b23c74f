import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { apiClient } from '../lib/api-client.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../lib/token-storage.ts';
import { EMPTY_DASHBOARD } from '../test/dashboard-fixtures.ts';
import { createFakeApi, TOKEN_NOT_VALID } from '../test/fake-api.ts';
import { PROFILE, TOKENS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const PROFILE_URL = '/api/profile/my_stats/';
const REFRESH_URL = '/api/token/refresh/';

describe('session (SPEC §4, §8)', () => {
  it('SPEC §4: with a stored token the profile is loaded on app start', async () => {
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, { status: 200, data: PROFILE });
    renderApp('/recipes', { tokens: TOKENS, api });

    expect(await screen.findByRole('button', { name: 'marta' })).toBeInTheDocument();
    const calls = api.requestsTo('GET', PROFILE_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(useAuthStore.getState().profile).toEqual(PROFILE);
  });

  it('SPEC §4: without a stored token no profile is requested', async () => {
    const api = createFakeApi();
    renderApp('/', { api });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('SPEC §8: a profile fetch failure is only logged (console.error), nothing is displayed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, { status: 500, data: { detail: 'Error interno del servidor.' } });
    // The Dashboard's own call answers: only the profile fails.
    api.on('GET', '/api/analytics/summary/', { status: 200, data: EMPTY_DASHBOARD });
    const { router } = renderApp('/dashboard', { tokens: TOKENS, api });

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
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, (request) =>
      request.authorization === 'Bearer access-2'
        ? { status: 200, data: PROFILE }
        : TOKEN_NOT_VALID,
    );
    api.on('POST', REFRESH_URL, {
      status: 200,
      data: { access: 'access-2', refresh: 'refresh-2' },
    });
    renderApp('/dashboard', { tokens: TOKENS, api });

    expect(await screen.findByRole('button', { name: 'marta' })).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(api.requestsTo('POST', REFRESH_URL)).toHaveLength(1);
  });

  it('SPEC §8: when the refresh fails the tokens are removed and the browser goes to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, TOKEN_NOT_VALID);
    api.on('POST', REFRESH_URL, TOKEN_NOT_VALID);
    const { router } = renderApp('/ingredients', { tokens: TOKENS, api });

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, profile: null });
  });

  it('SPEC §4: a 401 response clears the profile', async () => {
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, { status: 200, data: PROFILE });
    // A call no screen makes by itself: the Recetas page now loads /api/recipes/ on its own and
    // would hit the 401 before the menu is drawn.
    api.on('GET', '/api/extra-cost-history/', TOKEN_NOT_VALID);
    api.on('POST', REFRESH_URL, TOKEN_NOT_VALID);
    renderApp('/dashboard', { tokens: TOKENS, api });
    await screen.findByRole('button', { name: 'marta' });
    expect(useAuthStore.getState().profile).toEqual(PROFILE);

    await act(async () => {
      await apiClient.get('/api/extra-cost-history/').catch(() => undefined);
    });

    expect(useAuthStore.getState().profile).toBeNull();
  });

  it('SPEC §4: a 401 that survives a successful refresh also clears the profile', async () => {
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, { status: 200, data: PROFILE });
    api.on('GET', '/api/recipes/', TOKEN_NOT_VALID);
    api.on('POST', REFRESH_URL, { status: 200, data: { access: 'access-2' } });
    renderApp('/recipes', { tokens: TOKENS, api });
    await screen.findByRole('button', { name: 'marta' });

    await act(async () => {
      await apiClient.get('/api/recipes/').catch(() => undefined);
    });

    expect(useAuthStore.getState().profile).toBeNull();
    expect(await screen.findByRole('button', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('a logout in another tab (storage event) sends this tab to /login', async () => {
    const api = createFakeApi();
    api.on('GET', PROFILE_URL, { status: 200, data: PROFILE });
    const { router } = renderApp('/dashboard', { tokens: TOKENS, api });
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
