import type {
  SalesPeriodQuery,
  SalesSummary,
  TheoreticalUse,
} from '@costeo/domain/contracts/sales';
import { dec, toMoney } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { WorkPool } from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createSalesImportsService } from './sales-imports.service.ts';
import { createSalesItemsService } from './sales-items.service.ts';
import { createSalesUseReadModel, type CostOfSalesRow } from './sales-use.read-model.ts';
import { createSalesReadModel } from './sales.read-model.ts';
import { createSalesRepository } from './sales.repository.ts';

/** Unlinked items the summary lists, the largest first. */
const UNLINKED_SHOWN = 20;

const pct = (part: Decimal, whole: Decimal, places: number) =>
  whole.isZero() ? null : part.times(100).dividedBy(whole).toFixed(places);

/**
 * Sales from the till (issue 33): the imports, the till items and what a period's sales say —
 * the linked share, the food cost of what was sold against the escandallos' target, and each
 * product's theoretical use (the stock close's base).
 */
export function createSalesService(deps: {
  db: Db;
  work: WorkPool;
  guard: UserWorkGuard;
  entitlements: EntitlementsService;
  now: () => Date;
}) {
  const { db } = deps;
  const read = createSalesReadModel(db);
  const repository = createSalesRepository(db);
  const use = createSalesUseReadModel(db);

  return {
    imports: createSalesImportsService(deps),
    items: createSalesItemsService(deps),

    async summary(ownerId: number, period: SalesPeriodQuery): Promise<SalesSummary> {
      const range = { dateFrom: period.date_from, dateTo: period.date_to };
      const [items, days, costs, targets] = await Promise.all([
        read.periodItems(ownerId, period.date_from, period.date_to),
        read.days(ownerId, period.date_from, period.date_to),
        use.costOfSales(ownerId, range),
        read.targets(ownerId),
      ]);
      const sum = (values: readonly string[]) =>
        values.reduce((total, value) => total.plus(value), dec(0));
      const net = sum(items.map((item) => item.netRevenue));
      const linked = sum(items.filter((i) => i.link !== 'none').map((i) => i.netRevenue));
      const food = costs.reduce((total, row) => total.plus(row.netRevenue), dec(0));
      const cost = costs.reduce((total, row) => total.plus(row.cost), dec(0));
      const totalUnits = costs.reduce((total, row) => total.plus(row.units), dec(0));
      return {
        date_from: period.date_from,
        date_to: period.date_to,
        units: sum(items.map((item) => item.units)).toFixed(3),
        gross_revenue: toMoney(sum(items.map((item) => item.grossRevenue))),
        net_revenue: toMoney(net),
        vat: toMoney(sum(items.map((item) => item.vat))),
        linked_net_revenue: toMoney(linked),
        linked_pct: pct(linked, net, 1),
        food_net_revenue: toMoney(food),
        cost_of_sales: toMoney(cost),
        food_cost_pct: pct(cost, food, 2),
        target_food_cost_pct: weightedTarget(costs, targets),
        incomplete_costs: costs.filter((row) => row.incomplete).length,
        dishes: costs.map((row) => {
          const revenue = dec(row.netRevenue);
          const rowCost = dec(row.cost);
          return {
            kind: row.kind,
            id: row.id,
            name: row.name,
            units: dec(row.units).toFixed(3),
            net_revenue: toMoney(revenue),
            cost: toMoney(rowCost),
            contribution: toMoney(revenue.minus(rowCost)),
            food_cost_pct: pct(rowCost, revenue, 2),
            mix_pct: pct(dec(row.units), totalUnits, 2) ?? '0.00',
          };
        }),
        unlinked: items
          .filter((item) => item.link === 'none')
          .slice(0, UNLINKED_SHOWN)
          .map((item) => ({
            item: item.itemId,
            code: item.code,
            name: item.name,
            units: dec(item.units).toFixed(3),
            net_revenue: toMoney(dec(item.netRevenue)),
          })),
        days: days.map((day) => ({ date: day.date, net_revenue: toMoney(dec(day.netRevenue)) })),
      };
    },

    /**
     * Units sold per dish in the period (items linked to a recipe; refunds netted), rounded to
     * whole servings, for menu engineering. Empty when the period has no imported sales of dishes.
     */
    async recipeUnits(ownerId: number, from: string, to: string) {
      const rows = await read.recipeUnits(ownerId, from, to);
      return rows.map((row) => ({
        recipeId: row.recipeId,
        name: row.name,
        unitsSold: Math.max(0, Math.round(Number(row.units))),
      }));
    },

    /** The days of the newest import, or null without imports. */
    async lastPeriod(ownerId: number) {
      const last = await repository.lastImport(ownerId);
      return last ? { start: last.dateFrom, end: last.dateTo } : null;
    },

    async theoreticalUse(ownerId: number, period: SalesPeriodQuery): Promise<TheoreticalUse> {
      return use.theoreticalUse(ownerId, { dateFrom: period.date_from, dateTo: period.date_to });
    },

    /**
     * The stock close's sales side (issue 34, DOMAIN.md §10): each product's theoretical use in
     * the period and the period's net food revenue (Σ net revenue of the items linked to dishes,
     * menus and products, as the summary's `food_net_revenue`), exact, from one read.
     */
    async periodUseAndRevenue(
      ownerId: number,
      period: SalesPeriodQuery,
    ): Promise<{ use: TheoreticalUse; netFoodRevenue: string }> {
      return use.useAndRevenue(ownerId, { dateFrom: period.date_from, dateTo: period.date_to });
    },
  };
}

/** The escandallos' target food cost, weighted by each dish's and menu's food net revenue. */
function weightedTarget(
  costs: readonly CostOfSalesRow[],
  targets: { recipes: Map<number, string>; menus: Map<number, string> },
): string | null {
  let weight = dec(0);
  let total = dec(0);
  for (const row of costs) {
    const target =
      row.kind === 'recipe'
        ? targets.recipes.get(row.id)
        : row.kind === 'menu'
          ? targets.menus.get(row.id)
          : undefined;
    if (target === undefined) continue;
    const revenue = dec(row.netRevenue);
    if (!revenue.isPositive()) continue;
    weight = weight.plus(revenue);
    total = total.plus(revenue.times(target));
  }
  return weight.isZero() ? null : total.dividedBy(weight).toFixed(2);
}

export type SalesService = ReturnType<typeof createSalesService>;
