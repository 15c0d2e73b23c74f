import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/build-test-app.ts';
import { resolveJwtSecret, shouldSeedDemo } from './bootstrap.ts';
import { isLoopbackHost } from './lib/loopback-host.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';

describe('shouldSeedDemo', () => {
  const pglite = (host: string, seedDemo = false) =>
    testConfig({ host, seedDemo, database: { kind: 'pglite', dataDir: '/tmp/x' } });

  it('creates the demo account on a new embedded database only when listening on loopback', () => {
    expect(shouldSeedDemo(pglite('127.0.0.1'), true)).toBe(true);
    expect(shouldSeedDemo(pglite('localhost'), true)).toBe(true);
    expect(shouldSeedDemo(pglite('::1'), true)).toBe(true);
    expect(shouldSeedDemo(pglite('0.0.0.0'), true)).toBe(false);
    expect(shouldSeedDemo(pglite('::'), true)).toBe(false);
    expect(shouldSeedDemo(pglite('192.168.1.20'), true)).toBe(false);
    expect(shouldSeedDemo(pglite('127.0.0.1'), false)).toBe(false);
  });

  it('SEED_DEMO=1 asks for it anywhere, PostgreSQL included', () => {
    expect(shouldSeedDemo(pglite('0.0.0.0', true), false)).toBe(true);
    const postgres = testConfig({
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://db/x' },
    });
    expect(shouldSeedDemo(postgres, true)).toBe(false);
    expect(shouldSeedDemo({ ...postgres, seedDemo: true }, false)).toBe(true);
  });

  it('isLoopbackHost', () => {
    expect(isLoopbackHost('127.1.2.3')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
    expect(isLoopbackHost('example.com')).toBe(false);
  });
});

describe('the data directory', () => {
  it('is created with mode 0700 (by the lock and by the secret), the secret file 0600', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'costeo-mode-'));
    const byLock = path.join(parent, 'a', 'datos');
    acquireDataDirLock(byLock).release();
    expect(statSync(byLock).mode & 0o777).toBe(0o700);

    const bySecret = path.join(parent, 'b');
    resolveJwtSecret(
      testConfig({ jwtSecret: undefined, database: { kind: 'pglite', dataDir: bySecret } }),
    );
    expect(statSync(bySecret).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(bySecret, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
