import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

// Throttles under concurrency and behind a proxy (issues 7 and 15). Separate apps: TRUST_PROXY and the
// registration limit are start-up settings.

const loginRequest = (username: string, password: string, extra: object = {}) => ({
  method: 'POST' as const,
  url: '/api/token/',
  payload: { username, password },
  ...extra,
});

describe('login throttling under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Issue 15: the limit is per account *and address* (decision 019), so the parallel burst
  // comes from one address, and the right password from another address still logs in.
  it('20 parallel wrong passwords for one username from one address: at most 5 answers 401, the rest 429', async () => {
    const user = await createUser(t.app);
    const from = { remoteAddress: '10.20.0.1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject(loginRequest(user.username, `mala-${i}`, from)),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(15);
    // Refused attempts are forgotten, so the failures kept are those answered 401.
    const failures = codes.filter((code) => code === 401).length;
    for (let i = failures; i < 5; i += 1) {
      expect((await t.app.inject(loginRequest(user.username, 'mala', from))).statusCode).toBe(401);
    }
    expect((await t.app.inject(loginRequest(user.username, user.password, from))).statusCode).toBe(
      429,
    );
    const elsewhere = { remoteAddress: '10.20.0.2' };
    expect(
      (await t.app.inject(loginRequest(user.username, user.password, elsewhere))).statusCode,
    ).toBe(200);
  });

  it('20 parallel wrong passwords for one username from 20 addresses: at most 10 reach the password', async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject(
          loginRequest(user.username, `mala-${i}`, { remoteAddress: `10.21.0.${i + 1}` }),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(10);
    // The account-wide delay is seconds, never the 15-minute window.
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });
});

describe('TRUST_PROXY set to the proxy address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['10.0.0.1'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('30 wrong logins from a non-proxy peer, each with a different forged X-Forwarded-For, hit 429', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      const answer = await t.app.inject(
        loginRequest(`victima${i}`, 'mala', {
          remoteAddress: '192.0.2.7',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes.slice(20).every((code) => code === 429)).toBe(true);
  });

  it('takes the client address from X-Forwarded-For only when the peer is the proxy', async () => {
    // 20 failures of a client behind the proxy lock that client, not the proxy.
    for (let i = 1; i <= 20; i += 1) {
      const answer = await t.app.inject(
        loginRequest(`cliente${i}`, 'mala', {
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.20' },
        }),
      );
      expect(answer.statusCode).toBe(401);
    }
    const locked = await t.app.inject(
      loginRequest('cliente21', 'mala', {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.20' },
      }),
    );
    expect(locked.statusCode).toBe(429);
    const neighbour = await t.app.inject(
      loginRequest('cliente22', 'mala', {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.21' },
      }),
    );
    expect(neighbour.statusCode).toBe(401);
  });

  it.each([
    ['an over-long header', `${'1.'.repeat(5000)}1`],
    [
      'a list of 2 000 addresses',
      Array.from({ length: 2000 }, (_, i) => `10.1.${i % 250}.1`).join(', '),
    ],
    ['garbage', 'no-es-una-ip, <script>'],
    ['SQL', "1.1.1.1' or '1'='1"],
  ])('a forged X-Forwarded-For relayed by the proxy (%s) is never a 500', async (_, header) => {
    const answer = await t.app.inject(
      loginRequest('alguien', 'mala', {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': header },
      }),
    );
    expect([401, 429]).toContain(answer.statusCode);
  });
});

const registerRequest = (username: string, ip: string) => ({
  method: 'POST' as const,
  url: '/api/register/',
  remoteAddress: ip,
  payload: { username, email: `${username}@example.com`, password: 'sal-y-pimienta-2026' },
});

describe('REGISTRATION_LIMIT_PER_HOUR=10', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ registrationLimitPerHour: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the 11th registration from one IP within an hour is 429 with Retry-After', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await t.app.inject(registerRequest(`alta${i}`, '192.0.2.50'))).statusCode).toBe(201);
    }
    const eleventh = await t.app.inject(registerRequest('alta11', '192.0.2.50'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'throttled', detail: expect.any(String) });
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was created by the refused one.
    const login = await t.app.inject(loginRequest('alta11', 'sal-y-pimienta-2026'));
    expect(login.statusCode).toBe(401);
    // Another address is not affected; an hour later this one may register again.
    expect((await t.app.inject(registerRequest('otra1', '192.0.2.51'))).statusCode).toBe(201);
    t.advanceTime(60 * 60 * 1000 + 1000);
    expect((await t.app.inject(registerRequest('alta12', '192.0.2.50'))).statusCode).toBe(201);
  });

  it('refused registrations (400) do not count', async () => {
    for (let i = 1; i <= 12; i += 1) {
      const taken = await t.app.inject(registerRequest('otra1', '192.0.2.60'));
      expect(taken.statusCode).toBe(400);
    }
    expect((await t.app.inject(registerRequest('nueva60', '192.0.2.60'))).statusCode).toBe(201);
  });

  it('14 parallel registrations from one IP: never more than the limit get in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => t.app.inject(registerRequest(`par${i}`, '192.0.2.70'))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 201 || code === 429)).toBe(true);
    let created = codes.filter((code) => code === 201).length;
    expect(created).toBeLessThanOrEqual(10);
    // Refused ones are forgotten: one after another, the IP gets exactly up to the limit.
    for (let i = 0; created < 10; i += 1) {
      expect((await t.app.inject(registerRequest(`seq${i}`, '192.0.2.70'))).statusCode).toBe(201);
      created += 1;
    }
    expect((await t.app.inject(registerRequest('una-mas', '192.0.2.70'))).statusCode).toBe(429);
  });
});

describe('REGISTRATION_LIMIT_PER_HOUR=0 and simultaneous registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ registrationLimitPerHour: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('0 means no limit', async () => {
    for (let i = 1; i <= 12; i += 1) {
      expect((await t.app.inject(registerRequest(`libre${i}`, '192.0.2.80'))).statusCode).toBe(201);
    }
  });

  it('two simultaneous registrations of one username: one 201 and one 400, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = await Promise.all([
        t.app.inject(registerRequest(`carrera${round}`, '192.0.2.90')),
        t.app.inject({
          ...registerRequest(`CARRERA${round}`, '192.0.2.91'),
          payload: {
            username: `CARRERA${round}`,
            email: `otra${round}@example.com`,
            password: 'sal-y-pimienta-2026',
          },
        }),
      ]);
      const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400]);
      expect(answers[1]!.json()).toEqual({ username: ['Ya existe un usuario con este nombre.'] });
    }
  });

  it('two simultaneous registrations of one e-mail: one 201 and one 400 on email', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({
        ...registerRequest('correo_a', '192.0.2.92'),
        payload: {
          username: 'correo_a',
          email: 'mismo@example.com',
          password: 'sal-y-pimienta-2026',
        },
      }),
      t.app.inject({
        ...registerRequest('correo_b', '192.0.2.93'),
        payload: {
          username: 'correo_b',
          email: 'MISMO@example.com',
          password: 'sal-y-pimienta-2026',
        },
      }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400]);
    expect(answers[1]!.json()).toEqual({
      email: ['Ya existe un usuario con este correo electrónico.'],
    });
  });
});
