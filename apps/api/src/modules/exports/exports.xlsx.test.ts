import type { IngredientInstanceList } from '@costeo/domain/contracts/ingredients';
import type { RecipeCostAnalysis, RecipeList } from '@costeo/domain/contracts/recipes';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  recipePayload,
} from '../../../test/recipe-factories.ts';

let t: TestApp;
let chef: TestUser;
let kitchen: Awaited<ReturnType<typeof seedKitchen>>;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await userOn(t.app, 'business');
  kitchen = await seedKitchen(t.app, chef);
});
afterAll(async () => {
  await t.close();
});

async function json<T>(path: string): Promise<T> {
  const response = await callApi(t.app, chef, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function workbookOf(path: string): Promise<ExcelJS.Workbook> {
  const response = await callApi(t.app, chef, 'GET', path);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** The row whose first cell is `name`, as header → cell. */
function rowNamed(sheet: ExcelJS.Worksheet, name: string): Map<string, ExcelJS.Cell> {
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value));
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    if (row.getCell(1).value === name) {
      return new Map(headers.slice(1).map((header, column) => [header, row.getCell(column + 1)]));
    }
  }
  throw new Error(`no row ${name}`);
}

/** A real number cell equal to the API's decimal string, with the given format. */
function expectNumber(cell: ExcelJS.Cell | undefined, api: string | null, format: string) {
  expect(cell).toBeDefined();
  expect(typeof cell?.value).toBe('number');
  expect(cell?.value).toBe(Number(api));
  expect(cell?.numFmt).toBe(format);
}

/** A percentage: the cell holds the fraction (7.03 % → 0.0703) under a % format. */
function expectPercent(cell: ExcelJS.Cell | undefined, api: string | null) {
  expect(typeof cell?.value).toBe('number');
  expect(cell?.value).toBeCloseTo(Number(api) / 100, 12);
  expect(cell?.numFmt).toBe('0.00 %');
}

describe('the ingredients workbook', () => {
  it('has one row per product with real number cells equal to the API (prices, equivalences, merma, VAT)', async () => {
    const api = await json<IngredientInstanceList>('ingredient-instances/?page_size=100');
    const workbook = await workbookOf('exports/ingredients/xlsx/');
    const sheet = workbook.getWorksheet('Ingredientes');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.rowCount).toBe(api.count + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Producto');
    expect(sheet.getRow(1).font.bold).toBe(true);

    const milk = api.results.find((product) => product.id === kitchen.milk)!;
    const row = rowNamed(sheet, 'Leche entera');
    expect(row.get('Proveedor')?.value).toBe('Lácteos Norte');
    expect(row.get('Marca')?.value).toBe('Granja');
    expectNumber(row.get('Formato de compra'), milk.purchase_quantity, '#,##0.###');
    expectNumber(row.get('Precio de compra (sin IVA)'), milk.purchase_price, '#,##0.00#### "€"');
    expectNumber(row.get('€/l'), milk.price_equivalences.per_l, '#,##0.00#### "€"');
    expectNumber(row.get('€/kg'), milk.price_equivalences.per_kg, '#,##0.00#### "€"');
    expect(milk.price_equivalences.per_ud).toBeNull();
    expect(row.get('€/ud')?.value ?? null).toBeNull();
    expectPercent(row.get('Merma (%)'), milk.waste_pct);
    expectPercent(row.get('IVA (%)'), milk.vat_pct);

    const onion = api.results.find((product) => product.id === kitchen.onion)!;
    const onionRow = rowNamed(sheet, 'Cebolla');
    expectPercent(onionRow.get('Merma (%)'), onion.waste_pct);
    expectPercent(onionRow.get('Rendimiento (%)'), onion.yield_pct);
    expectNumber(onionRow.get('€/kg'), onion.price_equivalences.per_kg, '#,##0.00#### "€"');
    expect(onionRow.get('€/kg')?.value).toBe(1.2);
  });
});

