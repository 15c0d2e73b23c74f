import type { Db } from '../../db/client.ts';
import type { SalesService } from '../sales/sales.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createStockCountsService } from './stock-counts.service.ts';
import { createStockPositions } from './stock.positions.ts';
import type { StockCosting } from './stock.valuation.ts';
import { createStorageAreasService } from './storage-areas.service.ts';

export type { CountedQuantities } from './stock-counts.service.ts';
export type { StockPosition } from './stock.positions.ts';
export type { StockUnitCosts } from './stock.valuation.ts';

/**
 * Stock (issue 34, DOMAIN.md §10, decision 041): storage areas with their shelves, and counts
 * taken at the end of a day. Counts read the ledger's purchases and the sales' theoretical use
 * (through the sales service) for the expected quantity, and value what was counted at the
 * day's prices (elaboraciones through costing's loader and the engine).
 */
export function createStockService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  sales: Pick<SalesService, 'theoreticalUse'>;
  costing: StockCosting;
  now: () => Date;
}) {
  return {
    areas: createStorageAreasService(deps),
    counts: createStockCountsService(deps),
    /** Par levels and expected stock of products, for the suggested orders (issue 37). */
    positions: createStockPositions(deps),
  };
}

export type StockService = ReturnType<typeof createStockService>;
