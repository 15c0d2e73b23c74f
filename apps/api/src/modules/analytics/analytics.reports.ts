import type {
  CategoryCostShare,
  MarginDistribution,
  PriceEvolution,
} from '@costeo/domain/contracts/analytics';
import { dec, toMoney, toPercent, toUnitPrice } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import { MARGIN_BUCKETS, marginBucketIndex } from '@costeo/domain/menu-engineering';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { isLowMargin } from '@costeo/domain/recipe-margins';
import type Decimal from 'decimal.js';
import type { DishRow, HistoryRow, ProductInfoRow } from './analytics.repository.ts';

/* The three chart answers, from rows already loaded (pure: no database here). */

export function toMarginDistribution(dishes: readonly DishRow[]): MarginDistribution {
  const buckets = MARGIN_BUCKETS.map((bucket) => ({
    label: bucket.label,
    min_pct: bucket.min === null ? null : toPercent(dec(bucket.min)),
    max_pct: bucket.max === null ? null : toPercent(dec(bucket.max)),
    count: 0,
    recipes: [] as MarginDistribution['buckets'][number]['recipes'],
  }));
  let withPrice = 0;
  let withoutPrice = 0;
  let incomplete = 0;
  let belowTarget = 0;
  let sum = dec(0);
  for (const dish of dishes) {
    if (!dish.costComplete) incomplete += 1;
    else if (dish.marginPct === null) withoutPrice += 1;
    else {
      withPrice += 1;
      sum = sum.plus(dish.marginPct);
      if (isLowMargin(dish.marginPct, dish.targetFoodCostPct)) belowTarget += 1;
      const bucket = buckets[marginBucketIndex(dish.marginPct)];
      if (bucket) {
        bucket.count += 1;
        bucket.recipes.push({
          id: dish.id,
          name: dish.name,
          margin_pct: toPercent(dec(dish.marginPct)),
        });
      }
    }
  }
  return {
    buckets,
    with_price_count: withPrice,
    without_price_count: withoutPrice,
    incomplete_count: incomplete,
    below_target_count: belowTarget,
    average_margin_pct: withPrice === 0 ? null : toPercent(sum.dividedBy(withPrice)),
  };
}

/**
 * € per product over one batch of every recipe: the product lines of each recipe (an
 * elaboración's ingredients count once, in its own batch; a line naming a sub-recipe adds nothing
 * more, or they would count twice). Lines whose cost cannot be known are left out.
 */
export function productCostTotals(costs: readonly RecipeCost[]): Map<number, Decimal> {
  const totals = new Map<number, Decimal>();
  for (const cost of costs) {
    for (const line of cost.lines) {
      if (line.kind !== 'ingredient' || line.refId === null || line.cost === null) continue;
      totals.set(line.refId, (totals.get(line.refId) ?? dec(0)).plus(line.cost));
    }
  }
  return totals;
}

const share = (part: Decimal, total: Decimal) =>
  total.isZero() ? '0.00' : toPercent(part.times(100).dividedBy(total));

export function toCategoryCostShare(
  totals: ReadonlyMap<number, Decimal>,
  products: readonly ProductInfoRow[],
  recipesCount: number,
): CategoryCostShare {
  const byCategory = new Map<number, { name: string; amount: Decimal; products: number }>();
  let total = dec(0);
  for (const product of products) {
    const amount = totals.get(product.id) ?? dec(0);
    total = total.plus(amount);
    const entry = byCategory.get(product.categoryId) ?? {
      name: product.categoryName,
      amount: dec(0),
      products: 0,
    };
    entry.amount = entry.amount.plus(amount);
    entry.products += 1;
    byCategory.set(product.categoryId, entry);
  }
  const categories = [...byCategory.entries()]
    .sort(([, a], [, b]) => b.amount.comparedTo(a.amount) || a.name.localeCompare(b.name, 'es'))
    .map(([id, entry]) => ({
      category: id,
      category_name: entry.name,
      amount: toMoney(entry.amount),
      share_pct: share(entry.amount, total),
      products_count: entry.products,
    }));
  return { total: toMoney(total), recipes_count: recipesCount, categories };
}

/** The products with most weight in the recipes' cost, heaviest first (ties by id). */
export function topProducts(totals: ReadonlyMap<number, Decimal>, count: number): number[] {
  return [...totals.entries()]
    .filter(([, amount]) => amount.greaterThan(0))
    .sort(([idA, a], [idB, b]) => b.comparedTo(a) || idA - idB)
    .slice(0, count)
    .map(([id]) => id);
}

export function toPriceEvolution(input: {
  months: number;
  since: Date;
  now: Date;
  productIds: readonly number[];
  products: readonly ProductInfoRow[];
  history: readonly HistoryRow[];
  totals: ReadonlyMap<number, Decimal>;
}): PriceEvolution {
  const { since, now, totals } = input;
  const all = [...totals.values()].reduce((sum, value) => sum.plus(value), dec(0));
  const byId = new Map(input.products.map((product) => [product.id, product]));
  const series = input.productIds.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const point = (at: Date, unitCost: string) => ({
      date: at.toISOString(),
      unit_cost: toUnitPrice(dec(unitCost)),
      reference_price: referencePrice(dec(unitCost), product.baseUnit),
    });
    const rows = input.history.filter((row) => row.instanceId === id);
    const points = rows.map((row) => {
      const at = new Date(row.changedAt);
      return point(at < since ? since : at, row.unitCost);
    });
    // The price in force today closes the line (the last change, or the product's own price).
    points.push(point(now, rows.at(-1)?.unitCost ?? product.unitCost));
    return [
      {
        product: id,
        name: product.name,
        base_unit: product.baseUnit,
        reference_unit: REFERENCE_UNIT[product.baseUnit].unit,
        cost_share_pct: share(totals.get(id) ?? dec(0), all),
        points,
      },
    ];
  });
  return { months: input.months, since: since.toISOString(), series };
}
