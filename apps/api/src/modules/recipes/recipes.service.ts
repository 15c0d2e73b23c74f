import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { RecipeListQuery, RecipeMarginQuery } from '@costeo/domain/contracts/recipe-queries';
import {
  duplicateRecipeName,
  subrecipeYieldIssues,
  type Recipe,
  type RecipeCostAnalysis,
  type RecipeInputData,
  type RecipeListItem,
  type RecipePatch,
} from '@costeo/domain/contracts/recipes';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { ResourceCounter } from '../../lib/resource-counters.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { findRecipeAnswer } from './recipe-answer.repository.ts';
import { checkRecipeLines } from './recipe-lines.check.ts';
import { createRecipePhotosRepository } from './recipe-photos.repository.ts';
import { toRecipe, toRecipeInputData, toRecipeListItem } from './recipes.mappers.ts';
import {
  createRecipesRepository,
  type NewRecipeLine,
  type RecipeListKind,
  type RecipeFilters,
  type RecipeRow,
} from './recipes.repository.ts';

export type { RecipeListKind };

/**
 * What a duplicate needs of the extra-costs module: a copier made before the transaction (it
 * resolves who writes), called inside it to attach the source's extra costs to the copy.
 */
export interface ExtraCostsCopySource {
  extraCostsCopier(
    userId: number,
  ): Promise<(tx: Db, ownerId: number, fromRecipeId: number, toRecipeId: number) => Promise<void>>;
}

function toRow(data: RecipeInputData, at: Date) {
  return {
    name: data.name,
    searchName: normalizeSearch(data.name),
    category: data.category,
    description: data.description,
    servings: data.servings,
    salePrice: data.sale_price,
    saleVatPct: data.sale_vat_pct,
    targetFoodCostPct: data.target_food_cost_pct,
    isSubrecipe: data.is_subrecipe,
    yieldQuantity: data.yield_quantity,
    yieldUnit: data.yield_unit,
    finalWeightG: data.final_weight_g,
    instructions: data.instructions,
    updatedAt: at,
  };
}

function toLines(data: RecipeInputData): NewRecipeLine[] {
  return data.lines.map((line) => ({
    ingredientInstanceId: line.ingredient_instance,
    subRecipeId: line.sub_recipe,
    quantity: line.quantity,
    unit: line.unit,
    note: line.note,
  }));
}

function inUseMessage(kind: 'delete' | 'unmark', users: { name: string }[]): string {
  const names = users.map((user) => user.name).join(', ');
  const count = users.length === 1 ? '1 receta' : `${users.length} recetas`;
  const them = users.length === 1 ? 'ella' : 'ellas';
  return kind === 'delete'
    ? `Esta elaboración se usa en ${count}: ${names}. Quítala de ${them} o elimínala igualmente con force=true (se quitará de esas recetas).`
    : `Esta elaboración se usa en ${count}: ${names}. Quítala de ${them} antes de desmarcarla como elaboración.`;
}

/**
 * Recipes (escandallos, SPEC.md §7, DOMAIN.md §2): owner-scoped, counted by the plan's quota,
 * lines written whole. Every write tells the costing module which recipes changed, in its
 * transaction; costing stores their figures and answers them on reads (docs/decisions/010, 023).
 */
