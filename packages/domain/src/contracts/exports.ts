import { z } from 'zod';
import { MAX_DB_INTEGER } from './common.ts';
import { recipeScaleQuerySchema } from './recipe-queries.ts';

/*
 * Exports (issue 11, plan feature `exports`, SPEC.md §2 "Exportación PDF/Excel"): the PDF ficha
 * técnica of a recipe, the allergen matrix (RD 126/2015) and the Excel workbooks. The answers are
 * files; their query strings and OpenAPI descriptions are here.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The most recipes `?recipes=` may name. */
export const MAX_EXPORT_RECIPE_IDS = 100;

const RECIPE_IDS_MESSAGE = `Indica ids de receta separados por comas (como máximo ${MAX_EXPORT_RECIPE_IDS}).`;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Introduce true o false.' })
  .transform((value) => value === 'true' || value === '1');

/** `GET /api/recipes/{id}/export/pdf/`: `?servings=N` scales the ficha técnica. */
export const recipePdfQuerySchema = recipeScaleQuerySchema;
export type RecipePdfQuery = z.output<typeof recipePdfQuerySchema>;

/** `"1,2,3"` → [1, 2, 3] (distinct, in the order given); each a database integer. */
export const recipeIdListQuery = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, RECIPE_IDS_MESSAGE)
  .transform((text, ctx) => {
    const ids = [...new Set(text.split(',').map(Number))];
    if (ids.length > MAX_EXPORT_RECIPE_IDS || ids.some((id) => id < 1 || id > MAX_DB_INTEGER)) {
      ctx.addIssue({ code: 'custom', message: RECIPE_IDS_MESSAGE });
      return z.NEVER;
    }
    return ids;
  });

/**
 * `GET /api/exports/recipes/xlsx/`: every recipe, or only `?recipes=1,2,3`; `?breakdown=true` adds
 * one sheet per recipe with its cost breakdown (the escandallo).
 */
export const recipesXlsxQuerySchema = z.object({
  breakdown: booleanQuery.optional(),
  recipes: recipeIdListQuery.optional(),
});
export type RecipesXlsxQuery = z.output<typeof recipesXlsxQuerySchema>;

/** The OpenAPI description of a file answer (the walker and the docs read it). */
export function fileResponse(contentType: string, description: string) {
  return {
    description,
    content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}

// The file names are in ../export-files.ts (no zod: the web app's export menu reads them).
