import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { pageLink } from './pagination.ts';

// The starter catalog (250+ definitions) gives every user several pages without creating rows.
const list = '/api/ingredient-definitions/?page=2&page_size=25&search=';
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('pagination links without PUBLIC_URL', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // Trusting a proxy must not make X-Forwarded-Host a way in either.
    t = await buildTestApp({ trustProxy: 1 });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the path and query only, whatever Host the client sends', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: list,
      headers: { ...user.headers, ...forged },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.next).toBe('/api/ingredient-definitions/?page=3&page_size=25&search=');
    expect(body.previous).toBe('/api/ingredient-definitions/?page=1&page_size=25&search=');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('pagination links with PUBLIC_URL', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://costeo.example.com' });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('start with the public address, never with the Host header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: list,
      headers: { ...user.headers, ...forged },
    });
    const body = response.json();
    expect(body.next).toBe(
      'https://costeo.example.com/api/ingredient-definitions/?page=3&page_size=25&search=',
    );
    expect(body.previous).toBe(
      'https://costeo.example.com/api/ingredient-definitions/?page=1&page_size=25&search=',
    );
    expect(response.body).not.toContain('evil.example');
  });
});

describe('pageLink', () => {
  // The router answers 404 to these forms, so they are checked on the helper itself.
  const requestFor = (url: string) => ({ url }) as FastifyRequest;

  it('keeps only the path and query of an absolute-form or doubled-slash URL', () => {
    expect(pageLink(requestFor('//evil.example/api/recipes/?page=1'), null, 2)).toBe(
      '/api/recipes/?page=2',
    );
    expect(pageLink(requestFor('http://evil.example/api/recipes/'), null, 2)).toBe(
      '/api/recipes/?page=2',
    );
    expect(pageLink(requestFor('/api//recipes/?page_size=5'), null, 3)).toBe(
      '/api//recipes/?page_size=5&page=3',
    );
  });

  it('never starts a relative link with two slashes (that would name another host)', () => {
    // `/a/..//evil.example/` resolves to the path `//evil.example/`.
    expect(pageLink(requestFor('/a/..//evil.example/?page=1'), null, 2)).toBe(
      '/evil.example/?page=2',
    );
    expect(pageLink(requestFor('///evil.example/api/?page=1'), null, 2)).toMatch(/^\/[^/]/);
  });
});
