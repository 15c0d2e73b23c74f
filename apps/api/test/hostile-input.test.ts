import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, loginAgain, refreshSession, type TestUser } from './factories.ts';
import {
  createRequestPlanner,
  isBatch,
  isDrfError,
  namesField,
  singleRequests,
  type OpenApiDocument,
  type PlannedBatch,
  type PlannedProbe,
} from './hostile-requests.ts';
import { BODY_VALUES, HOSTILE_HEADER_VALUES, HUGE_ID, RAW_BODIES, SQL } from './hostile-values.ts';

/**
 * Walks the OpenAPI document the app serves and sends hostile values to every path, query and
 * body parameter of every operation, with and without a token. Every answer must be below 500
 * and DRF-shaped. Endpoints added later are covered because the document is read at run time.
 */

let t: TestApp;
let user: TestUser;
let document: OpenApiDocument;
let sent = 0;
/** Single requests a batch's answer stood for (hostile-requests.ts, PlannedBatch). */
let batched = 0;
/** Reads of the Idempotency-Key header by the app (the hook in `beforeAll`). */
let idempotencyKeyReads = 0;

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
async function sendSignedIn(
  label: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const withToken = () => ({ ...options, headers: { ...options.headers, ...user.headers } });
  const response = await send(label, withToken());
  if (response.statusCode !== 401) return response;
  const before = user.access;
  await ensureSession();
  if (user.access !== before) return send(`${label} (sesión nueva)`, withToken());
  return response;
}

type Sender = (label: string, options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Sends one probe of the plan: a single request, or a batch and then, one by one, the members
 * whose field its answer does not name (hostile-requests.ts, PlannedBatch).
 */
async function sendProbe(probe: PlannedProbe, sender: Sender): Promise<void> {
  const response = await sender(probe.label, probe.options);
  if (!isBatch(probe)) return;
  let body: unknown = null;
  try {
    body = response.json();
  } catch {
    // not JSON: `send` has recorded it; it names no field
  }
  for (const member of probe.members) {
    if (namesField(response.statusCode, body, member.field)) batched += 1;
    else await sender(member.label, member.options);
  }
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
  // The refresh token first (no argon2id), then the password, then a new user.
  const refreshed = await refreshSession(t.app, user);
  if (refreshed) {
    user = refreshed;
    return;
  }
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
  t = await buildTestApp(
    {},
    {
      // Counts the reads of the Idempotency-Key header: a route that never reads it answers the
      // same whatever its value, so one hostile value is enough there (the main test).
      beforeReady(app) {
        app.addHook('onRequest', async (request) => {
          const headers = request.raw.headers;
          const value = headers['idempotency-key'];
          if (value === undefined) return;
          Object.defineProperty(headers, 'idempotency-key', {
            configurable: true,
            enumerable: true,
            get() {
              idempotencyKeyReads += 1;
              return value;
            },
          });
        });
      },
    },
  );
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
/** Every operation of the document, destructive ones last (computed once the document is read). */
function documentOperations(): [string, string][] {
  const operations: [string, string][] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
        operations.push([path, method]);
      }
    }
  }
  return operations.sort(byRisk);
}

