import type { ExtraCostInput } from '@costeo/domain/recipe-graph';
import type { Db } from '../../db/client.ts';
import { toHistoryRows, type Actor } from './extra-costs.history.ts';
import { createExtraCostsRepository } from './extra-costs.repository.ts';

/**
 * What the recipes module reads and asks of extra costs, through the extra-costs service (wired in
 * services.ts): the engine's inputs, and the copy a duplicate makes.
 */
export function createRecipePorts(deps: {
  actorOf: (userId: number) => Promise<Actor>;
  now: () => Date;
}) {
  const { actorOf, now } = deps;
  return {
    /** The recipes module's ExtraCostsSource: the extra costs the engine reads (one query). */
    async extraCostInputs(
      tx: Db,
      ownerId: number,
      recipeIds: readonly number[],
    ): Promise<Map<number, ExtraCostInput[]>> {
      const rows = await createExtraCostsRepository(tx).engineInputsOfRecipes(ownerId, recipeIds);
      const result = new Map<number, ExtraCostInput[]>();
      for (const row of rows) {
        const list = result.get(row.recipeId) ?? [];
        list.push({ id: row.id, name: row.name, costType: row.costType, amount: row.amount });
        result.set(row.recipeId, list);
      }
      return result;
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
          toHistoryRows(
            at,
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
