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
      trustProxy: false,
      registrationLimitPerHour: 10,
      answerCacheMb: 32,
      paymentsProvider: 'demo',
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
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
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

  it('TRUST_PROXY takes proxy addresses or CIDR ranges, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true or * (every hop trusted) and anything that is not an address', () => {
    for (const value of ['true', 'TRUE', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: no se admite "true" ni "\*"/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY.*proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/TRUST_PROXY/);
  });

  it('REGISTRATION_LIMIT_PER_HOUR defaults to 10; 0 disables it; negatives are refused', () => {
    expect(loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '0' }).registrationLimitPerHour).toBe(0);
    expect(loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '25' }).registrationLimitPerHour).toBe(25);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '-1' })).toThrow(
      /REGISTRATION_LIMIT_PER_HOUR/,
    );
  });

  it('payments: demo by default on the embedded database; PostgreSQL refuses to start without PAYMENTS_PROVIDER=demo', () => {
    expect(loadConfig({}).paymentsProvider).toBe('demo');
    const postgres = { DATABASE_URL: 'postgres://db/costeo', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(postgres)).toThrow(ConfigError);
    expect(() => loadConfig(postgres)).toThrow(
      /PAYMENTS_PROVIDER: con PostgreSQL hay que elegir el proveedor de pagos/,
    );
    expect(
      loadConfig({ ...postgres, PAYMENTS_PROVIDER: 'demo', ALLOW_DEMO_PAYMENTS: '1' })
        .paymentsProvider,
    ).toBe('demo');
    expect(() => loadConfig({ ...postgres, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER/,
    );
  });

  it('the demo provider on a production server (PostgreSQL or a public HOST) needs ALLOW_DEMO_PAYMENTS=1', () => {
    const postgres = { DATABASE_URL: 'postgres://db/costeo', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...postgres, PAYMENTS_PROVIDER: 'demo' })).toThrow(
      /ALLOW_DEMO_PAYMENTS: el proveedor de pagos "demo" marca las facturas como pagadas/,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/ALLOW_DEMO_PAYMENTS/);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_PAYMENTS: '1' }).allowDemoPayments).toBe(true);
    // `npm start` on the embedded database, on this machine only: as before.
    expect(loadConfig({}).allowDemoPayments).toBe(false);
    expect(loadConfig({ HOST: 'localhost' }).paymentsProvider).toBe('demo');
  });

  it('NODE_ENV=production with the demo provider refuses to start unless ALLOW_DEMO_PAYMENTS=1', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ALLOW_DEMO_PAYMENTS: el proveedor de pagos "demo"/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: '1' }).paymentsProvider).toBe(
      'demo',
    );
  });

  it('PAYMENTS_PROVIDER=stripe needs its keys, both prices and PUBLIC_URL, and no demo flag', () => {
    const stripe = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_PRO: 'price_pro123',
      STRIPE_PRICE_BUSINESS: 'price_business123',
      PUBLIC_URL: 'https://costeo.example.com',
    };
    const config = loadConfig({
      ...stripe,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/costeo',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.paymentsProvider).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      prices: { pro: 'price_pro123', business: 'price_business123' },
      apiUrl: null,
    });
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: con PAYMENTS_PROVIDER=stripe hace falta STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...stripe, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY debe empezar por sk_test_/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PRO: 'prod_abc' })).toThrow(
      /STRIPE_PRICE_PRO debe ser el id de un precio/,
    );
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('PUBLIC_URL is a full http(s) URL, kept without its trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://costeo.example.com/' }).publicUrl).toBe(
      'https://costeo.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'costeo.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('mail: SMTP_URL (smtp or smtps) needs MAIL_FROM; without it, DATA_DIR/outbox on the embedded database only', () => {
    expect(loadConfig({ DATA_DIR: '/srv/datos' }).mail).toEqual({
      smtpUrl: null,
      from: 'Costeo <no-reply@localhost>',
      outboxDir: '/srv/datos/outbox',
    });
    const smtp = loadConfig({
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Costeo <no-reply@example.com>',
    }).mail;
    expect(smtp).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'Costeo <no-reply@example.com>',
      outboxDir: null,
    });
    const postgres = {
      DATABASE_URL: 'postgres://db/costeo',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENTS_PROVIDER: 'demo',
      ALLOW_DEMO_PAYMENTS: '1',
    };
    expect(loadConfig(postgres).mail.outboxDir).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.c' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('backups: DATA_DIR/backups keeping 7 on the embedded database; none on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/datos' }).backup).toEqual({
      dir: '/srv/datos/backups',
      keep: 7,
    });
    expect(
      loadConfig({ DATA_DIR: '/srv/datos', BACKUP_DIR: '/copias', BACKUP_KEEP: '30' }).backup,
    ).toEqual({ dir: '/copias', keep: 30 });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/costeo',
        JWT_SECRET: 'x'.repeat(32),
        PAYMENTS_PROVIDER: 'demo',
        ALLOW_DEMO_PAYMENTS: '1',
      }).backup,
    ).toBeNull();
  });
});
