import type { DashboardSummary } from '@costeo/domain/contracts/dashboard';
import type { WasteWeeks } from '@costeo/domain/contracts/waste';

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

/** Issue 35: GET /api/waste/weeks/ of a kitchen that recorded no waste and has no plan yet. */
export const NO_WASTE_WEEKS: WasteWeeks = {
  weeks: Array.from({ length: 12 }, (_, index) => ({
    week_start: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
    value: '0.00',
    weight_kg: '0.000',
  })),
  plan_review_overdue: null,
};
