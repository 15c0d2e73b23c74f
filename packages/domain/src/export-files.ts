import type { MenuKindCode, MenuPdfVariant } from './contracts/menus.ts';

/**
 * The names of the exported files (docs/decisions/016-exports.md): the API sends them in
 * Content-Disposition; the web app falls back to them when it cannot read that header.
 */

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
  /** A recipe's food label (issue 21): nutrition declaration and ingredients by weight. */
  nutritionLabelPdf: (recipeName: string, at: Date) =>
    `etiqueta-${fileNameSlug(recipeName)}-${fileDate(at)}.pdf`,
  allergensPdf: (at: Date) => `matriz-alergenos-${fileDate(at)}.pdf`,
  ingredientsXlsx: (at: Date) => `ingredientes-${fileDate(at)}.xlsx`,
  recipesXlsx: (at: Date) => `recetas-${fileDate(at)}.xlsx`,
  /** "Descargar mis datos" on Mi perfil: the account export (GET /api/account/export/). */
  accountJson: (username: string, at: Date) =>
    `costeo-${fileNameSlug(username, 'cuenta')}-${fileDate(at)}.json`,
  /** Every recipe (or several chosen ones) with a breakdown sheet each. */
  recipesBreakdownXlsx: (at: Date) => `recetas-desglose-${fileDate(at)}.xlsx`,
  /**
   * A menu's PDF (issue 18): the client's copy is the menu (`menu-…`), or an event's presupuesto
   * (`presupuesto-…`); the kitchen's costing is `escandallo-menu-…`, so neither overwrites the other.
   */
  menuPdf: (menuName: string, kind: MenuKindCode, variant: MenuPdfVariant, at: Date) => {
    const prefix =
      variant === 'interno' ? 'escandallo-menu' : kind === 'evento' ? 'presupuesto' : 'menu';
    return `${prefix}-${fileNameSlug(menuName, 'menu')}-${fileDate(at)}.pdf`;
  },
  /** The close between two counts (issue 34), named by its period so months do not overwrite. */
  stockClosePdf: (dateFrom: string, dateTo: string) =>
    `cierre-inventario-${dateFrom}-${dateTo}.pdf`,
  stockCloseXlsx: (dateFrom: string, dateTo: string) =>
    `cierre-inventario-${dateFrom}-${dateTo}.xlsx`,
  /** One recipe's breakdown, named after it so several downloads do not overwrite each other. */
  recipeBreakdownXlsx: (recipeName: string, at: Date) =>
    `desglose-${fileNameSlug(recipeName)}-${fileDate(at)}.xlsx`,
  /** A menu's or event's production sheet (issue 37), for its headcount. */
  productionPdf: (menuName: string, guests: number, at: Date) =>
    `produccion-${fileNameSlug(menuName, 'menu')}-${guests}-${fileDate(at)}.pdf`,
  /** The production sheet of a day's events (issue 37), by that day (YYYY-MM-DD). */
  dayProductionPdf: (date: string) => `produccion-dia-${date}.pdf`,
  /** The prevention plan of Ley 1/2025 (issue 35), named by its version: each is kept. */
  wastePlanPdf: (version: number) => `plan-prevencion-desperdicio-v${version}.pdf`,
};
