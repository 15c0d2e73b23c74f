import { allergenName } from '@costeo/domain/allergens';
import type { Recipe, RecipeCostAnalysis } from '@costeo/domain/contracts/recipes';
import { lineTakesMerma } from '@costeo/domain/ingredient-costs';
import { RECIPE_STATUS_LABELS } from '@costeo/domain/recipe-margins';
import { splitSteps } from '@costeo/domain/recipe-steps';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  DASH,
  formatLineQuantity,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
} from '../../lib/format-es.ts';
import {
  CONTENT_WIDTH,
  documentHeader,
  figuresTable,
  pageSetup,
  tableLayout,
  td,
  th,
  type FigureRow,
  INCOMPLETE_COST,
  warningBox,
} from './pdf-layout.ts';
import { missingNote, nutritionTable, sourceNote } from './pdf-nutrition.ts';

/** What the ficha técnica shows: the recipe and its cost analysis as the API serves them. */
export interface RecipeSheetData {
  businessName: string;
  recipe: Recipe;
  analysis: RecipeCostAnalysis;
  /** Merma (%) of each product a line uses, by product id. */
  wasteByProduct: ReadonlyMap<number, string>;
  at: Date;
  /** The recipe's photo (stored JPEG), printed under the title beside the description. */
  photo?: Uint8Array | null;
}

const EXTRA_COST_TYPES = {
  fixed: 'Fijo por elaboración',
  per_serving: 'Por ración',
  percentage: '% de ingredientes',
} as const;

/** A section's heading: marked, so a page never ends with it (`keepHeadingWithNext`). */
const section = (text: string): Content => ({ text, style: 'section', headlineLevel: 1 });

interface LaidOutNode {
  headlineLevel?: number;
  text?: unknown;
  image?: unknown;
  startPosition?: { top: number; verticalRatio?: number; pageInnerHeight?: number };
}

/** Room a heading needs under it: itself, a table's header row and its first row (pt). */
const HEADING_ROOM_PT = 56;

/**
 * pdfmake's page-break hook: a heading with no text or image below it on its page starts the
 * next page instead, so it is read with its content (issue 31: "Alérgenos" alone at the foot of
 * page 1), and so does one with less room under it than a header row and a row need. Containers
 * (columns, lists) have no text of their own, and the page's footer, which pdfmake also lists, is
 * not below the heading in the page's flow.
 */
export function keepHeadingWithNext(
  node: LaidOutNode,
  nodes: { getFollowingNodesOnPage: () => readonly LaidOutNode[] },
): boolean {
  if (node.headlineLevel !== 1) return false;
  const { top = 0, verticalRatio = 0, pageInnerHeight = 0 } = node.startPosition ?? {};
  // pdfmake places a table's header row and then moves it on when no row fits under it: judge
  // by the room left, not only by what it placed.
  if ((1 - verticalRatio) * pageInnerHeight < HEADING_ROOM_PT) return true;
  const below = nodes
    .getFollowingNodesOnPage()
    .filter((next) => next.text !== undefined || next.image !== undefined)
    .filter((next) => (next.startPosition?.top ?? 0) > top);
  return below.length === 0;
}

