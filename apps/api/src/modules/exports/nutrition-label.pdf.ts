import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import { dec } from '@costeo/domain/decimal';
import { ingredientListText, type LabelIngredient } from '@costeo/domain/nutrition-label';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatLongDate } from '../../lib/format-es.ts';
import { INK, MUTED, styles, warningBox } from './pdf-layout.ts';
import { missingNote, nutritionTable, sourceNote } from './pdf-nutrition.ts';

/** What a recipe's food label prints (issue 21): all plain data, rendered in the worker pool. */
export interface NutritionLabelData {
  businessName: string;
  recipeName: string;
  servings: number;
  nutrition: RecipeNutritionAnswer;
  ingredients: LabelIngredient[];
  at: Date;
}

/** A6 portrait (105 × 148 mm), a common label size that also prints on any sheet. */
const PAGE = { width: 297.64, height: 419.53 } as const;
const MARGIN = 18;

export const LABEL_INCOMPLETE =
  'Declaración incompleta: completa los valores que faltan antes de usar esta etiqueta.';
export const LABEL_UNWEIGHED =
  'Sin peso conocido (indica su densidad o su peso por unidad para ordenarlos): ';

/** The names of the ingredients (at any depth) that could not be weighed, so not ordered. */
function unweighed(ingredients: readonly LabelIngredient[]): string[] {
  return ingredients.flatMap((item) => [
    ...(item.grams === null ? [item.name] : []),
    ...unweighed(item.ingredients ?? []),
  ]);
}

/** "Por ración (125 g)": the serving's weight when the batch's is known, whole grams. */
function servingHeading(data: NutritionLabelData): string {
  const weight = data.nutrition.weight_g;
  if (weight === null || data.servings < 1) return 'Por ración';
  const grams = dec(weight).dividedBy(data.servings).toDecimalPlaces(0).toString();
  return `Por ración (${grams} g)`;
}

/**
 * The food label of one recipe: its name, the ingredient list in descending order of weight with
 * the allergens in bold (art. 18, 21), and the nutrition declaration per 100 g and per serving in
 * the regulation's order (art. 30–34, Anexo XV), with the values' source.
 */
export function nutritionLabelDocument(data: NutritionLabelData): TDocumentDefinitions {
  const { nutrition } = data;
  const warnings = [
    ...(nutrition.complete ? [] : [LABEL_INCOMPLETE]),
    ...(unweighed(data.ingredients).length > 0
      ? [`${LABEL_UNWEIGHED}${unweighed(data.ingredients).join(', ')}.`]
      : []),
  ];
  const list = ingredientListText(data.ingredients);
  const content: Content[] = [
    { text: data.recipeName, fontSize: 13, bold: true, color: INK, margin: [0, 0, 0, 2] },
    ...(data.businessName
      ? [{ text: data.businessName, fontSize: 7.5, color: MUTED, margin: [0, 0, 0, 6] } as Content]
      : [{ text: '', margin: [0, 0, 0, 4] } as Content]),
    ...(warnings.length > 0 ? [warningBox(warnings[0] ?? '', warnings.slice(1))] : []),
    {
      text: [
        { text: 'Ingredientes: ', bold: true },
        ...(list.length > 0
          ? list.map((run) => ({ text: run.text, bold: run.bold }))
          : [{ text: 'sin ingredientes.', italics: true }]),
      ],
      fontSize: 8,
      lineHeight: 1.2,
      color: INK,
      margin: [0, 8, 0, 8],
    },
    { text: 'Información nutricional', fontSize: 9.5, bold: true, margin: [0, 0, 0, 4] },
    nutritionTable(nutrition, {
      valueWidth: 'auto',
      servingHeading: servingHeading(data),
      fontSize: 7.5,
    }),
    ...missingNote(nutrition),
    { stack: [sourceNote(nutrition, 6.5)], margin: [0, 4, 0, 0] },
  ];
  return {
    pageSize: PAGE,
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, 28],
    styles,
    defaultStyle: { font: 'Roboto', fontSize: 8, color: INK },
    info: {
      title: `Etiqueta nutricional: ${data.recipeName}`,
      creator: 'Costeo',
      producer: 'Costeo',
    },
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [MARGIN, 8, MARGIN, 0],
      columns: [
        { text: `Costeo · ${formatLongDate(data.at)}`, fontSize: 6, color: MUTED },
        ...(pageCount > 1
          ? [
              {
                text: `${currentPage}/${pageCount}`,
                fontSize: 6,
                color: MUTED,
                alignment: 'right' as const,
              },
            ]
          : []),
      ],
    }),
    content,
  };
}
