import type { PdfColumnMapping } from '@costeo/domain/supplier-invoice-pdf';
import type { ScanRead } from '@costeo/domain/supplier-invoice-scan';
import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { rereadFigures, type CellWord } from './invoice-read.ocr-cells.ts';
import type { PreparedPage } from './invoice-read.ocr-image.ts';

/**
 * The second look at a line's figures (issue 36, decision 044), with a stand-in recogniser that
 * answers each cell's crops with what the test says that cell reads alone: which re-reads are
 * taken (the fewest that make the line add up; a figure that was no number), which are not (a
 * different figure read less surely; the line printed wrong), and that the recogniser's page
 * settings come back.
 */
const MAPPING: PdfColumnMapping = { description: 0, quantity: 1, unit_price: 2, total: 3 };

async function blankPage(): Promise<PreparedPage> {
  const png = await sharp({
    create: { width: 400, height: 200, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  return { png: new Uint8Array(png), width: 400, height: 200, skew: 0 };
}

const word = (text: string, x0: number, confidence = 90): CellWord => ({
  page: 1,
  text,
  confidence,
  x0,
  y0: 20,
  x1: x0 + 40,
  y1: 44,
});

/**
 * A table of lines (description, quantity, price, amount as first read, with the confidence of
 * the figures) and what each figure's cell reads alone: text and confidence.
 */
async function secondLook(
  lines: {
    cells: [string, string, string, string];
    confidence?: number;
    alone: [string, number][];
  }[],
) {
  const calls: { psm?: string; whitelist?: string }[] = [];
  const answers: [string, number][] = lines.flatMap((line) =>
    line.alone.flatMap((answer) => [answer, answer, answer]),
  );
  let next = 0;
  const worker = {
    setParameters: async (params: Record<string, string>) => {
      calls.push({ psm: params.tessedit_pageseg_mode, whitelist: params.tessedit_char_whitelist });
      return { jobId: '', data: null };
    },
    recognize: async () => {
      const [text, confidence] = answers[next++] ?? ['', 0];
      const words = text === '' ? [] : [{ text, confidence }];
      return { data: { blocks: [{ paragraphs: [{ lines: [{ words }] }] }] } };
    },
  } as unknown as Worker;
  const read: Pick<ScanRead, 'pdf' | 'rows'> = {
    pdf: {
      pages: 1,
      fields: {
        supplierName: null,
        supplierTaxId: null,
        buyerTaxId: null,
        taxIds: [],
        invoiceNumber: null,
        issueDate: null,
        currency: null,
        totals: { net: null, total: null },
      },
      table: {
        header: ['Descripción', 'Cantidad', 'Precio', 'Importe'],
        rows: lines.map((line) => ({ page: 1, cells: [...line.cells] })),
        convention: 'comma',
      },
      suggestedMapping: MAPPING,
      layoutKey: null,
    },
    rows: lines.map((line) => ({
      page: 1,
      box: { x0: 0, y0: 0, x1: 400, y1: 60 },
      confidence: line.confidence ?? 90,
      image: null,
    })),
  };
  const result = await rereadFigures({
    worker,
    pages: [await blankPage()],
    read,
    mapping: MAPPING,
    cells: lines.map((line) => [
      [word(line.cells[0], 10)],
      [word(line.cells[1], 120, line.confidence ?? 90)],
      [word(line.cells[2], 220, line.confidence ?? 90)],
      [word(line.cells[3], 320, line.confidence ?? 90)],
    ]),
  });
  return { result, calls, rows: result.table.rows.map((row) => row.cells) };
}

describe('a second look at the figures of a line that does not add up', () => {
  it('takes the re-reads that put back dropped commas and make the line add up', async () => {
    const { rows, result } = await secondLook([
      {
        cells: ['Pimiento rojo', '42', '310', '13,02'],
        confidence: 80,
        alone: [
          ['4,2', 94],
          ['3,10', 96],
          ['13,02', 96],
        ],
      },
    ]);
    expect(rows).toEqual([['Pimiento rojo', '4,2', '3,10', '13,02']]);
    expect(result.taken).toBe(2);
    // The figures now read surely: the least of the re-reads taken and the amount read again.
    expect(result.confidences).toEqual([94]);
  });

  it('takes a number for a cell first read as none ("e" for 6)', async () => {
    const { rows } = await secondLook([
      {
        cells: ['Calabacín', 'e', '1,65', '9,90'],
        alone: [
          ['6', 90],
          ['1,65', 95],
          ['9,90', 95],
        ],
      },
    ]);
    expect(rows[0]).toEqual(['Calabacín', '6', '1,65', '9,90']);
  });

  it('leaves the line printed wrong as printed: no re-read makes it add up', async () => {
    const { rows, result } = await secondLook([
      {
        cells: ['Ajo morado', '3', '4,20', '13,60'],
        confidence: 96,
        alone: [
          ['3', 96],
          ['4,20', 96],
          ['13,60', 96],
        ],
      },
    ]);
    expect(rows[0]).toEqual(['Ajo morado', '3', '4,20', '13,60']);
    expect(result.taken).toBe(0);
  });

  it('does not change a figure to another read less surely, even when that would add up', async () => {
    const { rows } = await secondLook([
      {
        cells: ['Calabacín', '6', '1,65', '9,30'],
        confidence: 90,
        alone: [
          ['6', 90],
          ['1,65', 90],
          ['9,90', 70],
        ],
      },
    ]);
    expect(rows[0]).toEqual(['Calabacín', '6', '1,65', '9,30']);
  });

  it('leaves lines that add up and were read surely alone, and puts the page settings back', async () => {
    const { rows, calls, result } = await secondLook([
      {
        cells: ['Tomate pera', '12,5', '1,80', '22,50'],
        alone: [],
      },
      {
        cells: ['Limón', '35', '2,40', '8,40'],
        alone: [
          ['3,5', 95],
          ['2,40', 96],
          ['8,40', 96],
        ],
      },
    ]);
    expect(rows).toEqual([
      ['Tomate pera', '12,5', '1,80', '22,50'],
      ['Limón', '3,5', '2,40', '8,40'],
    ]);
    expect(result.reread).toBe(3);
    expect(calls).toEqual([
      { psm: '7', whitelist: '0123456789,.-' },
      { psm: '3', whitelist: '' },
    ]);
  });
});
