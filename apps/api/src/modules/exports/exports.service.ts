import {
  MAX_EXPORT_RECIPE_IDS,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type RecipesXlsxQuery,
} from '@costeo/domain/contracts/exports';
import { exportFileNames } from '@costeo/domain/export-files';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import type { ExportKind } from '../../db/schema/exports.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InstancesService } from '../ingredients/ingredient-instances.service.ts';
import type { RecipesService } from '../recipes/recipes.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { allergenMatrixDocument } from './allergen-matrix.pdf.ts';
import { createExportsRepository } from './exports.repository.ts';
import { ingredientsWorkbook } from './ingredients.xlsx.ts';
import { renderPdf } from './pdf-render.ts';
import { recipeSheetDocument } from './recipe-sheet.pdf.ts';
import { recipesWorkbook, type RecipeBreakdown, type RecipeFigures } from './recipes.xlsx.ts';

/** A file to send: its name (for Content-Disposition), its type and its bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** Rows read per page when an export walks a whole list. */
const PAGE = 500;

async function readAll<T>(
  readPage: (page: number) => Promise<{ count: number; results: T[] }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { count, results } = await readPage(page);
    all.push(...results);
    if (results.length === 0 || all.length >= count) return all;
  }
}

async function xlsxBody(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Exports (plan feature `exports`, docs/decisions/016-exports.md): every figure comes from the
 * recipes and ingredients services, exactly as the API serves it; nothing is recomputed here.
 * Every export served is logged for the monthly usage report.
 */
export function createExportsService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  recipes: RecipesService;
  instances: InstancesService;
  users: UsersService;
  now: () => Date;
}) {
  const { db, entitlements, recipes, instances, users, now } = deps;
  const repository = createExportsRepository(db);

  /** The plan check first (403 on every export of the free plan), then the file, then the log. */
  async function serve(
    ownerId: number,
    kind: ExportKind,
    build: (at: Date) => Promise<ExportFile>,
  ): Promise<ExportFile> {
    await entitlements.assertFeature(ownerId, 'exports');
    const at = now();
    const file = await build(at);
    await repository.record(ownerId, kind, at);
    return file;
  }

  const businessName = async (ownerId: number) =>
    (await users.getProfile(ownerId)).business_name.trim();

  /** Merma (%) of the products the recipes' lines use, by line id (one query). */
  async function wasteByLine(ownerId: number, list: readonly Recipe[]) {
    const lines = list.flatMap((recipe) => recipe.lines);
    const ids = [...new Set(lines.flatMap((line) => line.ingredient_instance ?? []))];
    const waste = new Map<number, string>();
    if (ids.length === 0) return waste;
    const facts = await instances.productFacts(db, ownerId, ids);
    for (const line of lines) {
      const product =
        line.ingredient_instance === null ? undefined : facts.get(line.ingredient_instance);
      if (product) waste.set(line.id, dec(product.wastePct).toFixed(2));
    }
    return waste;
  }

  const allRecipes = (ownerId: number, ordering: string) =>
    readAll((page) => recipes.list(ownerId, 'all', { page, page_size: PAGE, ordering }));

  return {
    recipePdf(ownerId: number, id: number, servings?: number): Promise<ExportFile> {
      return serve(ownerId, 'recipe_pdf', async (at) => {
        const [recipe, analysis, business] = await Promise.all([
          recipes.get(ownerId, id, servings),
          recipes.costAnalysis(ownerId, id, servings),
          businessName(ownerId),
        ]);
        const byLine = await wasteByLine(ownerId, [recipe]);
        const wasteByProduct = new Map<number, string>();
        for (const line of recipe.lines) {
          const waste = byLine.get(line.id);
          if (line.ingredient_instance !== null && waste !== undefined) {
            wasteByProduct.set(line.ingredient_instance, waste);
          }
        }
        const document = recipeSheetDocument({
          businessName: business,
          recipe,
          analysis,
          wasteByProduct,
          at,
        });
        return {
          fileName: exportFileNames.recipePdf(recipe.name, at),
          contentType: PDF_CONTENT_TYPE,
          body: await renderPdf(document),
        };
      });
    },

    allergensPdf(ownerId: number): Promise<ExportFile> {
      return serve(ownerId, 'allergens_pdf', async (at) => {
        const [list, business] = await Promise.all([
          allRecipes(ownerId, 'category,name'),
          businessName(ownerId),
        ]);
        const rows = list.map((recipe) => ({
          name: recipe.name,
          category: recipe.category,
          isSubrecipe: recipe.is_subrecipe,
          allergens: recipe.allergens,
        }));
        return {
          fileName: exportFileNames.allergensPdf(at),
          contentType: PDF_CONTENT_TYPE,
          body: await renderPdf(allergenMatrixDocument({ businessName: business, rows, at })),
        };
      });
    },

    ingredientsXlsx(ownerId: number): Promise<ExportFile> {
      return serve(ownerId, 'ingredients_xlsx', async (at) => {
        const products: IngredientInstance[] = await readAll((page) =>
          instances.list(ownerId, { page, page_size: PAGE, ordering: 'name' }),
        );
        return {
          fileName: exportFileNames.ingredientsXlsx(at),
          contentType: XLSX_CONTENT_TYPE,
          body: await xlsxBody(ingredientsWorkbook(products)),
        };
      });
    },

    recipesXlsx(ownerId: number, query: RecipesXlsxQuery): Promise<ExportFile> {
      return serve(ownerId, 'recipes_xlsx', async (at) => {
        let chosen: Recipe[] | null = null;
        if (query.recipes) {
          chosen = [];
          for (const id of query.recipes) chosen.push(await recipes.get(ownerId, id));
        }
        const list: RecipeFigures[] = chosen ?? (await allRecipes(ownerId, 'name'));
        const breakdowns: RecipeBreakdown[] = [];
        if (query.breakdown) {
          if (list.length > MAX_EXPORT_RECIPE_IDS) {
            throw AppError.field(
              'breakdown',
              `El desglose admite como máximo ${MAX_EXPORT_RECIPE_IDS} recetas: elige cuáles con el filtro recipes.`,
            );
          }
          // One recipe after another: a 100-recipe breakdown must not take every connection.
          const detailed: Recipe[] = chosen ?? [];
          if (!chosen)
            for (const recipe of list) detailed.push(await recipes.get(ownerId, recipe.id));
          const waste = await wasteByLine(ownerId, detailed);
          for (const recipe of detailed) {
            const analysis = await recipes.costAnalysis(ownerId, recipe.id);
            breakdowns.push({ recipe, analysis, wasteByLine: waste });
          }
        }
        return {
          fileName: exportFileNames.recipesXlsx(at),
          contentType: XLSX_CONTENT_TYPE,
          body: await xlsxBody(recipesWorkbook(list, breakdowns)),
        };
      });
    },

    /** Exports served in [from, to): the monthly usage report's `exports`. */
    countBetween: (ownerId: number, from: Date, to: Date) =>
      repository.countBetween(ownerId, from, to),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
