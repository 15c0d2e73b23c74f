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
import type { Db } from '../../db/client.ts';
import type { ExportKind } from '../../db/schema/exports.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWorkLimit, WorkLimitError, type WorkPool } from '../../workers/pool.ts';
import type { TaskInput, TaskKind } from '../../workers/tasks.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { InstancesService } from '../ingredients/ingredient-instances.service.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { StockCloseService } from '../stock/stock-close.service.ts';
import type { RecipePhotosService } from '../recipes/recipe-photos.service.ts';
import type { RecipesService } from '../recipes/recipes.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { BusinessLogoService } from '../users/business-logo.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createKitchenDocuments } from './exports.kitchen.ts';
import { createExportsRepository } from './exports.repository.ts';
import type { RecipeBreakdown, RecipeFigures } from './recipes.xlsx.ts';

/** A file to send: its name (for Content-Disposition), its type and its bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** Each of the three Excel recipe exports gets its own name (issue 16): one recipe's is its name. */
function recipesXlsxName(breakdown: boolean, chosen: Recipe[] | null, at: Date): string {
  if (!breakdown) return exportFileNames.recipesXlsx(at);
  const [only, ...others] = chosen ?? [];
  if (only && others.length === 0) return exportFileNames.recipeBreakdownXlsx(only.name, at);
  return exportFileNames.recipesBreakdownXlsx(at);
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

export const EXPORT_TIMED_OUT =
  'El documento tardó demasiado en generarse. Prueba con menos recetas o con textos más cortos.';
export const EXPORT_TOO_COMPLEX =
  'El documento es demasiado grande para generarlo. Prueba con menos recetas o con textos más cortos.';

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
  /** Products as the engine reads them (merma of each line's product); a recipe's label facts. */
  costing: Pick<CostingService, 'productFacts' | 'recipeLabel'>;
  users: UsersService;
  /**
   * A menu with its figures, as `GET /api/menus/{id}/` serves it (issue 18); its production
   * sheet as `GET /api/menus/{id}/production/` does (issue 37).
   */
  menus: Pick<MenusService, 'get' | 'issueQuote' | 'production' | 'dayProduction'>;
  /** The recipe's photo for the ficha técnica (decision 021). */
  photos: Pick<RecipePhotosService, 'imageFor'>;
  /** The business's logo for the quotes (issue 31). */
  logo: Pick<BusinessLogoService, 'imageFor'>;
  /** The close between two counts, as `GET /api/stock/close/` serves it (issue 34). */
  stockClose: Pick<StockCloseService, 'close'>;
  now: () => Date;
  work: WorkPool;
  guard: UserWorkGuard;
}) {
  const {
    db,
    entitlements,
    recipes,
    instances,
    costing,
    users,
    menus,
    photos,
    logo,
    stockClose,
    now,
    work,
    guard,
  } = deps;
  const repository = createExportsRepository(db);

  /** The document is built in the worker pool from plain data read here (decision 018). */
  async function render<K extends TaskKind>(kind: K, input: TaskInput<K>): Promise<Buffer> {
    try {
      const bytes = (await work.run(kind, input, { limit: 'export' })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, { timedOut: EXPORT_TIMED_OUT, tooComplex: EXPORT_TOO_COMPLEX });
    }
  }

  /** The plan check first (403 on every export of the free plan), then the file, then the log. */
  async function serve(
    ownerId: number,
    kind: ExportKind,
    build: (at: Date) => Promise<ExportFile>,
  ): Promise<ExportFile> {
    await entitlements.assertFeature(ownerId, 'exports');
    return guard.run(ownerId, async () => {
      const at = now();
      const file = await build(at);
      await repository.record(ownerId, kind, at);
      return file;
    });
  }

  const businessName = async (ownerId: number) =>
    (await users.getProfile(ownerId)).business_name.trim();

  /** Merma (%) of the products the recipes' lines use, by line id (one query). */
  async function wasteByLine(ownerId: number, list: readonly Recipe[]) {
    const lines = list.flatMap((recipe) => recipe.lines);
    const ids = [...new Set(lines.flatMap((line) => line.ingredient_instance ?? []))];
    const waste = new Map<number, string>();
    if (ids.length === 0) return waste;
    const facts = await costing.productFacts(db, ownerId, ids);
    for (const line of lines) {
      const product =
        line.ingredient_instance === null ? undefined : facts.get(line.ingredient_instance);
      if (product) waste.set(line.id, dec(product.wastePct).toFixed(2));
    }
    return waste;
  }

  const kitchen = createKitchenDocuments({
    menus,
    users,
    logo,
    stockClose,
    now,
    guard,
    render,
    serve,
    businessName,
  });

  const allRecipes = (ownerId: number, ordering: string) =>
    readAll((page) => recipes.list(ownerId, 'all', { page, page_size: PAGE, ordering }));

  return {
    recipePdf(ownerId: number, id: number, servings?: number): Promise<ExportFile> {
      return serve(ownerId, 'recipe_pdf', async (at) => {
        const [recipe, analysis, business, photo] = await Promise.all([
          recipes.get(ownerId, id, servings),
          recipes.costAnalysis(ownerId, id, servings),
          businessName(ownerId),
          photos.imageFor(ownerId, id),
        ]);
        const byLine = await wasteByLine(ownerId, [recipe]);
        const wasteByProduct = new Map<number, string>();
        for (const line of recipe.lines) {
          const waste = byLine.get(line.id);
          if (line.ingredient_instance !== null && waste !== undefined) {
            wasteByProduct.set(line.ingredient_instance, waste);
          }
        }
        const body = await render('recipe-sheet-pdf', {
          businessName: business,
          recipe,
          analysis,
          wasteByProduct,
          at,
          photo: photo && new Uint8Array(photo),
        });
        return {
          fileName: exportFileNames.recipePdf(recipe.name, at),
          contentType: PDF_CONTENT_TYPE,
          body,
        };
      });
    },

    /**
     * A recipe's food label (issue 21): the declaration the recipe's answer shows and its
     * ingredients in descending order of weight with the allergens in bold.
     */
    nutritionLabelPdf(ownerId: number, id: number): Promise<ExportFile> {
      return serve(ownerId, 'nutrition_label_pdf', async (at) => {
        // One statement: the recipe, its elaboraciones and products, as its declaration reads them.
        const [label, business] = await Promise.all([
          costing.recipeLabel(ownerId, id),
          businessName(ownerId),
        ]);
        if (!label) throw AppError.notFound();
        return {
          fileName: exportFileNames.nutritionLabelPdf(label.name, at),
          contentType: PDF_CONTENT_TYPE,
          body: await render('nutrition-label-pdf', {
            businessName: business,
            recipeName: label.name,
            servings: label.servings,
            nutrition: label.nutrition,
            ingredients: label.ingredients,
            at,
          }),
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
          body: await render('allergen-matrix-pdf', { businessName: business, rows, at }),
        };
      });
    },

    ...kitchen,

    ingredientsXlsx(ownerId: number): Promise<ExportFile> {
      return serve(ownerId, 'ingredients_xlsx', async (at) => {
        const products: IngredientInstance[] = await readAll((page) =>
          instances.list(ownerId, { page, page_size: PAGE, ordering: 'name' }),
        );
        return {
          fileName: exportFileNames.ingredientsXlsx(at),
          contentType: XLSX_CONTENT_TYPE,
          body: await render('ingredients-xlsx', { products }),
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
          fileName: recipesXlsxName(query.breakdown === true, chosen, at),
          contentType: XLSX_CONTENT_TYPE,
          body: await render('recipes-xlsx', { recipes: list, breakdowns }),
        };
      });
    },

    /** Exports served in [from, to): the monthly usage report's `exports`. */
    countBetween: (ownerId: number, from: Date, to: Date) =>
      repository.countBetween(ownerId, from, to),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
