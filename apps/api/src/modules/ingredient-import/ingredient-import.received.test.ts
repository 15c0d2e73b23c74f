import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Issue 32: a price list that says what was received (a supplier's delivery as a spreadsheet) is
 * recorded through the ledger like any document: prices, history, and a purchase per row with a
 * quantity received, checked against hand computations.
 */

const api = setupApi();
let chef: TestUser;
let potato: number;

const CSV = [
  'Producto;Proveedor;Formato;Unidad;Precio;Cantidad recibida',
  'Patata agria;Huerta Viva;25;kg;21,25;2',
  'Cebolla dulce;Huerta Viva;10;kg;12,90;1,5',
  'Ajo morado;Huerta Viva;1;kg;5,80;',
].join('\n');

const body = () => ({
  file_name: 'entrega-huerta.csv',
  content_base64: Buffer.from(CSV, 'utf8').toString('base64'),
  mapping: { name: 0, supplier: 1, quantity: 2, unit: 3, price: 4, received: 5 },
  overrides: [],
});

beforeAll(async () => {
  chef = await api.user();
  await api.plan(chef, 'pro');
  potato = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'patata'),
    name: 'Patata agria',
    supplier: 'Huerta Viva',
    purchase_quantity: '25',
    purchase_unit: 'kg',
    purchase_price: '20.00',
  });
});

describe('a price list with the quantities received', () => {
  it('suggests the column, previews nothing into the ledger, and records a purchase per row', async () => {
    const inspected = await api.as(chef).post('ingredient-import/inspect/', {
      file_name: 'entrega-huerta.csv',
      content_base64: body().content_base64,
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json()).toMatchObject({ suggested_mapping: { received: 5, quantity: 2 } });

    const preview = await api.as(chef).post('ingredient-import/preview/', body());
    expect(preview.statusCode, preview.body).toBe(200);
    expect((await api.as(chef).get('purchases/')).json()).toMatchObject({ count: 0 });

    const applied = await api.as(chef).post('ingredient-import/apply/', body());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ rows: { action: string }[] }>().rows.map((row) => row.action)).toEqual([
      'update',
      'create',
      'create',
    ]);

    // 2 sacos of 25 kg at 21,25 € = 42,50 € for 50 kg (0,00085 €/g); 1,5 mallas of 10 kg at
    // 12,90 € = 19,35 € for 15 kg; the garlic row received nothing: no purchase.
    const rows = (await api.as(chef).get('purchases/')).json<{
      results: {
        product_name: string;
        quantity: string;
        price_per_base_unit: string;
        net_amount: string;
        source_kind: string;
        source_reference: string;
        supplier_name: string;
        ingredient_instance: number;
      }[];
    }>().results;
    expect(
      rows
        .map((row) => [row.product_name, row.quantity, row.price_per_base_unit, row.net_amount])
        .sort(),
    ).toEqual([
      ['Cebolla dulce', '15000.000', '0.00129', '19.35'],
      ['Patata agria', '50000.000', '0.00085', '42.50'],
    ]);
    expect(rows.every((row) => row.source_kind === 'price_list')).toBe(true);
    expect(rows[0]?.source_reference).toBe('Importación de entrega-huerta.csv');
    expect(rows.every((row) => row.supplier_name === 'Huerta Viva')).toBe(true);
    expect(rows.find((row) => row.product_name === 'Patata agria')?.ingredient_instance).toBe(
      potato,
    );
    const history = (await api.as(chef).get(`ingredient-instances/${potato}/price_history/`)).json<
      { source_kind: string; purchase_price: string }[]
    >();
    expect(history.at(-1)).toMatchObject({ source_kind: 'price_list', purchase_price: '21.2500' });
  });

  it('refuses a received quantity that is not a number, on its row', async () => {
    const bad = CSV.replace(';2\n', ';dos\n');
    const response = await api.as(chef).post('ingredient-import/preview/', {
      ...body(),
      content_base64: Buffer.from(bad, 'utf8').toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json<{ rows: { action: string; messages: string[] }[] }>().rows;
    expect(first?.action).toBe('error');
    expect(first?.messages[0]).toMatch(/^Cantidad recibida no válida/);
  });
});
