import { ALLERGEN_SHORT_NAMES, allergenName, type AllergenCode } from '@costeo/domain/allergens';
import { displayNutrient, NUTRITION_TABLE_SOURCE } from '@costeo/domain/nutrition';
import {
  MENU_EXTRA_TYPE_LABELS,
  MENU_KIND_LABELS,
  SECTION_CHOICE_LABELS,
  type Menu,
  type MenuItem,
  type MenuPdfVariant,
  type MenuSection,
} from '@costeo/domain/contracts/menus';
import { guestPortionText, quoteValidUntil } from '@costeo/domain/quotes';
import { menuStatusLabel } from '@costeo/domain/menu-costing';
import type {
  Column,
  Content,
  StyleDictionary,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import {
  DASH,
  formatCalendarDay,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
  madridDay,
} from '../../lib/format-es.ts';
import { businessColumn, type BusinessOnDocuments } from './pdf-letterhead.ts';
import {
  CONTENT_WIDTH,
  INCOMPLETE_COST,
  INK,
  MUTED,
  RULE,
  documentHeader,
  figuresTable,
  pageSetup,
  tableLayout,
  td,
  th,
  warningBox,
  type FigureRow,
} from './pdf-layout.ts';

/**
 * The PDFs of a menu (issue 18): for the client (the printed carta or menú del día, or an event's
 * presupuesto) and for the kitchen (its costing). Every figure is the menu's answer as the API
 * serves it (`GET /api/menus/{id}/`, `?guests=N` for an event): nothing is recomputed here.
 */
export interface MenuPdfData {
  businessName: string;
  /** The business as Mi perfil names it (issue 31): on the quote, and its address on the menus. */
  business?: BusinessOnDocuments;
  /** The business's logo (PNG), printed on the quote. */
  logo?: Uint8Array | null;
  menu: Menu;
  variant: MenuPdfVariant;
  at: Date;
  /**
   * The words telling diners they may take home what they did not eat (Ley 1/2025, art. 8;
   * issue 35 point 5), printed on the carta and the menú del día; null or absent: not printed.
   */
  leftoversNotice?: string | null;
}

export type { BusinessOnDocuments };

/** "Presupuesto válido durante 30 días desde su emisión (hasta el 22 de diciembre de 2026)." */
export function quoteValidityText(days: number, validUntil: string): string {
  const period = days === 1 ? '1 día' : `${days} días`;
  return `Presupuesto válido durante ${period} desde su emisión (hasta el ${formatLongDate(new Date(`${validUntil}T12:00:00Z`))}).`;
}
export const ALLERGEN_NOTICE =
  'Información sobre alérgenos conforme al Reglamento (UE) 1169/2011 (anexo II) y al Real Decreto 126/2015. Junto a cada plato figuran los alérgenos de declaración obligatoria que contiene, o cuyos derivados contiene, según los ingredientes registrados; un plato sin indicación no contiene ninguno de ellos. Si tiene alguna alergia o intolerancia alimentaria, consulte a nuestro personal.';
export const NO_ALLERGENS =
  'Ningún plato contiene alguno de los 14 alérgenos de declaración obligatoria, según sus ingredientes.';

const menuStyles: StyleDictionary = {
  menuBusiness: {
    fontSize: 11,
    bold: true,
    color: MUTED,
    characterSpacing: 1.5,
    alignment: 'center',
  },
  menuKind: { fontSize: 9, color: MUTED, characterSpacing: 1, alignment: 'center' },
  menuTitle: { fontSize: 24, bold: true, color: INK, alignment: 'center', margin: [0, 4, 0, 2] },
  menuSection: { fontSize: 13, bold: true, color: INK, margin: [0, 16, 0, 2] },
  menuChoice: { fontSize: 8.5, italics: true, color: MUTED, margin: [0, 0, 0, 4] },
  dish: { fontSize: 11, color: INK, margin: [0, 4, 0, 0] },
  dishAllergens: { fontSize: 8, color: MUTED, italics: true },
  menuPrice: { fontSize: 13, bold: true, color: INK, alignment: 'center', margin: [0, 18, 0, 0] },
  menuAddress: { fontSize: 8.5, color: MUTED, alignment: 'center', margin: [0, 2, 0, 6] },
  dishPortion: { fontSize: 8.5, color: INK },
  quoteBusiness: { fontSize: 12, bold: true, color: INK },
  quoteParty: { fontSize: 8.5, color: MUTED, lineHeight: 1.2 },
  quoteKind: { fontSize: 16, bold: true, color: INK, alignment: 'right', characterSpacing: 1 },
  quoteFact: { fontSize: 9, color: INK, alignment: 'right' },
};

const money = formatMoney;
const percent = formatPercent;
const allergenShortNames = (codes: readonly AllergenCode[]) =>
  codes.map((code) => ALLERGEN_SHORT_NAMES[code]).join(', ');
const dishName = (item: MenuItem) => item.dish.name;
const dishCount = (menu: Menu) =>
  menu.sections.reduce((total, section) => total + section.items.length, 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A rule across the page, as under the document's header. */
const rule = (width: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 4, x2: width, y2: 4, lineWidth: 0.8, lineColor: RULE }],
  margin: [0, 4, 0, 4],
});

