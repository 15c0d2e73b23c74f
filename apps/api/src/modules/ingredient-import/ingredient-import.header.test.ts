import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  candidateText,
  chooseHeaderIndex,
  findHeaderIndex,
  headerCandidates,
  type SheetRow,
} from './ingredient-import.header.ts';

/** Non-blank rows numbered as a sheet would (blank rows already left out by the reader). */
const sheet = (...rows: [number, string[]][]): SheetRow[] =>
  rows.map(([number, cells]) => ({ number, cells }));

const DATA: [number, string[]][] = [
  [5, ['Tomate pera', '5 kg', '12,50 €', '4']],
  [6, ['Aceite de girasol', '5 l', '9,80 €', '10']],
];

describe('findHeaderIndex (issue 32: title rows above the header)', () => {
  it('passes the supplier title rows and finds "Producto | Formato | Precio | IVA"', () => {
    const rows = sheet(
      [1, ['Tarifa de precios Huerta Viva S.L.']],
      [2, ['Válida desde 01/12/2026']],
      [4, ['Producto', 'Formato', 'Precio', 'IVA']],
      ...DATA,
    );
    expect(findHeaderIndex(rows)).toBe(2);
  });

  it('passes a title row of label and value ("Proveedor: | Huerta Viva"), naming one field', () => {
    const rows = sheet(
      [1, ['Proveedor:', 'Huerta Viva S.L.']],
      [2, ['Fecha:', '01/12/2026']],
      [3, ['Artículo', 'Envase', 'PVP']],
      [4, ['Tomate pera', '5 kg', '12,50']],
    );
    expect(findHeaderIndex(rows)).toBe(2);
  });

  it('takes the first row when it is the header, as before', () => {
    expect(findHeaderIndex(sheet([1, ['Producto', 'Precio']], [2, ['Cebolla', '1,20']]))).toBe(0);
  });

  it('finds a header in words it does not know by the data under it', () => {
    const rows = sheet(
      [1, ['Lista de la semana']],
      [2, ['Bezeichnung', 'Gebinde', 'Preis']],
      [3, ['Tomate', '5 kg', '12,50']],
    );
    expect(findHeaderIndex(rows)).toBe(1);
  });

  it('never takes a data row (it has a price) or the last row (nothing under it)', () => {
    // No header at all: the first row, whose cells are then the "column names" the chef sees.
    expect(findHeaderIndex(sheet([1, ['Cebolla', '1,20']], [2, ['Puerro', '2,10']]))).toBe(0);
    expect(findHeaderIndex(sheet([1, ['Tarifa 2026']], [2, ['Producto', 'Precio']]))).toBe(0);
  });

  it('looks only at the first 15 rows with data', () => {
    const titles = Array.from({ length: 15 }, (_, i): [number, string[]] => [i + 1, [`Nota ${i}`]]);
    const rows = sheet(...titles, [16, ['Producto', 'Precio']], [17, ['Cebolla', '1,20']]);
    expect(findHeaderIndex(rows)).toBe(0);
    expect(headerCandidates(rows).map((row) => row.number)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });
});

describe("chooseHeaderIndex (the chef's «Fila de encabezados»)", () => {
  const rows = sheet(
    [1, ['Tarifa de precios Huerta Viva S.L.']],
    [3, ['Producto', 'Formato', 'Precio', 'IVA']],
    ...DATA,
  );

  it("the chef's row wins over the one found", () => {
    expect(chooseHeaderIndex(rows, undefined)).toBe(1);
    expect(chooseHeaderIndex(rows, 1)).toBe(0);
    expect(chooseHeaderIndex(rows, 5)).toBe(2);
  });

  it.each([
    [2, 'a blank row'],
    [6, 'the last row'],
    [99, 'a row the sheet does not have'],
  ])('refuses row %s (%s) on header_row', (row) => {
    try {
      chooseHeaderIndex(rows, row);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).body).toEqual({
        header_row: [
          `La fila ${row} no puede ser la fila de encabezados: elige una de las primeras 15 filas con datos que tengan filas debajo.`,
        ],
      });
      return;
    }
    throw new Error('accepted');
  });
});

describe('candidateText', () => {
  it('joins the filled cells and cuts a long row to 120 characters', () => {
    expect(candidateText({ number: 1, cells: ['Producto', '', 'Precio'] })).toBe(
      'Producto | Precio',
    );
    const long = candidateText({ number: 1, cells: ['x'.repeat(500)] });
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
