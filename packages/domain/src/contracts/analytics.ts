import { z } from 'zod';
import { MENU_QUADRANTS } from '../menu-engineering.ts';
import { baseUnitSchema, unitCodeSchema } from './ingredients.ts';
import { menuKindSchema, menuStatusSchema } from './menus.ts';
import { dbInteger, dbIntegerQuery, decimalString, MAX_DB_INTEGER } from './common.ts';

/* Advanced analytics (plan feature `analytics`, Business): docs/decisions/015-analytics.md. */

const recipeRef = z.object({ id: z.number().int(), name: z.string() });

// ---------- margin_distribution/ ----------

export const marginBucketSchema = z.object({
  label: z.string(),
  /** Lower bound (included), % ; null for the open bucket below 0 %. */
  min_pct: z.string().nullable(),
  /** Upper bound (excluded), %; null for the open bucket from 90 %. */
  max_pct: z.string().nullable(),
  count: z.number().int(),
  recipes: z.array(recipeRef.extend({ margin_pct: z.string() })),
});

export const marginDistributionSchema = z.object({
  buckets: z.array(marginBucketSchema),
  /** Dishes with a PVP and a complete cost (the ones in the buckets). */
  with_price_count: z.number().int(),
  /** Dishes with a complete cost and no PVP. */
  without_price_count: z.number().int(),
  /** Dishes whose cost is incomplete (a product without price, a missing conversion…). */
  incomplete_count: z.number().int(),
  /** Dishes in the buckets whose margin is below their own target. */
  below_target_count: z.number().int(),
  /** Plain average of the margin % of the dishes in the buckets; null without any. */
  average_margin_pct: z.string().nullable(),
});
export type MarginDistribution = z.infer<typeof marginDistributionSchema>;

// ---------- category_cost_share/ ----------

export const categoryCostShareSchema = z.object({
  /** € of one batch of every recipe, summed over the product lines (sub-recipe lines not again). */
  total: z.string(),
  recipes_count: z.number().int(),
  categories: z.array(
    z.object({
      category: z.number().int(),
      category_name: z.string(),
      amount: z.string(),
      share_pct: z.string(),
      products_count: z.number().int(),
    }),
  ),
});
export type CategoryCostShare = z.infer<typeof categoryCostShareSchema>;

// ---------- price_evolution/ ----------

export const MAX_EVOLUTION_PRODUCTS = 10;
export const DEFAULT_EVOLUTION_PRODUCTS = 5;

export const priceEvolutionQuerySchema = z.object({
  /** Product ids, comma separated ("3,8,12"); default: the products with most weight in costs. */
  products: z
    .string()
    .trim()
    .max(120)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Introduce ids de productos separados por comas.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_DB_INTEGER), {
      message: 'Hay un id de producto no válido.',
    })
    .refine((ids) => ids.length <= MAX_EVOLUTION_PRODUCTS, {
      message: `Como máximo ${MAX_EVOLUTION_PRODUCTS} productos.`,
    })
    .optional(),
  /** Months back from today (1–36, default 12). */
  months: dbIntegerQuery()
    .pipe(z.number().max(36, 'Asegúrate de que este valor es menor o igual a 36.'))
    .optional(),
});
export type PriceEvolutionQuery = z.output<typeof priceEvolutionQuerySchema>;

export const pricePointSchema = z.object({
  date: z.string().describe('ISO 8601 UTC'),
  /** € per base unit (g, ml or ud), before merma. */
  unit_cost: z.string(),
  /** € per kg, l or ud (the reference unit). */
  reference_price: z.string(),
});

export const priceEvolutionSchema = z.object({
  months: z.number().int(),
  since: z.string().describe('ISO 8601 UTC'),
  series: z.array(
    z.object({
      product: z.number().int(),
      name: z.string(),
      base_unit: baseUnitSchema,
      reference_unit: z.enum(['kg', 'l', 'ud']),
      /** Share of the recipes' ingredient cost (%), the order of the default choice. */
      cost_share_pct: z.string(),
      /** The price in force at `since` first (dated `since`), then each change, oldest first. */
      points: z.array(pricePointSchema),
    }),
  ),
});
export type PriceEvolution = z.infer<typeof priceEvolutionSchema>;

// ---------- price_impact/ (POST, saves nothing) ----------

export const MAX_PRICE = 1_000_000;

