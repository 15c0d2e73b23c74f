import type { ImportResult } from '@costeo/domain/contracts/ingredient-import';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { MAPPING, base64, toCsv } from '../../../test/import-fixtures.ts';
import { callApi, createProduct } from '../../../test/recipe-factories.ts';
import { ingredientInstances, ingredientPriceHistory } from '../../db/schema/ingredients.ts';

// Issue 16 part 7: the review matches a row to the user's existing product (decision 017), by
// name and supplier, by the name alone when unambiguous, or by the user's choice.

let t: TestApp;
let butter: number;
let cream: number;

beforeAll(async () => {
  t = await buildTestApp();
  const someone = await createUser(t.app);
  const find = async (q: string) => {
    const response = await callApi(
      t.app,
      someone,
      'GET',
      `ingredient-definitions/search_suggestions/?q=${q}`,
    );
    const [first] = response.json<{ id: number }[]>();
    if (!first) throw new Error(`no catalog definition for ${q}`);
    return first.id;
  };
  butter = await find('mantequilla');
  cream = await find('nata');
});
afterAll(async () => {
  await t.close();
});

const LIST = toCsv([['Mantequilla', 'Proveedor X', '', '250', 'g', '2,10', '']]);
const file = (content = LIST) => ({ file_name: 'tarifa.csv', content_base64: base64(content) });

function post(
  user: TestUser,
  step: 'preview' | 'apply',
  overrides: Record<string, unknown>[] = [],
  content = LIST,
) {
  return callApi(t.app, user, 'POST', `ingredient-import/${step}/`, {
    ...file(content),
    mapping: MAPPING,
    overrides,
  });
}

async function ok(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResult>();
}

/** Butter bought without a supplier: 250 g at 1,80 €. */
function addButter(user: TestUser, name = 'Mantequilla', supplier = '') {
  return createProduct(t.app, user, {
    definition: butter,
    name,
    supplier,
    purchase_quantity: '250',
    purchase_unit: 'g',
    purchase_price: '1.80',
  });
}

async function counts(user: TestUser, product?: number) {
  const db = t.database.db;
  const [products] = await db
    .select({ n: count() })
    .from(ingredientInstances)
    .where(eq(ingredientInstances.ownerId, user.id));
  const [history] = await db
    .select({ n: count() })
    .from(ingredientPriceHistory)
    .where(
      and(
        eq(ingredientPriceHistory.ownerId, user.id),
        product === undefined ? undefined : eq(ingredientPriceHistory.instanceId, product),
      ),
    );
  return { products: products?.n ?? 0, history: history?.n ?? 0 };
}

