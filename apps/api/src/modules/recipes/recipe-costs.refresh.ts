import type { Db } from '../../db/client.ts';
import { createRecipeCostsRepository } from './recipe-costs.repository.ts';

/**
 * Re-costs, owner by owner, the recipes whose stored figures an older version of the costing rules
 * computed (COSTING_RULES_VERSION; decision 022): a rule change must never leave a cost sheet
 * showing figures the engine no longer gives. Each owner in its own transaction; a no-op once
 * every recipe is current, so it is cheap on every start and safe on several instances at once.
 * Returns the number of owners re-costed.
 */
export async function recostStaleFigures(
  db: Db,
  recomputeAll: (tx: Db, ownerId: number) => Promise<void>,
): Promise<number> {
  const owners = await createRecipeCostsRepository(db).ownersWithStaleFigures();
  for (const ownerId of owners) {
    await db.transaction(async (tx) => {
      await recomputeAll(tx, ownerId);
    });
  }
  return owners.length;
}
