import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { photoJpeg } from '../../../test/photo-fixtures.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';

/* The ficha técnica prints the preparation as numbered steps and the recipe's photo (issue 16). */

let t: TestApp;
let pro: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  pro = await userOn(t.app, 'pro');
});
afterAll(async () => {
  await t.close();
});

const pdfOf = async (id: number) => {
  const response = await callApi(t.app, pro, 'GET', `recipes/${id}/export/pdf/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};
/** A numbered step as pdf2json reads it: the list's number is drawn after the step's text. */
const step = (n: number, text: string) => `${text}${n}. `;
/** An image XObject in the file (pdfkit writes object dictionaries uncompressed). */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('ficha técnica: preparation and photo', () => {
  it('prints each line of the instructions as a numbered step, and the photo as a JPEG image', async () => {
    const recipe = await createRecipe(
      t.app,
      pro,
      recipePayload('Tortilla de patatas', [], {
        instructions:
          'Pelar y cortar las patatas.\n\n2. Freír a fuego medio.\nCuajar con el huevo.',
      }),
    );
    const put = await callApi(t.app, pro, 'PUT', `recipes/${recipe.id}/photo/`, {
      content_base64: (await photoJpeg()).toString('base64'),
    });
    expect(put.statusCode, put.body).toBe(200);

    const pdf = await pdfOf(recipe.id);
    const text = await pdfText(pdf);
    expect(text).toContain('Preparación');
    expect(text).toContain(step(1, 'Pelar y cortar las patatas.'));
    expect(text).toContain(step(2, 'Freír a fuego medio.'));
    expect(text).toContain(step(3, 'Cuajar con el huevo.'));
    expect(text).not.toContain('2. 2.');
    expect(text).not.toContain('Sin instrucciones escritas.');
    expect(imagesIn(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/DCTDecode');
  });

  it('without photo or steps: no image and "Sin instrucciones escritas."', async () => {
    const recipe = await createRecipe(t.app, pro, recipePayload('Agua', []));
    const pdf = await pdfOf(recipe.id);
    expect(await pdfText(pdf)).toContain('Sin instrucciones escritas.');
    expect(imagesIn(pdf)).toBe(0);
  });
});