function linesTable(data: RecipeSheetData): Content {
  const { analysis, recipe, wasteByProduct } = data;
  const productOf = new Map(recipe.lines.map((line) => [line.id, line.ingredient_instance]));
  const body: TableCell[][] = [
    [
      th('Ingrediente'),
      th('Cant. neta', 'right'),
      th('Cant. bruta', 'right'),
      th('Merma', 'right'),
      th('Precio unitario', 'right'),
      th('Coste', 'right'),
      th('% coste', 'right'),
    ],
  ];
  for (const line of analysis.lines) {
    const product = productOf.get(line.id) ?? null;
    // A line counted in whole items takes no merma (decision 022): print none, as none applied.
    const waste =
      product === null || !lineTakesMerma(line.unit) ? null : (wasteByProduct.get(product) ?? null);
    const name: TableCell = {
      stack: [
        { text: line.name || '(eliminado)', style: 'td' },
        ...(line.kind === 'sub_recipe' ? [{ text: 'Elaboración', style: 'note' }] : []),
        ...(line.warning ? [{ text: line.warning, style: 'warning', fontSize: 7.5 }] : []),
      ],
    };
    body.push([
      name,
      td(formatLineQuantity(line.net_quantity, line.unit), 'right'),
      td(formatLineQuantity(line.gross_quantity, line.unit), 'right'),
      td(waste === null ? DASH : formatPercent(waste), 'right'),
      td(
        line.unit_cost === null ? DASH : `${formatUnitPrice(line.unit_cost)}/${line.unit}`,
        'right',
      ),
      td(formatMoney(line.cost), 'right'),
      td(formatPercent(line.cost_share_pct), 'right'),
    ]);
  }
  body.push([
    { text: 'Coste de ingredientes', style: 'total', colSpan: 5 },
    {},
    {},
    {},
    {},
    { text: formatMoney(analysis.totals.ingredients_cost), style: 'total', alignment: 'right' },
    {},
  ]);
  return {
    table: { headerRows: 1, widths: ['*', 58, 58, 40, 78, 58, 40], body },
    layout: tableLayout,
  };
}

function extraCostsTable(analysis: RecipeCostAnalysis): Content[] {
  if (analysis.extra_costs.length === 0) return [];
  const body: TableCell[][] = [
    [
      th('Concepto'),
      th('Tipo'),
      th('Importe', 'right'),
      th('Coste', 'right'),
      th('% coste', 'right'),
    ],
    ...analysis.extra_costs.map((extra) => [
      td(extra.name),
      td(EXTRA_COST_TYPES[extra.cost_type]),
      td(
        extra.cost_type === 'percentage' ? formatPercent(extra.amount) : formatMoney(extra.amount),
        'right',
      ),
      td(formatMoney(extra.cost), 'right'),
      td(formatPercent(extra.cost_share_pct), 'right'),
    ]),
    [
      { text: 'Costes extra', style: 'total', colSpan: 3 },
      {},
      {},
      { text: formatMoney(analysis.totals.extra_costs_total), style: 'total', alignment: 'right' },
      {},
    ],
  ];
  return [
    section('Costes extra'),
    { table: { headerRows: 1, widths: ['*', 110, 70, 58, 40], body }, layout: tableLayout },
  ];
}

function summary(data: RecipeSheetData): Content[] {
  const { totals, margins, scaling } = data.analysis;
  const { recipe } = data;
  const batch = scaling.servings === 1 ? '1 ración' : `${scaling.servings} raciones`;
  const costs: FigureRow[] = [
    ['Coste de ingredientes', formatMoney(totals.ingredients_cost)],
    ['Costes extra', formatMoney(totals.extra_costs_total)],
    [`Coste total (${batch})`, formatMoney(totals.total_cost), true],
    ['Coste por ración', formatMoney(totals.cost_per_serving), true],
  ];
  if (recipe.is_subrecipe && recipe.yield_unit !== null && totals.cost_per_yield_unit !== null) {
    costs.push([
      `Coste por ${recipe.yield_unit} producido`,
      formatUnitPrice(totals.cost_per_yield_unit),
    ]);
  }
  const sale: FigureRow[] = [
    [
      'PVP (IVA incluido)',
      margins.sale_price === null ? 'Sin PVP' : formatMoney(margins.sale_price),
    ],
    ['IVA de venta', formatPercent(margins.sale_vat_pct)],
    ['Precio neto (sin IVA)', formatMoney(margins.net_sale_price)],
    ['Food cost', formatPercent(margins.food_cost_pct), true],
    ['Margen bruto por ración', formatMoney(margins.margin_per_serving)],
    ['Margen bruto (%)', formatPercent(margins.margin_pct), true],
    [
      `Precio sugerido (food cost ${formatPercent(margins.target_food_cost_pct)})`,
      formatMoney(margins.suggested_sale_price),
    ],
  ];
  return [
    section('Resumen económico'),
    { columns: [figuresTable(costs), figuresTable(sale)], columnGap: 24 },
    {
      text: `Estado: ${RECIPE_STATUS_LABELS[margins.status]}. Food cost = coste por ración ÷ precio neto; precio sugerido = coste por ración ÷ food cost objetivo × (1 + IVA).`,
      style: 'note',
      margin: [0, 6, 0, 0],
    },
  ];
}

