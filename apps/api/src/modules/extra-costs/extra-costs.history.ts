import type { NewHistoryRow } from './extra-costs.repository.ts';

/** Who made a change, as the history shows it. */
export interface Actor {
  userId: number;
  username: string;
}

/** One change of a recipe's extra-cost amount. */
export interface HistoryChange {
  recipeId: number;
  definitionId: number;
  definitionName: string;
  action: NewHistoryRow['action'];
  oldAmount: string | null;
  newAmount: string | null;
}

/** A history row for every change of amount (create, update, delete), all at `at`. */
export function toHistoryRows(
  at: Date,
  ownerId: number,
  actor: Actor,
  changes: readonly HistoryChange[],
): NewHistoryRow[] {
  return changes.map((change) => ({ ...change, ownerId, ...actor, createdAt: at }));
}
