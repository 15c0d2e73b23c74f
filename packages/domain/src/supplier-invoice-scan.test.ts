import { describe, expect, it } from 'vitest';
import { reviewScan, scanTotalsCheck } from './supplier-invoice-scan.ts';
import type { PdfInvoiceRead } from './supplier-invoice-pdf.ts';

/** A scan's reading with these rows under Descripción | Cantidad | Precio | Importe. */
function scan(rows: string[][], net: string | null = null, confidence = 95) {
  const pdf: PdfInvoiceRead = {
    pages: 1,
    fields: {
      supplierName: null,
      supplierTaxId: null,
      buyerTaxId: null,
      taxIds: [],
      invoiceNumber: null,
      issueDate: null,
      currency: 'EUR',
      totals: { net, total: null },
    },
    table: {
      header: ['Descripción', 'Cantidad', 'Precio', 'Importe'],
      rows: rows.map((cells) => ({ page: 1, cells })),
      convention: 'comma',
    },
    suggestedMapping: null,
    layoutKey: 'descripcion|cantidad|precio|importe',
  };
  return {
    pdf,
    rows: rows.map(() => ({
      page: 1,
      box: { x0: 0, y0: 0, x1: 1, y1: 1 },
      confidence,
      image: null,
    })),
    pages: [{ width: 100, height: 100, skew: 0 }],
    seconds: 1,
  };
}
const mapping = { description: 0, quantity: 1, unit_price: 2, total: 3 };

describe('checking the lines of a photo (issue 36)', () => {
  it('leaves a line that adds up, marks one that does not', () => {
    const { review } = reviewScan(
      scan([
        ['Tomate pera', '12,5', '1,80', '22,50'],
        ['Ajo morado', '3', '4,20', '13,60'],
      ]),
      mapping,
    );
    expect(review.lines.map((line) => line.marked)).toEqual([false, true]);
    expect(review.lines[1]?.reasons).toEqual([
      'Cantidad × precio (12,60) no coincide con el importe (13,60).',
    ]);
    // 12,60 or 13,60 — nothing tells which: no suggestion, the chef decides.
    expect(review.lines[1]?.suggestions).toEqual([]);
  });

  it('puts back a dropped decimal comma only when that alone adds up, and keeps the line marked', () => {
    const { pdf, review } = reviewScan(
      scan([
        ['Tomate pera', '125', '1,80', '22,50'],
        ['Limón', '35', '2,40', '840'],
        ['Cebolla', '8', '1,35', 'de 10,80'],
        ['Mantequilla', '', '8,75', '35,00'],
      ]),
      mapping,
    );
    expect(pdf.table.rows.map((row) => row.cells)).toEqual([
      ['Tomate pera', '12,5', '1,80', '22,50'],
      ['Limón', '3,5', '2,40', '8,40'],
      ['Cebolla', '8', '1,35', '10,80'],
      ['Mantequilla', '4', '8,75', '35,00'],
    ]);
    expect(review.lines.every((line) => line.marked)).toBe(true);
    expect(review.lines[0]?.suggestions).toEqual([
      { field: 'quantity', read: '125', suggested: '12,5' },
    ]);
  });

  it('marks a row the recogniser was unsure of, and checks the sum against the base', () => {
    const { review } = reviewScan(scan([['Sepia', '0,8', '11,50', '9,20']], '19.20', 60), mapping);
    expect(review.lines[0]?.marked).toBe(true);
    expect(review.lines[0]?.reasons).toEqual(['Lectura dudosa (confianza 60 %).']);
    expect(review.totals_check).toBe(
      'La suma de las líneas (9,20 €) no coincide con la base imponible del documento (19,20 €): revisa las líneas marcadas o si falta alguna.',
    );
    expect(scanTotalsCheck('9.20', '9.21', 1)).toBeNull();
  });

  it("takes the chef's figures in place of those read: checked, never repaired, no longer in doubt", () => {
    const read = scan(
      [
        ['Tomate pera', '125', '1,80', '22,50'],
        ['Sepia', '0,8', '11,50', '9,20'],
        ['Ajo morado', '3', '4,20', '13,60'],
      ],
      null,
      60,
    );
    const { pdf, review, correctionProblem } = reviewScan(read, mapping, [
      { row: 0, quantity: '12.500' },
      { row: 1 },
      { row: 2, total: '12.60' },
    ]);
    expect(correctionProblem).toBeNull();
    expect(pdf.table.rows.map((row) => row.cells.slice(1))).toEqual([
      ['12,500', '1,80', '22,50'],
      ['0,8', '11,50', '9,20'],
      ['3', '4,20', '12,60'],
    ]);
    expect(review.lines.map((line) => [line.corrected, line.marked])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    // The chef's figures that still disagree stay marked, with nothing suggested over them.
    const wrong = reviewScan(read, mapping, [{ row: 0, quantity: '125' }]);
    expect(wrong.review.lines[0]).toMatchObject({
      corrected: true,
      marked: true,
      reasons: ['Cantidad × precio (225,00) no coincide con el importe (22,50).'],
      suggestions: [],
    });
    expect(reviewScan(read, mapping, [{ row: 3, total: '1.00' }]).correctionProblem).toBe(
      'La fila 4 no está en la tabla.',
    );
    expect(reviewScan(read, null, [{ row: 0, total: '1.00' }]).correctionProblem).toMatch(
      /Confirma primero las columnas/,
    );
  });
});
