import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import {
  declarationCell,
  DECLARATION_ROWS,
  NUTRITION_TABLE_SOURCE,
  type NutrientKey,
} from '@costeo/domain/nutrition';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { tableLayout } from './pdf-layout.ts';

/*
 * The nutrition declaration as the PDFs print it (issue 21): the ficha técnica and the food label
 * share the table, so both show the same rounded figures in the regulation's order.
 */

/** A row's value as printed: rounded as the EU guidance says; «Falta» when unknown. */
function printedCell(values: RecipeNutritionAnswer['per_100g'], keys: NutrientKey[]): string {
  return declarationCell(values, keys) ?? 'Falta';
}

/** The table: nutrient, per 100 g, per serving (its heading given: "Por ración (125 g)"). */
export function nutritionTable(
  declaration: RecipeNutritionAnswer,
  options: { valueWidth: number | 'auto'; servingHeading: string; fontSize?: number },
): Content {
  const size = options.fontSize === undefined ? {} : { fontSize: options.fontSize };
  return {
    table: {
      headerRows: 1,
      widths: ['*', options.valueWidth, options.valueWidth],
      body: [
        [
          { text: 'Nutriente', style: 'th', ...size },
          { text: 'Por 100 g', style: 'th', alignment: 'right', ...size },
          { text: options.servingHeading, style: 'th', alignment: 'right', ...size },
        ],
        ...DECLARATION_ROWS.map((row): TableCell[] => [
          { text: row.label, style: 'td', margin: [row.indent ? 10 : 0, 0, 0, 0], ...size },
          {
            text: printedCell(declaration.per_100g, row.keys),
            style: 'td',
            alignment: 'right',
            ...size,
          },
          {
            text: printedCell(declaration.per_serving, row.keys),
            style: 'td',
            alignment: 'right',
            ...size,
          },
        ]),
      ],
    },
    layout: tableLayout,
  };
}

/** The lines whose values are missing, named so the chef can fill them; nothing when complete. */
export function missingNote(declaration: RecipeNutritionAnswer): Content[] {
  const names = [...new Set(declaration.missing.map((item) => item.name))];
  return names.length > 0
    ? [{ text: `Faltan valores de: ${names.join(', ')}.`, style: 'note' }]
    : [];
}

/** "Fuente: …": the food composition table, the user's values, the products' labels. */
export function sourceNote(declaration: RecipeNutritionAnswer, fontSize?: number): Content {
  const table = declaration.sources.includes('table') || declaration.sources.length === 0;
  const labels = declaration.sources.includes('product') ? '; etiquetas de los productos' : '';
  return {
    text: `Fuente: ${table ? NUTRITION_TABLE_SOURCE : 'valores del usuario'}${labels}.`,
    style: 'note',
    ...(fontSize === undefined ? {} : { fontSize }),
  };
}
