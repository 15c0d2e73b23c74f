import {
  MAX_EXPORT_RECIPE_IDS,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type RecipesXlsxQuery,
} from '@costeo/domain/contracts/exports';
import { exportFileNames } from '@costeo/domain/export-files';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { MenuPdfQuery } from '@costeo/domain/contracts/menus';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { leftoversNoticeWording } from '@costeo/domain/leftovers-notice';
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
import { madridDay } from '../../lib/format-es.ts';
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

    /**
     * A menu's PDF (issue 18): `cliente` is the printed carta / menú del día or an event's
     * presupuesto, `interno` its costing; `guests` quotes an event for another headcount.
     */
    menuPdf(ownerId: number, id: number, query: MenuPdfQuery): Promise<ExportFile> {
      return serve(ownerId, 'menu_pdf', async (at) => {
        const [first, profile] = await Promise.all([
          menus.get(ownerId, id, query.guests),
          users.getProfile(ownerId),
        ]);
        let menu = first;
        const isQuote = menu.kind === 'evento' && query.variant === 'cliente';
        if (isQuote && menu.quote_number === null) {
          // Issued now: its number, kept for good (decision 036). A GET that writes: the answer
          // cache must not serve the menu without it.
          await menus.issueQuote(ownerId, id, Number(madridDay(at).slice(0, 4)));
          await users.touchData(ownerId);
          menu = await menus.get(ownerId, id, query.guests);
        }
        const image = isQuote ? await logo.imageFor(ownerId) : null;
        const { business } = profile;
        return {
          fileName: exportFileNames.menuPdf(menu.name, menu.kind, query.variant, at),
          contentType: PDF_CONTENT_TYPE,
          body: await render('menu-pdf', {
            businessName: profile.business_name.trim(),
            business: {
              legalName: business.legal_name,
              taxId: business.tax_id,
              address: business.address,
              phone: business.phone,
              email: business.email || profile.email,
            },
            logo: image && new Uint8Array(image),
            menu,
            variant: query.variant,
            at,
            // Issue 35 point 5: the carta and the menú del día print it when Mi perfil turns it on.
            leftoversNotice: leftoversNoticeWording({
              enabled: profile.leftovers_notice,
              text: profile.leftovers_notice_text,
            }),
          }),
        };
      });
    },

    /**
     * The production sheet's A4 PDF (issue 37 point 6), from the answer of
     * `GET /api/menus/{id}/production/`: its checks first (Pro and Business, like the needs, so
     * not the `exports` feature nor its log), then the document in the pool.
     */
    async productionPdf(ownerId: number, id: number, guests?: number): Promise<ExportFile> {
      const sheet = await menus.production(ownerId, id, guests);
      return guard.run(ownerId, async () => {
        const at = now();
        return {
          fileName: exportFileNames.productionPdf(sheet.menu.name, sheet.guests, at),
          contentType: PDF_CONTENT_TYPE,
          body: await render('production-sheet-pdf', {
            businessName: await businessName(ownerId),
            sheet,
            at,
          }),
        };
      });
    },

    /**
     * The A4 PDF of a day's production sheet (issue 37 point 6), from the answer of
     * `GET /api/menus/production/?date=`: the same checks and document, the day's events named.
     */
    async dayProductionPdf(ownerId: number, date: string): Promise<ExportFile> {
      const sheet = await menus.dayProduction(ownerId, date);
      return guard.run(ownerId, async () => {
        const at = now();
        return {
          fileName: exportFileNames.dayProductionPdf(sheet.date),
          contentType: PDF_CONTENT_TYPE,
          body: await render('production-sheet-pdf', {
            businessName: await businessName(ownerId),
            sheet,
            at,
          }),
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

    /**
     * The close between two counts (issue 34), "Analytics avanzado": the close service's own
     * checks first (Business, the account's counts), then the file from its answer.
     */
    async stockClosePdf(ownerId: number, fromCount: number, toCount: number) {
      const close = await stockClose.close(ownerId, fromCount, toCount);
      return serve(ownerId, 'stock_close_pdf', async (at) => ({
        fileName: exportFileNames.stockClosePdf(close.date_from, close.date_to),
        contentType: PDF_CONTENT_TYPE,
        body: await render('stock-close-pdf', {
          businessName: await businessName(ownerId),
          close,
          at,
        }),
      }));
    },

    async stockCloseXlsx(ownerId: number, fromCount: number, toCount: number) {
      const close = await stockClose.close(ownerId, fromCount, toCount);
      return serve(ownerId, 'stock_close_xlsx', async () => ({
        fileName: exportFileNames.stockCloseXlsx(close.date_from, close.date_to),
        contentType: XLSX_CONTENT_TYPE,
        body: await render('stock-close-xlsx', { close }),
      }));
    },

    /** Exports served in [from, to): the monthly usage report's `exports`. */
    countBetween: (ownerId: number, from: Date, to: Date) =>
      repository.countBetween(ownerId, from, to),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
