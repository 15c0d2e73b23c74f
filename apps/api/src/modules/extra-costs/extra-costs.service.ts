import type { PaginationQuery } from '@costeo/domain/contracts/common';
import {
  extraCostAmountIssue,
  type ExtraCostDefinition,
  type ExtraCostDefinitionInput,
  type ExtraCostDefinitionListQuery,
  type ExtraCostDefinitionPatchData,
  type RecipeExtraCost,
  type RecipeExtraCostInput,
  type RecipeExtraCostPatchData,
} from '@costeo/domain/contracts/extra-costs';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { RecipeCostsService } from '../recipes/recipe-costs.service.ts';
import { toHistoryRows, type Actor, type HistoryChange } from './extra-costs.history.ts';
import { toDefinition, toHistoryEntry, toRecipeExtraCost } from './extra-costs.mappers.ts';
import { createRecipePorts } from './extra-costs.recipe-ports.ts';
import {
  createExtraCostsRepository,
  type DefinitionRow,
  type RecipeExtraCostView,
} from './extra-costs.repository.ts';

/** What this module needs of the recipes module (its recipe-costs service). */
export type RecipeCostsPort = Pick<
  RecipeCostsService,
  'recompute' | 'lockOwner' | 'recipeCostBases'
>;

function inUseMessage(recipes: { name: string }[]): string {
  const names = recipes.map((recipe) => recipe.name).join(', ');
  const count = recipes.length === 1 ? '1 receta' : `${recipes.length} recetas`;
  const them = recipes.length === 1 ? 'ella' : 'ellas';
  return `Este coste extra se usa en ${count}: ${names}. Quítalo de ${them} o elimínalo igualmente con force=true (se quitará de esas recetas).`;
}

/**
 * Extra costs (SPEC.md §7, DOMAIN.md §2): definitions, their use on recipes and the history of the
 * amounts. Every write that moves a recipe's cost re-costs that recipe and the recipes above it in
 * the same transaction, through the recipes module's recompute (docs/decisions/010 and 013).
 */
