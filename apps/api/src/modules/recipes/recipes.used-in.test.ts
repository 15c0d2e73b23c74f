import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
  subRecipePayload,
} from '../../../test/recipe-factories.ts';

/* GET /api/recipes/{id}/used_in/: where an elaboración goes (Detalle de Receta, issue 16). */

let t: TestApp;
let chef: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/recipes/{id}/used_in/', () => {
  it('lists the recipes with a line of the elaboración, by name, once each', async () => {
    const onion = await createProduct(
      t.app,
      chef,
      onionPayload(await definitionId(t.app, chef, 'cebolla')),
    );
    const fondo = await createRecipe(
      t.app,
      chef,
      subRecipePayload('Fondo', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    );
    const sopa = await createRecipe(
      t.app,
      chef,
      recipePayload('Sopa', [
        { sub_recipe: fondo.id, quantity: '500', unit: 'ml' },
        { sub_recipe: fondo.id, quantity: '100', unit: 'ml' },
      ]),
    );
    const arroz = await createRecipe(
      t.app,
      chef,
      recipePayload('Arroz', [{ sub_recipe: fondo.id, quantity: '1', unit: 'l' }]),
    );
    const response = await callApi(t.app, chef, 'GET', `recipes/${fondo.id}/used_in/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: arroz.id, name: 'Arroz' },
      { id: sopa.id, name: 'Sopa' },
    ]);
    const unused = await callApi(t.app, chef, 'GET', `recipes/${sopa.id}/used_in/`);
    expect(unused.json()).toEqual([]);
  });

  it('401 without a token, 404 on another owner’s recipe or an unknown id', async () => {
    const mine = await createRecipe(t.app, chef, recipePayload('Mía', []));
    expect((await callApi(t.app, null, 'GET', `recipes/${mine.id}/used_in/`)).statusCode).toBe(401);
    const intruder = await createUser(t.app);
    const stolen = await callApi(t.app, intruder, 'GET', `recipes/${mine.id}/used_in/`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: 'No encontrado.' });
    expect((await callApi(t.app, chef, 'GET', 'recipes/999999/used_in/')).statusCode).toBe(404);
  });
});
