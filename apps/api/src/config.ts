import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: `DATA_DIR` defaults to `<root>/data` whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

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
    TRUST_PROXY: booleanFlag,
    SEED_DEMO: booleanFlag,
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  })
  .refine((env) => env.DATABASE_URL === undefined || env.JWT_SECRET !== undefined, {
    message: 'JWT_SECRET es obligatorio cuando se usa DATABASE_URL (PostgreSQL)',
    path: ['JWT_SECRET'],
  });

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
  trustProxy: boolean;
  seedDemo: boolean;
  webDistDir: string | null;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; relative paths are taken from where `npm` was run. */
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
    webDistDir: path.resolve(baseDir, values.WEB_DIST_DIR),
  };
}
