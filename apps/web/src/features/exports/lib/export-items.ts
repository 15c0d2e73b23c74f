import { exportFileNames } from '@costeo/domain/export-files';

/** What a menu entry exports, and how it is shown. */
export interface ExportItem {
  key: string;
  label: string;
  /** One line under the label: what the file holds. */
  description: string;
  format: 'pdf' | 'xlsx';
  url: string;
  params?: Record<string, string | number | boolean>;
  fallbackName: string;
}

const today = () => new Date();

/** Ingredientes: the products with prices and equivalences. */
export function ingredientsExportItems(): ExportItem[] {
  return [
    {
      key: 'ingredients-xlsx',
      label: 'Ingredientes (Excel)',
      description: 'Precios, €/kg, €/l y €/ud, merma, IVA, proveedor y marca',
      format: 'xlsx',
      url: '/api/exports/ingredients/xlsx/',
      fallbackName: exportFileNames.ingredientsXlsx(today()),
    },
  ];
}

/** Recetas: the figures of every recipe, with or without breakdowns, and the allergen matrix. */
export function recipesExportItems(): ExportItem[] {
  return [
    {
      key: 'recipes-xlsx',
      label: 'Recetas (Excel)',
      description: 'Costes, PVP, food cost y margen de cada receta',
      format: 'xlsx',
      url: '/api/exports/recipes/xlsx/',
      fallbackName: exportFileNames.recipesXlsx(today()),
    },
    {
      key: 'recipes-xlsx-breakdown',
      label: 'Recetas con desglose (Excel)',
      description: 'Además, una hoja con el escandallo de cada receta (hasta 100)',
      format: 'xlsx',
      url: '/api/exports/recipes/xlsx/',
      params: { breakdown: true },
      fallbackName: exportFileNames.recipesBreakdownXlsx(today()),
    },
    {
      key: 'allergens-pdf',
      label: 'Matriz de alérgenos (PDF)',
      description: 'Los 14 alérgenos de cada plato, para mostrar a tus clientes',
      format: 'pdf',
      url: '/api/exports/allergens/pdf/',
      fallbackName: exportFileNames.allergensPdf(today()),
    },
  ];
}

/**
 * Detalle de Receta: its ficha técnica (for the servings on screen), its food label and its
 * breakdown.
 */
export function recipeExportItems(recipe: {
  id: number;
  name: string;
  servings: number | null;
}): ExportItem[] {
  const scaled: Record<string, number> =
    recipe.servings === null ? {} : { servings: recipe.servings };
  return [
    {
      key: 'recipe-pdf',
      label: 'Ficha técnica (PDF)',
      description:
        recipe.servings === null
          ? 'Escandallo, márgenes, alérgenos y preparación'
          : `Escandallo para ${recipe.servings} raciones, márgenes, alérgenos y preparación`,
      format: 'pdf',
      url: `/api/recipes/${recipe.id}/export/pdf/`,
      params: scaled,
      fallbackName: exportFileNames.recipePdf(recipe.name, today()),
    },
    {
      key: 'nutrition-label-pdf',
      label: 'Etiqueta nutricional (PDF)',
      description:
        'Ingredientes por peso con los alérgenos en negrita e información nutricional (UE 1169/2011)',
      format: 'pdf',
      url: `/api/recipes/${recipe.id}/export/label/pdf/`,
      fallbackName: exportFileNames.nutritionLabelPdf(recipe.name, today()),
    },
    {
      key: 'recipe-xlsx',
      label: 'Desglose de costes (Excel)',
      description: 'La receta y su escandallo línea a línea',
      format: 'xlsx',
      url: '/api/exports/recipes/xlsx/',
      params: { recipes: String(recipe.id), breakdown: true },
      fallbackName: exportFileNames.recipeBreakdownXlsx(recipe.name, today()),
    },
  ];
}

/**
 * Detalle de Menú: the sheet for the client (an event's quote) and the internal one with costs.
 * `guests` quotes an event for the headcount on screen when it differs from the saved one.
 */
export function menuExportItems(menu: {
  id: number;
  name: string;
  kind: 'carta' | 'menu_del_dia' | 'evento';
  guests: number | null;
}): ExportItem[] {
  const isEvent = menu.kind === 'evento';
  const guests: Record<string, number> = menu.guests === null ? {} : { guests: menu.guests };
  const forGuests = menu.guests === null ? '' : ` para ${menu.guests} invitados`;
  return [
    {
      key: 'menu-pdf-cliente',
      label: isEvent ? 'Presupuesto para el cliente (PDF)' : 'Menú para el cliente (PDF)',
      description: isEvent
        ? `Platos, alérgenos, precio por persona y total${forGuests}`
        : 'Los platos por secciones, con sus alérgenos y precios',
      format: 'pdf',
      url: `/api/menus/${menu.id}/export/pdf/`,
      params: { variant: 'cliente', ...guests },
      fallbackName: exportFileNames.menuPdf(menu.name, menu.kind, 'cliente', today()),
    },
    {
      key: 'menu-pdf-interno',
      label: 'Escandallo interno (PDF)',
      description: isEvent
        ? `Costes, food cost, márgenes y costes del evento${forGuests}`
        : 'Coste por cubierto, food cost esperado y peor caso, márgenes',
      format: 'pdf',
      url: `/api/menus/${menu.id}/export/pdf/`,
      params: { variant: 'interno', ...guests },
      fallbackName: exportFileNames.menuPdf(menu.name, menu.kind, 'interno', today()),
    },
  ];
}