export function createExtraCostsService(deps: {
  db: Db;
  costs: RecipeCostsPort;
  usernameOf: (userId: number) => Promise<string>;
  now: () => Date;
}) {
  const { db, costs, usernameOf, now } = deps;
  const repository = createExtraCostsRepository(db);

  /** 404 unless the recipe is the caller's. */
  async function requireRecipe(tx: Db, ownerId: number, recipeId: number) {
    const basis = (await costs.recipeCostBases(tx, ownerId, [recipeId])).get(recipeId);
    if (!basis) throw AppError.notFound();
    return basis;
  }

  async function presentDefinition(ownerId: number, id: number): Promise<ExtraCostDefinition> {
    const row = await repository.findDefinition(ownerId, id);
    if (!row) throw AppError.notFound();
    return toDefinition(row);
  }

  async function presentRecipeExtraCosts(
    ownerId: number,
    rows: RecipeExtraCostView[],
  ): Promise<RecipeExtraCost[]> {
    const recipeIds = [...new Set(rows.map((row) => row.recipeId))];
    const bases = await costs.recipeCostBases(db, ownerId, recipeIds);
    return rows.map((row) => toRecipeExtraCost(row, bases.get(row.recipeId)));
  }

  async function presentRecipeExtraCost(ownerId: number, id: number): Promise<RecipeExtraCost> {
    const row = await repository.findRecipeExtraCost(ownerId, id);
    if (!row) throw AppError.notFound();
    const [result] = await presentRecipeExtraCosts(ownerId, [row]);
    if (!result) throw AppError.notFound();
    return result;
  }

  /** Who writes: read before a transaction opens (PGlite has one connection). */
  async function actorOf(userId: number): Promise<Actor> {
    return { userId, username: await usernameOf(userId) };
  }

  const historyRows = (ownerId: number, actor: Actor, changes: HistoryChange[]) =>
    toHistoryRows(now(), ownerId, actor, changes);

  /** The definition's amount written on every recipe using it (decision 013), with history. */
  async function applyToRecipes(tx: Db, ownerId: number, actor: Actor, after: DefinitionRow) {
    const txRepository = createExtraCostsRepository(tx);
    const uses = await txRepository.usesOfDefinition(ownerId, after.id);
    const changed = uses.filter((use) => use.amount !== after.amount);
    await txRepository.updateRecipeExtraCosts(
      ownerId,
      changed.map((use) => use.id),
      { amount: after.amount, updatedAt: now() },
    );
    await txRepository.insertHistory(
      historyRows(
        ownerId,
        actor,
        changed.map((use) => ({
          recipeId: use.recipeId,
          definitionId: after.id,
          definitionName: after.name,
          action: 'update' as const,
          oldAmount: use.amount,
          newAmount: after.amount,
        })),
      ),
    );
    return changed.map((use) => use.recipeId);
  }

  async function saveDefinition(
    ownerId: number,
    userId: number,
    id: number,
    patch: ExtraCostDefinitionPatchData,
  ): Promise<ExtraCostDefinition> {
    const actor = await actorOf(userId);
    await db.transaction(async (tx) => {
      await costs.lockOwner(tx, ownerId);
      const txRepository = createExtraCostsRepository(tx);
      const before = await txRepository.lockDefinition(ownerId, id);
      if (!before) throw AppError.notFound();
      const { apply_to_recipes: apply, ...fields } = patch;
      const after: DefinitionRow = {
        ...before,
        ...(fields.name === undefined
          ? {}
          : { name: fields.name, searchName: normalizeSearch(fields.name) }),
        ...(fields.description === undefined ? {} : { description: fields.description }),
        ...(fields.cost_type === undefined ? {} : { costType: fields.cost_type }),
        ...(fields.amount === undefined ? {} : { amount: fields.amount }),
        ...(fields.is_active === undefined ? {} : { isActive: fields.is_active }),
        updatedAt: now(),
      };
      const issue = extraCostAmountIssue(after.costType, after.amount);
      if (issue) throw AppError.field('amount', issue);
      const uses = await txRepository.usesOfDefinition(ownerId, id);
      if (after.costType !== before.costType && !apply) {
        const over = uses.find((use) => extraCostAmountIssue(after.costType, use.amount));
        if (over) {
          throw AppError.field(
            'cost_type',
            'Hay recetas con un importe mayor que 100 para este coste; no puede ser un porcentaje.',
          );
        }
      }
      const { id: _id, ownerId: _owner, createdAt: _created, ...values } = after;
      await txRepository.updateDefinition(ownerId, id, values);
      const recosted = new Set<number>();
      // The type is the definition's: every recipe using it is re-costed when it changes.
      if (after.costType !== before.costType) for (const use of uses) recosted.add(use.recipeId);
      if (apply)
        for (const recipeId of await applyToRecipes(tx, ownerId, actor, after)) {
          recosted.add(recipeId);
        }
      if (recosted.size > 0) await costs.recompute(tx, ownerId, { recipeIds: [...recosted] });
    });
    return presentDefinition(ownerId, id);
  }

  async function saveRecipeExtraCost(
    ownerId: number,
    userId: number,
    id: number,
    patch: Omit<RecipeExtraCostPatchData, 'amount'> & { amount?: string | null | undefined },
  ): Promise<RecipeExtraCost> {
    const actor = await actorOf(userId);
    await db.transaction(async (tx) => {
      await costs.lockOwner(tx, ownerId);
      const txRepository = createExtraCostsRepository(tx);
      const before = await txRepository.findRecipeExtraCost(ownerId, id);
      if (!before) throw AppError.notFound();
      if (patch.recipe !== undefined && patch.recipe !== before.recipeId) {
        throw AppError.field(
          'recipe',
          'No se puede cambiar la receta de un coste extra; quítalo y añádelo a la otra receta.',
        );
      }
      if (patch.definition !== undefined && patch.definition !== before.definitionId) {
        throw AppError.field(
          'definition',
          'No se puede cambiar el coste extra; quítalo y añade el otro.',
        );
      }
      // PUT with `amount: null` (or omitted) goes back to the definition's amount.
      const amount =
        patch.amount === null ? before.definitionAmount : (patch.amount ?? before.amount);
      const issue = extraCostAmountIssue(before.costType, amount);
      if (issue) throw AppError.field('amount', issue);
      await txRepository.updateRecipeExtraCosts(ownerId, [id], {
        amount,
        ...(patch.notes === undefined ? {} : { notes: patch.notes }),
        updatedAt: now(),
      });
      if (amount === before.amount) return;
      await txRepository.insertHistory(
        historyRows(ownerId, actor, [
          {
            recipeId: before.recipeId,
            definitionId: before.definitionId,
            definitionName: before.definitionName,
            action: 'update',
            oldAmount: before.amount,
            newAmount: amount,
          },
        ]),
      );
      await costs.recompute(tx, ownerId, { recipeIds: [before.recipeId] });
    });
    return presentRecipeExtraCost(ownerId, id);
  }

  return {
    // ---------- definitions ----------
    async listDefinitions(ownerId: number, query: ExtraCostDefinitionListQuery & PaginationQuery) {
      if (query.available_for_recipe !== undefined) {
        await requireRecipe(db, ownerId, query.available_for_recipe);
      }
      const page = await repository.listDefinitions(
        ownerId,
        {
          search: query.search ? normalizeSearch(query.search) : undefined,
          isActive: query.is_active,
          availableForRecipe: query.available_for_recipe,
          ordering: query.ordering,
        },
        pageWindow(query),
      );
      return { count: page.count, results: page.rows.map(toDefinition) };
    },

    getDefinition: presentDefinition,

    async createDefinition(
      ownerId: number,
      input: ExtraCostDefinitionInput,
    ): Promise<ExtraCostDefinition> {
      const at = now();
      const id = await repository.insertDefinition({
        ownerId,
        name: input.name,
        searchName: normalizeSearch(input.name),
        description: input.description,
        costType: input.cost_type,
        amount: input.amount,
        isActive: input.is_active,
        createdAt: at,
        updatedAt: at,
      });
      return presentDefinition(ownerId, id);
    },

    /** PUT and PATCH; recipes keep their amounts unless `apply_to_recipes` (decision 013). */
    updateDefinition: (
      ownerId: number,
      userId: number,
      id: number,
      patch: ExtraCostDefinitionPatchData,
    ) => saveDefinition(ownerId, userId, id, patch),

    /** 400 naming the recipes that use it, unless forced (then removed from them, with history). */
    async removeDefinition(ownerId: number, userId: number, id: number, force: boolean) {
      const actor = await actorOf(userId);
      await db.transaction(async (tx) => {
        await costs.lockOwner(tx, ownerId);
        const txRepository = createExtraCostsRepository(tx);
        const definition = await txRepository.lockDefinition(ownerId, id);
        if (!definition) throw AppError.notFound();
        const uses = await txRepository.usesOfDefinition(ownerId, id);
        const recipeIds = uses.map((use) => use.recipeId);
        if (uses.length > 0 && !force) {
          const bases = await costs.recipeCostBases(tx, ownerId, recipeIds);
          const recipes = recipeIds.map((recipeId) => ({
            id: recipeId,
            name: bases.get(recipeId)?.name ?? '',
          }));
          throw new AppError('validation', inUseMessage(recipes), { extra: { recipes } });
        }
        await txRepository.insertHistory(
          historyRows(
            ownerId,
            actor,
            uses.map((use) => ({
              recipeId: use.recipeId,
              definitionId: id,
              definitionName: definition.name,
              action: 'delete' as const,
              oldAmount: use.amount,
              newAmount: null,
            })),
          ),
        );
        await txRepository.deleteRecipeExtraCosts(
          ownerId,
          uses.map((use) => use.id),
        );
        await txRepository.deleteDefinition(ownerId, id);
        if (recipeIds.length > 0) await costs.recompute(tx, ownerId, { recipeIds });
      });
    },

    // ---------- recipe extra costs ----------
    async listRecipeExtraCosts(ownerId: number, query: { recipe?: number } & PaginationQuery) {
      if (query.recipe !== undefined) await requireRecipe(db, ownerId, query.recipe);
      const page = await repository.listRecipeExtraCosts(ownerId, query.recipe, pageWindow(query));
      return { count: page.count, results: await presentRecipeExtraCosts(ownerId, page.rows) };
    },

    getRecipeExtraCost: presentRecipeExtraCost,

    /** Attaches a definition to a recipe (both the caller's → else 404), at most once (→ 400). */
    async createRecipeExtraCost(
      ownerId: number,
      userId: number,
      input: RecipeExtraCostInput,
    ): Promise<RecipeExtraCost> {
      const actor = await actorOf(userId);
      const id = await db.transaction(async (tx) => {
        // The owner lock serialises attaches, so the uniqueness check below cannot race.
        await costs.lockOwner(tx, ownerId);
        const txRepository = createExtraCostsRepository(tx);
        await requireRecipe(tx, ownerId, input.recipe);
        const definition = await txRepository.findDefinition(ownerId, input.definition);
        if (!definition) throw AppError.notFound();
        if (await txRepository.findAttachment(ownerId, input.recipe, input.definition)) {
          throw AppError.field('definition', 'Este coste extra ya está en la receta.');
        }
        if (!definition.isActive) {
          throw AppError.field('definition', 'Este coste extra está desactivado.');
        }
        const amount = input.amount ?? definition.amount;
        const issue = extraCostAmountIssue(definition.costType, amount);
        if (issue) throw AppError.field('amount', issue);
        const at = now();
        const newId = await txRepository.insertRecipeExtraCost({
          ownerId,
          recipeId: input.recipe,
          definitionId: input.definition,
          amount,
          notes: input.notes,
          createdAt: at,
          updatedAt: at,
        });
        await txRepository.insertHistory(
          historyRows(ownerId, actor, [
            {
              recipeId: input.recipe,
              definitionId: definition.id,
              definitionName: definition.name,
              action: 'create',
              oldAmount: null,
              newAmount: amount,
            },
          ]),
        );
        await costs.recompute(tx, ownerId, { recipeIds: [input.recipe] });
        return newId;
      });
      return presentRecipeExtraCost(ownerId, id);
    },

    updateRecipeExtraCost: saveRecipeExtraCost,

    async removeRecipeExtraCost(ownerId: number, userId: number, id: number): Promise<void> {
      const actor = await actorOf(userId);
      await db.transaction(async (tx) => {
        await costs.lockOwner(tx, ownerId);
        const txRepository = createExtraCostsRepository(tx);
        const row = await txRepository.findRecipeExtraCost(ownerId, id);
        if (!row) throw AppError.notFound();
        await txRepository.insertHistory(
          historyRows(ownerId, actor, [
            {
              recipeId: row.recipeId,
              definitionId: row.definitionId,
              definitionName: row.definitionName,
              action: 'delete',
              oldAmount: row.amount,
              newAmount: null,
            },
          ]),
        );
        await txRepository.deleteRecipeExtraCosts(ownerId, [id]);
        await costs.recompute(tx, ownerId, { recipeIds: [row.recipeId] });
      });
    },

    // ---------- history ----------
    async listHistory(ownerId: number, query: { recipe?: number } & PaginationQuery) {
      if (query.recipe !== undefined) await requireRecipe(db, ownerId, query.recipe);
      const page = await repository.listHistory(ownerId, query.recipe, pageWindow(query));
      return { count: page.count, results: page.rows.map(toHistoryEntry) };
    },

    // ---------- what the recipes module reads and asks (extra-costs.recipe-ports.ts) ----------
    ...createRecipePorts({ actorOf, now }),
  };
}

export type ExtraCostsService = ReturnType<typeof createExtraCostsService>;
