import type { FastifyInstance } from 'fastify';

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

/** Registers a user through the API (so every registration hook runs) and returns its tokens. */
export async function createUser(
  app: FastifyInstance,
  overrides: { username?: string; password?: string; email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const username = overrides.username ?? `cocinero${counter}_${process.pid}`;
  const password = overrides.password ?? 'sal-y-pimienta-2026';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username, password, email: overrides.email ?? `${username}@example.com` },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ user: { id: number }; access: string; refresh: string }>();
  return {
    id: body.user.id,
    username,
    password,
    access: body.access,
    refresh: body.refresh,
    headers: { authorization: `Bearer ${body.access}` },
  };
}

/** Logs in again: after the test clock moves past 15 minutes the old access token has expired. */
export async function loginAgain(app: FastifyInstance, user: TestUser): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ access: string; refresh: string }>();
  return { ...user, ...body, headers: { authorization: `Bearer ${body.access}` } };
}

/**
 * A new access token from the user's refresh token (no password check, so no argon2id): for a
 * test that moves its clock past the access token's 15 minutes again and again. Null when the
 * refresh token no longer works (a logout everywhere, a password change, the family's 30 days).
 */
export async function refreshSession(
  app: FastifyInstance,
  user: TestUser,
): Promise<TestUser | null> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: user.refresh },
  });
  if (response.statusCode !== 200) return null;
  const body = response.json<{ access: string; refresh?: string }>();
  return {
    ...user,
    access: body.access,
    refresh: body.refresh ?? user.refresh,
    headers: { authorization: `Bearer ${body.access}` },
  };
}
