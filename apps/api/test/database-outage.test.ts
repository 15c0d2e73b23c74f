import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/db/unavailable.ts';
import { TEST_JWT_SECRET } from './build-test-app.ts';
import { startLoad, type Answer, type Load } from './outage-load.ts';
import { createPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { apiDir, startServer, type RunningServer } from './processes.ts';
import { WAIT_TIMEOUT_MS } from '../../../test-timeouts.ts';

/**
 * Issue 30, point 4, its acceptance: PostgreSQL stopped for 10 s under 20 requests a second on
 * two API instances. Every answer during the outage is a 503 with Retry-After (none a 500, none
 * hung), none after it, and no acknowledged write is lost or left half done. The server is the
 * test's own (test/postgres-cluster.ts): the shared one of TEST_DATABASE_URL must stay up.
 */

const OUTAGE_MS = 10_000;
const LOAD_INTERVAL_MS = 50; // 20 requests a second over the two instances
/** Writes each instance acknowledges before the stop, answers it gives once back (~3 s each). */
const WRITES_BEFORE = 15;
const ANSWERS_AFTER = 60;
/** Creates in flight when the server stops, each with its product inserted, not its price. */
const HALF_DONE_WRITES = 4;

interface Owner {
  id: number;
  headers: { authorization: string };
}

let cluster: PostgresCluster | undefined;
const servers: RunningServer[] = [];
let load: Load | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(port: number, method: string, url: string, body?: object, owner?: Owner) {
  const response = await fetch(`http://127.0.0.1:${port}/api/${url}`, {
    method,
    headers: { ...owner?.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(WAIT_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function registerOwner(port: number, username: string): Promise<Owner> {
  const body = { username, password: 'sal-y-pimienta-2026', email: `${username}@example.com` };
  const registered = await api<{ user: { id: number }; access: string }>(
    port,
    'POST',
    'register/',
    body,
  );
  const owner = {
    id: registered.user.id,
    headers: { authorization: `Bearer ${registered.access}` },
  };
  // Business has no product quota: the load creates a few hundred.
  await api(port, 'POST', 'subscription/upgrade/', { plan_code: 'business' }, owner);
  return owner;
}

/** Every product name the owner has, through the API, page by page. */
async function listedNames(port: number, owner: Owner): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const listed = await api<{ next: string | null; results: { name: string }[] }>(
      port,
      'GET',
      `ingredient-instances/?page_size=100&page=${page}`,
      undefined,
      owner,
    );
    for (const product of listed.results) names.add(product.name);
    if (!listed.next) return names;
  }
}

/**
 * Holds creates half done when the server stops: a session locks the price history table, so each
 * create has inserted its product and waits to insert the product's first price (one transaction,
 * ingredient-instances.service.ts). Resolves once `writes` creates wait, with the time the lock
 * was taken: no create sent after it can commit before the stop, which ends the lock's session.
 */
async function holdCreatesHalfDone(
  databaseUrl: string,
  writes: number,
): Promise<{ holder: pg.Client; lockedAt: number }> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  // The stop ends this session too: the client must not throw it at the test's process.
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table ingredient_price_history in exclusive mode');
  const lockedAt = Date.now();
  // Another session: pg_stat_activity is read once per transaction.
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  try {
    await expect
      .poll(
        async () => {
          const { rows } = await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
          );
          return rows[0]?.n ?? 0;
        },
        { timeout: WAIT_TIMEOUT_MS, interval: 50, message: 'creates waiting on the lock' },
      )
      .toBeGreaterThanOrEqual(writes);
  } finally {
    await watcher.end();
  }
  return { holder, lockedAt };
}

/** Waits for a state of the load; an API process that ends meanwhile fails at once, with its output. */
async function waitFor(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (!condition()) {
    const ended = servers.find((server) => server.child.exitCode !== null);
    if (ended) throw new Error(`an API process ended, waiting for ${what}:\n${ended.output()}`);
    if (Date.now() > deadline) throw new Error(`not reached in ${WAIT_TIMEOUT_MS} ms: ${what}`);
    await sleep(100);
  }
}

const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;

function describeAnswer(answer: Answer): string {
  return `${answer.kind}@${answer.instance} ${answer.status || answer.error} ${JSON.stringify(answer.body)}`;
}

describe('PostgreSQL stopped for 10 s under load on two API instances (issue 30)', () => {
  let owners: Owner[] = [];
  let definition = 0;
  let databaseUrl = '';

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    await cluster.createDatabase('costeo');
    databaseUrl = cluster.url('costeo');
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: path.join(apiDir, 'no-web-dist'),
    };
    // Two replicas starting together on the empty database (one migrates, the other waits).
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const port = servers[0]?.port ?? 0;
    const run = randomBytes(3).toString('hex');
    owners = [
      await registerOwner(port, `cocina_a_${run}`),
      await registerOwner(port, `cocina_b_${run}`),
    ];
    const onions = await api<{ results: { id: number }[] }>(
      port,
      'GET',
      'ingredient-definitions/?search=cebolla&page_size=1',
      undefined,
      owners[0],
    );
    const onion = onions.results[0];
    if (!onion) throw new Error('no "cebolla" in the ingredient catalog');
    definition = onion.id;
  });

  afterAll(async () => {
    await load?.stop();
    try {
      for (const server of servers.splice(0)) await server.stop();
    } finally {
      await cluster?.remove();
    }
  });

  it('answers 503 with Retry-After while it is down, recovers, and loses no acknowledged write', async () => {
    if (!cluster) throw new Error('no cluster');
    const ports = servers.map((server) => server.port);
    load = startLoad({
      ports,
      users: owners,
      intervalMs: LOAD_INTERVAL_MS,
      namePrefix: `Cebolla ${randomBytes(3).toString('hex')}`,
      product: (name) => ({
        definition,
        name,
        purchase_quantity: '10',
        purchase_unit: 'kg',
        purchase_price: '12.00',
      }),
    });
    const { answers } = load;
    const perInstance = (predicate: (answer: Answer) => boolean) =>
      ports.map((_, instance) =>
        answers.filter((answer) => answer.instance === instance && predicate(answer)),
      );

    // Normal load first: both instances acknowledge writes.
    await waitFor('writes acknowledged before the outage', () =>
      perInstance((a) => a.kind === 'create' && is2xx(a)).every((l) => l.length >= WRITES_BEFORE),
    );

    const { holder, lockedAt } = await holdCreatesHalfDone(databaseUrl, HALF_DONE_WRITES);
    const stopBegun = Date.now();
    // Immediate, as a crash: every backend quits without releasing its locks, so the creates held
    // half done can never go on. A fast stop ends the holder's session first on a busy machine, its
    // lock is freed, and a create it held may commit before its own backend is told to end (seen
    // in CI: two of them stored). Crash recovery on the restart rolls back what was in flight and
    // replays every commit, which is what "no acknowledged write lost" has to survive.
    await cluster.stop('immediate');
    const stopDone = Date.now();
    // Its session is gone with the server; ending the client only frees it.
    await holder.end().catch(() => undefined);
    await sleep(OUTAGE_MS); // the scenario: the database stays away this long
    const startBegun = Date.now();
    await cluster.start();

    // Back: each instance answers a request sent after the restart; from then on, no more 503.
    const recoveredAt: number[] = [];
    await waitFor('each instance answers again after the restart', () =>
      perInstance((a) => a.sentAt >= startBegun && is2xx(a)).every((list, instance) => {
        if (list.length === 0) return false;
        recoveredAt[instance] = Math.min(...list.map((a) => a.answeredAt));
        return true;
      }),
    );
    const after = (answer: Answer) => answer.sentAt > (recoveredAt[answer.instance] ?? Infinity);
    await waitFor('a few seconds of load after the recovery', () =>
      perInstance(after).every((list) => list.length >= ANSWERS_AFTER),
    );
    await load.stop();
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();

    // No answer hung, and none was anything but what the route answers or a 503 to retry.
    expect(answers.filter((a) => a.status === 0).map(describeAnswer)).toEqual([]);
    const expected = { health: [200, 503], list: [200, 503], create: [201, 503] };
    expect(answers.filter((a) => !expected[a.kind].includes(a.status)).map(describeAnswer)).toEqual(
      [],
    );
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.retryAfter).toBe('5');
      expect(answer.body).toEqual(
        answer.kind === 'health'
          ? expect.objectContaining({ status: 'unavailable', database: 'unavailable' })
          : { detail: DATABASE_UNAVAILABLE },
      );
    }

    const before = answers.filter((a) => a.answeredAt < stopBegun);
    expect(before.filter((a) => !is2xx(a)).map(describeAnswer)).toEqual([]);
    // Sent once the server was down and answered before it was started again: all 503.
    const outage = answers.filter((a) => a.sentAt >= stopDone && a.answeredAt <= startBegun);
    expect(outage.length).toBeGreaterThan(OUTAGE_MS / LOAD_INTERVAL_MS / 2);
    expect(outage.filter((a) => a.status !== 503).map(describeAnswer)).toEqual([]);
    for (const instance of ports.keys()) {
      expect(outage.some((a) => a.instance === instance && a.kind === 'health')).toBe(true);
    }
    // The creates in flight (held half done) were rolled back: a 503, and nothing of them stored.
    const inFlight = answers.filter(
      (a) => a.kind === 'create' && a.sentAt >= lockedAt && a.sentAt < stopBegun,
    );
    expect(inFlight.length).toBeGreaterThanOrEqual(HALF_DONE_WRITES);
    expect(inFlight.filter((a) => a.status !== 503).map(describeAnswer)).toEqual([]);
    const recovered = answers.filter(after);
    expect(recovered.filter((a) => a.status === 503).map(describeAnswer)).toEqual([]);

    // Every acknowledged write is there, through the API, whichever instance took it.
    const acknowledged = answers.filter((a) => a.kind === 'create' && is2xx(a));
    const port = ports[1] ?? 0;
    const listed = await Promise.all(owners.map((owner) => listedNames(port, owner)));
    const lost = acknowledged.filter((a) => !listed[a.user ?? 0]?.has(a.name ?? ''));
    expect(lost.map(describeAnswer)).toEqual([]);

    // None half done: each product stored has its price history row (one transaction), and
    // each was sent by the load (a create answered 503 may have committed: it is not lost).
    const sent = new Set(answers.map((a) => a.name));
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check
      .query<{ name: string; history: number }>(
        `select i.name, count(h.id)::int as history
           from ingredient_instances i
           left join ingredient_price_history h on h.instance_id = i.id
          where i.owner_id = any($1)
          group by i.id, i.name`,
        [owners.map((owner) => owner.id)],
      )
      .finally(() => check.end());
    expect(rows.filter((row) => row.history !== 1 || !sent.has(row.name))).toEqual([]);
    const rolledBack = new Set(inFlight.map((a) => a.name));
    expect(rows.filter((row) => rolledBack.has(row.name))).toEqual([]);

    const count = (list: Answer[], status: number) =>
      list.filter((a) => a.status === status).length;
    const worst = Math.max(...answers.map((a) => a.answeredAt - a.sentAt));
    console.info(
      `database outage: ${answers.length} answers; before ${before.length} (2xx ${before.filter(is2xx).length}); ` +
        `outage ${outage.length} (503 ${count(outage, 503)}); creates held half done ${inFlight.length} ` +
        `(503 ${count(inFlight, 503)}); after ${recovered.length} ` +
        `(2xx ${recovered.filter(is2xx).length}); 503 in all ${count(answers, 503)}; ` +
        `writes acknowledged ${acknowledged.length}, stored ${rows.length}; ` +
        `recovery ${Math.max(...recoveredAt) - startBegun} ms after start; worst answer ${worst} ms`,
    );
  });
});
