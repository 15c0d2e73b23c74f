import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTableRows } from '../../../test/backup-compare.ts';
import { createTestDatabase, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedSuppliersAccount } from '../../../test/supplier-fixtures.ts';
import type { Database } from '../../db/client.ts';
import { restoreBackupFile } from './backup.restore.ts';
import { writeBackupFile } from './backup.writer.ts';

/*
 * backup → restore of a database with what issue 32 added (suppliers, products linked to them,
 * price-history source kinds, an invoice with its supplier, an albarán with a line, purchases):
 * every row of those tables and every sequence comes back as it was.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'costeo-suppliers-backup-'));
let source: TestApp;
let copy: Database;

beforeAll(async () => {
  source = await buildTestApp();
  copy = await createTestDatabase();
  await seedSuppliersAccount(source);
});
afterAll(async () => {
  await source.close();
  await copy.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup → restore with suppliers and purchases', () => {
  it('keeps the suppliers, purchases, albaranes and their lines row for row', async () => {
    const file = path.join(dir, 'copia.backup.gz');
    await writeBackupFile(source.database, file);
    const before = await databaseTableRows(source.database);
    await restoreBackupFile(copy, file, { force: false });
    const after = await databaseTableRows(copy);
    for (const table of [
      'suppliers',
      'purchases',
      'delivery_notes',
      'delivery_note_lines',
      'supplier_invoices',
      'ingredient_instances',
      'ingredient_price_history',
    ]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
    // Every other table and the sequences too (the next supplier gets the id it would have).
    expect(after).toEqual(before);
  });
});