/** A block 300 pt wide at one side of the page (figures that need no full width). */
function aside(content: Content, side: 'left' | 'right'): Content {
  const block: Column = { width: 300, stack: [content] };
  const gap: Column = { width: '*', text: '' };
  return { columns: side === 'left' ? [block, gap] : [gap, block] };
}

// ---------- for the client ----------

/** "A elegir" under a section whose guests pick one of several dishes (menú del día, evento). */
function choiceNote(menu: Menu, section: MenuSection, alignment: 'left' | 'center'): Content[] {
  if (menu.kind === 'carta' || section.choice !== 'one' || section.items.length < 2) return [];
  return [{ text: 'A elegir', style: 'menuChoice', alignment }];
}

/** A dish for the guests: its name, its allergens under it, and on a carta its PVP. */
function clientDish(
  item: MenuItem,
  alignment: 'left' | 'center',
  priced: boolean,
  portions: boolean,
): Content {
  const portion = portions ? guestPortionText(item.guest_quantity, item.guest_unit) : null;
  const allergens: Content[] =
    item.allergens.length === 0
      ? []
      : [
          {
            text: `Alérgenos: ${allergenShortNames(item.allergens)}`,
            style: 'dishAllergens',
            alignment,
          },
        ];
  const name: Content = {
    stack: [
      { text: dishName(item), style: 'dish', alignment },
      ...(portion ? [{ text: portion, style: 'dishPortion', alignment } as Content] : []),
      ...allergens,
    ],
  };
  if (!priced) return { ...name, unbreakable: true };
  return {
    unbreakable: true,
    columns: [
      { width: '*', ...name },
      {
        width: 'auto',
        text: item.sale_price === null ? '' : money(item.sale_price),
        style: 'dish',
        alignment: 'right',
      },
    ],
    columnGap: 12,
  };
}

function clientSections(menu: Menu, alignment: 'left' | 'center'): Content[] {
  const priced = menu.kind === 'carta';
  const portions = menu.kind === 'evento';
  return menu.sections.map((section): Content => ({
    stack: [
      { text: section.name, style: 'menuSection', alignment },
      ...choiceNote(menu, section, alignment),
      ...section.items.map((item) => clientDish(item, alignment, priced, portions)),
    ],
  }));
}

/** The allergens of the menu by their official names, and the notice RD 126/2015 asks for. */
function allergenNotice(menu: Menu): Content {
  return {
    unbreakable: true,
    stack: [
      { text: 'Información sobre alérgenos', style: 'section' },
      menu.allergens.length === 0
        ? { text: NO_ALLERGENS, style: 'body' }
        : {
            text: [
              { text: 'Alérgenos presentes en este menú: ', bold: true },
              `${menu.allergens.map(allergenName).join('; ')}.`,
            ],
            style: 'body',
          },
      { text: ALLERGEN_NOTICE, style: 'note', margin: [0, 6, 0, 0] },
    ],
  };
}

