import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories.ts';
import { callApi, createProduct } from './recipe-factories.ts';

/** Test helpers: a supplier's price list as rows, written as a CSV or an .xlsx built with exceljs. */

export const HEADER = ['Producto', 'Proveedor', 'Marca', 'Formato', 'Unidad', 'Precio', 'Merma %'];
export const SUPPLIER = 'Distribuciones Norte';
export const MAPPING = { name: 0, supplier: 1, brand: 2, quantity: 3, unit: 4, price: 5, waste: 6 };

export interface CatalogEntry {
  id: number;
  name: string;
  base_unit: string;
}

/** The catalog definitions bought by weight (g), whatever their typical merma. */
export async function massDefinitions(app: FastifyInstance, user: TestUser) {
  const found: CatalogEntry[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const response = await callApi(
      app,
      user,
      'GET',
      `ingredient-definitions/?page_size=100&page=${page}`,
    );
    if (response.statusCode !== 200) break;
    const body = response.json<{ results: CatalogEntry[]; next: string | null }>();
    found.push(...body.results.filter((entry) => entry.base_unit === 'g'));
    if (!body.next) break;
  }
  return found;
}

/** `count` products of the user, 1 kg each at 10 € from SUPPLIER, named as their definition. */
export async function seedProducts(
  app: FastifyInstance,
  user: TestUser,
  catalog: readonly CatalogEntry[],
  count: number,
) {
  const ids: number[] = [];
  for (const entry of catalog.slice(0, count)) {
    ids.push(
      await createProduct(app, user, {
        definition: entry.id,
        name: entry.name,
        supplier: SUPPLIER,
        purchase_quantity: '1',
        purchase_unit: 'kg',
        purchase_price: '10.00',
      }),
    );
  }
  return ids;
}

/**
 * 200 rows: 10 new prices for the seeded products (names in capitals, decimal commas), 4 broken
 * rows, and 186 new products whose names start with a catalog name.
 */
export function priceList200(catalog: readonly CatalogEntry[]): string[][] {
  const rows: string[][] = [];
  catalog.slice(0, 10).forEach((entry, i) => {
    rows.push([entry.name.toUpperCase(), SUPPLIER, '', '1', 'kg', `${11 + i},50`, '']);
  });
  rows.push(['Harina rota', SUPPLIER, '', '1', 'kg', '12,5O', '']);
  rows.push(['Sal sin precio', SUPPLIER, '', '1', 'kg', '', '']);
  rows.push(['Azúcar en cajas', SUPPLIER, '', '1', 'caja', '3,00', '']);
  rows.push(['Patata mermada', SUPPLIER, '', '1', 'kg', '1,00', '100']);
  for (let i = 0; i < 186; i += 1) {
    const entry = catalog[10 + (i % (catalog.length - 10))];
    if (!entry) throw new Error('catalog too small');
    rows.push([`${entry.name} lote ${i + 1}`, SUPPLIER, 'Marca Sur', '5', 'kg', '1.234,50', '10']);
  }
  return rows;
}

const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function toCsv(rows: readonly string[][], header = HEADER): string {
  return [header, ...rows].map((row) => row.map(quote).join(';')).join('\r\n') + '\r\n';
}

export const base64 = (content: string | Buffer) =>
  (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64');

/** An .xlsx with an empty cover sheet and the list on "Tarifa", prices as number cells. */
export async function toXlsx(rows: readonly string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Portada');
  const sheet = workbook.addWorksheet('Tarifa');
  sheet.addRow(HEADER);
  for (const row of rows) {
    const price = Number(row[5]?.replace('.', '').replace(',', '.'));
    sheet.addRow(
      row.map((cell, i) =>
        i === 5 && /^[\d.,]+$/.test(cell) && !Number.isNaN(price) ? price : cell,
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
