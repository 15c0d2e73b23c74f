import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  CalculateCostResponse,
  IngredientInstance,
  IngredientInstanceInput,
  IngredientInstancePatch,
  IngredientUsageStats,
  PriceEquivalencesResponse,
  PriceHistoryEntry,
  RecipeIngredientOption,
  SupplierGroup,
  UsableUnit,
} from '@costeo/domain/contracts/ingredients';
import { historyRow, prepareRow, priceChanged } from './ingredient-instances.rows.ts';
import { normalizeSearch } from '@costeo/domain/text';
import { UNITS, UNIT_CODES, type UnitCode } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { ResourceCounter } from '../../lib/resource-counters.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { DefinitionsService } from './ingredient-definitions.service.ts';
import {
  createInstancesRepository,
  type InstanceFilters,
  type InstanceView,
} from './ingredient-instances.repository.ts';
import { toInput, toInstance } from './ingredient-instances.mappers.ts';
import {
  availableUnitsOf,
  calculateCostOf,
  priceEquivalencesOf,
  priceHistoryOf,
  recipeOptionOf,
} from './ingredient-instances.reads.ts';
import { groupBySupplier, summariseUsage } from './ingredient-instances.summaries.ts';
import { linkSupplier, type SupplierLinks } from './ingredient-instances.suppliers.ts';
import {
  noCostListener,
  noRecipeLines,
  type IngredientUsageLookup,
  type ProductCostListener,
  type ProductLinesOwner,
} from './ingredient-usage.ts';

/**
 * The products a business buys (DOMAIN.md §1): owner-scoped, counted by the plan's quota, with
 * derived unit costs stored on every save and a price history row for every price change.
 */
