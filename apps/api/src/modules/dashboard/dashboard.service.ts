import {
  DASHBOARD_LIMITS,
  type DashboardIncompleteRecipe,
  type DashboardMarginRecipe,
  type DashboardPlanUsage,
  type DashboardPriceChange,
  type DashboardSales,
  type DashboardSold,
  type DashboardSummary,
  type DashboardTopIngredient,
} from '@costeo/domain/contracts/dashboard';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import type { QuotaInfo } from '@costeo/domain/contracts/subscriptions';
import { dec, toMoney, toPercent } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import { resourceProgress } from '@costeo/domain/plans';
import type { ProductFacts } from '@costeo/domain/recipe-graph';
import {
  ingredientLineCost,
  prepareProduct,
  unitConversion,
} from '@costeo/domain/recipe-line-costs';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { SalesFeedService } from '../sales/sales-feed.service.ts';
import {
  createDashboardRepository,
  type AffectedRow,
  type MarginRow,
  type PriceChangeRow,
  type ProductUseRow,
} from './dashboard.repository.ts';

/** What the dashboard reads of the ingredients module: products as the cost engine reads them. */
export interface DashboardProductsSource {
  productFacts(db: Db, ownerId: number, ids: readonly number[]): Promise<Map<number, ProductFacts>>;
}

/** What it reads of the usage module: the plan and what the user holds against it. */
export interface DashboardUsageSource {
  quotaInfo(ownerId: number): Promise<QuotaInfo>;
}

/** What it reads of the sales module: the recent sales' summary (issue 33). */
export type DashboardSalesSource = Pick<SalesFeedService, 'recentSummary'>;

const HUNDRED = dec(100);

/**
 * The sales block from the sales module's summary: the mix (most sold by units) and the best and
 * worst contributors (€), each list at most its DASHBOARD_LIMITS.
 */
export function toDashboardSales(recent: boolean, summary: SalesSummary): DashboardSales {
  const sold: DashboardSold[] = summary.dishes.map((dish) => ({
    kind: dish.kind,
    id: dish.id,
    name: dish.name,
    units: dish.units,
    mix_pct: dish.mix_pct,
    net_revenue: dish.net_revenue,
    contribution: dish.contribution,
    food_cost_pct: dish.food_cost_pct,
  }));
  const byName = (a: DashboardSold, b: DashboardSold) =>
    a.name.localeCompare(b.name, 'es') || a.id - b.id;
  const byContribution = (a: DashboardSold, b: DashboardSold) =>
    dec(b.contribution).comparedTo(dec(a.contribution)) || byName(a, b);
  const best = [...sold].sort(byContribution).slice(0, DASHBOARD_LIMITS.contributors);
  const worst = [...sold]
    .sort((a, b) => byContribution(b, a))
    .filter((row) => !best.includes(row))
    .slice(0, DASHBOARD_LIMITS.contributors);
  return {
    date_from: summary.date_from,
    date_to: summary.date_to,
    recent,
    net_revenue: summary.net_revenue,
    linked_pct: summary.linked_pct,
    food_net_revenue: summary.food_net_revenue,
    cost_of_sales: summary.cost_of_sales,
    food_cost_pct: summary.food_cost_pct,
    target_food_cost_pct: summary.target_food_cost_pct,
    incomplete_costs: summary.incomplete_costs,
    top_sold: [...sold]
      .sort((a, b) => dec(b.units).comparedTo(dec(a.units)) || byName(a, b))
      .slice(0, DASHBOARD_LIMITS.topSold),
    best_contributors: best,
    worst_contributors: worst,
  };
}

function toMarginRecipe(row: MarginRow): DashboardMarginRecipe {
  // Costed recipes (profitable / low_margin) always have a PVP, a margin and a food cost.
  if (row.marginPct === null || row.foodCostPct === null || row.salePrice === null) {
    throw new Error(`costed recipe ${row.id} without margin figures`);
  }
  return {
    id: row.id,
    name: row.name,
    margin_pct: toPercent(dec(row.marginPct)),
    food_cost_pct: toPercent(dec(row.foodCostPct)),
    cost_per_serving: toMoney(dec(row.costPerServing)),
    sale_price: row.salePrice,
    status: row.status,
  };
}

function toPlanUsage(quota: QuotaInfo): DashboardPlanUsage {
  return {
    plan: quota.plan.code,
    plan_name: quota.plan.name,
    ingredient_instances: resourceProgress(
      quota.usage.ingredient_instances,
      quota.limits.ingredient_instances,
    ),
    recipes: resourceProgress(quota.usage.recipes, quota.limits.recipes),
  };
}

/**
 * € per product for one batch of every recipe, by the domain's line cost (merma and unit
 * conversions as the engine does them); lines the engine flags (no price, no density…) are left
 * out, as they are of the recipe's own cost.
 */
