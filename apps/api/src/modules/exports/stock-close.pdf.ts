import type { StockClose } from '@costeo/domain/contracts/stock';
import { WASTE_DESTINATION_LABELS, WASTE_REASON_LABELS } from '@costeo/domain/contracts/waste';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  formatCalendarDay,
  formatLineQuantity,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '../../lib/format-es.ts';
import {
  CONTENT_WIDTH,
  documentHeader,
  figuresTable,
  pageSetup,
  tableLayout,
  td,
  th,
  warningBox,
} from './pdf-layout.ts';

export interface StockClosePdfData {
  businessName: string;
  close: StockClose;
  at: Date;
}

/** "1.01" → "1,01 puntos". */
function points(value: string | null): string {
  return value === null ? '—' : `${formatQuantity(value)} puntos`;
}

const right = (text: string) => td(text, 'right');

function linesTable(close: StockClose): Content {
  const body: TableCell[][] = [
    [
      th('Producto'),
      th('Inicial', 'right'),
      th('Compras', 'right'),
      th('Final', 'right'),
      th('Real', 'right'),
      th('Teórico', 'right'),
      th('Desviación', 'right'),
      th('Desv. €', 'right'),
      th('Desv. %', 'right'),
    ],
  ];
  for (const line of close.lines) {
    const unit = line.base_unit;
    body.push([
      td(line.name),
      right(formatLineQuantity(line.opening, unit)),
      right(formatLineQuantity(line.purchases, unit)),
      right(formatLineQuantity(line.closing, unit)),
      right(formatLineQuantity(line.actual_use, unit)),
      right(formatLineQuantity(line.theoretical_use, unit)),
      right(formatLineQuantity(line.variance, unit)),
      { text: formatMoney(line.variance_value), style: 'total', alignment: 'right' },
      right(formatPercent(line.variance_pct)),
    ]);
  }
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 44, 44, 44, 44, 44, 48, 48, 38],
      body,
    },
    layout: tableLayout,
  };
}

/** The period's recorded waste on the counted products (issue 35), by reason and by destination. */
function wasteSection(close: StockClose): Content[] {
  const table = (
    heading: string,
    rows: StockClose['waste_by_reason'],
    label: (code: string) => string,
  ): Content => ({
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 70, 70],
      body: [
        [th(heading), th('Valor', 'right'), th('Peso', 'right')],
        ...rows.map((row) => [
          td(label(row.code)),
          right(formatMoney(row.value)),
          right(`${formatQuantity(row.weight_kg)} kg`),
        ]),
      ],
    },
    layout: tableLayout,
    margin: [0, 0, 0, 6],
  });
  return [
    { text: 'Mermas registradas', style: 'section' },
    {
      text: `${formatMoney(close.waste_value)} de merma registrada en los productos contados, a los precios del recuento final: se resta de la desviación.`,
      style: 'note',
      margin: [0, 0, 0, 4],
    },
    table(
      'Motivo',
      close.waste_by_reason,
      (code) => (WASTE_REASON_LABELS as Partial<Record<string, string>>)[code] ?? code,
    ),
    table(
      'Destino',
      close.waste_by_destination,
      (code) => (WASTE_DESTINATION_LABELS as Partial<Record<string, string>>)[code] ?? code,
    ),
  ];
}

/** The close between two counts (issue 34), A4 portrait: totals, lines by € variance, the lists apart. */
export function stockCloseDocument(input: StockClosePdfData): TDocumentDefinitions {
  const { close } = input;
  const period = `Del ${formatCalendarDay(close.date_from)} al ${formatCalendarDay(close.date_to)}`;
  const content: Content[] = [
    ...documentHeader({
      businessName: input.businessName,
      kind: 'CIERRE DE INVENTARIO',
      title: 'Consumo real frente al teórico',
      facts: [period],
      width: CONTENT_WIDTH.portrait,
    }),
  ];
  if (close.warnings.length > 0) content.push(warningBox('Avisos', close.warnings));
  content.push(
    { text: 'Resumen', style: 'section' },
    figuresTable([
      ['Ventas netas de comida', formatMoney(close.net_food_revenue)],
      ['Consumo real', formatMoney(close.actual_use_value)],
      ['Consumo teórico', formatMoney(close.theoretical_use_value)],
      ['Mermas registradas', formatMoney(close.waste_value)],
      ['Food cost real', formatPercent(close.actual_food_cost_pct), true],
      ['Food cost teórico', formatPercent(close.theoretical_food_cost_pct), true],
      ['Diferencia', points(close.gap_points), true],
      ['Diferencia en €', formatMoney(close.gap_value), true],
      ['Desviación sin explicar (tras las mermas)', formatMoney(close.variance_value), true],
    ]),
    { text: 'Productos por desviación en €', style: 'section' },
    close.lines.length === 0
      ? { text: 'Ningún producto contado en ambos recuentos.', style: 'body' }
      : linesTable(close),
  );
  if (close.waste_by_reason.length > 0) content.push(...wasteSection(close));
  if (close.not_counted.length > 0) {
    content.push(
      { text: 'Sin contar', style: 'section' },
      {
        text: 'Comprados o usados en el periodo pero sin recuento en ambos: no se calcula su consumo real.',
        style: 'note',
        margin: [0, 0, 0, 4],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 90, 90],
          body: [
            [th('Producto'), th('Compras', 'right'), th('Consumo teórico', 'right')],
            ...close.not_counted.map((item) => [
              td(item.name),
              right(formatLineQuantity(item.purchases, item.base_unit)),
              right(formatLineQuantity(item.theoretical_use, item.base_unit)),
            ]),
          ],
        },
        layout: tableLayout,
      },
    );
  }
  if (close.not_moved.length > 0) {
    content.push(
      { text: 'Sin movimiento', style: 'section' },
      {
        text: 'Contados pero sin compras ni consumo en el periodo.',
        style: 'note',
        margin: [0, 0, 0, 4],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 90],
          body: [
            [th('Producto'), th('Stock final', 'right')],
            ...close.not_moved.map((item) => [
              td(item.name),
              right(formatLineQuantity(item.closing, item.base_unit)),
            ]),
          ],
        },
        layout: tableLayout,
      },
    );
  }
  return {
    ...pageSetup(input.at, 'portrait'),
    info: { title: 'Cierre de inventario', creator: 'Costeo', producer: 'Costeo' },
    content,
  };
}
