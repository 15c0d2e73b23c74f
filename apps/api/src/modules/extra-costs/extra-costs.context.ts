import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CostingService } from '../costing/costing.service.ts';
import { toHistoryRows, type Actor, type HistoryChange } from './extra-costs.history.ts';

/** What this module asks of the costing module: the owner lock, re-costs, the recipes' bases. */
export type CostingPort = Pick<CostingService, 'recompute' | 'lockOwner' | 'recipeCostBases'>;

/** What the extra-costs jobs share (built once by extra-costs.service.ts). */
export interface ExtraCostsContext {
  db: Db;
  costs: CostingPort;
  now: () => Date;
  /** Who writes: read before a transaction opens (PGlite has one connection). */
  actorOf: (userId: number) => Promise<Actor>;
  historyRows: (
    ownerId: number,
    actor: Actor,
    changes: HistoryChange[],
  ) => ReturnType<typeof toHistoryRows>;
  /** 404 unless the recipe is the caller's. */
  requireRecipe: (tx: Db, ownerId: number, recipeId: number) => Promise<unknown>;
}

export function createExtraCostsContext(deps: {
  db: Db;
  costs: CostingPort;
  usernameOf: (userId: number) => Promise<string>;
  now: () => Date;
}): ExtraCostsContext {
  const { db, costs, usernameOf, now } = deps;
  return {
    db,
    costs,
    now,
    actorOf: async (userId) => ({ userId, username: await usernameOf(userId) }),
    historyRows: (ownerId, actor, changes) => toHistoryRows(now(), ownerId, actor, changes),
    async requireRecipe(tx, ownerId, recipeId) {
      const basis = (await costs.recipeCostBases(tx, ownerId, [recipeId])).get(recipeId);
      if (!basis) throw AppError.notFound();
      return basis;
    },
  };
}
