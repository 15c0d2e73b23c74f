import type { Content, StyleDictionary, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatLongDate } from '../../lib/format-es.ts';

/** Colours and styles shared by the PDF documents: sober, printable in black and white. */
export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
export const RULE = '#c9d1d9';
export const BAND = '#eef2f5';

export const styles: StyleDictionary = {
  business: { fontSize: 9, color: MUTED, bold: true, characterSpacing: 0.5 },
  docKind: { fontSize: 9, color: MUTED, alignment: 'right' },
  title: { fontSize: 20, bold: true, color: INK, margin: [0, 6, 0, 2] },
  meta: { fontSize: 9, color: MUTED },
  section: { fontSize: 11, bold: true, color: INK, margin: [0, 14, 0, 6] },
  th: { fontSize: 8, bold: true, color: INK, fillColor: BAND },
  td: { fontSize: 8.5, color: INK },
  total: { fontSize: 9, bold: true, color: INK },
  note: { fontSize: 8, color: MUTED, italics: true },
  warning: { fontSize: 8.5, color: '#8a4b00' },
  body: { fontSize: 9.5, color: INK, lineHeight: 1.25 },
};

/** Horizontal rules only, like a printed escandallo. */
export const tableLayout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3,
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** A table's heading cell and body cell. */
export const th = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  style: 'th',
  alignment,
});
export const td = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  style: 'td',
  alignment,
});

/** A figure of a summary: label, value, and whether it is a total (bold). */
export type FigureRow = [label: string, value: string, strong?: boolean];

/** Label and value rows (the "Resumen económico"), the value right-aligned beside its label. */
export function figuresTable(rows: readonly FigureRow[]): Content {
  return {
    table: {
      widths: ['*', 'auto'],
      body: rows.map(([label, value, strong]) => [
        { text: label, style: strong ? 'total' : 'td' },
        { text: value, style: strong ? 'total' : 'td', alignment: 'right' },
      ]),
    },
    layout: { ...tableLayout, hLineWidth: (i: number) => (i === 0 ? 0 : 0.3) },
  };
}

export const INCOMPLETE_COST = 'Coste incompleto: el coste real es mayor que el mostrado.';

/** A shaded box of warnings under the header: a bold first line, then one line each. */
export function warningBox(title: string, lines: readonly string[]): Content {
  return {
    margin: [0, 10, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: '#fff4e5',
            stack: [
              { text: title, style: 'warning', bold: true },
              ...lines.map((line) => ({ text: line, style: 'warning' })),
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

/** The document's first lines: business, kind of document, title, and a line of facts. */
export function documentHeader(input: {
  businessName: string;
  kind: string;
  title: string;
  facts: string[];
  /** Width between the margins (A4 portrait 523 pt, landscape 770 pt). */
  width: number;
}): Content[] {
  return [
    {
      columns: [
        { text: (input.businessName || 'Costeo').toUpperCase(), style: 'business' },
        { text: input.kind, style: 'docKind' },
      ],
    },
    {
      canvas: [
        { type: 'line', x1: 0, y1: 4, x2: input.width, y2: 4, lineWidth: 0.8, lineColor: RULE },
      ],
    },
    { text: input.title, style: 'title' },
    { text: input.facts.join('   ·   '), style: 'meta' },
  ];
}

/** Width between the margins of an A4 page (36 pt each side). */
export const CONTENT_WIDTH = { portrait: 523, landscape: 770 } as const;

/** Page setup and footer ("Costeo · 23 de noviembre de 2026 · Página 1 de 2"). */
export function pageSetup(
  at: Date,
  orientation: 'portrait' | 'landscape',
): Pick<
  TDocumentDefinitions,
  'pageSize' | 'pageOrientation' | 'pageMargins' | 'footer' | 'styles' | 'defaultStyle' | 'info'
> {
  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [36, 32, 36, 40],
    styles,
    defaultStyle: { font: 'Roboto', fontSize: 9, color: INK },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [36, 12, 36, 0],
      columns: [
        { text: `Generado con Costeo el ${formatLongDate(at)}`, style: 'meta', fontSize: 7.5 },
        {
          text: `Página ${currentPage} de ${pageCount}`,
          style: 'meta',
          fontSize: 7.5,
          alignment: 'right',
        },
      ],
    }),
    info: { creator: 'Costeo', producer: 'Costeo' },
  };
}
