import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openConfiguredDatabase } from '../../bootstrap.ts';
import type { AppConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { BackupError } from '../../db/backup-format.ts';
import type { ImportOptions } from './account.import.ts';

/** `costeo import-account --in FILE [--username U] [--password P]`. */
export async function importAccountCommand(
  config: AppConfig,
  file: string,
  options: ImportOptions,
): Promise<string> {
  const source = path.resolve(file);
  let document: unknown;
  try {
    document = JSON.parse(await readFile(source, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `No existe el fichero ${source}.`
        : `El fichero ${source} no es un JSON de export-account.`,
    );
  }
  const opened = await openConfiguredDatabase(config);
  try {
    const result = await createServices(opened.database.db).account.importAccount(
      document,
      options,
    );
    const total = Object.values(result.rows).reduce((sum, n) => sum + n, 0);
    const lines = [
      `Cuenta importada: ${result.username} (id ${result.userId}), plan ${result.plan}, ${total} filas.`,
    ];
    if (result.generatedPassword) {
      lines.push(
        `Contraseña generada (guárdala ahora, no se vuelve a mostrar): ${result.generatedPassword}`,
      );
    }
    if (result.emailDropped) {
      lines.push(
        'El email del fichero ya lo usa otra cuenta aquí: la cuenta importada queda sin email.',
      );
    }
    return lines.join('\n');
  } finally {
    await opened.close();
  }
}
