import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, loginAgain, type TestUser } from './factories.ts';
import { createRequestPlanner, isDrfError, type OpenApiDocument } from './hostile-requests.ts';
import { HOSTILE_HEADER_VALUES, HUGE_ID, SQL } from './hostile-values.ts';

/**
 * Walks the OpenAPI document the app serves and sends hostile values to every path, query and
 * body parameter of every operation, with and without a token. Every answer must be below 500
 * and DRF-shaped. Endpoints added later are covered because the document is read at run time.
 */

let t: TestApp;
let user: TestUser;
let document: OpenApiDocument;
let sent = 0;

const failures: string[] = [];
const statuses: Record<number, number> = {};

async function send(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  sent += 1;
  const response = await t.app.inject(options);
  const status = response.statusCode;
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (process.env.HOSTILE_DEBUG) {
    console.info(
      status,
      label.slice(0, 120),
      label.endsWith('baseline') ? response.body.slice(0, 300) : '',
    );
  }
  const problem = (reason: string) =>
    failures.push(`${label}: ${status} ${reason} ${response.body.slice(0, 200)}`);
  if (status >= 500) problem('server error');
  else if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      problem('non-JSON error body');
      return response;
    }
    if (!isDrfError(status, body)) problem('not DRF-shaped');
  }
  return response;
}

/**
 * Sends with the walker's current token; when an earlier request ended the session (logout-all,
 * password change, a deleted account), signs in again and sends once more.
 */
async function sendSignedIn(label: string, options: InjectOptions): Promise<void> {
  const withToken = () => ({ ...options, headers: { ...options.headers, ...user.headers } });
  const response = await send(label, withToken());
  if (response.statusCode !== 401) return;
  const before = user.access;
  await ensureSession();
  if (user.access !== before) await send(`${label} (sesión nueva)`, withToken());
}

/** An id that names a real row for `/x/{id}/…`: the first item of the collection `/x/`. */
async function findExistingId(path: string): Promise<string> {
  const collection = path.slice(0, path.indexOf('{'));
  const response = await t.app.inject({ method: 'GET', url: collection, headers: user.headers });
  if (response.statusCode !== 200) return '1';
  const body = response.json<unknown>();
  const items = Array.isArray(body) ? body : (body as { results?: unknown[] } | null)?.results;
  const id = (items?.[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? String(id) : '1';
}

/**
 * Logout-all, password changes or the login throttle (hostile logins count as failures) may end
 * the walker's session: let the throttle windows pass and log in again, or start a new user.
 */
async function ensureSession(): Promise<void> {
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/profile/my_stats/',
    headers: user.headers,
  });
  if (check.statusCode === 200) return;
  t.advanceTime(2 * 60 * 60 * 1000);
  try {
    user = await loginAgain(t.app, user);
  } catch {
    user = await createWalkerUser();
  }
}

/** A user on the top plan (so feature-gated endpoints answer) with one product. */
async function createWalkerUser(): Promise<TestUser> {
  const created = await createUser(t.app);
  const upgrade = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/upgrade/',
    headers: created.headers,
    payload: { plan_code: 'business' },
  });
  expect(upgrade.statusCode, upgrade.body).toBe(200);
  user = created;
  await createSampleProduct();
  return created;
}

