import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import {
  displayNutrient,
  NUTRIENT_KEYS,
  NUTRIENT_LABELS,
  NUTRIENT_UNITS,
  NUTRITION_TABLE_SOURCE,
  type NutrientKey,
} from '@costeo/domain/nutrition';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { tableLayout } from './pdf-layout.ts';

/*
 * The nutrition declaration as the PDFs print it (issue 21): the ficha técnica and the food label
 * share the table, so both show the same rounded figures in the regulation's order.
 */

/** Rows of the declaration in the regulation's order (Anexo XV): energy in kJ and kcal on one row. */
export const NUTRITION_ROWS: { label: string; keys: NutrientKey[]; indent: boolean }[] = [
  { label: 'Valor energético', keys: ['energy_kj', 'energy_kcal'], indent: false },
  ...NUTRIENT_KEYS.filter((key) => key !== 'energy_kj' && key !== 'energy_kcal').map((key) => ({
    label: NUTRIENT_LABELS[key],
    keys: [key],
    indent: key === 'saturates' || key === 'sugars',
  })),
];

type Values = RecipeNutritionAnswer['per_100g'];

/** A row's value as printed ("1 234 kJ / 295 kcal", "16 g"): rounded as the EU guidance says; «Falta» when unknown. */
export function nutritionCell(values: Values, keys: NutrientKey[]): string {
  const parts = keys.map((key) => {
    const shown = displayNutrient(key, values[key]);
    return shown === null ? null : `${shown} ${NUTRIENT_UNITS[key]}`;
  });
  return parts.some((part) => part === null) ? 'Falta' : parts.join(' / ');
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
        ...NUTRITION_ROWS.map((row): TableCell[] => [
          { text: row.label, style: 'td', margin: [row.indent ? 10 : 0, 0, 0, 0], ...size },
          {
            text: nutritionCell(declaration.per_100g, row.keys),
            style: 'td',
            alignment: 'right',
            ...size,
          },
          {
            text: nutritionCell(declaration.per_serving, row.keys),
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
