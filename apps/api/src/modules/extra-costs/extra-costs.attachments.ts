import type { PaginationQuery } from '@costeo/domain/contracts/common';
import {
  extraCostAmountIssue,
  type RecipeExtraCost,
  type RecipeExtraCostInput,
  type RecipeExtraCostPatchData,
} from '@costeo/domain/contracts/extra-costs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { ExtraCostsContext } from './extra-costs.context.ts';
import { toRecipeExtraCost } from './extra-costs.mappers.ts';
import { createExtraCostsRepository, type RecipeExtraCostView } from './extra-costs.repository.ts';

/**
 * Extra costs attached to recipes: list, attach, change the amount, remove — each re-costs the
 * recipe (and those above it) through costing in the same transaction — and the copy a recipe
 * duplicate makes of them.
 */
export function createAttachmentJobs(context: ExtraCostsContext) {
  const { db, costs, now, actorOf, historyRows, requireRecipe } = context;
  const repository = createExtraCostsRepository(db);

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

    /**
     * For the recipes module's duplicate: resolves who writes (before the transaction opens), then
     * attaches a recipe's extra costs, same definitions and amounts, to its copy inside the caller's
     * transaction, with a history row each. The caller re-costs the copy afterwards.
     */
    async extraCostsCopier(userId: number) {
      const actor = await actorOf(userId);
      return async (tx: Db, ownerId: number, fromRecipeId: number, toRecipeId: number) => {
        const txRepository = createExtraCostsRepository(tx);
        const source = await txRepository.extraCostsOfRecipes(ownerId, [fromRecipeId]);
        if (source.length === 0) return;
        const at = now();
        for (const row of source) {
          await txRepository.insertRecipeExtraCost({
            ownerId,
            recipeId: toRecipeId,
            definitionId: row.definitionId,
            amount: row.amount,
            notes: row.notes,
            createdAt: at,
            updatedAt: at,
          });
        }
        await txRepository.insertHistory(
          historyRows(
            ownerId,
            actor,
            source.map((row) => ({
              recipeId: toRecipeId,
              definitionId: row.definitionId,
              definitionName: row.definitionName,
              action: 'create' as const,
              oldAmount: null,
              newAmount: row.amount,
            })),
          ),
        );
      };
    },
  };
}
