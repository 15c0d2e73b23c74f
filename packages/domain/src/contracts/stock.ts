import { z } from 'zod';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { unitCodeSchema } from './ingredients.ts';
import { isoDateSchema } from './purchases.ts';

/*
 * Stock counts and the month's close (issue 34, DOMAIN.md §10, decision 041). Areas in the order
 * a cook walks them, products and elaboraciones placed on their shelves, counts taken at the end
 * of a day with entries a phone can send twice (a client-made id), and the close between two
 * counts: actual use against theoretical use and waste.
 */

const name = z
  .string()
  .trim()
  .min(1, 'Este campo es obligatorio.')
  .max(60, 'Máximo 60 caracteres.');

// ---------- storage areas ----------

export const storageAreaInputSchema = z.object({ name });
export type StorageAreaInput = z.input<typeof storageAreaInputSchema>;

/** A quantity's unit: `format` (the product's purchase format, "Caja 5 kg") or a unit code. */
export const stockEntryUnitSchema = z.union([z.literal('format'), unitCodeSchema]);

/**
 * A par level (issue 37): what the area should hold after a delivery, as the chef typed it (in
 * purchase formats or a unit), and that in the item's base unit (g, ml, ud) or yield unit — null
 * when it no longer converts (the product's format changed to another kind of unit).
 */
export const parLevelSchema = z.object({
  quantity: z.string(),
  unit: z.string(),
  base_quantity: z.string().nullable(),
});
export type ParLevel = z.infer<typeof parLevelSchema>;

export const stockPlaceSchema = z.object({
  id: z.number().int(),
  ingredient_instance: z.number().int().nullable(),
  recipe: z.number().int().nullable(),
  name: z.string(),
  /** The unit a count of it is typed in by default: the purchase format's or the yield's. */
  base_unit: z.string(),
  position: z.number().int(),
  /** Its par level in this area; null: none set. */
  par_level: parLevelSchema.nullable().default(null),
});
export type StockPlace = z.infer<typeof stockPlaceSchema>;

/** `PATCH /api/storage-areas/{id}/items/{item}/`: a place's par level, or null to clear it. */
export const stockPlaceParInputSchema = z.object({
  par_level: z
    .object({
      quantity: decimalString({ places: 3, min: 0.001, max: 1_000_000 }),
      unit: stockEntryUnitSchema,
    })
    .nullable(),
});
export type StockPlaceParInput = z.input<typeof stockPlaceParInputSchema>;
export type StockPlacePar = z.output<typeof stockPlaceParInputSchema>;

export const storageAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  items_count: z.number().int(),
  created_at: isoDateTime,
});
export type StorageArea = z.infer<typeof storageAreaSchema>;

export const storageAreaDetailSchema = storageAreaSchema.extend({
  items: z.array(stockPlaceSchema),
});
export type StorageAreaDetail = z.infer<typeof storageAreaDetailSchema>;

/** The areas in a new order (every area of the owner, once). */
export const storageAreaOrderSchema = z.object({
  areas: z.array(dbInteger()).max(100),
});

/**
 * An area's shelves, in order: each item a product or an elaboración (drag to reorder; an item
 * left out is taken off the area).
 */
export const stockPlacesInputSchema = z.object({
  items: z
    .array(
      z
        .object({
          ingredient_instance: dbInteger().nullable().optional().default(null),
          recipe: dbInteger().nullable().optional().default(null),
        })
        .refine((item) => (item.ingredient_instance === null) !== (item.recipe === null), {
          message: 'Cada sitio es un producto o una elaboración.',
        }),
    )
    .max(1000, 'Como mucho 1000 productos por zona.'),
});
export type StockPlacesInput = z.input<typeof stockPlacesInputSchema>;

// ---------- counts ----------

export const STOCK_COUNT_KINDS = ['full', 'partial'] as const;
export const stockCountKindSchema = z.enum(STOCK_COUNT_KINDS);

