import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../lib/api-client.ts';

/** What a handler sees of a request the app made. */
export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
  config: InternalAxiosRequestConfig;
}

export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** `'network-error'` rejects like a dropped connection (no response at all). */
type Reply = FakeReply | 'network-error';
type Handler = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

interface Route {
  method: string;
  /** The exact path, or a pattern for paths with ids (`/api/ingredient-instances/12/`). */
  url: string | RegExp;
  handler: Handler;
}

function matches(route: Route, method: string, url: string): boolean {
  if (route.method !== method) return false;
  return typeof route.url === 'string' ? route.url === url : route.url.test(url);
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * An axios adapter standing in for the server: no HTTP, no real API. Handlers are looked up by
 * method and path; unmatched calls answer 404 like the API would.
 */
export function createFakeApi() {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const authorization = config.headers.get('Authorization');
    const request: FakeRequest = {
      method,
      url,
      body: parseBody(config.data),
      authorization: typeof authorization === 'string' ? authorization : null,
      config,
    };
    requests.push(request);
    const route = routes.findLast((candidate) => matches(candidate, method, url));
    const handler: Handler = route?.handler ?? { status: 404, data: { detail: 'No encontrado.' } };
    const reply = typeof handler === 'function' ? await handler(request) : handler;

    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };

  return {
    adapter,
    /** Every request made, in order. */
    requests,
    on(method: string, url: string | RegExp, handler: Handler) {
      routes.push({ method: method.toUpperCase(), url, handler });
    },
    requestsTo(method: string, url: string): FakeRequest[] {
      return requests.filter((r) => r.method === method.toUpperCase() && r.url === url);
    },
    /** Makes the app's one axios instance talk to this fake. */
    install() {
      apiClient.defaults.adapter = adapter;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** A 401 exactly as the API sends it for an expired access token (DESIGN.md §4). */
export const TOKEN_NOT_VALID: FakeReply = {
  status: 401,
  data: { detail: 'El token no es válido o ha expirado', code: 'token_not_valid' },
};
