import type { PaginationQuery } from '@costeo/domain/contracts/common';
import {
  extraCostAmountIssue,
  type ExtraCostDefinition,
  type ExtraCostDefinitionInput,
  type ExtraCostDefinitionListQuery,
  type ExtraCostDefinitionPatchData,
} from '@costeo/domain/contracts/extra-costs';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { ExtraCostsContext } from './extra-costs.context.ts';
import type { Actor } from './extra-costs.history.ts';
import { toDefinition } from './extra-costs.mappers.ts';
import { createExtraCostsRepository, type DefinitionRow } from './extra-costs.repository.ts';

function inUseMessage(recipes: { name: string }[]): string {
  const names = recipes.map((recipe) => recipe.name).join(', ');
  const count = recipes.length === 1 ? '1 receta' : `${recipes.length} recetas`;
  const them = recipes.length === 1 ? 'ella' : 'ellas';
  return `Este coste extra se usa en ${count}: ${names}. Quítalo de ${them} o elimínalo igualmente con force=true (se quitará de esas recetas).`;
}

/**
 * The definitions of extra costs: list, create, change (a new type or an applied amount re-costs
 * the recipes using it, decision 013) and delete (forced: removed from its recipes, with history).
 */
export function createDefinitionJobs(context: ExtraCostsContext) {
  const { db, costs, now, actorOf, historyRows, requireRecipe } = context;
  const repository = createExtraCostsRepository(db);

  async function presentDefinition(ownerId: number, id: number): Promise<ExtraCostDefinition> {
    const row = await repository.findDefinition(ownerId, id);
    if (!row) throw AppError.notFound();
    return toDefinition(row);
  }

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
  };
}
