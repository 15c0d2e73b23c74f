import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, loginAgain } from '../../../test/factories.ts';
import { photoPng } from '../../../test/photo-fixtures.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';
import { createServices } from '../../services.ts';

/*
 * Recipe photos travel with the account (issue 16): export-account writes their bytes as
 * PostgreSQL's hex text, and import-account on another instance serves the same JPEG.
 */

let source: TestApp;
let target: TestApp;

beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('export-account and import-account with a recipe photo', () => {
  it('exports the photo as hex text and imports it byte for byte, with the recipe saying it has one', async () => {
    const ana = await createUser(source.app, {
      username: 'ana_fotos',
      password: 'una-clave-muy-larga-1',
    });
    const recipe = await createRecipe(source.app, ana, recipePayload('Flan', []));
    const put = await callApi(source.app, ana, 'PUT', `recipes/${recipe.id}/photo/`, {
      content_base64: (await photoPng()).toString('base64'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const original = (await callApi(source.app, ana, 'GET', `recipes/${recipe.id}/photo/`))
      .rawPayload;

    const exported = await createServices(source.database.db).account.exportAccount(ana.id);
    const [row] = exported.tables.recipe_photos ?? [];
    expect(row?.image).toBe(`\\x${original.toString('hex')}`);

    const document: unknown = JSON.parse(JSON.stringify(exported));
    const result = await createServices(target.database.db).account.importAccount(document, {
      password: 'otra-clave-bien-larga-7',
    });
    expect(result.rows.recipe_photos).toBe(1);
    const imported = await loginAgain(target.app, {
      ...ana,
      id: result.userId,
      password: 'otra-clave-bien-larga-7',
    });
    const list = (await callApi(target.app, imported, 'GET', 'recipes/')).json();
    const [flan] = list.results as { id: number; photo_updated_at: string | null }[];
    expect(flan?.photo_updated_at).toBe(put.json().photo_updated_at);
    const served = await callApi(target.app, imported, 'GET', `recipes/${flan?.id}/photo/`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
  });
});
