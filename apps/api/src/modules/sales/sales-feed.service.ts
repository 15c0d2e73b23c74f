import type {
  SalesPeriodQuery,
  SalesSummary,
  TheoreticalUse,
} from '@costeo/domain/contracts/sales';
import { dec } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { RECENT_WEEKS, recentPeriod } from './sales-recent.ts';
import { createSalesReadModel } from './sales.read-model.ts';
import { createSalesRepository } from './sales.repository.ts';
import type { SalesService } from './sales.service.ts';

/** The weekly units of the dishes sold in the last four weeks. */
export interface WeeklyRecipeUnits {
  date_from: string;
  date_to: string;
  /** Per recipe: units sold in the four weeks (refunds netted) / 4, exact. */
  units: Map<number, Decimal>;
}

/**
 * What the till's sales feed to the other screens (issue 33 point 5): the Dashboard's recent
 * sales, the what-if's weekly volumes and the weekly digest's theoretical use. Reads only; the
 * figures are the sales service's own (its summary and theoretical use).
 */
export function createSalesFeedService(deps: {
  db: Db;
  sales: Pick<SalesService, 'summary' | 'theoreticalUse'>;
  now: () => Date;
}) {
  const { db, sales, now } = deps;
  const read = createSalesReadModel(db);
  const repository = createSalesRepository(db);

  return {
    /**
     * The Dashboard's sales: the summary of the last four weeks (today, Madrid, included), or of
     * the newest import's days when nothing was sold in them; null without any import.
     */
    async recentSummary(
      ownerId: number,
    ): Promise<{ recent: boolean; summary: SalesSummary } | null> {
      const recent = recentPeriod(now());
      if ((await read.days(ownerId, recent.date_from, recent.date_to)).length > 0) {
        return { recent: true, summary: await sales.summary(ownerId, recent) };
      }
      const last = await repository.lastImport(ownerId);
      if (!last) return null;
      const period = { date_from: last.dateFrom, date_to: last.dateTo };
      return { recent: false, summary: await sales.summary(ownerId, period) };
    },

    /**
     * Units sold a week per dish (till items linked to the recipe): the last four weeks' sales
     * divided by 4. Null without sales of dishes in them.
     */
    async weeklyRecipeUnits(ownerId: number): Promise<WeeklyRecipeUnits | null> {
      const period = recentPeriod(now());
      const rows = await read.recipeUnits(ownerId, period.date_from, period.date_to);
      if (rows.length === 0) return null;
      return {
        ...period,
        units: new Map(rows.map((row) => [row.recipeId, dec(row.units).dividedBy(RECENT_WEEKS)])),
      };
    },

    /** A period's theoretical use (per product, base units); null without linked sales in it. */
    async useOf(ownerId: number, period: SalesPeriodQuery): Promise<TheoreticalUse | null> {
      const use = await sales.theoreticalUse(ownerId, period);
      return use.products.length === 0 ? null : use;
    },
  };
}

export type SalesFeedService = ReturnType<typeof createSalesFeedService>;
