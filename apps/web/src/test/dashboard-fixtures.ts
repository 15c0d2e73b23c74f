import type { DashboardSummary } from '@costeo/domain/contracts/dashboard';

const progress = (used: number, limit: number) => ({
  used,
  limit,
  percentage: (used / limit) * 100,
  state: 'normal' as const,
  unlimited: false,
});

/** GET /api/analytics/summary/ of a brand-new free account: the Dashboard shows its two steps. */
export const EMPTY_DASHBOARD: DashboardSummary = {
  sales: null,
  figures: {
    products_count: 0,
    recipes_count: 0,
    subrecipes_count: 0,
    costed_recipes_count: 0,
    average_food_cost_pct: null,
    average_margin_pct: null,
    low_margin_count: 0,
    profitable_count: 0,
    incomplete_count: 0,
  },
  lowest_margin: [],
  highest_margin: [],
  incomplete_recipes: [],
  top_ingredients: [],
  recent_price_changes: [],
  recent_invoices: [],
  plan_usage: {
    plan: 'free',
    plan_name: 'Gratuito',
    ingredient_instances: progress(0, 50),
    recipes: progress(0, 20),
  },
};
