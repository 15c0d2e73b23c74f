import { z } from 'zod';
import { UNIT_CODES } from '../units.ts';
import { isoDateTime } from './common.ts';
import { recipeStatusSchema } from './recipes.ts';
import { planCodeSchema, resourceProgressSchema } from './subscriptions.ts';

/**
 * `GET /api/analytics/summary/`: everything the Dashboard shows, in one answer (issue 10,
 * docs/decisions/014-dashboard-summary.md). Every recipe figure is the one stored on the recipe
 * (decision 010), rounded as the recipe answers round it; decimals are strings.
 */

/** How many rows each list carries at most. */
export const DASHBOARD_LIMITS = {
  /** Lowest and highest margin. */
  margin: 5,
  incomplete: 10,
  topIngredients: 5,
  priceChanges: 6,
  /** Recipes named under each price change (`affected_count` has them all). */
  affectedRecipes: 5,
  /** Supplier invoices applied lately. */
  invoices: 5,
  /** The sales block's best sellers, and its best and worst contributors (issue 33). */
  topSold: 5,
  contributors: 3,
} as const;

export const dashboardFiguresSchema = z.object({
  /** Ingredient products (ingredient instances), as the quota counts them. */
  products_count: z.number().int(),
  recipes_count: z.number().int(),
  /** Of `recipes_count`, the elaboraciones (sub-recipes). */
  subrecipes_count: z.number().int(),
  /**
   * Recipes with a PVP and complete costs (status `profitable` or `low_margin`): the ones the two
   * averages are taken over.
   */
  costed_recipes_count: z.number().int(),
  /**
   * Plain mean, one vote per recipe (not weighted by sales or price), of the exact stored
   * `food_cost_pct` of the costed recipes, rounded to 2 places; null when there are none.
   */
  average_food_cost_pct: z.string().nullable(),
  /** The same mean of `margin_pct`. */
  average_margin_pct: z.string().nullable(),
  /** Stored status `low_margin`: food cost above the recipe's target. */
  low_margin_count: z.number().int(),
  profitable_count: z.number().int(),
  /** `cost_complete: false`: a line without price or without the facts to convert its unit. */
  incomplete_count: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardMarginRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  margin_pct: z.string(),
  food_cost_pct: z.string(),
  cost_per_serving: z.string(),
  /** PVP per serving, VAT included. */
  sale_price: z.string(),
  status: recipeStatusSchema,
});
export type DashboardMarginRecipe = z.infer<typeof dashboardMarginRecipeSchema>;

export const dashboardIncompleteRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The recipe's first warning; null when it has none to show (a recipe without lines). */
  warning: z.string().nullable(),
  warnings_count: z.number().int(),
});
export type DashboardIncompleteRecipe = z.infer<typeof dashboardIncompleteRecipeSchema>;

export const dashboardTopIngredientSchema = z.object({
  /** The ingredient product (ingredient instance). */
  id: z.number().int(),
  name: z.string(),
  /**
   * € spent on the product by one batch of every recipe that has a line of it (the lines' net
   * quantities at today's usable cost, merma included), 2 places. Lines of an elaboración count in
   * the elaboración only, not again in the dishes that use it.
   */
  cost: z.string(),
  /** `cost` over the same sum for every product, 2 places. */
  share_pct: z.string(),
  recipes_count: z.number().int(),
});
export type DashboardTopIngredient = z.infer<typeof dashboardTopIngredientSchema>;

export const dashboardRecipeRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const dashboardPriceChangeSchema = z.object({
  /** The price-history row of the new price. */
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /**
   * Prices compared per kg, l or ud (the product's base kind), rounded as unit prices (4 to 6
   * places) exactly as the price history's `reference_price` (decision 008).
   */
  reference_unit: z.enum(UNIT_CODES),
  old_price: z.string(),
  new_price: z.string(),
  /** (new − old) / old × 100 of the exact costs per base unit, 2 places; null when old is 0. */
  change_pct: z.string().nullable(),
  changed_at: isoDateTime,
  /**
   * Recipes whose cost the change moved: those with a line of the product and, through
   * elaboraciones, those above them; the first few by name.
   */
  affected_recipes: z.array(dashboardRecipeRefSchema),
  affected_count: z.number().int(),
});
export type DashboardPriceChange = z.infer<typeof dashboardPriceChangeSchema>;

