import { existsSync } from 'node:fs';
import path from 'node:path';
import { openConfiguredDatabase } from '../../bootstrap.ts';
import type { AppConfig } from '../../config.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../db/data-dir-lock.ts';
import { BackupError, describeSummary, type BackupSummary } from '../../db/backup-format.ts';
import { restoreBackupFile } from './backup.restore.ts';
import { requestServerBackup } from './backup.socket.ts';
import { writeBackupFile } from './backup.writer.ts';

async function backupWith(database: Database, file: string): Promise<BackupSummary> {
  try {
    return await writeBackupFile(database, file);
  } finally {
    await database.close();
  }
}

/**
 * `costeo backup --out FILE`. PostgreSQL: a connection of our own (no pg_dump needed). Embedded:
 * the data directory itself when no server holds it, else the server that does, through its socket.
 * Never migrates: a backup changes nothing.
 */
export async function backupCommand(config: AppConfig, file: string): Promise<string> {
  const target = path.resolve(file);
  if (config.database.kind === 'postgres') {
    const summary = await backupWith(openPostgres(config.database.url, 2), target);
    return `Copia de seguridad escrita en ${target} (${describeSummary(summary)}).`;
  }
  const dataDir = config.database.dataDir ?? path.resolve('data');
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`No hay ninguna base de datos en ${dataDir}: no hay nada que copiar.`);
  }
  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const summary = await requestServerBackup(dataDir, target);
    return `Copia de seguridad escrita en ${target} por el servidor en marcha (PID ${error.pid}; ${describeSummary(summary)}).`;
  }
  try {
    const summary = await backupWith(await openPglite(pgdata), target);
    return `Copia de seguridad escrita en ${target} (${describeSummary(summary)}).`;
  } finally {
    lock.release();
  }
}

/** `costeo restore --in FILE [--force]`: into the configured database, migrated first. */
export async function restoreCommand(
  config: AppConfig,
  file: string,
  force: boolean,
): Promise<string> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`No existe el fichero ${source}.`);
  const opened = await openConfiguredDatabase(config);
  try {
    const result = await restoreBackupFile(opened.database, source, { force });
    return `Copia restaurada desde ${source}: ${result.tables} tablas, ${result.rows} filas (${result.ms} ms).`;
  } finally {
    await opened.close();
  }
}