export const stockEntryInputSchema = z
  .object({
    /** Made by the client (a UUID): the same id sent twice is stored once. */
    client_id: z
      .string()
      .trim()
      .min(8, 'Identificador de entrada no válido.')
      .max(64, 'Identificador de entrada no válido.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de entrada no válido.'),
    ingredient_instance: dbInteger().nullable().optional().default(null),
    recipe: dbInteger().nullable().optional().default(null),
    area: dbInteger().nullable().optional().default(null),
    quantity: decimalString({ places: 3, min: 0, max: 1_000_000 }),
    unit: stockEntryUnitSchema,
  })
  .refine((entry) => (entry.ingredient_instance === null) !== (entry.recipe === null), {
    message: 'Cada entrada es de un producto o de una elaboración.',
    path: ['ingredient_instance'],
  });
export type StockEntryInput = z.input<typeof stockEntryInputSchema>;

export const stockCountInputSchema = z
  .object({
    date: isoDateSchema,
    kind: stockCountKindSchema,
    /** The areas it covers; none: every area. */
    areas: z.array(dbInteger()).max(100).optional().default([]),
    /** A partial count's list: products and elaboraciones. */
    ingredient_instances: z.array(dbInteger()).max(2000).optional().default([]),
    recipes: z.array(dbInteger()).max(2000).optional().default([]),
    tolerance_pct: decimalString({ places: 2, min: 1, max: 100 }).optional().default('25'),
    notes: z.string().max(2000, 'Máximo 2000 caracteres.').optional().default(''),
    entries: z.array(stockEntryInputSchema).max(2000).optional().default([]),
  })
  .refine(
    (count) =>
      count.kind === 'full' || count.ingredient_instances.length + count.recipes.length > 0,
    { message: 'Elige los productos de un recuento parcial.', path: ['ingredient_instances'] },
  );
export type StockCountInput = z.input<typeof stockCountInputSchema>;

export const stockEntriesInputSchema = z.object({
  entries: z.array(stockEntryInputSchema).min(1).max(2000),
});

export const stockEntrySchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  ingredient_instance: z.number().int().nullable(),
  recipe: z.number().int().nullable(),
  area: z.number().int().nullable(),
  quantity: z.string(),
  unit: z.string(),
  /** In the base unit (g, ml, ud) or the elaboración's yield unit, 3 places. */
  quantity_base: z.string(),
  base_unit: z.string(),
  created_at: isoDateTime,
});
export type StockEntry = z.infer<typeof stockEntrySchema>;

/** One line of a count sheet: an item to count, where it is, what is expected, what was typed. */
export const stockSheetLineSchema = z.object({
  ingredient_instance: z.number().int().nullable(),
  recipe: z.number().int().nullable(),
  name: z.string(),
  area: z.number().int().nullable(),
  area_name: z.string(),
  position: z.number().int(),
  /** The purchase format ("Saco 5 kg"), null for an elaboración. */
  format_name: z.string().nullable(),
  /** Base units in one purchase format (5000 for a 5 kg sack), null for an elaboración. */
  format_quantity: z.string().nullable(),
  base_unit: z.string(),
  /** Last count + purchases − theoretical use since (DOMAIN.md §10); null without a count before. */
  expected: z.string().nullable(),
  /** Σ of its entries in this count, in the base unit; null when not counted yet. */
  counted: z.string().nullable(),
  /** Counted is more than the count's tolerance away from expected. */
  flagged: z.boolean(),
  /** € per base unit at the count's date (DOMAIN.md §10); null without a price. */
  unit_cost: z.string().nullable(),
  /** counted × unit cost, 2 places. */
  value: z.string().nullable(),
});
export type StockSheetLine = z.infer<typeof stockSheetLineSchema>;