export const priceImpactRequestSchema = z
  .object({
    ingredient_instance: dbInteger(),
    /** New purchase price ex-VAT for the product's purchase format. */
    new_price: decimalString({ places: 4, min: 0, max: MAX_PRICE }).optional(),
    /** Or a change in % of the current price (−99.99 to +1000). */
    change_pct: decimalString({ places: 2, min: -99.99, max: 1000 }).optional(),
    /** Or a row of the product's price history (its price then). */
    history_entry: dbInteger().optional(),
    /**
     * With `new_price` only, both or neither: the new price is for this purchase format instead
     * of the product's (the product drawer, before saving a new format). Bounds as a product's.
     */
    purchase_quantity: decimalString({ places: 3, min: 0.001, max: 1_000_000 }).optional(),
    purchase_unit: unitCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.new_price, body.change_pct, body.history_entry].filter(
      (value) => value !== undefined,
    );
    if (given.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'Indica un nuevo precio, un cambio en % o una entrada del historial (solo uno).',
      });
    }
    const format = [body.purchase_quantity, body.purchase_unit].filter(
      (value) => value !== undefined,
    );
    if (format.length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: [body.purchase_quantity === undefined ? 'purchase_quantity' : 'purchase_unit'],
        message: 'Indica la cantidad y la unidad del formato de compra, las dos.',
      });
    }
    if (format.length > 0 && body.new_price === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'Un formato de compra nuevo va con un nuevo precio.',
      });
    }
  });
export type PriceImpactRequest = z.output<typeof priceImpactRequestSchema>;

export const priceImpactRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_subrecipe: z.boolean(),
  /** Through an elaboración rather than a line of the product itself. */
  via_sub_recipe: z.boolean(),
  old_cost_per_serving: z.string(),
  new_cost_per_serving: z.string(),
  cost_change_pct: z.string().nullable(),
  old_margin_pct: z.string().nullable(),
  new_margin_pct: z.string().nullable(),
  old_food_cost_pct: z.string().nullable(),
  new_food_cost_pct: z.string().nullable(),
  target_food_cost_pct: z.string(),
  was_below_target: z.boolean(),
  below_target: z.boolean(),
});

/**
 * A menu serving one of the moved dishes: its figures as the menus module costs them
 * (`costMenu` on the dishes' figures), now and with the new price. Expected = the expected mix of
 * each choose-one section; worst = the dearest dish of each (null figures on a carta, which has no
 * price per person: its food cost is its dishes' average).
 */
export const priceImpactMenuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: menuKindSchema,
  old_cost_per_cover: z.string(),
  new_cost_per_cover: z.string(),
  old_cost_per_cover_worst: z.string(),
  new_cost_per_cover_worst: z.string(),
  /** The expected food cost; a carta: the average of its dishes with a PVP. */
  old_food_cost_pct: z.string().nullable(),
  new_food_cost_pct: z.string().nullable(),
  old_food_cost_pct_worst: z.string().nullable(),
  new_food_cost_pct_worst: z.string().nullable(),
  old_margin_per_cover: z.string().nullable(),
  new_margin_per_cover: z.string().nullable(),
  old_status: menuStatusSchema,
  new_status: menuStatusSchema,
});