describe('the recipes workbook', () => {
  it('has a row per recipe with the figures of the API as numbers with euro and percent formats', async () => {
    const api = await json<RecipeList>('recipes/?page_size=100');
    const workbook = await workbookOf('exports/recipes/xlsx/');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Recetas']);
    const sheet = workbook.getWorksheet('Recetas')!;
    expect(sheet.rowCount).toBe(api.count + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(30);

    const sopa = api.results.find((recipe) => recipe.id === kitchen.sopa)!;
    const row = rowNamed(sheet, 'Sopa de cebolla gratinada');
    expect(row.get('Categoría')?.value).toBe('Entrantes');
    expect(row.get('Tipo')?.value).toBe('Plato');
    expect(row.get('Raciones')?.value).toBe(4);
    const euro = '#,##0.00 "€"';
    expectNumber(row.get('Coste de ingredientes'), sopa.ingredients_cost, euro);
    expectNumber(row.get('Costes extra'), sopa.extra_costs_total, euro);
    expectNumber(row.get('Coste total'), sopa.total_cost, euro);
    expectNumber(row.get('Coste por ración'), sopa.cost_per_serving, euro);
    expectNumber(row.get('PVP (IVA incluido)'), sopa.sale_price, euro);
    expectNumber(row.get('Precio neto'), sopa.net_sale_price, euro);
    expectNumber(row.get('Margen bruto por ración'), sopa.margin_per_serving, euro);
    expectNumber(row.get('Precio sugerido'), sopa.suggested_sale_price, euro);
    expectPercent(row.get('Food cost (%)'), sopa.food_cost_pct);
    expectPercent(row.get('Margen bruto (%)'), sopa.margin_pct);
    expectPercent(row.get('IVA de venta (%)'), sopa.effective_sale_vat_pct);
    expect(row.get('Alérgenos')?.value).toBe(
      'Cereales que contengan gluten, Leche y derivados (incluida la lactosa)',
    );

    const bechamel = rowNamed(sheet, 'Bechamel');
    expect(bechamel.get('Tipo')?.value).toBe('Elaboración');
    // No PVP: empty cells, never 0.
    expect(bechamel.get('PVP (IVA incluido)')?.value ?? null).toBeNull();
    expect(bechamel.get('Food cost (%)')?.value ?? null).toBeNull();
  });

  it('?recipes=…&breakdown=true keeps those recipes and adds each one’s cost breakdown', async () => {
    const analysis = await json<RecipeCostAnalysis>(`recipes/${kitchen.sopa}/cost_analysis/`);
    const workbook = await workbookOf(
      `exports/recipes/xlsx/?recipes=${kitchen.sopa}&breakdown=true`,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Recetas',
      'Sopa de cebolla gratinada',
    ]);
    expect(workbook.getWorksheet('Recetas')!.rowCount).toBe(2);
    const sheet = workbook.getWorksheet('Sopa de cebolla gratinada')!;
    const cells = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row) => cells.set(row.getCell(1).text, row));

    const onion = analysis.lines[0]!;
    const onionRow = cells.get('Cebolla')!;
    expectNumber(onionRow.getCell(2), onion.net_quantity, '#,##0.###');
    expectNumber(onionRow.getCell(3), onion.gross_quantity, '#,##0.###');
    expect(onionRow.getCell(4).value).toBe('kg');
    expect(onionRow.getCell(5).value).toBeCloseTo(0.2, 12);
    expectNumber(onionRow.getCell(6), onion.unit_cost, '#,##0.00#### "€"');
    expectNumber(onionRow.getCell(7), onion.cost, '#,##0.00 "€"');
    expectPercent(onionRow.getCell(8), onion.cost_share_pct);
    expect(cells.get('Bechamel (elaboración)')).toBeDefined();

    const envase = cells.get('Envase')!;
    expectNumber(envase.getCell(3), analysis.extra_costs[0]!.amount, '#,##0.00 "€"');
    expectNumber(envase.getCell(7), analysis.extra_costs[0]!.cost, '#,##0.00 "€"');
    expectNumber(cells.get('Coste total')!.getCell(2), analysis.totals.total_cost, '#,##0.00 "€"');
    expectNumber(
      cells.get('Coste por ración')!.getCell(2),
      analysis.totals.cost_per_serving,
      '#,##0.00 "€"',
    );
    expectPercent(cells.get('Food cost (%)')!.getCell(2), analysis.margins.food_cost_pct);
  });

  it('shows 1 000 g or more in kg with the price per kg, and no merma on a count line (issue 31)', async () => {
    const egg = await createProduct(t.app, chef, {
      definition: await definitionId(t.app, chef, 'huevo l'),
      name: 'Huevo L',
      purchase_quantity: '30',
      purchase_unit: 'ud',
      purchase_price: '5.40',
      waste_pct: '12',
      vat_pct: '4.00',
      unit_weight: '65.00',
    });
    const flan = await createRecipe(
      t.app,
      chef,
      recipePayload('Flan de huevo', [
        { ingredient_instance: egg, quantity: '1538.462', unit: 'g' },
        { ingredient_instance: egg, quantity: '6', unit: 'ud' },
      ]),
    );
    const analysis = await json<RecipeCostAnalysis>(`recipes/${flan.id}/cost_analysis/`);
    const workbook = await workbookOf(`exports/recipes/xlsx/?recipes=${flan.id}&breakdown=true`);
    const rows = workbook.getWorksheet('Flan de huevo')!.getRows(4, 2)!;
    const [grams, count] = [analysis.lines[0]!, analysis.lines[1]!];
    // 1 538,462 g net, 1 748,252 g gross: one unit for the row, kg, and the price per kg.
    expect(rows[0]!.getCell(4).value).toBe('kg');
    expect(rows[0]!.getCell(2).value).toBeCloseTo(Number(grams.net_quantity) / 1000, 9);
    expect(rows[0]!.getCell(3).value).toBeCloseTo(Number(grams.gross_quantity) / 1000, 9);
    expect(rows[0]!.getCell(5).value).toBeCloseTo(0.12, 12);
    expect(rows[0]!.getCell(6).value).toBeCloseTo(Number(grams.unit_cost) * 1000, 6);
    expect(rows[0]!.getCell(7).value).toBeCloseTo(Number(grams.cost), 12);
    // Six whole eggs: no merma was applied, none is shown.
    expect(rows[1]!.getCell(4).value).toBe('ud');
    expect(rows[1]!.getCell(5).value).toBeNull();
    expect(rows[1]!.getCell(7).value).toBeCloseTo(Number(count.cost), 12);
  });

  it('?breakdown=true without a list gives every recipe its sheet, with unique names', async () => {
    const workbook = await workbookOf('exports/recipes/xlsx/?breakdown=true');
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('Recetas');
    expect(names).toEqual(expect.arrayContaining(['Bechamel', 'Sopa de cebolla gratinada']));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });
});