/** The printed carta or menú del día, centred like a menu on a table. */
function printedMenu(data: MenuPdfData): Content[] {
  const { menu } = data;
  const isCarta = menu.kind === 'carta';
  const width = CONTENT_WIDTH.portrait;
  const price: Content[] = isCarta
    ? [
        {
          text: 'Precios en euros, IVA incluido.',
          style: 'note',
          alignment: 'center',
          margin: [0, 14, 0, 0],
        },
      ]
    : [
        {
          text: `Precio por persona: ${money(menu.price_per_person)} (IVA incluido)`,
          style: 'menuPrice',
        },
      ];
  const where = [data.business?.address.trim() ?? '', data.business?.phone.trim() ?? '']
    .filter(Boolean)
    .join('   ·   ');
  return [
    { text: (data.businessName || 'Costeo').toUpperCase(), style: 'menuBusiness' },
    ...(where ? [{ text: where, style: 'menuAddress' } as Content] : []),
    { text: MENU_KIND_LABELS[menu.kind].toUpperCase(), style: 'menuKind', margin: [0, 2, 0, 0] },
    { text: menu.name, style: 'menuTitle' },
    rule(width),
    ...(dishCount(menu) === 0
      ? [
          {
            text: 'Este menú no tiene platos todavía.',
            style: 'body',
            alignment: 'center',
          } as Content,
        ]
      : clientSections(menu, isCarta ? 'left' : 'center')),
    ...price,
    ...leftoversNotice(data.leftoversNotice),
    allergenNotice(menu),
  ];
}

/** The leftovers notice (art. 8 of Ley 1/2025 asks for it "preferentemente en la carta o el menú"). */
function leftoversNotice(text: string | null | undefined): Content[] {
  if (!text) return [];
  return [
    {
      unbreakable: true,
      margin: [40, 16, 40, 0],
      table: {
        widths: ['*'],
        body: [[{ text, style: 'body', alignment: 'center', margin: [6, 4, 6, 4] }]],
      },
      layout: {
        hLineWidth: () => 0.8,
        vLineWidth: () => 0.8,
        hLineColor: () => RULE,
        vLineColor: () => RULE,
      },
    },
  ];
}

/**
 * The quote's letterhead (issue 31): at the left the business — its logo, name, legal name, NIF,
 * address and contact —, at the right the document's kind, number and dates.
 */
function quoteHeader(data: MenuPdfData, validUntil: string): Content[] {
  const { menu, at } = data;
  return [
    {
      columns: [
        businessColumn({
          businessName: data.businessName,
          business: data.business,
          logo: data.logo,
          styles: { name: 'quoteBusiness', party: 'quoteParty' },
        }),
        {
          width: 200,
          stack: [
            { text: 'PRESUPUESTO', style: 'quoteKind' },
            { text: `Nº ${menu.quote_number ?? DASH}`, style: 'quoteFact', bold: true },
            { text: `Fecha: ${formatLongDate(at)}`, style: 'quoteFact' },
            {
              text: `Válido hasta: ${formatLongDate(new Date(`${validUntil}T12:00:00Z`))}`,
              style: 'quoteFact',
            },
          ],
        },
      ],
      columnGap: 16,
    },
    rule(CONTENT_WIDTH.portrait),
    { text: menu.name, style: 'title' },
  ];
}

/** What the client agrees to: validity, deposit and how to pay (issue 31). */
function quoteConditions(menu: Menu, issued: string, validUntil: string): Content {
  const days = menu.effective_quote_validity_days;
  const lines: Content[] = [
    { text: `Fecha de emisión: ${issued}. ${quoteValidityText(days, validUntil)}`, style: 'body' },
  ];
  if (menu.quote_deposit !== null) {
    lines.push({
      text: [
        { text: 'Señal: ', bold: true },
        `${percent(menu.effective_quote_deposit_pct)} del total, ${money(menu.quote_deposit)}, a la aceptación del presupuesto para confirmar el evento.`,
      ],
      style: 'body',
    });
  }
  const terms = menu.effective_quote_payment_terms.trim();
  if (terms) {
    lines.push({ text: [{ text: 'Forma de pago: ', bold: true }, terms], style: 'body' });
  }
  return {
    unbreakable: true,
    stack: [{ text: 'Condiciones', style: 'section' }, { stack: lines }],
  };
}

