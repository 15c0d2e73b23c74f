import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { startDailyBackups } from './backup.daily.ts';
import { describeSummary } from '../../db/backup-format.ts';
import { startBackupSocket } from './backup.socket.ts';
import { writeBackupFile } from './backup.writer.ts';

/** The server's logger (Fastify's pino), as far as the backups use it. */
export interface BackupLog {
  info(details: object | string, message?: string): void;
  error(details: object, message: string): void;
}

/**
 * What the server runs for backups on the embedded database: the socket `costeo backup` asks
 * through, and the daily copies in BACKUP_DIR. Nothing on PostgreSQL (its own tools back it up, and
 * the CLI connects to it directly).
 */
export async function startServerBackups(
  config: AppConfig,
  database: Database,
  log: BackupLog,
): Promise<{ stop(): Promise<void> }> {
  if (config.database.kind !== 'pglite' || !config.database.dataDir) {
    return { stop: async () => undefined };
  }
  const socket = await startBackupSocket({
    dataDir: config.database.dataDir,
    backup: async (file) => {
      const summary = await writeBackupFile(database, file);
      log.info(`Copia de seguridad pedida por la línea de órdenes: ${describeSummary(summary)}`);
      return summary;
    },
    onError: (error) => log.error({ err: error }, 'backup requested through the socket failed'),
  });
  const daily = config.backup
    ? startDailyBackups({
        dir: config.backup.dir,
        keep: config.backup.keep,
        write: (file) => writeBackupFile(database, file),
        onDone: (file, summary, deleted) =>
          log.info(
            { file, deleted },
            `Copia de seguridad diaria: ${file} (${describeSummary(summary)})`,
          ),
        onError: (error) => log.error({ err: error }, 'daily backup failed'),
      })
    : undefined;
  return {
    async stop() {
      await daily?.stop();
      await socket.close();
    },
  };
}