function topIngredients(
  uses: ProductUseRow[],
  facts: Map<number, ProductFacts>,
): DashboardTopIngredient[] {
  const totals = new Map<number, { cost: Decimal; recipes: Set<number> }>();
  for (const use of uses) {
    const fact = facts.get(use.productId);
    if (!fact) continue;
    const product = prepareProduct(fact);
    const conversion = unitConversion(product, use.unit);
    if (!conversion.ok || conversion.usableUnitCost === null) continue;
    const usable = { sameKind: conversion.sameKind, usableUnitCost: conversion.usableUnitCost };
    const cost = ingredientLineCost(product, usable, dec(use.quantity), use.unit);
    const total = totals.get(use.productId) ?? { cost: dec(0), recipes: new Set<number>() };
    total.cost = total.cost.plus(cost);
    for (const id of use.recipeIds) total.recipes.add(id);
    totals.set(use.productId, total);
  }
  const all = [...totals.values()].reduce((sum, total) => sum.plus(total.cost), dec(0));
  return [...totals.entries()]
    .filter(([, total]) => total.cost.greaterThan(0))
    .sort(([idA, a], [idB, b]) => b.cost.comparedTo(a.cost) || idA - idB)
    .slice(0, DASHBOARD_LIMITS.topIngredients)
    .map(([id, total]) => ({
      id,
      name: facts.get(id)?.name ?? '',
      cost: toMoney(total.cost),
      share_pct: toPercent(total.cost.dividedBy(all).times(HUNDRED)),
      recipes_count: total.recipes.size,
    }));
}

function priceChanges(
  changes: PriceChangeRow[],
  affected: AffectedRow[],
  facts: Map<number, ProductFacts>,
): DashboardPriceChange[] {
  return changes.flatMap((change) => {
    const fact = facts.get(change.productId);
    if (!fact) return [];
    const before = dec(change.oldUnitCost);
    const after = dec(change.newUnitCost);
    const recipes = affected.filter((row) => row.productId === change.productId);
    return [
      {
        id: change.id,
        product_id: change.productId,
        product_name: fact.name,
        reference_unit: REFERENCE_UNIT[fact.baseUnit].unit,
        old_price: referencePrice(before, fact.baseUnit),
        new_price: referencePrice(after, fact.baseUnit),
        change_pct: before.isZero()
          ? null
          : toPercent(after.minus(before).dividedBy(before).times(HUNDRED)),
        changed_at: new Date(change.changedAt).toISOString(),
        affected_recipes: recipes.map(({ id, name }) => ({ id, name })),
        affected_count: recipes[0]?.total ?? 0,
      },
    ];
  });
}

/**
 * The Dashboard (issue 10): one answer from the recipes' stored figures (never re-costed here),
 * the products' stored unit costs and the price history, in a fixed number of queries
 * (docs/decisions/014-dashboard-summary.md).
 */
export function createDashboardService(deps: {
  db: Db;
  products: DashboardProductsSource;
  usage: DashboardUsageSource;
  sales: DashboardSalesSource;
}) {
  const { db, products, usage, sales } = deps;
  const repository = createDashboardRepository(db);

  return {
    async summary(ownerId: number): Promise<DashboardSummary> {
      // The stored figures in one statement, beside the plan's usage (its own module).
      const [quota, rows, recentSales] = await Promise.all([
        usage.quotaInfo(ownerId),
        repository.summary(ownerId, DASHBOARD_LIMITS),
        sales.recentSummary(ownerId),
      ]);
      const { figures, lowest, highest, incomplete, uses, changes, affected } = rows;
      const changedIds = changes.map((change) => change.productId);
      const productIds = [...new Set([...uses.map((use) => use.productId), ...changedIds])];
      const facts = await products.productFacts(db, ownerId, productIds);
      const average = (value: string | null) => (value === null ? null : toPercent(dec(value)));
      return {
        figures: {
          products_count: quota.usage.ingredient_instances,
          recipes_count: figures.recipes,
          subrecipes_count: figures.subrecipes,
          costed_recipes_count: figures.costed,
          average_food_cost_pct: average(figures.averageFoodCostPct),
          average_margin_pct: average(figures.averageMarginPct),
          low_margin_count: figures.lowMargin,
          profitable_count: figures.profitable,
          incomplete_count: figures.incomplete,
        },
        lowest_margin: lowest.map(toMarginRecipe),
        highest_margin: highest.map(toMarginRecipe),
        incomplete_recipes: incomplete.map((row): DashboardIncompleteRecipe => ({
          id: row.id,
          name: row.name,
          warning: row.warning,
          warnings_count: row.warningsCount,
        })),
        top_ingredients: topIngredients(uses, facts),
        recent_price_changes: priceChanges(changes, affected, facts),
        recent_invoices: rows.invoices.map((invoice) => ({
          id: invoice.id,
          supplier_name: invoice.supplierName,
          number: invoice.number,
          issue_date: invoice.issueDate,
          kind: invoice.kind,
          total: invoice.total,
          products_count: invoice.productsCount,
          applied_at: new Date(invoice.appliedAt).toISOString(),
        })),
        plan_usage: toPlanUsage(quota),
        sales: recentSales ? toDashboardSales(recentSales.recent, recentSales.summary) : null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
