import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import { readMigrationState, readSequences, readTables } from '../../db/backup-catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSummary,
  type EndLine,
} from '../../db/backup-format.ts';
import { ident, inTransaction } from '../../db/backup-session.ts';

const FETCH_ROWS = 1000;

/**
 * Streams the whole database into `out` (uncompressed lines), read inside one REPEATABLE READ
 * READ ONLY transaction: a consistent copy while writes go on. Each value is PostgreSQL's own text
 * form (`::text`), so numeric, timestamptz, jsonb, arrays and bytea load back exactly; rows come
 * through a cursor, a thousand at a time, never the whole table in memory.
 */
export async function dumpDatabase(
  database: Database,
  out: PassThrough,
  now: Date = new Date(),
): Promise<{ tables: number; rows: number }> {
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  return inTransaction(database, 'snapshot', async (session) => {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: now.toISOString(),
      database: database.kind,
      migrations: await readMigrationState(session),
    };
    await write(JSON.stringify(header));
    const tables = await readTables(session);
    let rows = 0;
    for (const table of tables) {
      await write(JSON.stringify({ table: table.name, columns: table.columns.map((c) => c.name) }));
      const values = table.columns.map((column) => `${ident(column.name)}::text`).join(', ');
      const order = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(', ') : '1';
      // json_build_array(...)::text is already the row's line: no parsing, no driver types.
      await session.query(
        `declare backup_rows no scroll cursor for
           select json_build_array(${values})::text as line
             from public.${ident(table.name)} order by ${order}`,
      );
      for (;;) {
        const batch = await session.query<{ line: string }>(
          `fetch forward ${FETCH_ROWS} from backup_rows`,
        );
        for (const row of batch) await write(row.line);
        rows += batch.length;
        if (batch.length < FETCH_ROWS) break;
      }
      await session.query('close backup_rows');
    }
    // Read after the rows: a sequence is never behind an id the snapshot holds.
    await write(JSON.stringify({ sequences: await readSequences(session) }));
    const end: EndLine = { end: true, tables: tables.length, rows };
    await write(JSON.stringify(end));
    return { tables: tables.length, rows };
  });
}

/**
 * Writes a backup file: gzip'd, owner-only (it holds password hashes and the whole business), first
 * as `<file>.partial` and renamed when complete, so a crash never leaves a file that looks whole.
 */
export async function writeBackupFile(database: Database, file: string): Promise<BackupSummary> {
  const started = Date.now();
  const partial = `${file}.partial`;
  const lines = new PassThrough();
  const output = createWriteStream(partial, { mode: 0o600 });
  const piping = pipeline(lines, createGzip(), output);
  try {
    const counts = await dumpDatabase(database, lines);
    lines.end();
    await piping;
    await rename(partial, file);
    return { ...counts, bytes: output.bytesWritten, ms: Date.now() - started };
  } catch (error) {
    lines.destroy();
    await piping.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}
