import type { ImportResult } from '@costeo/domain/contracts/ingredient-import';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  MAPPING,
  SUPPLIER,
  base64,
  massDefinitions,
  priceList200,
  seedProducts,
  toCsv,
  toXlsx,
  type CatalogEntry,
} from '../../../test/import-fixtures.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';
import { ingredientInstances, ingredientPriceHistory } from '../../db/schema/ingredients.ts';

let t: TestApp;
let catalog: CatalogEntry[];

beforeAll(async () => {
  t = await buildTestApp();
  catalog = await massDefinitions(t.app, await createUser(t.app));
  expect(catalog.length).toBeGreaterThan(40);
});
afterAll(async () => {
  await t.close();
});

async function counts(user: TestUser) {
  const db = t.database.db;
  const [products] = await db
    .select({ n: count() })
    .from(ingredientInstances)
    .where(eq(ingredientInstances.ownerId, user.id));
  const [history] = await db
    .select({ n: count() })
    .from(ingredientPriceHistory)
    .where(eq(ingredientPriceHistory.ownerId, user.id));
  return { products: products?.n ?? 0, history: history?.n ?? 0 };
}

async function send(user: TestUser, step: 'preview' | 'apply', file: Record<string, unknown>) {
  const response = await callApi(t.app, user, 'POST', `ingredient-import/${step}/`, {
    ...file,
    mapping: MAPPING,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResult>();
}

const byRow = (result: ImportResult, row: number) => result.rows.find((r) => r.row === row);

describe('importing a 200-row price list on the free plan (50 products)', () => {
  it('previews without writing, applies once, and a re-import changes nothing (CSV)', async () => {
    const user = await createUser(t.app);
    const seeded = await seedProducts(t.app, user, catalog, 10);
    const recipe = await createRecipe(
      t.app,
      user,
      recipePayload('Guiso', [{ ingredient_instance: seeded[0] ?? 0, quantity: '500', unit: 'g' }]),
    );
    const file = { file_name: 'tarifa.csv', content_base64: base64(toCsv(priceList200(catalog))) };
    const before = await counts(user);
    expect(before).toEqual({ products: 10, history: 10 });

    const preview = await send(user, 'preview', file);
    expect(preview.applied).toBe(false);
    expect(preview.summary).toEqual({
      total: 200,
      updated: 10,
      created: 40,
      unchanged: 0,
      errors: 4,
      over_quota: 146,
      skipped: 0,
    });
    expect(preview.quota).toEqual({ limit: 50, used: 10, remaining: 40 });
    expect(await counts(user)).toEqual(before);

    // Rows are numbered as in the spreadsheet: the header is row 1.
    expect(byRow(preview, 2)).toMatchObject({ action: 'update', purchase_price: '11.5000' });
    expect(byRow(preview, 2)?.product?.id).toBe(seeded[0]);
    expect(byRow(preview, 12)?.messages).toEqual(['Precio no válido: «12,5O» no es un número.']);
    expect(byRow(preview, 13)?.messages).toEqual(['Falta el precio.']);
    expect(byRow(preview, 14)?.messages).toEqual(['Unidad desconocida: «caja».']);
    expect(byRow(preview, 15)?.messages).toEqual(['La merma debe ser menor que 100 %.']);
    const firstNew = byRow(preview, 16);
    expect(firstNew).toMatchObject({
      action: 'create',
      purchase_price: '1234.5000',
      waste_pct: '10.00',
      definition_suggested: true,
    });
    expect(firstNew?.definition?.name).toBe(catalog[10]?.name);
    const overQuota = preview.rows.filter((row) => row.action === 'over_quota');
    expect(overQuota[0]?.row).toBe(56);
    expect(overQuota[0]?.messages).toEqual([
      'Límite del plan: Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
    ]);

    const applied = await send(user, 'apply', file);
    expect(applied.applied).toBe(true);
    expect(applied.summary).toEqual(preview.summary);
    expect(await counts(user)).toEqual({ products: 50, history: 10 + 10 + 40 });
    expect(byRow(applied, 16)?.product?.id).toEqual(expect.any(Number));

    const product = await callApi(t.app, user, 'GET', `ingredient-instances/${seeded[0]}/`);
    expect(product.json()).toMatchObject({ purchase_price: '11.5000', supplier: SUPPLIER });
    // The recipe was re-costed as after an edit: 500 g of a 11,50 €/kg product.
    const costed = await callApi(t.app, user, 'GET', `recipes/${recipe.id}/`);
    expect(costed.json<{ ingredients_cost: string }>().ingredients_cost).toMatch(/^5\.75/);

    const again = await send(user, 'apply', file);
    expect(again.summary).toMatchObject({ updated: 0, created: 0, unchanged: 50, errors: 4 });
    expect(again.summary.over_quota).toBe(146);
    expect(await counts(user)).toEqual({ products: 50, history: 60 });
  });

  it('reads the same list from an .xlsx (second sheet, number cells) on a fresh account', async () => {
    const user = await createUser(t.app);
    await seedProducts(t.app, user, catalog, 10);
    const xlsx = await toXlsx(priceList200(catalog));
    const inspect = await callApi(t.app, user, 'POST', 'ingredient-import/inspect/', {
      file_name: 'tarifa.xlsx',
      content_base64: base64(xlsx),
    });
    expect(inspect.statusCode, inspect.body).toBe(200);
    expect(inspect.json()).toMatchObject({
      file_type: 'xlsx',
      sheets: ['Portada', 'Tarifa'],
      sheet: 'Tarifa',
      total_rows: 200,
      suggested_mapping: MAPPING,
    });
    expect(inspect.json<{ rows: string[][] }>().rows).toHaveLength(10);

    const file = { file_name: 'tarifa.xlsx', content_base64: base64(xlsx), sheet: 'Tarifa' };
    const applied = await send(user, 'apply', file);
    expect(applied.file_type).toBe('xlsx');
    expect(applied.summary).toMatchObject({ updated: 10, created: 40, errors: 4, over_quota: 146 });
    expect(byRow(applied, 16)).toMatchObject({ purchase_price: '1234.5000' });
    const again = await send(user, 'apply', file);
    expect(again.summary).toMatchObject({ updated: 0, created: 0, unchanged: 50 });
    expect(await counts(user)).toEqual({ products: 50, history: 60 });
  });

  it('on Business creates every valid row, and a skipped or re-pointed row is honoured', async () => {
    const user = await createUser(t.app);
    const upgrade = await callApi(t.app, user, 'POST', 'subscription/upgrade/', {
      plan_code: 'business',
    });
    expect(upgrade.statusCode).toBe(200);
    const other = catalog[3] as CatalogEntry;
    const response = await callApi(t.app, user, 'POST', 'ingredient-import/apply/', {
      file_name: 'tarifa.csv',
      content_base64: base64(toCsv(priceList200(catalog))),
      mapping: MAPPING,
      overrides: [
        { row: 16, definition: other.id },
        { row: 17, skip: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.quota.remaining).toBeNull();
    expect(result.summary).toMatchObject({ created: 195, skipped: 1, errors: 4, over_quota: 0 });
    expect(byRow(result, 16)).toMatchObject({
      definition: { id: other.id, name: other.name },
      definition_suggested: false,
    });
    expect(await counts(user)).toEqual({ products: 195, history: 195 });
  });
});
