import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTableRows } from '../../../test/backup-compare.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, loginAgain } from '../../../test/factories.ts';
import { photoPng } from '../../../test/photo-fixtures.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';
import { restoreBackupFile } from './backup.restore.ts';
import { writeBackupFile } from './backup.writer.ts';

/*
 * Recipe photos are bytea rows (issue 16, decision 021): a backup carries them and a restore
 * serves the same JPEG. On PGlite and, in the api-postgres pass, on PostgreSQL.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'costeo-photo-backup-'));
let source: TestApp;
let target: TestApp;

beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
});
afterAll(async () => {
  await source.close();
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup → restore with a recipe photo', () => {
  it('restores the photo row equal and serves the same bytes', async () => {
    const ana = await createUser(source.app);
    const recipe = await createRecipe(source.app, ana, recipePayload('Flan', []));
    const put = await callApi(source.app, ana, 'PUT', `recipes/${recipe.id}/photo/`, {
      content_base64: (await photoPng()).toString('base64'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const url = `recipes/${recipe.id}/photo/`;
    const original = (await callApi(source.app, ana, 'GET', url)).rawPayload;

    const file = path.join(dir, 'copia.backup.gz');
    await writeBackupFile(source.database, file);
    const copied = await databaseTableRows(source.database);
    await restoreBackupFile(target.database, file, { force: false });
    const restored = await databaseTableRows(target.database);
    expect(copied.recipe_photos).toHaveLength(1);
    expect(restored.recipe_photos).toEqual(copied.recipe_photos);

    const again = await loginAgain(target.app, ana);
    const served = await callApi(target.app, again, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
  });
});
