import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has sane defaults: embedded database in <repo>/data, 127.0.0.1:3000, 15 min / 7 days', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, 'data') },
      accessTokenMinutes: 15,
      refreshTokenDays: 7,
      logLevel: 'info',
      seedDemo: false,
    });
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    const config = loadConfig({ DATA_DIR: 'mis-datos', INIT_CWD: '/srv/costeo' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/costeo/mis-datos' });
  });

  it('uses PostgreSQL with DATABASE_URL and then requires JWT_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/costeo' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/costeo' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/costeo',
      JWT_SECRET: 'x'.repeat(32),
      SEED_DEMO: '1',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db/costeo' });
    expect(config.seedDemo).toBe(true);
  });

  it('rejects invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'noventa' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