async function createSampleProduct(): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ingredient-instances/',
    headers: user.headers,
    payload: {
      definition: 1,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '10',
      notes: 'muestra',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Destructive operations last, so earlier ones still find the sample rows. */
function byRisk([, methodA]: [string, string], [, methodB]: [string, string]): number {
  const rank = (method: string) => (method === 'delete' ? 1 : 0);
  return rank(methodA) - rank(methodB);
}

beforeAll(async () => {
  t = await buildTestApp();
  user = await createWalkerUser();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

/**
 * The longest API test (~30 s). It runs in the PGlite pass only: what it checks is the HTTP
 * answers, the same on both engines (apps/api/vitest.config.ts, POSTGRES_FILES).
 */
describe('hostile input on every operation of the OpenAPI document', () => {
  it('never answers 5xx and always answers errors in DRF shape', async () => {
    const operations: [string, string][] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
          operations.push([path, method]);
        }
      }
    }
    operations.sort(byRisk);
    const { planOperation } = createRequestPlanner(document);
    expect(operations.length).toBeGreaterThan(20);

    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method] ?? {};
      await ensureSession();
      const existingId = path.includes('{') ? await findExistingId(path) : '1';
      // Without a token a protected route refuses in `onRequest`, before the body is read:
      // every anonymous request to it must be that 401. Its hostile paths, queries and raw
      // bodies (framework parsing) are all sent; of the field-by-field bodies, which nothing
      // reads before the refusal, one shows it.
      const anonymous = planOperation(method, path, operation, existingId, {});
      let isProtected = false;
      let fieldBodySent = false;
      for (const { label, options } of anonymous) {
        const fieldBody = / body (?!unknown)/.test(label) && !label.includes(' raw body ');
        if (isProtected && fieldBody && fieldBodySent) continue;
        fieldBodySent ||= fieldBody;
        const response = await send(`anónimo ${label}`, options);
        if (label.endsWith(' baseline')) {
          isProtected =
            response.statusCode === 401 &&
            response.json<{ code?: string }>().code === 'not_authenticated';
        } else if (isProtected && response.statusCode !== 401 && response.statusCode !== 404) {
          failures.push(`anónimo ${label}: ${response.statusCode} on a protected route`);
        }
      }
      const hostileTokens = ['Bearer \u0000', `Bearer ${'x'.repeat(10_000)}`, `Bearer ${SQL}`];
      for (const authorization of hostileTokens) {
        await send(`${method} ${path} token hostil`, {
          method: method.toUpperCase() as InjectOptions['method'],
          url: path.replace(/\{[^}]+\}/g, existingId),
          headers: { authorization },
        });
      }
      // Let every throttle window pass (hostile logins count as failures) and sign in afresh.
      t.advanceTime(2 * 60 * 60 * 1000);
      await ensureSession();
      for (const key of HOSTILE_HEADER_VALUES) {
        await sendSignedIn(
          `${method} ${path} Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`,
          {
            method: method.toUpperCase() as InjectOptions['method'],
            url: path.replace(/\{[^}]+\}/g, existingId),
            headers: { 'idempotency-key': key },
          },
        );
      }
      const signedIn = planOperation(method, path, operation, existingId, {});
      for (const { label, options } of signedIn) await sendSignedIn(`con token ${label}`, options);
    }
    // Paths and methods the document does not list: 404 or 405, still in DRF shape.
    for (const [method, url] of [
      ['GET', '/api/no-existe/'],
      ['POST', '/api/no-existe/'],
      ['GET', '/api/ingredient-instances/1/no-existe/'],
      ['PUT', '/api/ingredient-instances/'],
      ['DELETE', '/api/health/'],
      ['GET', '/api/%zz/'],
      ['GET', `/api/${'x'.repeat(10_000)}/`],
      ['GET', '/api/../../etc/passwd'],
    ] as const) {
      await send(`${method} ${url.slice(0, 40)}`, { method, url, headers: user.headers });
      await send(`anónimo ${method} ${url.slice(0, 40)}`, { method, url });
    }
    console.info(`hostile-input: ${operations.length} operaciones, ${sent} peticiones`, statuses);
    expect(failures).toEqual([]);
  });

  it('answers 404 for an id beyond the database integer on every {id} route', async () => {
    const idPaths = Object.keys(document.paths).filter((path) => path.includes('{'));
    expect(idPaths.length).toBeGreaterThan(0);
    for (const path of idPaths) {
      for (const method of Object.keys(document.paths[path] ?? {})) {
        for (const id of [HUGE_ID, '0', '-1', 'abc', '1.5', '1e3', '2147483648']) {
          const response = await t.app.inject({
            method: method.toUpperCase() as InjectOptions['method'],
            url: path.replace(/\{[^}]+\}/g, id),
            headers: user.headers,
            payload: method === 'get' || method === 'delete' ? undefined : {},
          });
          expect(response.statusCode, `${method} ${path} ${id}`).toBe(404);
          expect(response.json()).toEqual({ detail: 'No encontrado.' });
        }
      }
    }
  });

  it('refuses a NUL character on the field that holds it', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/ingredient-instances/',
      headers: user.headers,
      payload: {
        definition: 1,
        purchase_quantity: '1',
        purchase_unit: 'kg',
        purchase_price: '10',
        notes: 'a\u0000b',
      },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ notes: ['No se permiten caracteres nulos.'] });

    const query = await t.app.inject({
      method: 'GET',
      url: '/api/ingredient-instances/?search=a%00b',
      headers: user.headers,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ search: ['No se permiten caracteres nulos.'] });

    const header = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel/',
      headers: { ...user.headers, 'idempotency-key': 'clave\u0000' },
    });
    expect(header.statusCode).toBe(400);
  });

  it('answers 400 on a body id beyond the database integer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ingredient-instances/',
      headers: user.headers,
      payload: {
        definition: 2_147_483_648,
        purchase_quantity: '1',
        purchase_unit: 'kg',
        purchase_price: '10',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('definition');
  });
});

describe('the request planner', () => {
  it('sends hostile values inside the items of an array of objects (recipe lines and the like)', () => {
    const { planOperation } = createRequestPlanner({
      paths: {},
      components: {
        schemas: {
          Line: {
            type: 'object',
            properties: { instance: { type: 'integer' }, unit: { type: 'string' } },
            required: ['instance', 'unit'],
          },
        },
      },
    });
    const planned = planOperation(
      'post',
      '/api/recipes/{id}/lines/',
      {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } },
                },
                required: ['lines'],
              },
            },
          },
        },
      },
      '7',
      {},
    );
    const labels = planned.map((request) => request.label);
    expect(labels).toContain('POST /api/recipes/{id}/lines/ body lines[0].instance=999999999999');
    const nested = planned.find((request) => request.label.endsWith('lines[0].unit=null'));
    expect(nested?.options.url).toBe('/api/recipes/7/lines/');
    expect(nested?.options.payload).toEqual({ lines: [{ instance: 1, unit: null }] });
    expect(labels).toContain('POST /api/recipes/{id}/lines/ path id="999999999999"');
  });
});