export function createInstancesService(deps: {
  db: Db;
  definitions: DefinitionsService;
  entitlements: EntitlementsService;
  usage: IngredientUsageLookup;
  /** Re-costs the recipes that use a product, in the transaction that changes it. */
  costs?: ProductCostListener;
  /** Removes a product's recipe lines on a forced delete (the recipes module). */
  recipeLines?: ProductLinesOwner;
  /** The supplier a product belongs to (issue 32), in the save's transaction. */
  suppliers: SupplierLinks;
  now: () => Date;
}) {
  const { db, definitions, entitlements, usage, suppliers, now } = deps;
  const costListener = deps.costs ?? noCostListener;
  const recipeLines = deps.recipeLines ?? noRecipeLines;
  const repository = createInstancesRepository(db);

  async function getView(ownerId: number, id: number): Promise<InstanceView> {
    const view = await repository.find(ownerId, id);
    if (!view) throw AppError.notFound();
    return view;
  }

  async function present(ownerId: number, views: InstanceView[]): Promise<IngredientInstance[]> {
    const used = await usage.recipesUsing(
      db,
      ownerId,
      views.map((view) => view.id),
    );
    return views.map((view) => toInstance(view, used.get(view.id)?.length ?? 0));
  }

  async function presentOne(ownerId: number, id: number): Promise<IngredientInstance> {
    const [instance] = await present(ownerId, [await getView(ownerId, id)]);
    if (!instance) throw AppError.notFound();
    return instance;
  }

  /**
   * Writes the product, and a price history row when its price in force changed (decision 008).
   * `keepSupplier`: a PATCH that names no supplier leaves the product's as it is.
   */
  async function save(
    ownerId: number,
    id: number,
    before: InstanceView,
    input: IngredientInstanceInput,
    keepSupplier = false,
  ): Promise<IngredientInstance> {
    const definition = await definitionFor(ownerId, input.definition);
    const at = now();
    // A format the definition cannot take is refused before the transaction starts.
    prepareRow(input, definition, at);
    await db.transaction(async (tx) => {
      const txRepository = createInstancesRepository(tx);
      const linked = keepSupplier
        ? { supplierId: before.supplierId, supplier: before.supplier }
        : await linkSupplier(suppliers, tx, ownerId, input, at);
      const row = {
        ...prepareRow({ ...input, supplier: linked.supplier }, definition, at),
        supplierId: linked.supplierId,
      };
      await txRepository.update(ownerId, id, row);
      if (priceChanged(before, row)) {
        await txRepository.insertPriceHistory(historyRow(ownerId, id, row));
      }
      await costListener.productsChanged(tx, ownerId, [id]);
    });
    return presentOne(ownerId, id);
  }

  async function definitionFor(ownerId: number, id: number): Promise<DefinitionRow> {
    try {
      return await definitions.getVisible(ownerId, id);
    } catch {
      throw AppError.field('definition', 'El ingrediente del catálogo no existe.');
    }
  }

  return {
    async list(
      ownerId: number,
      query: PaginationQuery &
        Omit<InstanceFilters, 'isActive' | 'supplierId'> & {
          is_active?: boolean;
          supplier_id?: number;
        },
    ): Promise<{ count: number; results: IngredientInstance[] }> {
      const { count, rows } = await repository.list(
        ownerId,
        {
          search: query.search ? normalizeSearch(query.search) : undefined,
          category: query.category,
          supplier: query.supplier,
          supplierId: query.supplier_id,
          brand: query.brand,
          definition: query.definition,
          isActive: query.is_active,
          ordering: query.ordering,
        },
        pageWindow(query),
      );
      return { count, results: await present(ownerId, rows) };
    },

    get: presentOne,

    async create(ownerId: number, input: IngredientInstanceInput): Promise<IngredientInstance> {
      const definition = await definitionFor(ownerId, input.definition);
      const at = now();
      // A format the definition cannot take is refused before the quota's transaction starts.
      prepareRow(input, definition, at);
      const id = await entitlements.withQuota(ownerId, 'ingredient_instances', async (tx) => {
        const txRepository = createInstancesRepository(tx);
        const linked = await linkSupplier(suppliers, tx, ownerId, input, at);
        const row = {
          ...prepareRow({ ...input, supplier: linked.supplier }, definition, at),
          supplierId: linked.supplierId,
        };
        const created = await txRepository.insert({ ...row, ownerId, createdAt: at });
        await txRepository.insertPriceHistory(historyRow(ownerId, created, row));
        return created;
      });
      return presentOne(ownerId, id);
    },

    /** PUT: the full payload replaces the product (omitted optional fields take defaults). */
    async update(
      ownerId: number,
      id: number,
      input: IngredientInstanceInput,
    ): Promise<IngredientInstance> {
      return save(ownerId, id, await getView(ownerId, id), input);
    },

    /** PATCH: only the sent fields change, merged into the stored product. */
    async patch(
      ownerId: number,
      id: number,
      patch: IngredientInstancePatch,
    ): Promise<IngredientInstance> {
      const before = await getView(ownerId, id);
      const namesSupplier = patch.supplier !== undefined || patch.supplier_id !== undefined;
      return save(ownerId, id, before, { ...toInput(before), ...patch }, !namesSupplier);
    },

    /** Refuses (400, naming the recipes) to delete a product recipes use, unless forced. */
    async remove(ownerId: number, id: number, force: boolean): Promise<void> {
      await getView(ownerId, id);
      const recipes = (await usage.recipesUsing(db, ownerId, [id])).get(id) ?? [];
      if (recipes.length > 0 && !force) {
        const names = recipes.map((recipe) => recipe.name).join(', ');
        throw new AppError(
          'validation',
          `Este ingrediente se usa en ${recipes.length === 1 ? '1 receta' : `${recipes.length} recetas`}: ${names}. Quítalo de ${recipes.length === 1 ? 'ella' : 'ellas'} o elimínalo igualmente con force=true.`,
          { extra: { recipes } },
        );
      }
      await db.transaction(async (tx) => {
        if (recipes.length > 0) await recipeLines.productsRemoving(tx, ownerId, [id]);
        await createInstancesRepository(tx).delete(ownerId, id);
      });
    },

    async calculateCost(
      ownerId: number,
      id: number,
      request: { quantity: string; unit: UnitCode },
    ): Promise<CalculateCostResponse> {
      return calculateCostOf(await getView(ownerId, id), request);
    },

    /** Plan feature `price_history`; rows are written on every plan so history is there on upgrade. */
    async priceHistory(ownerId: number, id: number): Promise<PriceHistoryEntry[]> {
      const view = await getView(ownerId, id);
      await entitlements.assertFeature(ownerId, 'price_history');
      return priceHistoryOf(view, await repository.listPriceHistory(ownerId, id));
    },

    availableUnits: async (ownerId: number, id: number): Promise<UsableUnit[]> =>
      availableUnitsOf(await getView(ownerId, id)),

    priceEquivalences: async (ownerId: number, id: number): Promise<PriceEquivalencesResponse> =>
      priceEquivalencesOf(await getView(ownerId, id)),

    suppliers: (ownerId: number) => repository.distinct(ownerId, 'supplier'),
    brands: (ownerId: number) => repository.distinct(ownerId, 'brand'),

    units(): UsableUnit[] {
      return UNIT_CODES.map((code) => ({
        code,
        name: UNITS[code].name,
        kind: UNITS[code].kind,
        factor: UNITS[code].factor,
      }));
    },

    async bySupplier(ownerId: number): Promise<SupplierGroup[]> {
      return groupBySupplier(await repository.listAllCompact(ownerId));
    },

    async usageStats(ownerId: number): Promise<IngredientUsageStats> {
      const rows = await repository.listAllCompact(ownerId);
      const used = await usage.recipesUsing(
        db,
        ownerId,
        rows.map((row) => row.id),
      );
      return summariseUsage(
        rows,
        [...used.values()].filter((recipes) => recipes.length > 0).length,
      );
    },

    async searchForRecipe(ownerId: number, q: string): Promise<RecipeIngredientOption[]> {
      const rows = await repository.searchForRecipe(ownerId, normalizeSearch(q), 20);
      return rows.map(recipeOptionOf);
    },

    /** Counts products for the quota and the monthly usage report. */
    counter: {
      count: (tx: Db, ownerId: number) => createInstancesRepository(tx).count(ownerId),
      changesBetween: (tx: Db, ownerId: number, from: Date, to: Date) =>
        createInstancesRepository(tx).changesBetween(ownerId, from, to),
    } satisfies ResourceCounter,
  };
}

export type InstancesService = ReturnType<typeof createInstancesService>;
