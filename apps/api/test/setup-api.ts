import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON calls to `/api/{path}` as one user (its bearer token), or anonymous. */
export interface Requester {
  get(path: string): Promise<LightMyRequestResponse>;
  post(path: string, payload?: object): Promise<LightMyRequestResponse>;
  put(path: string, payload?: object): Promise<LightMyRequestResponse>;
  patch(path: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(path: string): Promise<LightMyRequestResponse>;
}

export interface Api {
  /** The file's app, database and clock (valid inside hooks and tests). */
  readonly t: TestApp;
  readonly app: FastifyInstance;
  /** Registers a new user through the API (every registration hook runs) and logs it in. */
  user(overrides?: Parameters<typeof createUser>[1]): Promise<TestUser>;
  /** Calls as `user` (`null`: without a token). */
  as(user: TestUser | null): Requester;
  /** Puts `user` on a paid plan through the subscription endpoint (demo payments). */
  plan(user: TestUser, plan: 'pro' | 'business'): Promise<void>;
}

/**
 * The set-up every API test file repeats: an app on a fresh database built before the file's
 * tests (`beforeAll`) and closed after them (`afterAll`), plus registered users and requesters.
 * Call it once at the top of a file (or of a `describe`).
 */
export function setupApi(
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): Api {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides, options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const t = (): TestApp => {
    if (!built) throw new Error('setupApi: the app exists inside hooks and tests only');
    return built;
  };
  const call = (user: TestUser | null, method: Method, path: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/${path}`,
      headers: user ? user.headers : {},
      ...(payload ? { payload } : {}),
    });
  const api: Api = {
    get t() {
      return t();
    },
    get app() {
      return t().app;
    },
    user: (overrides) => createUser(t().app, overrides),
    as: (user) => ({
      get: (path) => call(user, 'GET', path),
      post: (path, payload) => call(user, 'POST', path, payload),
      put: (path, payload) => call(user, 'PUT', path, payload),
      patch: (path, payload) => call(user, 'PATCH', path, payload),
      delete: (path) => call(user, 'DELETE', path),
    }),
    async plan(user, plan) {
      const response = await call(user, 'POST', 'subscription/upgrade/', { plan_code: plan });
      if (response.statusCode !== 200) throw new Error(`upgrade: ${response.body}`);
    },
  };
  return api;
}
