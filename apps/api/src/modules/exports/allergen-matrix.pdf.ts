import { ALLERGEN_SHORT_NAMES, ALLERGENS, type AllergenCode } from '@costeo/domain/allergens';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatLongDate } from '../../lib/format-es.ts';
import {
  BAND,
  CONTENT_WIDTH,
  MUTED,
  documentHeader,
  pageSetup,
  tableLayout,
} from './pdf-layout.ts';

/** One row of the matrix: a recipe and the allergens it contains (through its sub-recipes). */
export interface AllergenMatrixRow {
  name: string;
  category: string;
  isSubrecipe: boolean;
  allergens: readonly AllergenCode[];
}

/** Headings too wide for one of 14 columns on A4 landscape, hyphenated; the legend gives full names. */
const HYPHENATED: Partial<Record<AllergenCode, string>> = {
  crustaceos: 'Crustá-\nceos',
  cacahuetes: 'Caca-\nhuetes',
  altramuces: 'Altra-\nmuces',
  moluscos: 'Molus-\ncos',
};

export const CONTAINS_MARK = '●';

function header(): TableCell[] {
  return [
    { text: 'Plato', style: 'th', fontSize: 8 },
    { text: 'Categoría', style: 'th', fontSize: 8 },
    ...ALLERGENS.map((allergen, index) => ({
      text: [
        { text: `${index + 1}\n`, bold: true, fontSize: 8 },
        {
          text: HYPHENATED[allergen.code] ?? ALLERGEN_SHORT_NAMES[allergen.code],
          fontSize: 6.5,
        },
      ],
      style: 'th',
      alignment: 'center' as const,
    })),
  ];
}

function row(recipe: AllergenMatrixRow, index: number): TableCell[] {
  const fill = index % 2 === 1 ? { fillColor: '#f7f9fa' } : {};
  return [
    { text: recipe.name, style: 'td', bold: true, ...fill },
    { text: recipe.category, style: 'td', color: MUTED, ...fill },
    ...ALLERGENS.map((allergen) => ({
      text: recipe.allergens.includes(allergen.code) ? CONTAINS_MARK : '',
      alignment: 'center' as const,
      fontSize: 9,
      ...fill,
    })),
  ];
}

function groupRow(title: string): TableCell[] {
  return [
    { text: title, style: 'total', colSpan: ALLERGENS.length + 2, fillColor: BAND },
    {},
    ...ALLERGENS.map(() => ({})),
  ];
}

function legend(): Content {
  const items = ALLERGENS.map((allergen, index): Content => ({
    text: [{ text: `${index + 1}  `, style: 'total' }, allergen.name],
    style: 'td',
    margin: [0, 1, 0, 1],
  }));
  const third = Math.ceil(items.length / 3);
  return {
    unbreakable: true,
    stack: [
      { text: 'Leyenda', style: 'section' },
      {
        columns: [items.slice(0, third), items.slice(third, third * 2), items.slice(third * 2)].map(
          (stack) => ({ stack }),
        ),
        columnGap: 16,
      },
      {
        text: `${CONTAINS_MARK} = el plato contiene el alérgeno o productos derivados, según los ingredientes registrados en Costeo (Reglamento UE 1169/2011, anexo II; Real Decreto 126/2015). Casilla vacía: no contiene ese alérgeno según sus ingredientes. Revise la información si cambia de proveedor o de receta.`,
        style: 'note',
        margin: [0, 8, 0, 0],
      },
    ],
  };
}

/** The allergen matrix of every recipe (rows) × the 14 allergens (columns), A4 landscape. */
export function allergenMatrixDocument(input: {
  businessName: string;
  rows: readonly AllergenMatrixRow[];
  at: Date;
}): TDocumentDefinitions {
  const dishes = input.rows.filter((recipe) => !recipe.isSubrecipe);
  const elaborations = input.rows.filter((recipe) => recipe.isSubrecipe);
  const body: TableCell[][] = [header()];
  if (dishes.length > 0 && elaborations.length > 0) body.push(groupRow('Platos'));
  dishes.forEach((recipe, index) => body.push(row(recipe, index)));
  if (elaborations.length > 0) body.push(groupRow('Elaboraciones'));
  elaborations.forEach((recipe, index) => body.push(row(recipe, index)));
  const matrix: Content =
    input.rows.length === 0
      ? { text: 'No hay recetas todavía.', style: 'body', margin: [0, 12, 0, 0] }
      : {
          margin: [0, 12, 0, 0],
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [150, 80, ...ALLERGENS.map(() => '*')],
            body,
          },
          layout: {
            ...tableLayout,
            vLineWidth: (i: number) => (i < 2 ? 0 : 0.3),
            paddingTop: () => 2,
            paddingBottom: () => 2,
          },
        };
  return {
    ...pageSetup(input.at, 'landscape'),
    info: { title: 'Información sobre alérgenos', creator: 'Costeo', producer: 'Costeo' },
    content: [
      ...documentHeader({
        businessName: input.businessName,
        kind: 'INFORMACIÓN SOBRE ALÉRGENOS',
        title: 'Alérgenos de nuestros platos',
        facts: [
          `${input.rows.length} ${input.rows.length === 1 ? 'receta' : 'recetas'}`,
          `Actualizado el ${formatLongDate(input.at)}`,
        ],
        width: CONTENT_WIDTH.landscape,
      }),
      matrix,
      legend(),
    ],
  };
}