/** An event's presupuesto for the client: the menu, the price, the VAT breakdown and the terms. */
function quote(data: MenuPdfData): Content[] {
  const { menu, at } = data;
  const validUntil = quoteValidUntil(madridDay(at), menu.effective_quote_validity_days);
  const event: FigureRow[] = [
    ['Cliente', menu.client_name.trim() || DASH],
    ['Fecha del evento', formatCalendarDay(menu.event_date)],
    ['Invitados', menu.quote_guests === null ? DASH : String(menu.quote_guests)],
  ];
  const amounts: FigureRow[] = [
    ['Precio por invitado (IVA incluido)', money(menu.price_per_person)],
    ['Invitados', menu.quote_guests === null ? DASH : String(menu.quote_guests)],
    ['Base imponible', money(menu.revenue_net)],
    [`IVA (${percent(menu.effective_sale_vat_pct)})`, money(menu.vat_total)],
    ['Total (IVA incluido)', money(menu.total_with_vat), true],
  ];
  if (menu.quote_deposit !== null) {
    amounts.push([
      `Señal a la aceptación (${percent(menu.effective_quote_deposit_pct)})`,
      money(menu.quote_deposit),
    ]);
  }
  return [
    ...quoteHeader(data, validUntil),
    { text: 'Datos del evento', style: 'section' },
    aside(figuresTable(event), 'left'),
    { text: 'Menú', style: 'section' },
    ...(dishCount(menu) === 0
      ? [{ text: 'Este menú no tiene platos todavía.', style: 'body' } as Content]
      : clientSections(menu, 'left')),
    {
      unbreakable: true,
      stack: [{ text: 'Importe', style: 'section' }, aside(figuresTable(amounts), 'right')],
    },
    quoteConditions(menu, formatLongDate(at), validUntil),
    allergenNotice(menu),
  ];
}

// ---------- for the kitchen ----------

function internalFacts(data: MenuPdfData): string[] {
  const { menu } = data;
  const facts = [MENU_KIND_LABELS[menu.kind], plural(dishCount(menu), 'plato', 'platos')];
  if (menu.kind !== 'carta') {
    facts.push(`Precio por persona: ${money(menu.price_per_person)} (IVA incluido)`);
  }
  if (menu.kind === 'evento') {
    if (menu.quote_number) facts.push(`Presupuesto ${menu.quote_number}`);
    if (menu.client_name.trim()) facts.push(`Cliente: ${menu.client_name.trim()}`);
    if (menu.event_date) facts.push(`Evento: ${formatCalendarDay(menu.event_date)}`);
    if (menu.quote_guests !== null) facts.push(`Invitados: ${menu.quote_guests}`);
  }
  facts.push(`Fecha: ${formatLongDate(data.at)}`);
  return facts;
}

/** A dish's cell: its name and, under it, its allergens. */
function dishCell(item: MenuItem): TableCell {
  return {
    stack: [
      { text: dishName(item), style: 'td' },
      ...(item.allergens.length === 0
        ? []
        : [{ text: allergenShortNames(item.allergens), style: 'note', fontSize: 7.5 }]),
    ],
  };
}

const totalRow = (label: string, value: string, span: number): TableCell[] => [
  { text: label, style: 'total', colSpan: span },
  ...Array.from({ length: span - 1 }, () => ({})),
  { text: value, style: 'total', alignment: 'right' },
];

/** A section of a menú del día or an event: each dish's cost per cover and the section's. */
function costSection(section: MenuSection): Content[] {
  const body: TableCell[][] = [
    [
      th('Plato'),
      th('Raciones por cubierto', 'right'),
      th('Cuota', 'right'),
      th('Coste por cubierto', 'right'),
    ],
    ...section.items.map((item) => [
      dishCell(item),
      td(formatQuantity(item.servings_per_cover), 'right'),
      td(item.share_pct === null ? DASH : percent(item.share_pct), 'right'),
      td(money(item.cost_per_cover), 'right'),
    ]),
    totalRow('Coste esperado', money(section.cost_expected), 3),
    totalRow('Peor caso', money(section.cost_worst), 3),
  ];
  return [
    {
      text: [section.name, { text: `   ${SECTION_CHOICE_LABELS[section.choice]}`, style: 'note' }],
      style: 'section',
    },
    { table: { headerRows: 1, widths: ['*', 90, 60, 90], body }, layout: tableLayout },
  ];
}

