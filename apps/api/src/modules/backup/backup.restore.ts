import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import { readMigrationState, readTables, type TableInfo } from '../../db/backup-catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type EndLine,
  type SequencesLine,
  type TableLine,
} from '../../db/backup-format.ts';
import { ident, inTransaction, type RawSession } from '../../db/backup-session.ts';
import { analyzeDatabase } from '../../db/maintenance.ts';

const INSERT_ROWS = 500;

/** The file's lines, one at a time; a file that is not gzip is refused in Spanish. */
async function* readLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const lines = createInterface({
    input: createReadStream(file).pipe(gunzip),
    crlfDelay: Infinity,
  });
  let failure: unknown;
  gunzip.on('error', (error) => {
    failure = error;
    lines.close();
  });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    failure ??= error;
  }
  if (failure) {
    const { code, message } = failure as NodeJS.ErrnoException;
    if (code === 'ENOENT') throw new BackupError(`No existe el fichero ${file}.`);
    throw new BackupError(
      `El fichero ${file} no es una copia de seguridad de Costeo legible (${code ?? message}).`,
    );
  }
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupError(`El fichero ${file} no es una copia de seguridad de Costeo.`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `La copia ${file} usa la versión ${String(header.version)} del formato y esta versión de Costeo solo lee la ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

/** Inserts rows (each a JSON array of text values) with every value cast from its text form. */
async function insertRows(session: RawSession, table: TableInfo, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const names = table.columns.map((column) => ident(column.name)).join(', ');
  const values = table.columns.map((column, i) => `(r ->> ${i})::${column.type}`).join(', ');
  const overriding = table.hasIdentity ? 'overriding system value' : '';
  await session.query(
    `insert into public.${ident(table.name)} (${names}) ${overriding}
     select ${values} from json_array_elements($1::json) as r`,
    [`[${rows.join(',')}]`],
  );
}

export interface RestoreOptions {
  /** Replace a database that already has accounts. */
  force: boolean;
}

/**
 * Loads a backup into a migrated database in one transaction: checks the file and the database's
 * migrations, empties every table, inserts in the file's (foreign-key) order and sets every
 * sequence where the copy had it. Any error rolls everything back.
 */
export async function restoreBackupFile(
  database: Database,
  file: string,
  options: RestoreOptions,
): Promise<{ tables: number; rows: number; ms: number }> {
  const started = Date.now();
  const lines = readLines(file);
  const first = await lines.next();
  const header = parseHeader(file, first.done ? undefined : first.value);

  const counts = await inTransaction(database, 'write', async (session) => {
    const target = await readMigrationState(session);
    if (target.count !== header.migrations.count || target.hash !== header.migrations.hash) {
      throw new BackupError(
        target.count === header.migrations.count
          ? `La copia se hizo con otras migraciones que esta base de datos (misma cantidad, ${target.count}, pero distinta la última): restáurala con la versión de Costeo que la creó.`
          : `La copia se hizo con ${header.migrations.count} migraciones aplicadas y esta base de datos tiene ${target.count} (está ${target.count < header.migrations.count ? 'por detrás' : 'por delante'}): restáurala con la misma versión de Costeo que hizo la copia.`,
      );
    }
    const [accounts] = await session.query<{ n: number }>('select count(*)::int as n from users');
    if ((accounts?.n ?? 0) > 0 && !options.force) {
      throw new BackupError(
        `La base de datos de destino ya tiene datos (${accounts?.n} usuarios). No se ha tocado nada; para reemplazarlos por los de la copia, repite la orden con --force.`,
      );
    }
    const tables = new Map((await readTables(session)).map((table) => [table.name, table]));
    // The migrations seeded plans and the catalog: the copy brings its own rows of them.
    await session.query(
      `truncate ${[...tables.keys()].map((name) => `public.${ident(name)}`).join(', ')} restart identity cascade`,
    );

    let current: TableInfo | undefined;
    let batch: string[] = [];
    let rows = 0;
    let loadedTables = 0;
    let end: EndLine | undefined;
    for await (const line of lines) {
      if (line.startsWith('[')) {
        if (!current) throw new BackupError(`La copia ${file} está dañada (filas sin tabla).`);
        batch.push(line);
        rows += 1;
        if (batch.length >= INSERT_ROWS) {
          await insertRows(session, current, batch);
          batch = [];
        }
        continue;
      }
      if (current) await insertRows(session, current, batch);
      batch = [];
      current = undefined;
      const record = JSON.parse(line) as Partial<TableLine & SequencesLine & EndLine>;
      if (record.table !== undefined) {
        const table = tables.get(record.table);
        const expected = table?.columns.map((column) => column.name).join(',');
        if (!table || expected !== record.columns?.join(',')) {
          throw new BackupError(
            `La tabla ${record.table} de la copia no coincide con la de esta base de datos: no se ha restaurado nada.`,
          );
        }
        current = table;
        loadedTables += 1;
      } else if (record.sequences) {
        for (const sequence of record.sequences) {
          await session.query(`select setval($1::regclass, $2::bigint, $3)`, [
            `public.${ident(sequence.name)}`,
            sequence.last_value,
            sequence.is_called,
          ]);
        }
      } else if (record.end) {
        end = record as EndLine;
      }
    }
    if (!end || end.rows !== rows || end.tables !== loadedTables) {
      throw new BackupError(
        `La copia ${file} está incompleta (se cortó antes del final): no se ha restaurado nada.`,
      );
    }
    return { tables: loadedTables, rows };
  });
  // PGlite has no autovacuum: give the planner statistics for the loaded tables.
  await analyzeDatabase(database.db);
  return { ...counts, ms: Date.now() - started };
}