describe('import review matches existing products', () => {
  it('a product without supplier is updated by a list row with a supplier (name alone)', async () => {
    const user = await createUser(t.app);
    const id = await addButter(user);
    expect(await counts(user, id)).toEqual({ products: 1, history: 1 });

    const preview = await ok(await post(user, 'preview'));
    expect(preview.summary).toMatchObject({ updated: 1, created: 0, unchanged: 0, errors: 0 });
    expect(preview.rows[0]).toMatchObject({
      action: 'update',
      match: 'name',
      product: { id, supplier: '', purchase_price: '1.8000' },
    });

    const applied = await ok(await post(user, 'apply'));
    expect(applied.summary).toMatchObject({ updated: 1, created: 0 });
    expect(await counts(user, id)).toEqual({ products: 1, history: 2 });
    const product = await callApi(t.app, user, 'GET', `ingredient-instances/${id}/`);
    expect(product.json()).toMatchObject({ purchase_price: '2.1000', supplier: '' });

    // Re-importing the same list changes nothing and writes no history.
    const again = await ok(await post(user, 'apply'));
    expect(again.summary).toMatchObject({ updated: 0, created: 0, unchanged: 1 });
    expect(await counts(user, id)).toEqual({ products: 1, history: 2 });
  });

  it('name and supplier win over the name alone', async () => {
    const user = await createUser(t.app);
    await addButter(user, 'Mantequilla', '');
    const same = await addButter(user, 'MANTEQUILLA', 'proveedor x');
    const preview = await ok(await post(user, 'preview'));
    expect(preview.rows[0]).toMatchObject({
      action: 'update',
      match: 'name_supplier',
      product: { id: same },
    });
  });

  it('two products with the name: not matched, a new product is proposed', async () => {
    const user = await createUser(t.app);
    await addButter(user, 'Mantequilla', 'Proveedor Y');
    await addButter(user, 'Mantequilla', 'Proveedor Z');
    const preview = await ok(await post(user, 'preview'));
    expect(preview.summary).toMatchObject({ updated: 0, created: 1 });
    expect(preview.rows[0]).toMatchObject({
      action: 'create',
      match: null,
      product: null,
      same_name_products: 2,
      definition_suggested: true,
    });
  });

  it('two rows with the name (different suppliers): neither takes the only product', async () => {
    const user = await createUser(t.app);
    await addButter(user);
    const list = toCsv([
      ['Mantequilla', 'Proveedor X', '', '250', 'g', '2,10', ''],
      ['Mantequilla', 'Proveedor Y', '', '250', 'g', '2,30', ''],
    ]);
    const preview = await ok(await post(user, 'preview', [], list));
    expect(preview.rows.map((row) => [row.action, row.match])).toEqual([
      ['create', null],
      ['create', null],
    ]);
  });

  it('a row can be pointed at another of the user’s products by id, or made a new product', async () => {
    const user = await createUser(t.app);
    const plain = await addButter(user);
    const salted = await addButter(user, 'Mantequilla con sal', 'Lácteos Sur');

    const chosen = await ok(await post(user, 'apply', [{ row: 2, product: salted }]));
    expect(chosen.rows[0]).toMatchObject({
      action: 'update',
      match: 'chosen',
      product: { id: salted, name: 'Mantequilla con sal' },
    });
    expect(await counts(user)).toEqual({ products: 2, history: 3 });
    expect(await counts(user, plain)).toMatchObject({ history: 1 });
    const product = await callApi(t.app, user, 'GET', `ingredient-instances/${salted}/`);
    expect(product.json()).toMatchObject({ purchase_price: '2.1000', supplier: 'Lácteos Sur' });

    // A catalog definition chosen for the row makes it a new product, whatever the name matches.
    const fresh = await ok(await post(user, 'preview', [{ row: 2, definition: cream }]));
    expect(fresh.rows[0]).toMatchObject({
      action: 'create',
      match: null,
      product: null,
      definition: { id: cream },
      definition_suggested: false,
      same_name_products: 1,
    });
  });

  it('a product updated by an earlier row is not updated again by a later one', async () => {
    const user = await createUser(t.app);
    const id = await addButter(user);
    const list = toCsv([
      ['Mantequilla', '', '', '250', 'g', '2,10', ''],
      ['Mantequilla fresca', 'Proveedor X', '', '250', 'g', '2,40', ''],
    ]);
    const preview = await ok(await post(user, 'preview', [{ row: 3, product: id }], list));
    expect(preview.rows.map((row) => [row.action, row.match])).toEqual([
      ['update', 'name_supplier'],
      ['error', null],
    ]);
    expect(preview.rows[1]?.messages).toEqual([
      'El producto «Mantequilla» ya se actualiza en la fila 2: elige otro o no importes esta fila.',
    ]);
  });

  it("refuses another user's product id (400) and touches nobody's data", async () => {
    const user = await createUser(t.app);
    await addButter(user);
    const other = await createUser(t.app);
    const theirs = await addButter(other, 'Mantequilla', 'Proveedor X');
    const before = await counts(other, theirs);
    for (const step of ['preview', 'apply'] as const) {
      const response = await post(user, step, [{ row: 2, product: theirs }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ overrides: ['Fila 2: el producto no existe.'] });
    }
    const missing = await post(user, 'apply', [{ row: 2, product: 2_000_000_000 }]);
    expect(missing.json()).toEqual({ overrides: ['Fila 2: el producto no existe.'] });
    expect(await counts(other, theirs)).toEqual(before);
    const product = await callApi(t.app, other, 'GET', `ingredient-instances/${theirs}/`);
    expect(product.json()).toMatchObject({ purchase_price: '1.8000' });
    expect(await counts(user)).toEqual({ products: 1, history: 1 });
  });

  it('refuses a product and a catalog definition for the same row', async () => {
    const user = await createUser(t.app);
    const id = await addButter(user);
    const response = await post(user, 'preview', [{ row: 2, product: id, definition: cream }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      overrides: ['Fila 2: elige un producto tuyo o un ingrediente del catálogo, no ambos.'],
    });
  });
});
