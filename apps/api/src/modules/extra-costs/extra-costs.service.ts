import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { Db } from '../../db/client.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { createAttachmentJobs } from './extra-costs.attachments.ts';
import { createExtraCostsContext, type CostingPort } from './extra-costs.context.ts';
import { createDefinitionJobs } from './extra-costs.definitions.ts';
import { toHistoryEntry } from './extra-costs.mappers.ts';
import { createExtraCostsRepository } from './extra-costs.repository.ts';

export type { CostingPort } from './extra-costs.context.ts';

/**
 * Extra costs (SPEC.md §7, DOMAIN.md §2): definitions (extra-costs.definitions.ts), their use on
 * recipes (extra-costs.attachments.ts) and the history of the amounts. Every write that moves a
 * recipe's cost takes the owner lock and tells the costing module which recipes changed, in the
 * same transaction (docs/decisions/010, 013 and 023); costing reads the extra costs itself and
 * never calls back here.
 */
export function createExtraCostsService(deps: {
  db: Db;
  costs: CostingPort;
  usernameOf: (userId: number) => Promise<string>;
  now: () => Date;
}) {
  const context = createExtraCostsContext(deps);
  const repository = createExtraCostsRepository(deps.db);

  return {
    ...createDefinitionJobs(context),
    ...createAttachmentJobs(context),

    async listHistory(ownerId: number, query: { recipe?: number } & PaginationQuery) {
      if (query.recipe !== undefined) await context.requireRecipe(deps.db, ownerId, query.recipe);
      const page = await repository.listHistory(ownerId, query.recipe, pageWindow(query));
      return { count: page.count, results: page.rows.map(toHistoryEntry) };
    },
  };
}

export type ExtraCostsService = ReturnType<typeof createExtraCostsService>;
