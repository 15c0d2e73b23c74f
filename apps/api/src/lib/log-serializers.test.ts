import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_JWT_SECRET, testConfig } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loggerOptions } from './log-serializers.ts';

// issue 7: logged errors never contain query parameters (no e-mails or password hashes in logs).
const SECRET_EMAIL = 'x@y.z';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0bw$c2VjcmV0';
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
  });
  // A handler whose query fails with the user's values among its parameters.
  app.get('/api/test-failing-query/', { config: { public: true } }, async (request) => {
    const { email } = request.query as { email: string };
    await database.db.execute(sql`select ${email}::int, ${SECRET_HASH}::int`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request and error logs', () => {
  it('a failing request with ?email=… logs the path, the error and the SQL, never the values', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: `/api/test-failing-query/?email=${encodeURIComponent(SECRET_EMAIL)}&token=abc123secreto`,
      headers: { authorization: 'Bearer abc123secreto' },
    });
    expect(response.statusCode).toBe(500);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toEqual({
      method: 'GET',
      url: '/api/test-failing-query/',
      remoteAddress: '127.0.0.1',
    });
    const error = entries.find((entry) => entry.level === 50);
    expect(error).toBeDefined();
    expect(JSON.stringify(error)).toMatch(/Failed query: select \$1::int, \$2::int/);
    const everything = lines.join('\n');
    expect(everything).not.toContain(SECRET_EMAIL);
    expect(everything).not.toContain(encodeURIComponent(SECRET_EMAIL));
    expect(everything).not.toContain('argon2id');
    expect(everything).not.toContain('abc123secreto');
  });

  it('a refused login logs neither the body nor the password', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/token/?next=x@y.z',
      payload: { username: SECRET_EMAIL, password: 'clave-que-no-se-loguea' },
    });
    const everything = lines.join('\n');
    expect(everything).toContain('/api/token/');
    expect(everything).not.toContain('clave-que-no-se-loguea');
    expect(everything).not.toContain(SECRET_EMAIL);
  });
});
