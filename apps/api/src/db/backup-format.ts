import type { MigrationState } from './backup-catalog.ts';

/**
 * One backup file: gzip'd lines of JSON (docs/decisions/020-backup-and-restore.md).
 * `{header}` · per table `{table, columns}` then one `[text, …]` line per row · `{sequences}` ·
 * `{end}` with the totals (a file without it was cut short and is refused).
 */
export const BACKUP_FORMAT = 'costeo-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  database: 'pglite' | 'postgres';
  migrations: MigrationState;
}

export interface TableLine {
  table: string;
  columns: string[];
}

export interface SequencesLine {
  sequences: { name: string; last_value: string; is_called: boolean }[];
}

export interface EndLine {
  end: true;
  tables: number;
  rows: number;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
  ms: number;
}

/** A refusal the operator can act on (wrong file, wrong database): printed as is. */
export class BackupError extends Error {}

export function describeSummary(summary: BackupSummary): string {
  const size =
    summary.bytes >= 1024 * 1024
      ? `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(summary.bytes / 1024))} KB`;
  return `${summary.tables} tablas, ${summary.rows} filas, ${size}, ${summary.ms} ms`;
}
