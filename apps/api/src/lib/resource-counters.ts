import type { QuotaResource } from '@costeo/domain/plans';
import type { Db } from '../db/client.ts';

/**
 * How a resource module counts what an owner has. The ingredient and recipe modules register
 * theirs; a resource nobody registered counts 0 (the module does not exist yet).
 */
export interface ResourceCounter {
  count(db: Db, ownerId: number): Promise<number>;
  /** Rows created, and rows changed (but not created), in [from, to). */
  changesBetween(
    db: Db,
    ownerId: number,
    from: Date,
    to: Date,
  ): Promise<{ created: number; updated: number }>;
}

export type ResourceCounters = Map<QuotaResource, ResourceCounter>;

export function createResourceCounters(): ResourceCounters {
  return new Map();
}

export async function countResource(
  counters: ResourceCounters,
  db: Db,
  ownerId: number,
  resource: QuotaResource,
): Promise<number> {
  return (await counters.get(resource)?.count(db, ownerId)) ?? 0;
}