/** Every hostile request of one operation, anonymous and signed in. */
async function walkOperation(
  path: string,
  method: string,
  planOperation: ReturnType<typeof createRequestPlanner>['planOperation'],
): Promise<void> {
  const operation = document.paths[path]?.[method] ?? {};
  await ensureSession();
  const existingId = path.includes('{') ? await findExistingId(path) : '1';
  // Without a token a protected route refuses in `onRequest`, before the body is read:
  // every anonymous request to it must be that 401. Its hostile paths, queries and raw
  // bodies (framework parsing) are all sent; of the field-by-field bodies, which nothing
  // reads before the refusal, one request (a batch) shows it.
  const [baseline, ...anonymous] = planOperation(method, path, operation, existingId, {});
  if (!baseline?.label.endsWith(' baseline')) throw new Error(`no baseline for ${path}`);
  const first = await send(`anónimo ${baseline.label}`, baseline.options);
  const isProtected =
    first.statusCode === 401 && first.json<{ code?: string }>().code === 'not_authenticated';
  const sendAnonymous: Sender = async (label, options) => {
    const response = await send(`anónimo ${label}`, options);
    if (isProtected && response.statusCode !== 401 && response.statusCode !== 404) {
      failures.push(`anónimo ${label}: ${response.statusCode} on a protected route`);
    }
    return response;
  };
  let fieldBodySent = false;
  for (const probe of anonymous) {
    const fieldBody = isBatch(probe)
      ? probe.batch === 'body'
      : / body (?!unknown)/.test(probe.label) && !probe.label.includes(' raw body ');
    if (!isProtected) await sendProbe(probe, sendAnonymous);
    else if (fieldBody) {
      if (!fieldBodySent) await sendAnonymous(probe.label, probe.options);
      fieldBodySent = true;
    } else {
      // Refused before anything reads them: each single request must be that 401 (a batch's
      // 401 names no field, so its members would be sent anyway).
      for (const single of singleRequests([probe])) {
        await sendAnonymous(single.label, single.options);
      }
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
  for (const [index, key] of HOSTILE_HEADER_VALUES.entries()) {
    const reads = idempotencyKeyReads;
    await sendSignedIn(`${method} ${path} Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`, {
      method: method.toUpperCase() as InjectOptions['method'],
      url: path.replace(/\{[^}]+\}/g, existingId),
      headers: { 'idempotency-key': key },
    });
    // Nothing read the header: the same request with another value gets the same answer.
    if (index === 0 && idempotencyKeyReads === reads) break;
  }
  const signedIn = planOperation(method, path, operation, existingId, {});
  const sendWithToken: Sender = (label, options) => sendSignedIn(`con token ${label}`, options);
  for (const probe of signedIn) await sendProbe(probe, sendWithToken);
}

/**
 * The walk is cut in parts run one after the other (the same app, user and sample rows;
 * destructive operations still last), so each part has the whole test time limit however many
 * routes the document gains.
 */
const WALK_PARTS = 4;

/**
 * The longest API test (~30 s). It runs in the PGlite pass only: what it checks is the HTTP
 * answers, the same on both engines (apps/api/vitest.config.ts, POSTGRES_FILES).
 */
describe('hostile input on every operation of the OpenAPI document', () => {
  it.each(Array.from({ length: WALK_PARTS }, (_, part) => part + 1))(
    'never answers 5xx and always answers errors in DRF shape (part %i of 4)',
    async (part) => {
      const operations = documentOperations();
      expect(operations.length).toBeGreaterThan(20);
      const { planOperation } = createRequestPlanner(document);
      const size = Math.ceil(operations.length / WALK_PARTS);
      for (const [path, method] of operations.slice((part - 1) * size, part * size)) {
        await walkOperation(path, method, planOperation);
      }
      if (part < WALK_PARTS) {
        expect(failures.splice(0)).toEqual([]);
        return;
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
      console.info(
        `hostile-input: ${operations.length} operaciones, ${sent} peticiones (y ${batched} respondidas por un lote)`,
        statuses,
      );
      expect(failures).toEqual([]);
    },
  );

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
    const singles = singleRequests(planned);
    const labels = singles.map((request) => request.label);
    expect(labels).toContain('POST /api/recipes/{id}/lines/ body lines[0].instance=999999999999');
    const nested = singles.find((request) => request.label.endsWith('lines[0].unit=null'));
    expect(nested?.options.url).toBe('/api/recipes/7/lines/');
    expect(nested?.options.payload).toEqual({ lines: [{ instance: 1, unit: null }] });
    expect(labels).toContain('POST /api/recipes/{id}/lines/ path id="999999999999"');
    // Both nested fields with one value in one request first; each alone when not named.
    const batch = planned.find(
      (probe) => isBatch(probe) && probe.label.endsWith('body *.*=null'),
    ) as PlannedBatch | undefined;
    expect(batch?.options.payload).toEqual({ lines: [{ instance: null, unit: null }] });
    expect(batch?.members.map((member) => [member.field, member.label])).toEqual([
      ['lines.0.instance', 'POST /api/recipes/{id}/lines/ body lines[0].instance=null'],
      ['lines.0.unit', 'POST /api/recipes/{id}/lines/ body lines[0].unit=null'],
    ]);
  });

  it('batches one hostile value over the fields of a body or a query, each still sent alone', () => {
    const { planOperation } = createRequestPlanner({ paths: {} });
    const body = {
      type: 'object',
      properties: { name: { type: 'string' }, price: { type: 'number' } },
      required: ['name'],
    };
    const post = planOperation(
      'post',
      '/api/things/',
      { requestBody: { content: { 'application/json': { schema: body } } } },
      '1',
      {},
    );
    const batches = post.filter(isBatch);
    expect(batches.map((probe) => probe.label)).toContain('POST /api/things/ body *="abc"');
    const abc = batches.find((probe) => probe.label === 'POST /api/things/ body *="abc"');
    expect(abc?.options.payload).toEqual({ name: 'abc', price: 'abc' });
    expect(abc?.members.map((member) => [member.field, member.options.payload])).toEqual([
      ['name', { name: 'abc' }],
      ['price', { name: expect.any(String), price: 'abc' }],
    ]);
    // Every single request of before is still planned, once: the batches add to them.
    const singles = singleRequests(post).map((request) => request.label);
    expect(new Set(singles).size).toBe(singles.length);
    expect(singles.filter((label) => / body (name|price)=/.test(label))).toHaveLength(
      2 * BODY_VALUES.length,
    );

    const list = planOperation(
      'get',
      '/api/things/',
      {
        parameters: [
          { name: 'search', in: 'query', schema: { type: 'string' } },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
        ],
      },
      '1',
      {},
    );
    const query = list.filter(isBatch).find((probe) => probe.label.endsWith('query *="abc"'));
    expect(query?.options.url).toBe('/api/things/?search=abc&page=abc');
    expect(query?.members.map((member) => member.options.url)).toEqual([
      '/api/things/?search=abc',
      '/api/things/?page=abc',
    ]);
    // A GET's body is never read (Fastify): one whole body per Content-Type, not fourteen.
    const rawBodies = list.filter((probe) => probe.label.includes(' raw body '));
    expect(rawBodies).toHaveLength(new Set(RAW_BODIES.map((raw) => raw.contentType)).size);
    const postRawBodies = post.filter((probe) => probe.label.includes(' raw body '));
    expect(postRawBodies).toHaveLength(RAW_BODIES.length);
  });

  it('takes a field as named when the 400 answer has its key or a key inside it', () => {
    expect(namesField(400, { price: ['Número no válido.'] }, 'price')).toBe(true);
    expect(namesField(400, { 'extra_allergens.0': ['x'] }, 'extra_allergens')).toBe(true);
    expect(namesField(400, { 'lines.0.unit': ['x'] }, 'lines.0.unit')).toBe(true);
    expect(namesField(400, { price_eur: ['x'] }, 'price')).toBe(false);
    expect(namesField(400, { non_field_errors: ['x'] }, 'price')).toBe(false);
    expect(namesField(404, { price: ['x'] }, 'price')).toBe(false);
    expect(namesField(201, { price: '1.00' }, 'price')).toBe(false);
  });
});