export const dashboardPlanUsageSchema = z.object({
  plan: planCodeSchema,
  plan_name: z.string(),
  ingredient_instances: resourceProgressSchema,
  recipes: resourceProgressSchema,
});
export type DashboardPlanUsage = z.infer<typeof dashboardPlanUsageSchema>;

export const dashboardRecentInvoiceSchema = z.object({
  id: z.number().int(),
  supplier_name: z.string(),
  number: z.string(),
  issue_date: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  total: z.string(),
  /** Products whose price it updated or that it created. */
  products_count: z.number().int(),
  applied_at: isoDateTime,
});
export type DashboardRecentInvoice = z.infer<typeof dashboardRecentInvoiceSchema>;

/** A dish, menu or product sold, in the sales block. */
export const dashboardSoldSchema = z.object({
  kind: z.enum(['recipe', 'menu', 'product']),
  id: z.number().int(),
  name: z.string(),
  /** Units sold in the period (refunds netted), 3 places. */
  units: z.string(),
  /** Its share of the units sold of everything linked (the sales mix), 2 places. */
  mix_pct: z.string(),
  net_revenue: z.string(),
  /** Net revenue − cost of what was sold (units × cost per serving at each day's prices). */
  contribution: z.string(),
  food_cost_pct: z.string().nullable(),
});
export type DashboardSold = z.infer<typeof dashboardSoldSchema>;

/**
 * What the till's imported sales say (issue 33 point 5), from the sales module's summary of the
 * period: the last four weeks (today included), or the newest import's days when nothing was
 * sold in them.
 */
export const dashboardSalesSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** True: the last four weeks; false: the newest import's period, older. */
  recent: z.boolean(),
  net_revenue: z.string(),
  /** The share of net revenue linked to dishes, menus, products or not food, 1 place. */
  linked_pct: z.string().nullable(),
  /** Net revenue of dishes, menus and products sold as they are. */
  food_net_revenue: z.string(),
  cost_of_sales: z.string(),
  /** Food cost of what was sold: cost of sales / food net revenue × 100, 2 places. */
  food_cost_pct: z.string().nullable(),
  /** The escandallos' target, weighted by each dish's food net revenue, 2 places. */
  target_food_cost_pct: z.string().nullable(),
  /** Dishes whose cost is incomplete (a missing price). */
  incomplete_costs: z.number().int(),
  /** The most sold by units, most first (ties by name), at most `topSold`. */
  top_sold: z.array(dashboardSoldSchema),
  /** The largest contributions (€), largest first, at most `contributors`. */
  best_contributors: z.array(dashboardSoldSchema),
  /** The smallest contributions, smallest first; never one already among the best. */
  worst_contributors: z.array(dashboardSoldSchema),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

export const dashboardSummarySchema = z.object({
  figures: dashboardFiguresSchema,
  /** Costed recipes, lowest margin first (ties by id). */
  lowest_margin: z.array(dashboardMarginRecipeSchema),
  /** Costed recipes, highest margin first (ties by id). */
  highest_margin: z.array(dashboardMarginRecipeSchema),
  /** Recipes with incomplete costs, by name. */
  incomplete_recipes: z.array(dashboardIncompleteRecipeSchema),
  top_ingredients: z.array(dashboardTopIngredientSchema),
  /** The latest price changes (a price replacing an earlier one), newest first. */
  recent_price_changes: z.array(dashboardPriceChangeSchema),
  /** The last supplier invoices applied (issue 19), newest first, at most 5. */
  recent_invoices: z.array(dashboardRecentInvoiceSchema),
  plan_usage: dashboardPlanUsageSchema,
  /** The till's sales (issue 33); null without imported sales. */
  sales: dashboardSalesSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
