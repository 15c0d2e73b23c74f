import {
  invoiceApplySchema,
  invoicePreviewSchema,
  type InvoicePreview,
} from '@costeo/domain/contracts/supplier-invoices';
import { pdfLayoutKey, suggestPdfColumnMapping } from '@costeo/domain/supplier-invoice-pdf';
import type { ScanRead } from '@costeo/domain/supplier-invoice-scan';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { invoiceFixture } from '../../../test/fixtures/invoices/invoice-fixtures.ts';
import { definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import type { WorkPool } from '../../workers/pool.ts';

/**
 * A photographed albarán through the API (issue 36): its next pages sent with it, the lines the
 * chef must check, the chef's figures in place of those read, and the apply. The recogniser is a
 * stand-in here that answers the reading of a known albarán (what tesseract gives is tested in
 * invoice-read.ocr.test.ts and measured by `npm run bench:ocr`): this file checks what the API
 * does with a reading, fast.
 */

const HEADER = ['Código', 'Descripción', 'Cantidad', 'Precio', 'Importe'];
const ROWS: [cells: string[], confidence: number][] = [
  [['FV-01', 'Tomate pera', '12,5', '1,80', '22,50'], 95],
  // A decimal comma lost: "3,5" read "35" (8,40 ÷ 2,40 = 3,5).
  [['FV-02', 'Limón', '35', '2,40', '8,40'], 93],
  // Read right, but the recogniser was unsure.
  [['FV-03', 'Cebolla', '8', '1,35', '10,80'], 58],
];

function albaranRead(pages: number): ScanRead {
  return {
    pdf: {
      pages,
      fields: {
        supplierName: 'Frutas Vega, S.L.',
        supplierTaxId: 'B46123451',
        buyerTaxId: null,
        taxIds: ['B46123451'],
        invoiceNumber: 'ALB-2211',
        issueDate: '2026-11-20',
        currency: 'EUR',
        totals: { net: '41.70', total: '45.87' },
      },
      table: {
        header: HEADER,
        rows: ROWS.map(([cells]) => ({ page: 1, cells })),
        convention: 'comma',
      },
      suggestedMapping: suggestPdfColumnMapping(HEADER),
      layoutKey: pdfLayoutKey(HEADER),
    },
    rows: ROWS.map(([, confidence], index) => ({
      page: 1,
      box: { x0: 40, y0: 300 + 40 * index, x1: 1500, y1: 330 + 40 * index },
      confidence,
      image: 'data:image/jpeg;base64,/9j/2w==',
    })),
    pages: Array.from({ length: pages }, () => ({ width: 1556, height: 2200, skew: 1.2 })),
    seconds: 4.2,
  };
}

/** What the stand-in was asked to read: the number of pages of each request. */
const readings: number[] = [];
const ocr: WorkPool = {
  async run(kind, input) {
    if (kind !== 'read-invoice-scan') throw new Error(`the OCR pool runs no ${kind}`);
    const pages = 1 + ((input as { more?: readonly Uint8Array[] }).more?.length ?? 0);
    readings.push(pages);
    return albaranRead(pages) as never;
  },
  close: async () => undefined,
};

const api = setupApi({}, { ocrWork: ocr });
let chef: TestUser;
let lemon: number;

const photo = Buffer.from(invoiceFixture('foto-factura.jpg')).toString('base64');
/** The same photo's bytes, changed in a comment so the reading is not the one kept in cache. */
const otherPhoto = (n: number) =>
  Buffer.concat([
    Buffer.from(invoiceFixture('foto-factura.jpg')),
    Buffer.from(`page ${n}`),
  ]).toString('base64');

async function preview(body: object): Promise<InvoicePreview> {
  const response = await api.as(chef).post('supplier-invoices/preview/', body);
  expect(response.statusCode, response.body).toBe(200);
  return invoicePreviewSchema.parse(response.json());
}

beforeAll(async () => {
  chef = await api.user();
  await api.plan(chef, 'pro');
  lemon = await definitionId(api.app, chef, 'limón');
});

describe('a photographed albarán', () => {
  it('is read with its next pages, and its doubtful lines are marked with what adds up', async () => {
    const first = await preview({
      file_name: 'albaran.jpg',
      content_base64: photo,
      more_photos_base64: [otherPhoto(2)],
    });
    expect(readings.at(-1)).toBe(2);
    expect(first.needs_columns).toBe(true);
    expect(first.scan?.pages).toBe(2);
    expect(first.invoice).toMatchObject({ supplier_tax_id: 'B46123451', number: 'ALB-2211' });
    expect(first.scan?.lines.map((line) => [line.marked, line.corrected])).toEqual([
      [false, false],
      [true, false],
      [true, false],
    ]);
    expect(first.scan?.lines[1]?.suggestions).toEqual([
      { field: 'quantity', read: '35', suggested: '3,5' },
    ]);
    expect(first.scan?.lines[2]?.reasons).toEqual(['Lectura dudosa (confianza 58 %).']);
    expect(first.pdf_table?.guessed_columns).toMatchObject({
      quantity: 2,
      unit_price: 3,
      total: 4,
    });
  });

  it('takes the chef’s figures and confirmations, and applies the lines as corrected', async () => {
    const columns = { code: 0, description: 1, quantity: 2, unit_price: 3, total: 4 };
    const body = {
      file_name: 'albaran.jpg',
      content_base64: photo,
      pdf_columns: columns,
      scan_corrections: [
        // The chef reads 3,6 kg on the paper and the amount with it; the cebolla is as read.
        { row: 1, quantity: '3,6', total: '8.64' },
        { row: 2 },
      ],
      decisions: [{ line: 2, create: true, definition: lemon }],
    };
    const corrected = await preview(body);
    expect(corrected.scan?.lines.map((line) => [line.marked, line.corrected])).toEqual([
      [false, false],
      [false, true],
      [false, true],
    ]);
    expect(
      corrected.lines.map((line) => [line.quantity, line.unit_price, line.line_total]),
    ).toEqual([
      ['12.500', '1.8000', '22.50'],
      ['3.600', '2.4000', '8.64'],
      ['8.000', '1.3500', '10.80'],
    ]);
    expect(corrected.scan?.totals_check).toMatch(/La suma de las líneas \(41,94 €\)/);

    const applied = await api.as(chef).post('supplier-invoices/apply/', body);
    expect(applied.statusCode, applied.body).toBe(201);
    const result = invoiceApplySchema.parse(applied.json());
    expect(result.created).toBe(1);
    expect(result.invoice.lines.find((line) => line.line === 2)).toMatchObject({
      quantity: '3.600',
      line_total: '8.64',
    });
  });

  it('refuses corrections that do not fit the table, and figures that are not numbers', async () => {
    const columns = { description: 1, quantity: 2, unit_price: 3, total: 4 };
    const base = { file_name: 'albaran.jpg', content_base64: photo, pdf_columns: columns };
    const outside = await api.as(chef).post('supplier-invoices/preview/', {
      ...base,
      scan_corrections: [{ row: 7, total: '1.00' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ scan_corrections: ['La fila 8 no está en la tabla.'] });
    const twice = await api.as(chef).post('supplier-invoices/preview/', {
      ...base,
      scan_corrections: [{ row: 1 }, { row: 1, quantity: '3.5' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain('Cada fila se corrige una sola vez.');
    const text = await api.as(chef).post('supplier-invoices/preview/', {
      ...base,
      scan_corrections: [{ row: 1, quantity: 'tres' }],
    });
    expect(text.statusCode).toBe(400);
    expect(JSON.stringify(text.json())).toContain('Introduce un número válido.');
  });

  it('keeps more photos and corrections for photos: an e-invoice refuses them', async () => {
    const xml = Buffer.from(invoiceFixture('facturae-3.2.2.xml')).toString('base64');
    const withPhotos = await api.as(chef).post('supplier-invoices/preview/', {
      file_name: 'factura.xml',
      content_base64: xml,
      more_photos_base64: [photo],
    });
    expect(withPhotos.statusCode).toBe(400);
    expect(withPhotos.json()).toEqual({
      more_photos_base64: [
        'Las fotos de las páginas siguientes acompañan a la foto de la primera página: un PDF o una factura electrónica ya lleva todas sus páginas.',
      ],
    });
    const corrected = await api.as(chef).post('supplier-invoices/preview/', {
      file_name: 'factura.xml',
      content_base64: xml,
      scan_corrections: [{ row: 0, quantity: '1' }],
    });
    expect(corrected.statusCode).toBe(400);
    expect(corrected.json()).toEqual({
      scan_corrections: [
        'Solo se corrigen las cifras de una foto o un escaneo: este documento se lee tal cual.',
      ],
    });
  });

  it('holds every photo of a document within 5 MB together, and 4 photos at most', async () => {
    const big = Buffer.alloc(2_700_000, 7).toString('base64');
    const tooLarge = await api.as(chef).post('supplier-invoices/preview/', {
      file_name: 'albaran.jpg',
      content_base64: big,
      more_photos_base64: [big],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      more_photos_base64: [
        'Las fotos superan juntas el máximo de 5 MB: hazlas con menos resolución o sube menos páginas.',
      ],
    });
    const five = await api.as(chef).post('supplier-invoices/preview/', {
      file_name: 'albaran.jpg',
      content_base64: photo,
      more_photos_base64: [otherPhoto(2), otherPhoto(3), otherPhoto(4), otherPhoto(5)],
    });
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({
      more_photos_base64: ['Como máximo 4 fotos por albarán o factura.'],
    });
  });
});
