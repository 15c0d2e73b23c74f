import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { tokenRefreshResponseSchema } from '@costeo/domain/contracts/auth';
import { configureSpanishZod } from '@costeo/domain/zod-es';
import { TOKEN_ENDPOINT_PREFIX, TOKEN_REFRESH_URL } from '../api/urls.ts';
import { getAuthHandlers } from './auth-events.ts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-storage.ts';

// Contract parsing and form validation share this chunk: their messages are Spanish too.
configureSpanishZod();

/** SPEC.md §9: every call times out after 10 000 ms. */
export const REQUEST_TIMEOUT_MS = 10000;

export { TOKEN_REFRESH_URL };

/** The one HTTP client of the web app (STYLE.md rule 5). Same origin: the API lives under /api/. */
export const apiClient = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use(
  (config) => {
    const access = getAccessToken();
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  },
  undefined,
  // Synchronous so the header is read when the call is made, not a microtask later (logout fires
  // the blacklist call and then clears the tokens).
  { synchronous: true },
);

interface RetryableRequestConfig extends InternalAxiosRequestConfig {
  _authRetried?: boolean;
}

function isTokenEndpoint(url: string | undefined): boolean {
  return url?.startsWith(TOKEN_ENDPOINT_PREFIX) ?? false;
}

function sentAccessToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

let refreshInFlight: Promise<void> | null = null;

async function refreshTokens(): Promise<void> {
  try {
    const refresh = getRefreshToken();
    if (!refresh) throw new Error('No refresh token stored');
    const { data } = await apiClient.post<unknown>(TOKEN_REFRESH_URL, { refresh });
    saveTokens(tokenRefreshResponseSchema.parse(data));
  } catch (error) {
    // Done here, once, rather than in every request that was waiting on this refresh.
    clearTokens();
    getAuthHandlers().onUnauthorized();
    getAuthHandlers().onSessionExpired();
    throw error;
  }
}

/** Concurrent 401s share one refresh request. */
function refreshSession(): Promise<void> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config: RetryableRequestConfig = error.config;
  if (isTokenEndpoint(config.url) || config._authRetried) {
    getAuthHandlers().onUnauthorized();
    throw error;
  }
  config._authRetried = true;
  const current = getAccessToken();
  // A request sent before another one refreshed the token only needs the retry, not a new refresh.
  const alreadyRefreshed = current !== null && current !== sentAccessToken(config);
  if (!alreadyRefreshed) {
    try {
      await refreshSession();
    } catch {
      throw error;
    }
  }
  return apiClient.request(config);
});
