import {
  DEFAULT_EVOLUTION_PRODUCTS,
  type CategoryCostShare,
  type MarginDistribution,
  type MenuEngineering,
  type MenuPeriodQuery,
  type MenuSales,
  type MenuSalesRequest,
  type PriceEvolution,
  type PriceEvolutionQuery,
  type PriceImpact,
  type PriceImpactRequest,
} from '@costeo/domain/contracts/analytics';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { SalesFeedService } from '../sales/sales-feed.service.ts';
import type { SalesService } from '../sales/sales.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { currentMonth, toMenuEngineering, type Period } from './analytics.menu.ts';
import { dishFigures, priceChange, toPriceImpact } from './analytics.price-impact.ts';
import {
  productCostTotals,
  toCategoryCostShare,
  toMarginDistribution,
  toPriceEvolution,
  topProducts,
} from './analytics.reports.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

const PERIODS_LISTED = 24;

/**
 * Advanced analytics (plan feature `analytics`, Business; docs/decisions/015-analytics.md). Every
 * method checks the feature first; figures are the recipes' stored engine figures or the costing
 * module's read-only costings (`whatIfProductCost`, `costAll`) and the menus module's own costing
 * of new dish figures (`impactOf`), never a formula of its own.
 */
export function createAnalyticsService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  whatIf: Pick<CostingService, 'whatIfProductCost' | 'costAll'>;
  menus: Pick<MenusService, 'impactOf'>;
  /** The till's sales (issue 33): a period's units per dish, when imported. */
  sold: Pick<SalesService, 'recipeUnits' | 'lastPeriod'>;
  /** And the last four weeks' units a week per dish (the what-if's real volumes). */
  volumes: Pick<SalesFeedService, 'weeklyRecipeUnits'>;
  now: () => Date;
}) {
  const { db, entitlements, whatIf, menus, sold, volumes, now } = deps;
  const repository = createAnalyticsRepository(db);
  const gate = (ownerId: number) => entitlements.assertFeature(ownerId, 'analytics');

  async function resolvePeriod(ownerId: number, query: MenuPeriodQuery): Promise<Period> {
    if (query.period_start && query.period_end) {
      return { start: query.period_start, end: query.period_end };
    }
    const [[latest], imported] = await Promise.all([
      repository.periods(ownerId, 1),
      sold.lastPeriod(ownerId),
    ]);
    // The newest of the typed periods and the till's last import.
    if (imported && (!latest || imported.end > latest.periodEnd)) return imported;
    return latest ? { start: latest.periodStart, end: latest.periodEnd } : currentMonth(now());
  }

  async function presentSales(ownerId: number, period: Period): Promise<MenuSales> {
    const [sales, periods] = await Promise.all([
      repository.sales(ownerId, period.start, period.end),
      repository.periods(ownerId, PERIODS_LISTED),
    ]);
    return {
      period_start: period.start,
      period_end: period.end,
      sales: sales.map((row) => ({
        recipe: row.recipeId,
        name: row.name,
        units_sold: row.unitsSold,
      })),
      periods: periods.map((row) => ({ period_start: row.periodStart, period_end: row.periodEnd })),
    };
  }

  return {
    async marginDistribution(ownerId: number): Promise<MarginDistribution> {
      await gate(ownerId);
      return toMarginDistribution(await repository.dishes(ownerId));
    },

    async categoryCostShare(ownerId: number): Promise<CategoryCostShare> {
      await gate(ownerId);
      const costs = await whatIf.costAll(db, ownerId);
      const totals = productCostTotals(costs);
      const products = await repository.products(ownerId, [...totals.keys()]);
      return toCategoryCostShare(totals, products, costs.length);
    },

    async priceEvolution(ownerId: number, query: PriceEvolutionQuery): Promise<PriceEvolution> {
      await gate(ownerId);
      const months = query.months ?? 12;
      const at = now();
      const since = new Date(at);
      since.setUTCMonth(since.getUTCMonth() - months);
      const totals = productCostTotals(await whatIf.costAll(db, ownerId));
      const productIds = query.products ?? topProducts(totals, DEFAULT_EVOLUTION_PRODUCTS);
      const [products, history] = await Promise.all([
        repository.products(ownerId, productIds),
        repository.history(ownerId, productIds, since),
      ]);
      // A product of another owner (or none) is not found, as everywhere.
      if (products.length !== productIds.length) throw AppError.notFound();
      return toPriceEvolution({ months, since, now: at, productIds, products, history, totals });
    },

    /**
     * A simulation: nothing is written (no product, price history or recipe figure). The recipes
     * and menus it moves, with the figures a save of that price (and format) would give them.
     */
    async priceImpact(ownerId: number, request: PriceImpactRequest): Promise<PriceImpact> {
      await gate(ownerId);
      const [product] = await repository.products(ownerId, [request.ingredient_instance]);
      if (!product) throw AppError.notFound();
      let entry = null;
      if (request.history_entry !== undefined) {
        entry = await repository.historyEntry(ownerId, product.id, request.history_entry);
        if (!entry) throw AppError.notFound();
      }
      const change = priceChange(product, request, entry);
      const recipes = await whatIf.whatIfProductCost(db, ownerId, product.id, change.unitCost);
      const dishes = dishFigures(recipes);
      const [menusMoved, weekly] = await Promise.all([
        dishes.size === 0 ? [] : menus.impactOf(ownerId, dishes),
        dishes.size === 0 ? null : volumes.weeklyRecipeUnits(ownerId),
      ]);
      return toPriceImpact(product, change, recipes, menusMoved, weekly);
    },

    async menuSales(ownerId: number, query: MenuPeriodQuery): Promise<MenuSales> {
      await gate(ownerId);
      return presentSales(ownerId, await resolvePeriod(ownerId, query));
    },

    /** Replaces the period's units sold; a recipe of another owner is 404 and nothing is written. */
    async saveMenuSales(ownerId: number, body: MenuSalesRequest): Promise<MenuSales> {
      await gate(ownerId);
      const period = { start: body.period_start, end: body.period_end };
      await db.transaction(async (tx) => {
        const txRepository = createAnalyticsRepository(tx);
        const owned = await txRepository.ownedRecipeIds(
          ownerId,
          body.sales.map((row) => row.recipe),
        );
        if (body.sales.some((row) => !owned.has(row.recipe))) throw AppError.notFound();
        await txRepository.replaceSales(ownerId, period, body.sales, now());
      });
      return presentSales(ownerId, period);
    },

    async menuEngineering(ownerId: number, query: MenuPeriodQuery): Promise<MenuEngineering> {
      await gate(ownerId);
      const period = await resolvePeriod(ownerId, query);
      // Imported sales replace the typed units of a period they cover (issue 33).
      const imported = await sold.recipeUnits(ownerId, period.start, period.end);
      const sales =
        imported.length > 0 ? imported : await repository.sales(ownerId, period.start, period.end);
      const recipes = await repository.recipesByIds(
        ownerId,
        sales.map((row) => row.recipeId),
      );
      return toMenuEngineering(period, sales, recipes, imported.length > 0 ? 'imported' : 'typed');
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
