import type Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';

/**
 * Menu engineering (Kasavana & Smith, 1982), docs/decisions/015-analytics.md. Each dish of a
 * period is placed by two tests against thresholds taken from the menu itself:
 * - profitability: its contribution margin (net sale price − cost per serving) against the
 *   average contribution margin weighted by units sold (Σ CMᵢ·unitsᵢ / Σ unitsᵢ);
 * - popularity: its share of the units sold (menu mix %) against 70 % of the fair share,
 *   0.7 × 100 / number of dishes.
 * A figure equal to its threshold counts as high. Pure and exact (decimal.js).
 */

export const MENU_QUADRANTS = ['estrella', 'caballo_de_batalla', 'puzzle', 'perro'] as const;
export type MenuQuadrant = (typeof MENU_QUADRANTS)[number];

export const MENU_QUADRANT_LABELS: Record<MenuQuadrant, string> = {
  estrella: 'Estrella',
  caballo_de_batalla: 'Caballo de batalla',
  puzzle: 'Puzzle',
  perro: 'Perro',
};

/** What to do with a dish of each quadrant (shown beside every dish). */
export const MENU_QUADRANT_ACTIONS: Record<MenuQuadrant, string> = {
  estrella: 'Mantener: cuida la calidad y la presentación, y dale un lugar visible en la carta.',
  caballo_de_batalla:
    'Mejorar el margen: revisa el escandallo o la ración, o sube el precio con prudencia.',
  puzzle: 'Darlo a conocer: destácalo en la carta y pide al equipo que lo recomiende.',
  perro: 'Replantearlo o retirarlo de la carta.',
};

/** The share of the fair share (100 % / dishes) a dish must reach to count as popular. */
export const POPULARITY_FACTOR = dec('0.7');

export interface MenuItemInput {
  id: number;
  name: string;
  unitsSold: number;
  /** PVP without VAT, per serving. */
  netSalePrice: DecimalInput;
  costPerServing: DecimalInput;
}

export interface MenuItemResult {
  id: number;
  name: string;
  unitsSold: number;
  netSalePrice: Decimal;
  costPerServing: Decimal;
  contributionMargin: Decimal;
  /** unitsSold / Σ units × 100. */
  popularityPct: Decimal;
  /** contributionMargin × unitsSold. */
  totalContribution: Decimal;
  highMargin: boolean;
  highPopularity: boolean;
  quadrant: MenuQuadrant;
}

export interface MenuEngineeringResult {
  items: MenuItemResult[];
  totalUnits: number;
  totalContribution: Decimal;
  /** Σ CMᵢ·unitsᵢ / Σ unitsᵢ; null when nothing was sold. */
  averageContributionMargin: Decimal | null;
  /** 0.7 × 100 / number of dishes (%); null without dishes. */
  popularityThresholdPct: Decimal | null;
}

export function quadrantOf(highMargin: boolean, highPopularity: boolean): MenuQuadrant {
  if (highMargin) return highPopularity ? 'estrella' : 'puzzle';
  return highPopularity ? 'caballo_de_batalla' : 'perro';
}

/** Classifies the dishes of one period. With no units sold at all nothing can be placed: []. */
export function classifyMenu(inputs: readonly MenuItemInput[]): MenuEngineeringResult {
  const totalUnits = inputs.reduce((sum, item) => sum + item.unitsSold, 0);
  const base = inputs.map((item) => {
    const netSalePrice = dec(item.netSalePrice);
    const costPerServing = dec(item.costPerServing);
    const contributionMargin = netSalePrice.minus(costPerServing);
    return {
      ...item,
      netSalePrice,
      costPerServing,
      contributionMargin,
      totalContribution: contributionMargin.times(item.unitsSold),
    };
  });
  const totalContribution = base.reduce((sum, item) => sum.plus(item.totalContribution), dec(0));
  const popularityThresholdPct =
    inputs.length === 0 ? null : POPULARITY_FACTOR.times(100).dividedBy(inputs.length);
  if (totalUnits === 0 || popularityThresholdPct === null) {
    return {
      items: [],
      totalUnits,
      totalContribution,
      averageContributionMargin: null,
      popularityThresholdPct,
    };
  }
  const averageContributionMargin = totalContribution.dividedBy(totalUnits);
  const items = base.map((item): MenuItemResult => {
    const popularityPct = dec(item.unitsSold).times(100).dividedBy(totalUnits);
    const highMargin = item.contributionMargin.greaterThanOrEqualTo(averageContributionMargin);
    const highPopularity = popularityPct.greaterThanOrEqualTo(popularityThresholdPct);
    return {
      id: item.id,
      name: item.name,
      unitsSold: item.unitsSold,
      netSalePrice: item.netSalePrice,
      costPerServing: item.costPerServing,
      contributionMargin: item.contributionMargin,
      popularityPct,
      totalContribution: item.totalContribution,
      highMargin,
      highPopularity,
      quadrant: quadrantOf(highMargin, highPopularity),
    };
  });
  return {
    items,
    totalUnits,
    totalContribution,
    averageContributionMargin,
    popularityThresholdPct,
  };
}

/** The fixed buckets of the margin distribution (margin % per dish): below 0, then 10 by 10. */
export const MARGIN_BUCKETS: readonly { label: string; min: number | null; max: number | null }[] =
  [
    { label: '< 0 %', min: null, max: 0 },
    ...Array.from({ length: 9 }, (_, index) => ({
      label: `${index * 10}–${index * 10 + 10} %`,
      min: index * 10,
      max: index * 10 + 10,
    })),
    { label: '≥ 90 %', min: 90, max: null },
  ];

/** The index of the bucket a margin % falls in (a bucket holds its min, not its max). */
export function marginBucketIndex(marginPct: DecimalInput): number {
  const pct = dec(marginPct);
  const index = MARGIN_BUCKETS.findIndex(
    (bucket) =>
      (bucket.min === null || pct.greaterThanOrEqualTo(bucket.min)) &&
      (bucket.max === null || pct.lessThan(bucket.max)),
  );
  return index;
}
