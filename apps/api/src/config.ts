import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback-host.ts';

/** The repository root: `DATA_DIR` defaults to `<root>/data` whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * Which peers may set X-Forwarded-For: a hop count, or a list of proxy addresses / CIDR ranges.
 * Never "every hop": then any client could pick its own IP and walk past the per-IP throttles.
 */
export type TrustProxy = false | number | string[];

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text.toLowerCase() === 'true' || text === '*') {
      context.addIssue({
        code: 'custom',
        message:
          'no se admite "true" ni "*" (cualquier cliente podría falsear su IP); indica las direcciones o rangos CIDR del proxy (p. ej. 10.0.0.1,10.1.0.0/16) o el número de proxies (p. ej. 1)',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isIpOrCidr(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `no es una dirección IP ni un rango CIDR: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
    ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    REDIS_URL: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxySchema,
    SEED_DEMO: booleanFlag,
    REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(10),
    ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    PAYMENTS_PROVIDER: z
      .enum(['demo', 'stripe'], { error: 'los proveedores de pagos son "demo" y "stripe"' })
      .optional(),
    NODE_ENV: z.string().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'STRIPE_SECRET_KEY debe empezar por sk_test_, sk_live_ o rk_…',
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET debe empezar por whsec_')
      .optional(),
    STRIPE_PRICE_PRO: z
      .string()
      .regex(/^price_\w+$/, 'STRIPE_PRICE_PRO debe ser el id de un precio (price_…)')
      .optional(),
    STRIPE_PRICE_BUSINESS: z
      .string()
      .regex(/^price_\w+$/, 'STRIPE_PRICE_BUSINESS debe ser el id de un precio (price_…)')
      .optional(),
    /** Only to point the server at a local stand-in of Stripe's API (tests, screenshots). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: 'PUBLIC_URL debe ser una URL http(s) completa, p. ej. https://costeo.example.com',
      })
      .optional(),
    ALLOW_DEMO_PAYMENTS: booleanFlag,
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error:
          'SMTP_URL debe ser una URL smtp:// o smtps://, p. ej. smtps://usuario:clave@smtp.example.com:465',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /@/,
        'MAIL_FROM debe ser una dirección de correo, p. ej. "Costeo <no-reply@example.com>"',
      )
      .max(254)
      .optional(),
  })
  .refine((env) => env.SMTP_URL === undefined || env.MAIL_FROM !== undefined, {
    message: 'MAIL_FROM es obligatorio cuando se usa SMTP_URL (la dirección que envía los correos)',
    path: ['MAIL_FROM'],
  })
  .refine((env) => env.DATABASE_URL === undefined || env.JWT_SECRET !== undefined, {
    message: 'JWT_SECRET es obligatorio cuando se usa DATABASE_URL (PostgreSQL)',
    path: ['JWT_SECRET'],
  })
  // The demo provider marks every invoice as paid: never by default on a real database.
  .refine((env) => env.DATABASE_URL === undefined || env.PAYMENTS_PROVIDER !== undefined, {
    message:
      'con PostgreSQL hay que elegir el proveedor de pagos: PAYMENTS_PROVIDER=stripe (cobra con Stripe) o PAYMENTS_PROVIDER=demo, que marca las facturas como pagadas sin cobrar ninguna tarjeta',
    path: ['PAYMENTS_PROVIDER'],
  })
  // Stripe needs its keys, both prices and the public origin its pages send the user back to.
  .superRefine((env, context) => {
    if (env.PAYMENTS_PROVIDER !== 'stripe') return;
    const needed = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO',
      'STRIPE_PRICE_BUSINESS',
      'PUBLIC_URL',
    ] as const;
    for (const name of needed) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          message: `con PAYMENTS_PROVIDER=stripe hace falta ${name}`,
          path: [name],
        });
      }
    }
  })
  // A production server (NODE_ENV=production, PostgreSQL, or listening beyond this machine) that
  // would take no money must say so on purpose; `npm start` on the embedded database stays as it is.
  .refine(
    (env) =>
      env.PAYMENTS_PROVIDER === 'stripe' ||
      env.ALLOW_DEMO_PAYMENTS ||
      (env.DATABASE_URL === undefined && isLoopbackHost(env.HOST) && env.NODE_ENV !== 'production'),
    {
      message:
        'el proveedor de pagos "demo" marca las facturas como pagadas sin cobrar nada; en un servidor de producción (NODE_ENV=production, PostgreSQL o HOST accesible desde fuera) solo se admite con ALLOW_DEMO_PAYMENTS=1',
      path: ['ALLOW_DEMO_PAYMENTS'],
    },
  );

export type PaymentsProviderName = 'demo' | 'stripe';

/** PAYMENTS_PROVIDER=stripe (decision 029). The secret key is never logged nor sent to the browser. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; business: string };
  /** Stripe's API, or a local stand-in (STRIPE_API_URL). */
  apiUrl: string | null;
}

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Undefined only for the embedded database, where it is generated and kept in the data dir. */
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  seedDemo: boolean;
  /** Accounts one IP may register per hour; 0 means no limit. */
  registrationLimitPerHour: number;
  /** Memory for the answer cache (decision 025), in MiB; 0 turns it off. */
  answerCacheMb: number;
  paymentsProvider: PaymentsProviderName;
  /** Set when `paymentsProvider` is `stripe`. */
  stripe: StripeConfig | null;
  /** The demo provider was allowed on a production server with ALLOW_DEMO_PAYMENTS=1. */
  allowDemoPayments: boolean;
  webDistDir: string | null;
  /** Origin of the links put in answers (pagination); null: links are relative to the request. */
  publicUrl: string | null;
  /** Daily backups of the embedded database (null on PostgreSQL: its own backups apply). */
  backup: { dir: string; keep: number } | null;
  /**
   * Outgoing mail (decision 031): through `smtpUrl`, or, without it on the embedded database,
   * written to `outboxDir` and the log; on a production server without SMTP nothing is sent.
   */
  mail: MailConfig;
}

export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  /** `DATA_DIR/outbox/` when there is no SMTP server and the database is the embedded one. */
  outboxDir: string | null;
}

/** Used when MAIL_FROM is not set (only possible without SMTP_URL). */
export const DEFAULT_MAIL_FROM = 'Costeo <no-reply@localhost>';

export class ConfigError extends Error {}

/** Reads and validates the environment; relative paths are taken from where `npm` was run. */
/** Where links in mails point: PUBLIC_URL, else the address the server listens on (a local install). */
export function mailLinksBase(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host}:${config.port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(baseDir, values.DATA_DIR) },
    jwtSecret: values.JWT_SECRET,
    accessTokenMinutes: values.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: values.REFRESH_TOKEN_DAYS,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    seedDemo: values.SEED_DEMO,
    registrationLimitPerHour: values.REGISTRATION_LIMIT_PER_HOUR,
    answerCacheMb: values.ANSWER_CACHE_MB,
    paymentsProvider: values.PAYMENTS_PROVIDER ?? 'demo',
    stripe:
      values.PAYMENTS_PROVIDER === 'stripe'
        ? {
            secretKey: values.STRIPE_SECRET_KEY ?? '',
            webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
            prices: {
              pro: values.STRIPE_PRICE_PRO ?? '',
              business: values.STRIPE_PRICE_BUSINESS ?? '',
            },
            apiUrl: values.STRIPE_API_URL ?? null,
          }
        : null,
    allowDemoPayments: values.ALLOW_DEMO_PAYMENTS,
    webDistDir: path.resolve(baseDir, values.WEB_DIST_DIR),
    publicUrl: values.PUBLIC_URL ? values.PUBLIC_URL.replace(/\/+$/, '') : null,
    backup: values.DATABASE_URL
      ? null
      : {
          dir: path.resolve(baseDir, values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
          keep: values.BACKUP_KEEP,
        },
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      outboxDir:
        values.SMTP_URL || values.DATABASE_URL
          ? null
          : path.resolve(baseDir, values.DATA_DIR, 'outbox'),
    },
  };
}
