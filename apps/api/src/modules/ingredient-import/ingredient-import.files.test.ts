import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@costeo/domain/contracts/ingredient-import';
import { describe, expect, it } from 'vitest';
import { sheetXlsx, xfdSheet, zipBombXlsx } from '../../../test/hostile-xlsx.ts';
import { AppError } from '../../lib/app-error.ts';
import { invoiceFixture } from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { readSheet, ZIP_TOO_LARGE } from './ingredient-import.files.ts';

async function refusalOf(bytes: Buffer): Promise<unknown> {
  try {
    await readSheet(bytes);
  } catch (error) {
    if (error instanceof AppError) return error.body;
    throw error;
  }
  throw new Error('the file was accepted');
}

/** Rows with a value in column A and another in XFD (16 384), like a hostile upload. */
function rowsWithXfd(rows: number): Buffer {
  let xml = '';
  for (let r = 1; r <= rows; r += 1) {
    xml += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Producto ${r}</t></is></c><c r="XFD${r}"><v>${r}</v></c></row>`;
  }
  return sheetXlsx(xml);
}

describe('readSheet caps (issue 15)', () => {
  it('reads only the first 50 columns of a row that reaches column XFD', async () => {
    const sheet = await readSheet(rowsWithXfd(3));
    expect(sheet.header.cells).toHaveLength(IMPORT_MAX_COLUMNS);
    expect(sheet.header.cells[0]).toBe('Producto 1');
    expect(sheet.rows.map((row) => row.cells[0])).toEqual(['Producto 2', 'Producto 3']);
  });

  it('stops at the row limit instead of reading the whole sheet', async () => {
    await expect(refusalOf(rowsWithXfd(10_000))).resolves.toEqual({
      content_base64: [
        `El archivo tiene más de ${IMPORT_MAX_ROWS} filas; el máximo es ${IMPORT_MAX_ROWS}. Divídelo en varios archivos.`,
      ],
    });
    // It used to take ~26 s: the server's time for such sheets is a bar of `npm run bench:hostile`.
  });

  it('reads 10 000 rows with one cell in column XFD as an empty sheet', async () => {
    await expect(refusalOf(xfdSheet())).resolves.toEqual({
      content_base64: ['El archivo está vacío: no tiene filas.'],
    });
  });

  it('refuses a zip bomb before inflating it', async () => {
    await expect(refusalOf(zipBombXlsx())).resolves.toEqual({ content_base64: [ZIP_TOO_LARGE] });
  });

  it('applies the row limit while parsing a CSV', async () => {
    const lines = ['Producto;Precio', ...Array.from({ length: 50_000 }, (_, i) => `P${i};1,00`)];
    await expect(refusalOf(Buffer.from(lines.join('\n')))).resolves.toEqual({
      content_base64: [
        `El archivo tiene más de ${IMPORT_MAX_ROWS} filas; el máximo es ${IMPORT_MAX_ROWS}. Divídelo en varios archivos.`,
      ],
    });
  });

  it('keeps 2 000 data rows (the limit itself is accepted)', async () => {
    const lines = [
      'Producto;Precio',
      ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => `P${i};1`),
    ];
    const sheet = await readSheet(Buffer.from(lines.join('\n')));
    expect(sheet.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(sheet.rows.at(-1)).toEqual({ number: IMPORT_MAX_ROWS + 1, cells: ['P1999', '1'] });
  });
});

describe('what is not a price list (issue 30)', () => {
  it('refuses a PDF and an XML invoice by their content, whatever the file is called', async () => {
    for (const name of ['factura-texto.pdf', 'escaneo-sin-texto.pdf']) {
      await expect(refusalOf(Buffer.from(invoiceFixture(name)))).resolves.toEqual({
        content_base64: [
          'El archivo es un PDF, no una hoja de cálculo: sube la tarifa como .xlsx o .csv (una factura en PDF se sube en «Facturas de proveedor»).',
        ],
      });
    }
    const xml = Buffer.from(invoiceFixture('facturae-3.2.2.xml'));
    const xmlRefusal = {
      content_base64: [
        'El archivo es un XML, no una hoja de cálculo: sube la tarifa como .xlsx o .csv (una factura electrónica se sube en «Facturas de proveedor»).',
      ],
    };
    await expect(refusalOf(xml)).resolves.toEqual(xmlRefusal);
    // With a BOM and blank lines before it, still an XML.
    await expect(
      refusalOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n\n'), xml])),
    ).resolves.toEqual(xmlRefusal);
  });

  it('refuses a CSV whose open quote swallows the rest of the file into one cell', async () => {
    const lines = [
      'Producto;Precio',
      'Cebolla;1,20',
      '"Tomate pera;2,10',
      ...Array.from({ length: 1_500 }, (_, i) => `${'Producto de relleno '.repeat(150)}${i};1,00`),
    ];
    const bytes = Buffer.from(lines.join('\n'));
    expect(bytes.length).toBeGreaterThan(4_000_000);
    await expect(refusalOf(bytes)).resolves.toEqual({
      content_base64: [
        'La fila 3 tiene una celda de más de 10.000 caracteres: revisa que no falte cerrar unas comillas (").',
      ],
    });
    // A quoted cell that closes (with ; and a line break inside) reads as usual.
    const fine = await readSheet(Buffer.from('Producto;Precio\n"Tomate; pera\nrama";2,10\n'));
    expect(fine.rows).toEqual([{ number: 2, cells: ['Tomate; pera\nrama', '2,10'] }]);
  });
});