function allergens(analysis: RecipeCostAnalysis): Content[] {
  const names = analysis.allergens.map(allergenName);
  return [
    section('Alérgenos (Reglamento UE 1169/2011)'),
    names.length === 0
      ? { text: 'Ninguno de los 14 alérgenos de declaración obligatoria.', style: 'body' }
      : {
          columns: [
            names.slice(0, Math.ceil(names.length / 2)),
            names.slice(Math.ceil(names.length / 2)),
          ].map((half) => ({
            ul: half.map((name) => ({ text: name, style: 'body', bold: true })),
          })),
        },
  ];
}

/** The nutrition declaration (issue 21), rounded as the EU guidance says; unknown is «Falta». */
function nutrition(recipe: Recipe): Content[] {
  const { nutrition: declaration } = recipe;
  return [
    section('Información nutricional (Reglamento UE 1169/2011)'),
    nutritionTable(declaration, { valueWidth: 110, servingHeading: 'Por ración' }),
    ...missingNote(declaration),
    sourceNote(declaration),
  ];
}

function facts(data: RecipeSheetData): string[] {
  const { recipe, analysis } = data;
  const { scaling } = analysis;
  const servings =
    scaling.servings === scaling.base_servings
      ? `Raciones: ${scaling.servings}`
      : `Raciones: ${scaling.servings} (receta base: ${scaling.base_servings})`;
  const list = [recipe.category ? `Categoría: ${recipe.category}` : 'Sin categoría', servings];
  if (recipe.is_subrecipe && recipe.yield_quantity !== null && recipe.yield_unit !== null) {
    list.push(`Elaboración: produce ${formatQuantity(recipe.yield_quantity)} ${recipe.yield_unit}`);
  }
  list.push(`Fecha: ${formatLongDate(data.at)}`);
  return list;
}

/**
 * The photo (at most 170 × 128 pt, from the stored JPEG: pdfmake reads a data URL) with the
 * description beside it, so a photo costs the page little height; the description alone without.
 */
function photoAndDescription(data: RecipeSheetData): Content[] {
  const description = data.recipe.description.trim();
  const text: Content[] = description ? [{ text: description, style: 'body' }] : [];
  if (!data.photo || data.photo.length === 0) {
    return text.length ? [{ stack: text, margin: [0, 8, 0, 0] }] : [];
  }
  const base64 = Buffer.from(data.photo.buffer, data.photo.byteOffset, data.photo.length).toString(
    'base64',
  );
  return [
    {
      columns: [
        { stack: [{ image: `data:image/jpeg;base64,${base64}`, fit: [170, 128] }], width: 170 },
        { stack: text, width: '*' },
      ],
      columnGap: 14,
      margin: [0, 10, 0, 0],
    },
  ];
}

/** The ficha técnica (escandallo) of one recipe, A4 portrait. */
export function recipeSheetDocument(data: RecipeSheetData): TDocumentDefinitions {
  const { recipe, analysis } = data;
  const warnings: Content[] = analysis.cost_complete
    ? []
    : [warningBox(INCOMPLETE_COST, analysis.warnings)];
  const steps = splitSteps(recipe.instructions);
  return {
    ...pageSetup(data.at, 'portrait'),
    info: { title: `Ficha técnica: ${recipe.name}`, creator: 'Costeo', producer: 'Costeo' },
    pageBreakBefore: keepHeadingWithNext,
    content: [
      ...documentHeader({
        businessName: data.businessName,
        kind: 'FICHA TÉCNICA',
        title: recipe.name,
        facts: facts(data),
        width: CONTENT_WIDTH.portrait,
      }),
      ...photoAndDescription(data),
      ...warnings,
      section('Ingredientes'),
      linesTable(data),
      ...extraCostsTable(analysis),
      ...summary(data),
      ...allergens(analysis),
      ...nutrition(recipe),
      section('Preparación'),
      steps.length > 0
        ? { ol: steps.map((step) => ({ text: step, style: 'body', margin: [0, 0, 0, 3] })) }
        : { text: 'Sin instrucciones escritas.', style: 'note' },
    ],
  };
}
