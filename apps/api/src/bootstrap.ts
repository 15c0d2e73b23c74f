import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { isLoopbackHost } from './lib/loopback-host.ts';

export interface OpenedDatabase {
  database: Database;
  /** True when this start applied the very first migration (a brand-new database). */
  fresh: boolean;
  close(): Promise<void>;
}

/**
 * Opens the configured database and migrates it. The embedded one is locked first, so a second
 * process on the same data directory stops here with a clear message.
 */
export async function openConfiguredDatabase(config: AppConfig): Promise<OpenedDatabase> {
  let release: () => void = () => {
    // nothing to release on PostgreSQL
  };
  let database: Database;
  if (config.database.kind === 'postgres') {
    database = openPostgres(config.database.url);
  } else {
    const dataDir = config.database.dataDir ?? path.resolve('data');
    const lock = acquireDataDirLock(dataDir);
    release = () => lock.release();
    try {
      database = await openPglite(path.join(dataDir, 'pgdata'));
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    const before = await database.migrationStatus();
    await database.migrate();
    return {
      database,
      fresh: before.applied === 0,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
}

/**
 * The signing secret: JWT_SECRET when given; on the embedded database one is generated at first
 * start and kept (mode 0600) in the data directory, so tokens survive restarts.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.database.kind === 'postgres' || !config.database.dataDir) {
    throw new Error('JWT_SECRET es obligatorio con PostgreSQL');
  }
  const file = path.join(config.database.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.database.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The demo account (published password) is created on a fresh embedded database only when the
 * server listens on a loopback address, or anywhere when SEED_DEMO=1 asks for it.
 */
export function shouldSeedDemo(config: AppConfig, freshDatabase: boolean): boolean {
  if (config.seedDemo) return true;
  return config.database.kind === 'pglite' && freshDatabase && isLoopbackHost(config.host);
}
