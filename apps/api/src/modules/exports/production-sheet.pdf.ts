import type {
  DayProductionAnswer,
  MenuProductionAnswer,
  ProductionLineAnswer,
} from '@costeo/domain/contracts/menu-production';
import type {
  Column,
  Content,
  StyleDictionary,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { formatCalendarDay, formatLongDate } from '../../lib/format-es.ts';
import {
  CONTENT_WIDTH,
  documentHeader,
  INK,
  MUTED,
  pageSetup,
  RULE,
  tableLayout,
  td,
  th,
  warningBox,
} from './pdf-layout.ts';

/**
 * What the production sheet's PDF is built from: the JSON answer, as the API serves it — a menu's
 * or event's, or a day's (its events instead of the menu).
 */
export interface ProductionSheetPdfData {
  businessName: string;
  sheet: MenuProductionAnswer | DayProductionAnswer;
  at: Date;
}

const productionStyles: StyleDictionary = {
  item: { fontSize: 11.5, bold: true, color: INK },
  stepsTitle: { fontSize: 8, bold: true, color: MUTED, margin: [0, 5, 0, 2] },
  step: { fontSize: 9, color: INK, lineHeight: 1.2 },
};

const BOX = 9;

/** An empty square to tick at the pass. */
const square = (size: number) =>
  [{ type: 'rect', x: 0, y: 1, w: size, h: size, lineWidth: 0.9, lineColor: INK }] as const;

function checkbox(size = BOX): Column {
  return { canvas: [...square(size)], width: size + 2 };
}

function lineRows(lines: readonly ProductionLineAnswer[]): TableCell[][] {
  return lines.map((line) => [
    { canvas: [...square(7)], margin: [0, 1, 0, 0] },
    td(line.kind === 'sub_recipe' ? `${line.name} (elaboración)` : line.name),
    { text: line.text, style: 'td', bold: true, alignment: 'right' },
    td(line.gross_text === null ? '' : `bruto ${line.gross_text}`, 'right'),
  ]);
}

/** One elaboración or dish: its tick box and title, its scaled lines, its numbered steps. */
function itemBlock(
  text: string,
  lines: readonly ProductionLineAnswer[],
  steps: readonly string[],
): Content {
  const table: Content =
    lines.length === 0
      ? { text: 'Sin ingredientes.', style: 'note' }
      : {
          table: {
            headerRows: 1,
            widths: [10, '*', 80, 90],
            body: [
              [th(''), th('Ingrediente'), th('Cantidad', 'right'), th('Con merma', 'right')],
              ...lineRows(lines),
            ],
          },
          layout: tableLayout,
          margin: [16, 4, 0, 0],
        };
  const stepList: Content[] =
    steps.length === 0
      ? []
      : [
          { text: 'ELABORACIÓN', style: 'stepsTitle', margin: [16, 6, 0, 2] },
          { ol: steps.map((step) => ({ text: step, style: 'step' })), margin: [16, 0, 0, 0] },
        ];
  return {
    // A short item stays on one page; a long one (many steps) may break.
    unbreakable: lines.length + steps.length <= 18,
    margin: [0, 8, 0, 4],
    stack: [
      { columns: [checkbox(11), { text, style: 'item', margin: [4, 0, 0, 0] }], columnGap: 2 },
      table,
      ...stepList,
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 6,
            x2: CONTENT_WIDTH.portrait,
            y2: 6,
            lineWidth: 0.3,
            lineColor: RULE,
          },
        ],
      },
    ],
  };
}

const guestsText = (guests: number, people: string) =>
  `${guests.toLocaleString('es-ES')} ${guests === 1 ? people.replace(/s$/, '') : people}`;

/** The title, the facts under it and the empty sheet's sentence, of a menu's or a day's sheet. */
function heading(data: ProductionSheetPdfData): { title: string; facts: string[]; empty: string } {
  const { sheet } = data;
  if ('events' in sheet) {
    const count = sheet.events.length;
    return {
      // The day's events by name (issue 37 point 6): the sheet says whose food it is.
      title: count === 0 ? 'Sin eventos' : sheet.events.map((event) => event.name).join(' · '),
      facts: [
        `Día: ${formatCalendarDay(sheet.date)}`,
        `${count.toLocaleString('es-ES')} ${count === 1 ? 'evento' : 'eventos'}, ${guestsText(sheet.guests, 'invitados')}`,
        `Fecha: ${formatLongDate(data.at)}`,
      ],
      empty: 'No hay eventos con platos ese día.',
    };
  }
  const people = sheet.menu.kind === 'evento' ? 'invitados' : 'comensales';
  const list = [`${sheet.guests.toLocaleString('es-ES')} ${people}`];
  if (sheet.menu.event_date) list.push(`Evento: ${formatCalendarDay(sheet.menu.event_date)}`);
  list.push(`Fecha: ${formatLongDate(data.at)}`);
  return { title: sheet.menu.name, facts: list, empty: 'Este menú no tiene platos todavía.' };
}

/** A day's events, each with its guests, under the header. */
function eventList(sheet: ProductionSheetPdfData['sheet']): Content[] {
  if (!('events' in sheet) || sheet.events.length === 0) return [];
  return [
    {
      text: `Eventos: ${sheet.events.map((event) => `${event.name} (${guestsText(event.guests, 'invitados')})`).join(' · ')}`,
      style: 'body',
      margin: [0, 6, 0, 0],
    },
  ];
}

/**
 * The production sheet (issue 37 point 6) on A4 for the pass: the elaboraciones first (one used by
 * another before it) in whole batches, then the dishes in raciones; each with a square to tick,
 * its lines scaled and its steps.
 */
export function productionSheetDocument(data: ProductionSheetPdfData): TDocumentDefinitions {
  const { sheet } = data;
  const setup = pageSetup(data.at, 'portrait');
  const warnings: Content[] =
    sheet.warnings.length === 0
      ? []
      : [warningBox('Cantidades incompletas: revisa estas líneas', sheet.warnings)];
  const head = heading(data);
  const empty: Content[] =
    sheet.dishes.length === 0 ? [{ text: head.empty, style: 'body', margin: [0, 12, 0, 0] }] : [];
  return {
    ...setup,
    styles: { ...setup.styles, ...productionStyles },
    info: {
      title: `Hoja de producción: ${head.title}`,
      creator: 'Costeo',
      producer: 'Costeo',
    },
    content: [
      ...documentHeader({
        businessName: data.businessName,
        kind: 'HOJA DE PRODUCCIÓN',
        title: head.title,
        facts: head.facts,
        width: CONTENT_WIDTH.portrait,
      }),
      ...eventList(sheet),
      ...warnings,
      ...empty,
      ...(sheet.elaboraciones.length === 0
        ? []
        : [
            {
              text: 'Elaboraciones (en este orden: las que otras usan, primero)',
              style: 'section',
            } as Content,
            ...sheet.elaboraciones.map((item) => itemBlock(item.text, item.lines, item.steps)),
          ]),
      ...(sheet.dishes.length === 0
        ? []
        : [
            { text: 'Platos', style: 'section' } as Content,
            ...sheet.dishes.map((dish) => itemBlock(dish.text, dish.lines, dish.steps)),
          ]),
    ],
  };
}