export function createRecipesService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  costing: CostingService;
  extraCosts?: ExtraCostsCopySource;
  now: () => Date;
}) {
  const { db, entitlements, costing, now } = deps;
  /** The line check reads the caller's products through costing's read model. */
  const lineSources = { products: costing };
  const repository = createRecipesRepository(db);

  async function getRow(tx: Db, ownerId: number, id: number): Promise<RecipeRow> {
    const row = await createRecipesRepository(tx).find(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * The recipe with the figures costing stored for it (no engine run), or the engine's scaled for
   * `?servings=N`. The recipe with its lines and its figures are read side by side (one round
   * trip); if they straddle a concurrent save, they are read again.
   */
  async function present(ownerId: number, id: number, servings?: number): Promise<Recipe> {
    for (let attempt = 1; ; attempt += 1) {
      const [row, figures, nutrition] = await Promise.all([
        findRecipeAnswer(db, ownerId, id),
        costing.recipeFigures(ownerId, id, servings),
        costing.recipeNutrition(ownerId, id),
      ]);
      if (!row || !figures || !nutrition) throw AppError.notFound();
      const recipe = toRecipe(row, figures, nutrition);
      if (recipe) return recipe;
      if (attempt === 3) throw new Error(`recipe ${id}: its lines and figures keep changing`);
    }
  }

  /** Writes a recipe's row and lines, then re-costs it and every recipe above it. */
  async function save(
    tx: Db,
    ownerId: number,
    before: RecipeRow,
    data: RecipeInputData,
    writeLines: boolean,
  ): Promise<void> {
    await checkRecipeLines(tx, lineSources, ownerId, { id: before.id, data });
    const txRepository = createRecipesRepository(tx);
    if (before.isSubrecipe && !data.is_subrecipe) {
      const users = await txRepository.recipesUsingSubRecipe(ownerId, before.id);
      if (users.length > 0) throw AppError.field('is_subrecipe', inUseMessage('unmark', users));
    }
    await txRepository.update(ownerId, before.id, toRow(data, now()));
    if (writeLines) await txRepository.replaceLines(ownerId, before.id, toLines(data));
    await costing.recompute(tx, ownerId, { recipeIds: [before.id] });
  }

  /** Inserts a recipe with its lines (and whatever `attach` adds to it), then costs it once. */
  async function insertCopy(
    tx: Db,
    ownerId: number,
    data: RecipeInputData,
    attach?: (id: number) => Promise<void>,
  ): Promise<number> {
    const at = now();
    const txRepository = createRecipesRepository(tx);
    const id = await txRepository.insert({ ...toRow(data, at), ownerId, createdAt: at });
    await txRepository.replaceLines(ownerId, id, toLines(data));
    if (attach) await attach(id);
    await costing.recompute(tx, ownerId, { recipeIds: [id] });
    return id;
  }

  return {
    async list(
      ownerId: number,
      kind: RecipeListKind,
      query: PaginationQuery & RecipeListQuery & Partial<Pick<RecipeMarginQuery, 'threshold'>>,
    ): Promise<{ count: number; results: RecipeListItem[] }> {
      const filters: RecipeFilters = {
        search: query.search ? normalizeSearch(query.search) : undefined,
        category: query.category,
        isSubrecipe: query.is_subrecipe,
        ordering: query.ordering,
        margin:
          kind === 'profitable' || kind === 'low_margin'
            ? { kind, threshold: query.threshold ?? null }
            : undefined,
      };
      const { count, rows } = await repository.list(ownerId, filters, pageWindow(query), kind);
      return { count, results: rows.map(toRecipeListItem) };
    },

    get: present,

    async create(ownerId: number, data: RecipeInputData): Promise<Recipe> {
      const id = await entitlements.withQuota(ownerId, 'recipes', async (tx) => {
        await costing.lockOwner(tx, ownerId);
        await checkRecipeLines(tx, lineSources, ownerId, { id: null, data });
        return insertCopy(tx, ownerId, data);
      });
      return present(ownerId, id);
    },

    /** PUT: the full payload replaces the recipe and its lines. */
    async update(ownerId: number, id: number, data: RecipeInputData): Promise<Recipe> {
      await db.transaction(async (tx) => {
        await costing.lockOwner(tx, ownerId);
        await save(tx, ownerId, await getRow(tx, ownerId, id), data, true);
      });
      return present(ownerId, id);
    },

    /** PATCH: only the sent fields change; `lines`, when sent, are written whole. */
    async patch(ownerId: number, id: number, patch: RecipePatch): Promise<Recipe> {
      await db.transaction(async (tx) => {
        await costing.lockOwner(tx, ownerId);
        const before = await getRow(tx, ownerId, id);
        const stored = await createRecipesRepository(tx).listLines(ownerId, id);
        const merged: RecipeInputData = { ...toRecipeInputData(before, stored), ...patch };
        const issues = subrecipeYieldIssues(merged);
        if (issues.length > 0) {
          throw AppError.validation(
            Object.fromEntries(issues.map((issue) => [issue.field, [issue.message]])),
          );
        }
        await save(tx, ownerId, before, merged, patch.lines !== undefined);
      });
      return present(ownerId, id);
    },

    /**
     * An elaboración other recipes use is refused (400 naming them) unless forced; forced, its
     * lines in those recipes go and they are re-costed, all in one transaction.
     */
    async remove(ownerId: number, id: number, force: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await costing.lockOwner(tx, ownerId);
        await getRow(tx, ownerId, id);
        const txRepository = createRecipesRepository(tx);
        const users = await txRepository.recipesUsingSubRecipe(ownerId, id);
        if (users.length > 0 && !force) {
          throw new AppError('validation', inUseMessage('delete', users), {
            extra: { recipes: users },
          });
        }
        const parents =
          users.length > 0 ? await txRepository.removeLinesUsing(ownerId, { subRecipeId: id }) : [];
        await txRepository.delete(ownerId, id);
        await costing.recompute(tx, ownerId, { recipeIds: parents });
      });
    },

    /** The recipes that use an elaboración (Detalle de Receta says where it goes); 404 if not owned. */
    async usedIn(ownerId: number, id: number): Promise<{ id: number; name: string }[]> {
      await getRow(db, ownerId, id);
      return repository.recipesUsingSubRecipe(ownerId, id);
    },

    /** The escandallo line by line (`?servings=N` scales it). */
    async costAnalysis(
      ownerId: number,
      id: number,
      servings?: number,
    ): Promise<RecipeCostAnalysis> {
      const analysis = await costing.costAnalysis(ownerId, id, servings);
      if (!analysis) throw AppError.notFound();
      return analysis;
    },

    /**
     * A copy with its lines, extra costs and photo, named "{name} (copia)" unless a name is given; counts
     * as a create.
     */
    async duplicate(ownerId: number, id: number, name?: string): Promise<Recipe> {
      await getRow(db, ownerId, id);
      const copyExtraCosts = await deps.extraCosts?.extraCostsCopier(ownerId);
      const copyId = await entitlements.withQuota(ownerId, 'recipes', async (tx) => {
        await costing.lockOwner(tx, ownerId);
        const source = await getRow(tx, ownerId, id);
        const lines = await createRecipesRepository(tx).listLines(ownerId, id);
        const data = toRecipeInputData(source, lines);
        return insertCopy(
          tx,
          ownerId,
          { ...data, name: name ?? duplicateRecipeName(data.name) },
          async (newId) => {
            await copyExtraCosts?.(tx, ownerId, id, newId);
            // The photo too (decision 021), copied inside the database.
            await createRecipePhotosRepository(tx).copy(ownerId, id, newId, now());
          },
        );
      });
      return present(ownerId, copyId);
    },

    /**
     * The ingredients module's ProductLinesOwner: a forced delete of products removes the lines
     * that name them (positions closed up) and has their recipes re-costed, in the caller's tx.
     */
    async productsRemoving(tx: Db, ownerId: number, instanceIds: number[]): Promise<void> {
      await costing.lockOwner(tx, ownerId);
      const parents = await createRecipesRepository(tx).removeLinesUsing(ownerId, { instanceIds });
      await costing.recompute(tx, ownerId, { recipeIds: parents });
    },

    /** Counts recipes for the quota and the monthly usage report. */
    counter: {
      count: (tx: Db, ownerId: number) => createRecipesRepository(tx).count(ownerId),
      changesBetween: (tx: Db, ownerId: number, from: Date, to: Date) =>
        createRecipesRepository(tx).changesBetween(ownerId, from, to),
    } satisfies ResourceCounter,
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