export const stockCountListItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: stockCountKindSchema,
  areas: z.array(z.number().int()),
  entries_count: z.number().int(),
  /** Σ of the counted lines' values, €. */
  value: z.string(),
  created_at: isoDateTime,
});
export type StockCountListItem = z.infer<typeof stockCountListItemSchema>;
export const stockCountListSchema = paginated(stockCountListItemSchema);

export const stockCountSchema = stockCountListItemSchema.extend({
  tolerance_pct: z.string(),
  notes: z.string(),
  ingredient_instances: z.array(z.number().int()),
  recipes: z.array(z.number().int()),
  lines: z.array(stockSheetLineSchema),
  entries: z.array(stockEntrySchema),
});
export type StockCount = z.infer<typeof stockCountSchema>;

// ---------- the close ----------

export const stockCloseQuerySchema = z.object({
  from_count: dbIntegerQuery(),
  to_count: dbIntegerQuery(),
});

export const stockCloseLineSchema = z.object({
  ingredient_instance: z.number().int(),
  name: z.string(),
  base_unit: z.string(),
  /** Quantities in the base unit, 3 places. */
  opening: z.string(),
  purchases: z.string(),
  closing: z.string(),
  /** opening + purchases − closing. */
  actual_use: z.string(),
  theoretical_use: z.string(),
  waste: z.string(),
  /** actual − theoretical − waste (positive: unexplained loss). */
  variance: z.string(),
  /** € per base unit at the closing count's date. */
  unit_cost: z.string(),
  actual_use_value: z.string(),
  theoretical_use_value: z.string(),
  waste_value: z.string(),
  variance_value: z.string(),
  /** variance / theoretical × 100, 2 places; null when nothing was expected. */
  variance_pct: z.string().nullable(),
});
export type StockCloseLine = z.infer<typeof stockCloseLineSchema>;

/** Waste of one reason or destination in a close: € at the closing count's prices, kg. */
export const stockCloseWasteSchema = z.object({
  code: z.string(),
  value: z.string(),
  /** kg, 3 places: the products whose weight is known. */
  weight_kg: z.string(),
});

export const stockCloseSchema = z.object({
  from_count: z.number().int(),
  to_count: z.number().int(),
  /** The period: the day after the opening count to the closing count's day. */
  date_from: z.string(),
  date_to: z.string(),
  net_food_revenue: z.string(),
  actual_use_value: z.string(),
  theoretical_use_value: z.string(),
  waste_value: z.string(),
  variance_value: z.string(),
  /** € / net food revenue × 100, 2 places; null without revenue. */
  actual_food_cost_pct: z.string().nullable(),
  theoretical_food_cost_pct: z.string().nullable(),
  /** actual − theoretical, in points. */
  gap_points: z.string().nullable(),
  /**
   * actual − theoretical in €, the gap the two percentages show (waste included); `variance_value`
   * is what is left of it unexplained once the recorded waste is taken out.
   */
  gap_value: z.string(),
  /**
   * The period's waste on the counted lines apart (issue 35 point 2), by reason and by destination
   * (codes of contracts/waste.ts), valued as the lines' `waste_value` (each adds up to it).
   */
  waste_by_reason: z.array(stockCloseWasteSchema),
  waste_by_destination: z.array(stockCloseWasteSchema),
  /** Sorted by € variance, largest first. */
  lines: z.array(stockCloseLineSchema),
  /** Bought (or used) in the period but not counted in both counts: no actual use. */
  not_counted: z.array(
    z.object({
      ingredient_instance: z.number().int(),
      name: z.string(),
      purchases: z.string(),
      theoretical_use: z.string(),
      base_unit: z.string(),
    }),
  ),
  /** Counted but neither bought nor used in the period (stock that did not move). */
  not_moved: z.array(
    z.object({
      ingredient_instance: z.number().int(),
      name: z.string(),
      closing: z.string(),
      base_unit: z.string(),
    }),
  ),
  warnings: z.array(z.string()),
});
export type StockClose = z.infer<typeof stockCloseSchema>;
