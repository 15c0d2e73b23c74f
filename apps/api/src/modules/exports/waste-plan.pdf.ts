import {
  WASTE_DESTINATIONS,
  WASTE_DESTINATION_LABELS,
  WASTE_MEASURES,
  WASTE_MEASURE_LEVELS,
  WASTE_REASON_LABELS,
  type WasteItemKind,
  type WasteMeasureLevel,
  type WastePlan,
  type WasteSummary,
} from '@costeo/domain/contracts/waste';
import { dec, toPercent } from '@costeo/domain/decimal';
import type { Content, StyleDictionary, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  DASH,
  formatCalendarDay,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '../../lib/format-es.ts';
import { businessColumn, type BusinessOnDocuments } from './pdf-letterhead.ts';
import {
  CONTENT_WIDTH,
  RULE,
  figuresTable,
  pageSetup,
  tableLayout,
  td,
  th,
  warningBox,
} from './pdf-layout.ts';

/**
 * The prevention plan of Ley 1/2025 (issue 35 point 4, decision 042), A4 portrait: the business
 * as Mi perfil names it, the self-diagnosis drawn from the waste log's summary of the last 12
 * months (`GET /api/waste/summary/`, printed as served: nothing is recomputed but each reason's
 * share of the total), the measures chosen in the law's order of priority, the donation
 * agreements, the person responsible and the review date.
 */
export interface WastePlanPdfData {
  businessName: string;
  business: BusinessOnDocuments;
  /** The business's logo (PNG), as the quote prints it. */
  logo: Uint8Array | null;
  plan: WastePlan;
  summary: WasteSummary;
  at: Date;
}

export const WASTE_PLAN_TITLE = 'Plan de prevención de las pérdidas y el desperdicio alimentario';

const LEVEL_TITLES: Record<WasteMeasureLevel, string> = {
  prevencion: '1. Prevención',
  donacion: '2. Donación para consumo humano',
  otros_usos: '3. Otros usos: alimentación animal, subproductos, compostaje y energía',
};

const KIND_LABELS: Record<WasteItemKind, string> = {
  product: 'Producto',
  elaboracion: 'Elaboración',
  dish: 'Plato',
};

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "2026-03" → "marzo de 2026". */
function monthName(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTHS[index] ?? month} de ${month.slice(0, 4)}`;
}

const kg = (value: string) => `${formatQuantity(value)} kg`;
const right = (text: string) => td(text, 'right');
const day = (value: string) => formatLongDate(new Date(`${value}T12:00:00Z`));

const planStyles: StyleDictionary = {
  planBusiness: { fontSize: 12, bold: true },
  planParty: { fontSize: 8.5, color: '#5f6b7a', lineHeight: 1.2 },
  planKind: { fontSize: 11, bold: true, alignment: 'right', characterSpacing: 1 },
  planFact: { fontSize: 9, alignment: 'right' },
  subsection: { fontSize: 9.5, bold: true, margin: [0, 10, 0, 4] },
};

/** The letterhead: the business as the quote prints it, at the right the version and its dates. */
function letterhead(data: WastePlanPdfData): Content[] {
  const { plan } = data;
  return [
    {
      columns: [
        businessColumn({
          businessName: data.businessName,
          business: data.business,
          logo: data.logo,
          styles: { name: 'planBusiness', party: 'planParty' },
        }),
        {
          width: 200,
          stack: [
            { text: 'PLAN DE PREVENCIÓN', style: 'planKind' },
            { text: `Versión ${plan.version}`, style: 'planFact', bold: true },
            { text: `Fecha: ${formatLongDate(new Date(plan.created_at))}`, style: 'planFact' },
            { text: `Próxima revisión: ${day(plan.review_date)}`, style: 'planFact' },
          ],
        },
      ],
      columnGap: 16,
    },
    {
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 4,
          x2: CONTENT_WIDTH.portrait,
          y2: 4,
          lineWidth: 0.8,
          lineColor: RULE,
        },
      ],
      margin: [0, 4, 0, 4],
    },
    { text: WASTE_PLAN_TITLE, style: 'title' },
    {
      text: 'Ley 1/2025, de 1 de abril, de prevención de las pérdidas y el desperdicio alimentario (BOE de 2 de abril de 2025), artículo 6.',
      style: 'meta',
    },
  ];
}

function businessSection(data: WastePlanPdfData): Content[] {
  const { business, plan } = data;
  return [
    { text: '1. Datos del establecimiento', style: 'section' },
    figuresTable([
      ['Nombre comercial', data.businessName.trim() || DASH],
      ['Razón social', business.legalName.trim() || DASH],
      ['NIF', business.taxId || DASH],
      ['Dirección', business.address.trim() || DASH],
      ['Persona responsable del plan', plan.responsible, true],
      ['Versión del plan', String(plan.version)],
      ['Fecha de esta versión', formatLongDate(new Date(plan.created_at))],
      ['Fecha de revisión', day(plan.review_date), true],
    ]),
  ];
}

/** A heading and what it heads, kept on one page (pdfmake moves the block whole when it fits). */
const together = (...content: Content[]): Content => ({ stack: content, unbreakable: true });

function table(widths: (number | string)[], head: TableCell[], rows: TableCell[][]): Content {
  return {
    table: { headerRows: 1, dontBreakRows: true, widths, body: [head, ...rows] },
    layout: tableLayout,
  };
}

/** Each reason's share of the total €, 2 places; "—" when the total is nothing. */
function shareOf(value: string, total: string): string {
  return dec(total).greaterThan(0)
    ? formatPercent(toPercent(dec(value).times(100).dividedBy(dec(total))))
    : DASH;
}

function diagnosis(summary: WasteSummary): Content[] {
  const { totals } = summary;
  const period = `Del ${formatCalendarDay(summary.date_from)} al ${formatCalendarDay(summary.date_to)}.`;
  const content: Content[] = [
    { text: '2. Autodiagnóstico', style: 'section' },
    {
      text: [
        'Dónde, cuánto y por qué se pierde comida, según el registro de mermas y desperdicio de la cocina, valorado a coste en su fecha. ',
        period,
      ],
      style: 'body',
      margin: [0, 0, 0, 6],
    },
  ];
  if (totals.entries === 0) {
    content.push({
      text: 'No hay registros de desperdicio en el periodo. Registre las mermas en Costeo para que el autodiagnóstico muestre dónde se pierde comida.',
      style: 'body',
    });
    return content;
  }
  if (totals.unvalued > 0) {
    content.push(
      warningBox('Registros sin valorar', [
        `${totals.unvalued} ${totals.unvalued === 1 ? 'registro no tiene' : 'registros no tienen'} precio conocido y no ${totals.unvalued === 1 ? 'suma' : 'suman'} en el total en €.`,
      ]),
    );
  }
  content.push(
    figuresTable([
      ['Desperdicio total', formatMoney(totals.value), true],
      ['Peso', kg(totals.weight_kg), true],
      ['Registros', String(totals.entries)],
      ['Compras del periodo (sin IVA)', formatMoney(totals.purchases_value)],
      ['Desperdicio sobre compras', formatPercent(totals.pct_of_purchases), true],
    ]),
    together(
      { text: 'Por motivo', style: 'subsection' },
      table(
        ['*', 50, 70, 70, 60],
        [
          th('Motivo'),
          th('Registros', 'right'),
          th('Peso', 'right'),
          th('Valor', 'right'),
          th('% del valor', 'right'),
        ],
        summary.by_reason.map((row) => [
          td(WASTE_REASON_LABELS[row.reason]),
          right(String(row.entries)),
          right(kg(row.weight_kg)),
          right(formatMoney(row.value)),
          right(shareOf(row.value, totals.value)),
        ]),
      ),
    ),
    together(
      { text: 'Por destino, en el orden de prioridad de la ley', style: 'subsection' },
      table(
        ['*', 50, 70, 70],
        [th('Destino'), th('Registros', 'right'), th('Peso', 'right'), th('Valor', 'right')],
        WASTE_DESTINATIONS.flatMap((destination) =>
          summary.by_destination
            .filter((row) => row.destination === destination)
            .map((row) => [
              td(WASTE_DESTINATION_LABELS[row.destination]),
              right(String(row.entries)),
              right(kg(row.weight_kg)),
              right(formatMoney(row.value)),
            ]),
        ),
      ),
    ),
    together(
      { text: 'Los 10 que más pesan', style: 'subsection' },
      table(
        ['*', 70, 50, 70, 70],
        [
          th('Producto, elaboración o plato'),
          th('Tipo'),
          th('Registros', 'right'),
          th('Peso', 'right'),
          th('Valor', 'right'),
        ],
        [...summary.by_item]
          .sort(
            (a, b) =>
              dec(b.weight_kg).comparedTo(dec(a.weight_kg)) ||
              dec(b.value).comparedTo(dec(a.value)) ||
              a.name.localeCompare(b.name, 'es'),
          )
          .slice(0, 10)
          .map((row) => [
            td(row.name),
            td(KIND_LABELS[row.kind]),
            right(String(row.entries)),
            right(kg(row.weight_kg)),
            right(formatMoney(row.value)),
          ]),
      ),
    ),
    together(
      { text: 'Evolución mes a mes', style: 'subsection' },
      table(
        ['*', 50, 70, 70, 80, 60],
        [
          th('Mes'),
          th('Registros', 'right'),
          th('Peso', 'right'),
          th('Valor', 'right'),
          th('Compras', 'right'),
          th('% compras', 'right'),
        ],
        summary.by_month.map((row) => [
          td(monthName(row.month)),
          right(String(row.entries)),
          right(kg(row.weight_kg)),
          right(formatMoney(row.value)),
          right(formatMoney(row.purchases_value)),
          right(formatPercent(row.pct_of_purchases)),
        ]),
      ),
    ),
    {
      text: 'El peso suma los registros cuyo peso se conoce (un volumen necesita la densidad del producto; las unidades, su peso por unidad).',
      style: 'note',
      margin: [0, 4, 0, 0],
    },
  );
  return content;
}

function measures(plan: WastePlan): Content[] {
  const chosen = new Set(plan.measures);
  const content: Content[] = [
    { text: '3. Medidas', style: 'section' },
    {
      text: 'Las medidas que aplica el establecimiento, en el orden de prioridad del artículo 5 de la ley: primero evitar que la comida sobre; después, donarla; solo entonces, otros usos.',
      style: 'body',
      margin: [0, 0, 0, 2],
    },
  ];
  for (const level of WASTE_MEASURE_LEVELS) {
    const titles = WASTE_MEASURES.filter(
      (measure) => measure.level === level && chosen.has(measure.code),
    ).map((measure) => measure.title);
    content.push(
      together(
        { text: LEVEL_TITLES[level], style: 'subsection' },
        titles.length === 0
          ? { text: 'Ninguna medida elegida en este nivel.', style: 'note' }
          : { ul: titles.map((title) => ({ text: title, style: 'body' })) },
      ),
    );
  }
  // A code the catalogue no longer has is still the owner's word: printed as it was saved.
  const known = new Set<string>(WASTE_MEASURES.map((measure) => measure.code));
  const own = [...plan.measures.filter((code) => !known.has(code)), ...plan.own_measures];
  const heading: Content = { text: 'Medidas propias', style: 'subsection' };
  const list: Content =
    own.length === 0
      ? { text: 'Ninguna.', style: 'note' }
      : { ul: own.map((text) => ({ text, style: 'body' })) };
  // The heading goes with its measures (it was left alone at the foot of a page); a long list (up
  // to 20 of 300 characters) may need more than a page, and breaks.
  content.push(...(own.length <= 8 ? [together(heading, list)] : [heading, list]));
  return content;
}

function agreements(plan: WastePlan): Content[] {
  const heading: Content = { text: '4. Acuerdos de donación', style: 'section' };
  if (plan.donation_agreements.length === 0) {
    return [
      together(heading, {
        text: 'Sin acuerdos de donación registrados. La ley pide promoverlos con entidades de iniciativa social, otras organizaciones sin ánimo de lucro o bancos de alimentos, salvo que resulte inviable y quede justificado.',
        style: 'body',
      }),
    ];
  }
  const list = table(
    [170, 110, '*'],
    [th('Entidad'), th('Desde'), th('Observaciones')],
    plan.donation_agreements.map((agreement) => [
      td(agreement.entity),
      td(day(agreement.since)),
      td(agreement.notes || DASH),
    ]),
  );
  // A few agreements go with their heading; a long list (up to 20 with 500-character notes) may
  // need more than a page, and breaks with its header row repeated.
  return plan.donation_agreements.length <= 5 ? [together(heading, list)] : [heading, list];
}

function responsibility(plan: WastePlan): Content[] {
  return [
    { text: '5. Responsable, revisión y observaciones', style: 'section' },
    {
      text: [
        { text: 'Responsable del plan: ', bold: true },
        plan.responsible,
        '. ',
        { text: 'Se revisará antes del ', bold: true },
        `${day(plan.review_date)}.`,
      ],
      style: 'body',
    },
    ...(plan.notes.trim()
      ? [{ text: plan.notes.trim(), style: 'body', margin: [0, 6, 0, 0] } as Content]
      : []),
  ];
}

/** The law in two paragraphs: its order of priority (art. 5) and the diners' leftovers (art. 8). */
function law(): Content {
  return {
    unbreakable: true,
    stack: [
      { text: 'Marco legal', style: 'section' },
      {
        text: 'Orden de prioridad (artículo 5 de la Ley 1/2025): ante todo, prevenir las pérdidas y el desperdicio. Lo que no se haya podido evitar se destina, por este orden, a la donación y otras formas de redistribución para el consumo humano; a la alimentación animal y la fabricación de piensos; a subproductos para otras industrias; y, ya como residuo, al reciclado, en especial el compostaje, y a la obtención de biogás o combustibles. La eliminación es el último recurso.',
        style: 'body',
      },
      {
        text: 'Artículo 8: los establecimientos de hostelería facilitan que el cliente se lleve, sin coste adicional, los alimentos que no haya consumido (salvo en el bufé libre o formatos similares), en envases aptos para uso alimentario, reutilizables o fácilmente reciclables, y lo informan de forma clara y visible, preferentemente en la carta o el menú.',
        style: 'body',
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

export function wastePlanDocument(data: WastePlanPdfData): TDocumentDefinitions {
  const setup = pageSetup(data.at, 'portrait');
  return {
    ...setup,
    styles: { ...setup.styles, ...planStyles },
    info: {
      title: `${WASTE_PLAN_TITLE} (versión ${data.plan.version})`,
      creator: 'Costeo',
      producer: 'Costeo',
    },
    content: [
      ...letterhead(data),
      ...businessSection(data),
      ...diagnosis(data.summary),
      ...measures(data.plan),
      ...agreements(data.plan),
      ...responsibility(data.plan),
      law(),
    ],
  };
}