export const priceImpactSchema = z.object({
  /** Always false: a simulation. */
  saved: z.literal(false),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    purchase_quantity: z.string(),
    purchase_unit: z.string(),
    /** The purchase format the new price is for (the product's unless the request gives one). */
    new_purchase_quantity: z.string(),
    new_purchase_unit: unitCodeSchema,
    old_price: z.string(),
    new_price: z.string(),
    reference_unit: z.enum(['kg', 'l', 'ud']),
    old_reference_price: z.string(),
    new_reference_price: z.string(),
  }),
  affected_count: z.number().int(),
  newly_below_target_count: z.number().int(),
  recipes: z.array(priceImpactRecipeSchema),
  /** The menus serving an affected dish, by name. */
  menus: z.array(priceImpactMenuSchema),
  /**
   * At the real volumes (issue 33): with imported sales of dishes in the last four weeks (today
   * included), each moved dish's units a week (its till items' units in the 28 days / 4) and
   * what the change costs a week (units × Δ cost per serving, exact, then rounded); null
   * without them.
   */
  sales_volume: z
    .object({
      date_from: z.string(),
      date_to: z.string(),
      /** Σ of the recipes' weekly €, 2 places (negative: a saving). */
      weekly_cost_change: z.string(),
      /** The moved dishes sold in the period (elaboraciones are not sold), by name. */
      recipes: z.array(
        z.object({
          recipe: z.number().int(),
          /** Units a week, 2 places. */
          weekly_units: z.string(),
          /** Units a week × (new − old cost per serving), 2 places. */
          weekly_cost_change: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type PriceImpact = z.infer<typeof priceImpactSchema>;
export type PriceImpactRecipe = z.infer<typeof priceImpactRecipeSchema>;
export type PriceImpactMenu = z.infer<typeof priceImpactMenuSchema>;

// ---------- menu_engineering/ ----------

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida (AAAA-MM-DD).')
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return (
      !Number.isNaN(parsed.getTime()) &&
      parsed.toISOString().slice(0, 10) === text &&
      text >= '2000-01-01' &&
      text <= '2999-12-31'
    );
  }, 'Introduce una fecha válida (AAAA-MM-DD).');

const periodEndCheck = (value: { period_start?: string; period_end?: string }) =>
  !value.period_start || !value.period_end || value.period_end >= value.period_start;
const periodEndIssue = {
  message: 'La fecha de fin no puede ser anterior a la de inicio.',
  path: ['period_end'],
};

/** A period in a query: both dates or none (none: the latest period with sales). */
export const menuPeriodQuerySchema = z
  .object({ period_start: isoDate.optional(), period_end: isoDate.optional() })
  .refine(periodEndCheck, periodEndIssue)
  .refine((value) => (value.period_start === undefined) === (value.period_end === undefined), {
    message: 'Indica las dos fechas del periodo o ninguna.',
    path: ['period_end'],
  });
export type MenuPeriodQuery = z.output<typeof menuPeriodQuerySchema>;

export const MAX_SALES_ROWS = 1000;

export const menuSalesRequestSchema = z
  .object({
    period_start: isoDate,
    period_end: isoDate,
    sales: z
      .array(z.object({ recipe: dbInteger(), units_sold: dbInteger({ min: 0 }) }))
      .max(MAX_SALES_ROWS),
  })
  .refine(periodEndCheck, periodEndIssue)
  .refine((value) => new Set(value.sales.map((row) => row.recipe)).size === value.sales.length, {
    message: 'Cada receta solo puede aparecer una vez.',
    path: ['sales'],
  });
export type MenuSalesRequest = z.output<typeof menuSalesRequestSchema>;

export const menuSalesSchema = z.object({
  period_start: z.string(),
  period_end: z.string(),
  sales: z.array(
    z.object({ recipe: z.number().int(), name: z.string(), units_sold: z.number().int() }),
  ),
  /** Periods with sales, newest first (at most 24). */
  periods: z.array(z.object({ period_start: z.string(), period_end: z.string() })),
});
export type MenuSales = z.infer<typeof menuSalesSchema>;

export const menuQuadrantSchema = z.enum(MENU_QUADRANTS);

/** Where a period's units sold come from: the till's imported sales, or typed by hand. */
export const MENU_UNITS_SOURCES = ['imported', 'typed'] as const;

export const menuEngineeringSchema = z.object({
  period_start: z.string(),
  period_end: z.string(),
  /**
   * `imported` when the period has sales imported from the till linked to dishes (issue 33): their
   * units, netted of refunds and rounded to whole servings, replace the typed ones.
   */
  units_source: z.enum(MENU_UNITS_SOURCES),
  total_units: z.number().int(),
  total_contribution: z.string(),
  /** Average contribution margin weighted by units (€); null when nothing was sold. */
  average_contribution_margin: z.string().nullable(),
  /** 70 % of the fair share (%); null without dishes. */
  popularity_threshold_pct: z.string().nullable(),
  items: z.array(
    z.object({
      recipe: z.number().int(),
      name: z.string(),
      units_sold: z.number().int(),
      net_sale_price: z.string(),
      cost_per_serving: z.string(),
      contribution_margin: z.string(),
      popularity_pct: z.string(),
      total_contribution: z.string(),
      quadrant: menuQuadrantSchema,
      quadrant_label: z.string(),
      action: z.string(),
    }),
  ),
  /** Recipes with sales that cannot be placed (no PVP or an incomplete cost). */
  excluded: z.array(recipeRef.extend({ reason: z.string() })),
});
export type MenuEngineering = z.infer<typeof menuEngineeringSchema>;
