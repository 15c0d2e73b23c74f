import { z } from 'zod';
import { MAX_DB_INTEGER } from './common.ts';
import { recipeScaleQuerySchema } from './recipe-queries.ts';

/*
 * Exports (issue 11, plan feature `exports`, SPEC.md §2 "Exportación PDF/Excel"): the PDF ficha
 * técnica of a recipe, the allergen matrix (RD 126/2015) and the Excel workbooks. The answers are
 * files; the query strings are here, with the file names the API gives them (and the web app falls
 * back to when a Content-Disposition header is not readable).
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

/** "Crema de calabaza" → "crema-de-calabaza": ASCII, lower case, safe in any file system. */
export function fileNameSlug(text: string, fallback = 'receta'): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** YYYY-MM-DD of a date in UTC, for file names. */
function fileDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The file names of the exports (docs/decisions/016-exports.md). */
export const exportFileNames = {
  recipePdf: (recipeName: string, at: Date) =>
    `ficha-tecnica-${fileNameSlug(recipeName)}-${fileDate(at)}.pdf`,
  allergensPdf: (at: Date) => `matriz-alergenos-${fileDate(at)}.pdf`,
  ingredientsXlsx: (at: Date) => `ingredientes-${fileDate(at)}.xlsx`,
  recipesXlsx: (at: Date) => `recetas-${fileDate(at)}.xlsx`,
};