/** A section of a carta: each dish with its own PVP, food cost and margin. */
function cartaSection(section: MenuSection): Content[] {
  const body: TableCell[][] = [
    [
      th('Plato'),
      th('Coste por ración', 'right'),
      th('PVP', 'right'),
      th('Food cost', 'right'),
      th('Objetivo', 'right'),
      th('Margen bruto', 'right'),
    ],
    ...section.items.map((item) => [
      dishCell(item),
      td(money(item.dish.cost_per_serving), 'right'),
      td(item.sale_price === null ? 'Sin PVP' : money(item.sale_price), 'right'),
      {
        text: percent(item.food_cost_pct),
        style: item.below_target ? 'warning' : 'td',
        bold: item.below_target,
        alignment: 'right',
      } satisfies TableCell,
      td(percent(item.dish.effective_target_food_cost_pct), 'right'),
      td(money(item.margin_per_serving), 'right'),
    ]),
  ];
  return [
    { text: section.name, style: 'section' },
    { table: { headerRows: 1, widths: ['*', 70, 60, 62, 52, 70], body }, layout: tableLayout },
  ];
}

function statusLine(menu: Menu): string {
  const expected = menuStatusLabel(menu.status);
  const worst = menu.status_worst === null ? '' : menuStatusLabel(menu.status_worst);
  return `Estado: ${expected} con el reparto esperado${worst ? `; ${worst} en el peor caso` : ''}. Food cost = coste por cubierto ÷ precio neto; el peor caso toma en cada sección a elegir el plato más caro; precio sugerido = coste esperado ÷ food cost objetivo × (1 + IVA).`;
}

/** "960 kcal / 4017 kJ" rounded as a label is (issue 21); "Sin datos" when a dish's is unknown. */
function energyPerCover(menu: Menu): string {
  const kcal = displayNutrient('energy_kcal', menu.energy_kcal_per_cover);
  const kj = displayNutrient('energy_kj', menu.energy_kj_per_cover);
  return kcal === null || kj === null ? 'Sin datos' : `${kcal} kcal / ${kj} kJ`;
}

function menuSummary(menu: Menu): Content[] {
  const costs: FigureRow[] = [
    ['Coste por cubierto (esperado)', money(menu.cost_per_cover_expected), true],
    ['Coste por cubierto (peor caso)', money(menu.cost_per_cover_worst)],
    ['Food cost (esperado)', percent(menu.food_cost_pct_expected), true],
    ['Food cost (peor caso)', percent(menu.food_cost_pct_worst)],
    ['Food cost objetivo', percent(menu.effective_target_food_cost_pct)],
    ['Energía por cubierto (esperada)', energyPerCover(menu)],
  ];
  const sale: FigureRow[] = [
    ['Precio por persona (IVA incluido)', money(menu.price_per_person)],
    ['IVA de venta', percent(menu.effective_sale_vat_pct)],
    ['Precio neto (sin IVA)', money(menu.net_price_per_person)],
    ['Margen bruto por cubierto', money(menu.margin_per_cover_expected), true],
    ['Margen bruto por cubierto (peor caso)', money(menu.margin_per_cover_worst)],
    [
      `Precio sugerido (food cost ${percent(menu.effective_target_food_cost_pct)})`,
      money(menu.suggested_price_per_person),
    ],
  ];
  return [
    { text: 'Resumen económico', style: 'section' },
    { columns: [figuresTable(costs), figuresTable(sale)], columnGap: 24 },
    { text: statusLine(menu), style: 'note', margin: [0, 6, 0, 0] },
    ...(menu.energy_kcal_per_cover === null
      ? []
      : [
          {
            text: `Energía: valores de los productos o, si no los tienen, ${NUTRITION_TABLE_SOURCE}.`,
            style: 'note',
          } as Content,
        ]),
  ];
}

function eventCosts(menu: Menu): Content[] {
  const guests =
    menu.quote_guests === null ? '' : ` (${plural(menu.quote_guests, 'invitado', 'invitados')})`;
  const extras: Content =
    menu.extras.length === 0
      ? { text: 'Sin costes extra.', style: 'note' }
      : {
          table: {
            headerRows: 1,
            widths: ['*', 90, 80, 90],
            body: [
              [th('Concepto'), th('Tipo'), th('Importe', 'right'), th(`Total${guests}`, 'right')],
              ...menu.extras.map((extra) => [
                td(extra.name),
                td(MENU_EXTRA_TYPE_LABELS[extra.cost_type]),
                td(money(extra.amount), 'right'),
                td(money(extra.total), 'right'),
              ]),
              totalRow('Costes extra', money(menu.extras_total), 3),
            ],
          },
          layout: tableLayout,
        };
  const totals: FigureRow[] = [
    ['Costes extra', money(menu.extras_total)],
    ['Coste total', money(menu.total_cost), true],
    ['Ingresos netos (sin IVA)', money(menu.revenue_net)],
    ['Margen bruto', money(menu.margin_total), true],
    ['Margen bruto (%)', percent(menu.margin_pct)],
    [`IVA (${percent(menu.effective_sale_vat_pct)})`, money(menu.vat_total)],
    ['Total con IVA', money(menu.total_with_vat), true],
  ];
  return [
    { text: 'Costes extra del evento', style: 'section' },
    extras,
    {
      unbreakable: true,
      stack: [
        { text: `Totales del evento${guests}`, style: 'section' },
        aside(figuresTable(totals), 'right'),
        {
          text: 'Coste total = coste por cubierto esperado × invitados + costes extra; margen = ingresos netos − coste total.',
          style: 'note',
          margin: [0, 6, 0, 0],
        },
      ],
    },
  ];
}

