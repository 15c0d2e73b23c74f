import { healthSchema } from '@costeo/domain/contracts/health';
import { tokenPairSchema, tokenRefreshResponseSchema } from '@costeo/domain/contracts/auth';
import { recipeListSchema } from '@costeo/domain/contracts/recipes';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenNotValid } from '../test/handlers/auth.ts';
import { answer, answerError } from '../test/handlers/respond.ts';
import { requests, requestsTo, server } from '../test/server.ts';
import { apiClient, REQUEST_TIMEOUT_MS, TOKEN_REFRESH_URL } from './api-client.ts';
import { setAuthHandlers } from './auth-events.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-storage.ts';

const DATA_URL = '/api/recipes/';
const HEALTH_URL = '/api/health/';
const HEALTH = {
  status: 'ok',
  database: 'pglite',
  migrations: { applied: 1, latest: null },
  version: '0.1.0',
} as const;

const onUnauthorized = vi.fn();
const onSessionExpired = vi.fn();
let restoreHandlers: () => void;

function storeTokens(access: string, refresh?: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  if (refresh) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
}

/** The data endpoint accepts only `Bearer <access>`. */
function acceptOnly(access: string) {
  server.use(
    http.get(DATA_URL, ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${access}`
        ? answer(recipeListSchema, { count: 0, next: null, previous: null, results: [] })
        : tokenNotValid(),
    ),
  );
}

beforeEach(() => {
  onUnauthorized.mockReset();
  onSessionExpired.mockReset();
  restoreHandlers = setAuthHandlers({ onUnauthorized, onSessionExpired });
});

afterEach(() => {
  restoreHandlers();
});

describe('api client (SPEC §7, §8, §9)', () => {
  it('SPEC §9: request time-out is exactly 10000 ms and the instance uses it', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10000);
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    server.use(http.get(HEALTH_URL, () => answer(healthSchema, HEALTH)));
    const response = await apiClient.get(HEALTH_URL);
    expect(response.config.timeout).toBe(10000);
  });

  it('SPEC §7: every call uses a JSON content type on the same origin', async () => {
    expect(apiClient.defaults.baseURL).toBe('');
    server.use(
      http.post('/api/token/', () => answer(tokenPairSchema, { access: 'a', refresh: 'r' })),
    );
    await apiClient.post('/api/token/', { username: 'marta', password: 'secreto123' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ username: 'marta', password: 'secreto123' });
  });

  it('SPEC §7: a call carries the bearer access token when one is stored', async () => {
    storeTokens('access-1', 'refresh-1');
    acceptOnly('access-1');
    await apiClient.get(DATA_URL);
    expect(requests[0]?.authorization).toBe('Bearer access-1');
  });

  it('SPEC §7: a call carries no Authorization header when no token is stored', async () => {
    server.use(http.get(HEALTH_URL, () => answer(healthSchema, HEALTH)));
    await apiClient.get(HEALTH_URL);
    expect(requests[0]?.authorization).toBeNull();
  });

  it('SPEC §8: on a 401 the request is retried once with a new access token from the refresh token', async () => {
    storeTokens('expired', 'refresh-1');
    acceptOnly('access-2');
    server.use(
      http.post(TOKEN_REFRESH_URL, () =>
        answer(tokenRefreshResponseSchema, { access: 'access-2' }),
      ),
    );

    const response = await apiClient.get(DATA_URL);

    expect(response.status).toBe(200);
    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(1);
    expect(requestsTo('POST', TOKEN_REFRESH_URL)[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(requestsTo('GET', DATA_URL).map((r) => r.authorization)).toEqual([
      'Bearer expired',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    // No rotation in this answer: the stored refresh token stays.
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('SPEC §8: a rotated refresh token from the refresh answer is stored', async () => {
    storeTokens('expired', 'refresh-1');
    acceptOnly('access-2');
    server.use(
      http.post(TOKEN_REFRESH_URL, () =>
        answer(tokenRefreshResponseSchema, { access: 'access-2', refresh: 'refresh-2' }),
      ),
    );
    await apiClient.get(DATA_URL);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('SPEC §8: concurrent 401s share ONE refresh request, then each is retried', async () => {
    storeTokens('expired', 'refresh-1');
    acceptOnly('access-2');
    let releaseRefresh: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    server.use(
      http.post(TOKEN_REFRESH_URL, async () => {
        await released;
        return answer(tokenRefreshResponseSchema, { access: 'access-2' });
      }),
    );

    const calls = Promise.all([
      apiClient.get(DATA_URL),
      apiClient.get(DATA_URL),
      apiClient.get(DATA_URL),
    ]);
    await vi.waitFor(() => {
      expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(1);
    });
    // Give the other two 401s time to arrive while the refresh is still pending.
    await vi.waitFor(() => {
      expect(requestsTo('GET', DATA_URL)).toHaveLength(3);
    });
    releaseRefresh();
    const responses = await calls;

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(1);
    const retried = requestsTo('GET', DATA_URL).slice(3);
    expect(retried.map((r) => r.authorization)).toEqual(Array(3).fill('Bearer access-2'));
  });

  it('SPEC §8: the original request is retried only once (a second 401 is returned as is)', async () => {
    storeTokens('expired', 'refresh-1');
    server.use(
      http.get(DATA_URL, () => tokenNotValid()),
      http.post(TOKEN_REFRESH_URL, () =>
        answer(tokenRefreshResponseSchema, { access: 'access-2' }),
      ),
    );

    await expect(apiClient.get(DATA_URL)).rejects.toMatchObject({ response: { status: 401 } });
    expect(requestsTo('GET', DATA_URL)).toHaveLength(2);
    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8: when the refresh fails the tokens are removed and the app is sent to /login', async () => {
    storeTokens('expired', 'refresh-revoked');
    acceptOnly('never');
    server.use(http.post(TOKEN_REFRESH_URL, () => tokenNotValid()));

    await expect(apiClient.get(DATA_URL)).rejects.toMatchObject({ response: { status: 401 } });

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // Not retried after a failed refresh.
    expect(requestsTo('GET', DATA_URL)).toHaveLength(1);
  });

  it('SPEC §8: with no refresh token stored, a 401 removes the tokens and goes to /login without calling refresh', async () => {
    storeTokens('expired');
    acceptOnly('never');

    await expect(apiClient.get(DATA_URL)).rejects.toMatchObject({ response: { status: 401 } });

    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(0);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8: concurrent 401s with a failing refresh end the session once', async () => {
    storeTokens('expired', 'refresh-revoked');
    acceptOnly('never');
    server.use(http.post(TOKEN_REFRESH_URL, () => tokenNotValid()));

    const results = await Promise.allSettled([apiClient.get(DATA_URL), apiClient.get(DATA_URL)]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8: a 401 from the token endpoints themselves is never refreshed or retried', async () => {
    storeTokens('expired', 'refresh-1');
    server.use(
      http.post('/api/token/', () =>
        answerError(401, { detail: 'La combinación de credenciales no tiene una cuenta activa' }),
      ),
    );

    await expect(
      apiClient.post('/api/token/', { username: 'marta', password: 'mal' }),
    ).rejects.toMatchObject({ response: { status: 401 } });

    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(0);
    expect(requestsTo('POST', '/api/token/')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('SPEC §4: a 401 response notifies the app so it clears the profile', async () => {
    storeTokens('expired', 'refresh-revoked');
    acceptOnly('never');
    server.use(http.post(TOKEN_REFRESH_URL, () => tokenNotValid()));
    await expect(apiClient.get(DATA_URL)).rejects.toBeDefined();
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('other errors pass through untouched (no refresh on 403 or network error)', async () => {
    storeTokens('access-1', 'refresh-1');
    server.use(
      http.get(DATA_URL, () => answerError(403, { detail: 'Prohibido', code: 'quota_exceeded' })),
      http.get(HEALTH_URL, () => HttpResponse.error()),
    );

    await expect(apiClient.get(DATA_URL)).rejects.toMatchObject({ response: { status: 403 } });
    await expect(apiClient.get(HEALTH_URL)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(requestsTo('POST', TOKEN_REFRESH_URL)).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
