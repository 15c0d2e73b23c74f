/** TanStack Query keys of the analytics (Business). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  marginDistribution: () => [...analyticsKeys.all, 'margin-distribution'] as const,
  categoryCostShare: () => [...analyticsKeys.all, 'category-cost-share'] as const,
  priceEvolution: (months: number) => [...analyticsKeys.all, 'price-evolution', months] as const,
  menuSales: (period: MenuPeriod | null) => [...analyticsKeys.all, 'menu-sales', period] as const,
  menuEngineering: (period: MenuPeriod | null) =>
    [...analyticsKeys.all, 'menu-engineering', period] as const,
  /** A what-if of a price (a body of price_impact/), null when none is asked. */
  priceImpact: (input: object | null) => [...analyticsKeys.all, 'price-impact', input] as const,
};

export interface MenuPeriod {
  period_start: string;
  period_end: string;
}