function cartaSummary(menu: Menu): Content[] {
  const rows: FigureRow[] = [
    ['Food cost medio (platos con PVP)', percent(menu.average_food_cost_pct), true],
    ['Food cost objetivo', percent(menu.effective_target_food_cost_pct)],
    ['Platos por encima del objetivo', String(menu.dishes_below_target.length)],
  ];
  const above: Content[] =
    menu.dishes_below_target.length === 0
      ? []
      : [
          {
            text: `Por encima de su food cost objetivo: ${menu.dishes_below_target.map((dish) => dish.name).join(', ')}.`,
            style: 'warning',
            margin: [0, 6, 0, 0],
          },
        ];
  return [
    { text: 'Resumen de la carta', style: 'section' },
    { columns: [figuresTable(rows), { text: '' }], columnGap: 24 },
    ...above,
    {
      text: `Estado: ${menuStatusLabel(menu.status)}. Food cost de cada plato = coste por ración ÷ PVP sin IVA.`,
      style: 'note',
      margin: [0, 6, 0, 0],
    },
  ];
}

function internalWarnings(menu: Menu): Content[] {
  if (menu.cost_complete && menu.warnings.length === 0) return [];
  return [warningBox(menu.cost_complete ? 'Avisos' : INCOMPLETE_COST, menu.warnings)];
}

function costing(data: MenuPdfData): Content[] {
  const { menu } = data;
  const isCarta = menu.kind === 'carta';
  const allergens =
    menu.allergens.length === 0
      ? 'Ninguno de los 14 alérgenos de declaración obligatoria.'
      : menu.allergens.map(allergenName).join('; ');
  return [
    ...documentHeader({
      businessName: data.businessName,
      kind: 'ESCANDALLO DE MENÚ · USO INTERNO',
      title: menu.name,
      facts: internalFacts(data),
      width: CONTENT_WIDTH.portrait,
    }),
    ...internalWarnings(menu),
    ...(dishCount(menu) === 0
      ? [
          {
            text: 'Este menú no tiene platos todavía.',
            style: 'body',
            margin: [0, 12, 0, 0],
          } as Content,
        ]
      : []),
    ...menu.sections.flatMap((section) => (isCarta ? cartaSection(section) : costSection(section))),
    ...(isCarta ? cartaSummary(menu) : menuSummary(menu)),
    ...(menu.kind === 'evento' ? eventCosts(menu) : []),
    { text: 'Alérgenos (Reglamento UE 1169/2011)', style: 'section' },
    { text: allergens, style: 'body' },
    ...(menu.notes.trim()
      ? [
          { text: 'Notas', style: 'section' } as Content,
          { text: menu.notes.trim(), style: 'body' } as Content,
        ]
      : []),
  ];
}

/** The document of one menu: `cliente` (carta, menú del día or presupuesto) or `interno`. */
export function menuDocument(data: MenuPdfData): TDocumentDefinitions {
  const { menu, variant } = data;
  const setup = pageSetup(data.at, 'portrait');
  const title =
    variant === 'interno'
      ? `Escandallo de menú: ${menu.name}`
      : menu.kind === 'evento'
        ? `Presupuesto: ${menu.name}`
        : menu.name;
  const content =
    variant === 'interno'
      ? costing(data)
      : menu.kind === 'evento'
        ? quote(data)
        : printedMenu(data);
  return {
    ...setup,
    styles: { ...setup.styles, ...menuStyles },
    info: { title, creator: 'Costeo', producer: 'Costeo' },
    content,
  };
}
