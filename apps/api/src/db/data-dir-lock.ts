import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `El directorio de datos ${dataDir} ya está en uso por otro proceso de Costeo (PID ${pid}). ` +
        `Detén ese proceso o usa otro DATA_DIR.\n` +
        `The data directory ${dataDir} is already in use by another Costeo process (PID ${pid}). ` +
        `Stop it or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite has no file locking of its own, and two processes on one data directory corrupt it.
 * The lock is a file created with O_EXCL holding our PID; a lock left by a dead process
 * (kill -9, power loss) is taken over. See docs/decisions/004-pglite-data-dir-lock.md.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  // Only the owner may read the data directory: it holds the database and the JWT secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'costeo.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dataDir}`);
}
