import type {
  WasteDestination,
  WasteReason,
  WasteSummary,
  WasteWeeks,
} from '@costeo/domain/contracts/waste';
import { dec, toMoney } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { madridDay } from '../../lib/format-es.ts';
import { kindOf } from './waste.mappers.ts';
import { createWasteReadModel, type WasteEntryRow } from './waste.read-model.ts';
import {
  addDays,
  mondayOf,
  summaryFrom,
  twelveMonthsBefore,
  weeksFrom,
  type ValuedEntry,
} from './waste-reports.figures.ts';
import { loadWasteValuation, type WasteCosting, type WasteValuation } from './waste.valuation.ts';

/** What the reports read of the purchases ledger (the ingredients module's purchases service). */
export interface WastePurchasesPort {
  spendByMonth(
    ownerId: number,
    from: string,
    to: string,
  ): Promise<{ month: string; totalNet: string }[]>;
}

/** The waste of a period in products, for the stock close (DOMAIN.md §10). */
export interface PeriodWaste {
  /** Per entry and product: its quantity in the product's base unit (exact). */
  lines: {
    productId: number;
    reason: WasteReason;
    destination: WasteDestination;
    quantity: Decimal;
  }[];
  warnings: string[];
}

/**
 * The waste reports (issue 35 point 3): the summary of a period (by month, reason, destination
 * and item, in € and kg, and as % of what the ledger recorded as bought), the dashboard's last
 * 12 weeks, and the period's waste in products for the stock close (issue 35 point 2).
 */
export function createWasteReportsService(deps: {
  db: Db;
  costing: WasteCosting;
  purchases: WastePurchasesPort;
  now: () => Date;
}) {
  const { db, costing, purchases, now } = deps;
  const read = createWasteReadModel(db);

  function valued(rows: readonly WasteEntryRow[], valuation: WasteValuation): ValuedEntry[] {
    return rows.map((row) => {
      const entry = valuation.value(row);
      return {
        date: row.date,
        instanceId: row.instanceId,
        recipeId: row.recipeId,
        kind: kindOf(row),
        name: row.name,
        reason: row.reason,
        destination: row.destination,
        value: entry.value === null ? null : dec(toMoney(entry.value)),
        weightKg: entry.weightKg,
      };
    });
  }

  async function valuedBetween(ownerId: number, dateFrom: string, dateTo: string) {
    const rows = await read.entries(ownerId, { dateFrom, dateTo });
    const valuation = await loadWasteValuation(db, read, costing, ownerId, rows);
    return { rows, valuation };
  }

  return {
    /**
     * The period's figures (default: the 12 calendar months up to today's, Madrid). The prevention
     * plan's self-diagnosis is drawn from it.
     */
    async summary(
      ownerId: number,
      query: { date_from?: string | undefined; date_to?: string | undefined },
    ): Promise<WasteSummary> {
      const dateTo = query.date_to ?? madridDay(now());
      const dateFrom = query.date_from ?? twelveMonthsBefore(dateTo);
      if (dateFrom > dateTo) {
        throw AppError.field('date_from', 'La fecha inicial no puede ser posterior a la final.');
      }
      const [{ rows, valuation }, spent] = await Promise.all([
        valuedBetween(ownerId, dateFrom, dateTo),
        purchases.spendByMonth(ownerId, dateFrom, dateTo),
      ]);
      return summaryFrom({
        dateFrom,
        dateTo,
        entries: valued(rows, valuation),
        purchases: spent,
      });
    },

    /** The last 12 weeks, Monday to Sunday (Madrid), this one last; the plan's overdue review. */
    async weeks(ownerId: number): Promise<WasteWeeks> {
      const today = madridDay(now());
      const firstMonday = addDays(mondayOf(today), -77);
      const [{ rows, valuation }, reviewOn] = await Promise.all([
        valuedBetween(ownerId, firstMonday, addDays(mondayOf(today), 6)),
        read.planReviewOn(ownerId),
      ]);
      const overdue = reviewOn !== null && reviewOn < today ? reviewOn : null;
      return weeksFrom(firstMonday, valued(rows, valuation), overdue);
    },

    /**
     * The waste dated in [date_from, date_to] in products' base units: a product as recorded, a
     * dish or elaboración exploded into its products' gross quantities as the theoretical use
     * explodes a dish (count lines whole, elaboraciones at any depth).
     */
    async periodWaste(
      ownerId: number,
      period: { date_from: string; date_to: string },
    ): Promise<PeriodWaste> {
      const { rows, valuation } = await valuedBetween(ownerId, period.date_from, period.date_to);
      const lines: PeriodWaste['lines'] = [];
      const warnings = new Set<string>();
      for (const row of rows) {
        const exploded = valuation.products(row);
        for (const warning of exploded.warnings) warnings.add(warning);
        for (const [productId, quantity] of exploded.quantities) {
          lines.push({ productId, reason: row.reason, destination: row.destination, quantity });
        }
      }
      return { lines, warnings: [...warnings] };
    },
  };
}

export type WasteReportsService = ReturnType<typeof createWasteReportsService>;
