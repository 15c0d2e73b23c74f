import { allergenName } from '@costeo/domain/allergens';
import type { RecipeCostAnalysis, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { lineTakesMerma } from '@costeo/domain/ingredient-costs';
import { readableQuantity } from '@costeo/domain/quantity-display';
import { RECIPE_STATUS_LABELS } from '@costeo/domain/recipe-margins';
import { isUnitCode, UNITS } from '@costeo/domain/units';
import ExcelJS from 'exceljs';
import {
  NUMBER_FORMATS,
  addTableSheet,
  sheetName,
  styleHeader,
  toFraction,
  toNumber,
  type ColumnSpec,
} from './xlsx-cells.ts';

/** A recipe's row: the fields every recipe answer carries (list item or detail). */
export type RecipeFigures = Omit<RecipeListItem, 'lines_count'>;

/** One recipe's escandallo for its own sheet. */
export interface RecipeBreakdown {
  recipe: RecipeFigures;
  analysis: RecipeCostAnalysis;
  /** Merma (%) by line id, for lines of a product. */
  wasteByLine: ReadonlyMap<number, string>;
}

const COLUMNS: ColumnSpec[] = [
  { header: 'Receta', key: 'name', width: 32 },
  { header: 'Categoría', key: 'category', width: 16 },
  { header: 'Tipo', key: 'kind', width: 12 },
  { header: 'Raciones', key: 'servings', width: 9, format: 'integer' },
  { header: 'Coste de ingredientes', key: 'ingredients_cost', width: 13, format: 'euro' },
  { header: 'Costes extra', key: 'extra_costs_total', width: 11, format: 'euro' },
  { header: 'Coste total', key: 'total_cost', width: 12, format: 'euro' },
  { header: 'Coste por ración', key: 'cost_per_serving', width: 12, format: 'euro' },
  { header: 'PVP (IVA incluido)', key: 'sale_price', width: 12, format: 'euro' },
  { header: 'IVA de venta (%)', key: 'vat', width: 10, format: 'percent' },
  { header: 'Precio neto', key: 'net_sale_price', width: 12, format: 'euro' },
  { header: 'Food cost (%)', key: 'food_cost_pct', width: 11, format: 'percent' },
  { header: 'Food cost objetivo (%)', key: 'target', width: 11, format: 'percent' },
  { header: 'Margen bruto por ración', key: 'margin_per_serving', width: 12, format: 'euro' },
  { header: 'Margen bruto (%)', key: 'margin_pct', width: 11, format: 'percent' },
  { header: 'Precio sugerido', key: 'suggested_sale_price', width: 12, format: 'euro' },
  { header: 'Estado', key: 'status', width: 16 },
  { header: 'Alérgenos', key: 'allergens', width: 40 },
  { header: 'Avisos', key: 'warnings', width: 40 },
];

function summaryRow(recipe: RecipeFigures) {
  return {
    name: recipe.name,
    category: recipe.category,
    kind: recipe.is_subrecipe ? 'Elaboración' : 'Plato',
    servings: recipe.servings,
    ingredients_cost: toNumber(recipe.ingredients_cost),
    extra_costs_total: toNumber(recipe.extra_costs_total),
    total_cost: toNumber(recipe.total_cost),
    cost_per_serving: toNumber(recipe.cost_per_serving),
    sale_price: toNumber(recipe.sale_price),
    vat: toFraction(recipe.effective_sale_vat_pct),
    net_sale_price: toNumber(recipe.net_sale_price),
    food_cost_pct: toFraction(recipe.food_cost_pct),
    target: toFraction(recipe.effective_target_food_cost_pct),
    margin_per_serving: toNumber(recipe.margin_per_serving),
    margin_pct: toFraction(recipe.margin_pct),
    suggested_sale_price: toNumber(recipe.suggested_sale_price),
    status: RECIPE_STATUS_LABELS[recipe.status],
    allergens: recipe.allergens.map(allergenName).join(', '),
    warnings: recipe.warnings.join(' · '),
  };
}

type Cell = string | number | null;

function addValues(sheet: ExcelJS.Worksheet, values: Cell[], formats: (string | null)[] = []) {
  const row = sheet.addRow(values);
  formats.forEach((format, index) => {
    if (format) row.getCell(index + 1).numFmt = format;
  });
  return row;
}

const { euro, unitEuro, percent, quantity } = NUMBER_FORMATS;
const EXTRA_TYPES = { fixed: 'Fijo', per_serving: 'Por ración', percentage: '% ingredientes' };

/**
 * A line's quantities, unit and unit price in the unit a cook reads (issue 31): 1 000 g or more
 * in kg, 1 000 ml or more in l, judged on the gross quantity so net and gross share the row's one
 * unit; the price per unit follows (€/g × 1 000 = €/kg). A count line shows no merma (none was
 * applied: decision 022).
 */
function readableLine(line: RecipeCostAnalysis['lines'][number], waste: string | null | undefined) {
  const unit = line.unit;
  if (!isUnitCode(unit) || line.gross_quantity === null) {
    return {
      net: line.net_quantity,
      gross: line.gross_quantity,
      unit,
      price: line.unit_cost,
      waste,
    };
  }
  const shown = readableQuantity(line.gross_quantity, unit).unit;
  const factor = dec(UNITS[shown].factor).div(UNITS[unit].factor);
  const scaled = (value: string | null, by: 'div' | 'times') =>
    value === null ? null : dec(value)[by](factor).toString();
  return {
    net: scaled(line.net_quantity, 'div'),
    gross: scaled(line.gross_quantity, 'div'),
    unit: shown,
    price: scaled(line.unit_cost, 'times'),
    waste: lineTakesMerma(unit) ? waste : null,
  };
}

function addBreakdownSheet(workbook: ExcelJS.Workbook, name: string, item: RecipeBreakdown) {
  const { analysis, recipe, wasteByLine } = item;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = [42, 13, 13, 9, 10, 15, 12, 10, 40].map((width) => ({ width }));
  sheet.getCell('A1').value = recipe.name;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value =
    `Escandallo para ${analysis.scaling.servings === 1 ? '1 ración' : `${analysis.scaling.servings} raciones`}${recipe.category ? ` · ${recipe.category}` : ''}`;
  styleHeader(
    addValues(sheet, [
      'Ingrediente',
      'Cantidad neta',
      'Cantidad bruta',
      'Unidad',
      'Merma (%)',
      'Precio unitario (€/unidad)',
      'Coste',
      '% del coste',
      'Aviso',
    ]),
  );
  for (const line of analysis.lines) {
    const shown = readableLine(line, wasteByLine.get(line.id));
    addValues(
      sheet,
      [
        line.kind === 'sub_recipe' ? `${line.name} (elaboración)` : line.name,
        toNumber(shown.net),
        toNumber(shown.gross),
        shown.unit,
        toFraction(shown.waste),
        toNumber(shown.price),
        toNumber(line.cost),
        toFraction(line.cost_share_pct),
        line.warning ?? '',
      ],
      [null, quantity, quantity, null, percent, unitEuro, euro, percent, null],
    );
  }
  if (analysis.extra_costs.length > 0) {
    sheet.addRow([]);
    styleHeader(
      addValues(sheet, ['Coste extra', 'Tipo', 'Importe', '', '', '', 'Coste', '% del coste']),
    );
    for (const extra of analysis.extra_costs) {
      const isPct = extra.cost_type === 'percentage';
      addValues(
        sheet,
        [
          extra.name,
          EXTRA_TYPES[extra.cost_type],
          isPct ? toFraction(extra.amount) : toNumber(extra.amount),
          null,
          null,
          null,
          toNumber(extra.cost),
          toFraction(extra.cost_share_pct),
        ],
        [null, null, isPct ? percent : euro, null, null, null, euro, percent],
      );
    }
  }
  sheet.addRow([]);
  const { totals, margins } = analysis;
  const figures: [string, string | null, string][] = [
    ['Coste de ingredientes', totals.ingredients_cost, euro],
    ['Costes extra', totals.extra_costs_total, euro],
    ['Coste total', totals.total_cost, euro],
    ['Coste por ración', totals.cost_per_serving, euro],
    ['PVP (IVA incluido)', margins.sale_price, euro],
    ['Precio neto', margins.net_sale_price, euro],
    ['Food cost (%)', margins.food_cost_pct, percent],
    ['Margen bruto por ración', margins.margin_per_serving, euro],
    ['Margen bruto (%)', margins.margin_pct, percent],
    ['Precio sugerido', margins.suggested_sale_price, euro],
  ];
  for (const [label, value, format] of figures) {
    const row = addValues(
      sheet,
      [label, format === percent ? toFraction(value) : toNumber(value)],
      [null, format],
    );
    row.getCell(1).font = { bold: true };
  }
}

/** The recipes with their figures; with breakdowns, one more sheet per recipe. */
export function recipesWorkbook(
  recipes: readonly RecipeFigures[],
  breakdowns: readonly RecipeBreakdown[] = [],
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Costeo';
  const sheet = addTableSheet(workbook, 'Recetas', COLUMNS);
  for (const recipe of recipes) sheet.addRow(summaryRow(recipe));
  const taken = new Set(['recetas']);
  for (const item of breakdowns)
    addBreakdownSheet(workbook, sheetName(item.recipe.name, taken), item);
  return workbook;
}
