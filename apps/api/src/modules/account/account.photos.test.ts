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

  it("carries the business's details and logo (issue 31) and an event's quote number", async () => {
    const eva = await createUser(source.app, {
      username: 'eva_logo',
      password: 'una-clave-muy-larga-2',
    });
    const details = {
      legal_name: 'Casa Eva S.L.',
      tax_id: 'B46123451',
      address: 'Calle Mayor 1, 28013 Madrid',
      phone: '910 000 000',
      business_email: 'eventos@casaeva.es',
      quote_validity_days: 10,
      quote_deposit_pct: '20',
      quote_payment_terms: 'Al contado.',
    };
    expect((await callApi(source.app, eva, 'PATCH', 'profile/', details)).statusCode).toBe(200);
    const logo = await callApi(source.app, eva, 'PUT', 'profile/logo/', {
      content_base64: (await photoPng()).toString('base64'),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const original = (await callApi(source.app, eva, 'GET', 'profile/logo/')).rawPayload;
    const exported = await createServices(source.database.db).account.exportAccount(eva.id);
    expect(exported.tables.business_logos).toHaveLength(1);

    const document: unknown = JSON.parse(JSON.stringify(exported));
    const result = await createServices(target.database.db).account.importAccount(document, {
      password: 'otra-clave-bien-larga-8',
    });
    const imported = await loginAgain(target.app, {
      ...eva,
      id: result.userId,
      password: 'otra-clave-bien-larga-8',
    });
    const profile = (await callApi(target.app, imported, 'GET', 'profile/my_stats/')).json();
    expect(profile).toMatchObject({
      business: { legal_name: 'Casa Eva S.L.', tax_id: 'B46123451', email: 'eventos@casaeva.es' },
      quote_defaults: { validity_days: 10, deposit_pct: '20.00', payment_terms: 'Al contado.' },
      logo_updated_at: logo.json().logo_updated_at,
    });
    const served = await callApi(target.app, imported, 'GET', 'profile/logo/');
    expect(served.rawPayload.equals(original)).toBe(true);
  });
});
