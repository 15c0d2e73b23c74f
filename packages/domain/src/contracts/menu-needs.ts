import { z } from 'zod';
import { menuKindSchema } from './menus.ts';

/*
 * The needs of a menu or event for N guests (issue 37 point 2, DOMAIN.md §13):
 * `GET /api/menus/{id}/needs/?guests=N` (Pro and Business). What to buy, per supplier and
 * product — the gross quantity (merma included; products counted in ud whole) in the product's
 * base unit and in whole purchase formats —, the elaboraciones to prepare in whole batches and
 * the dishes' servings. Quantities 3 places, money 2 (DESIGN.md §4); `*_text` as a cook reads it.
 * The query is the menu's own (`menuGuestsQuerySchema`): without `guests`, an event's headcount.
 */

export const menuNeedsProductSchema = z.object({
  /** The product (ingredient instance). */
  id: z.number().int(),
  name: z.string(),
  base_unit: z.enum(['g', 'ml', 'ud']),
  /** Gross quantity in the base unit (ud whole, rounded up). */
  quantity: z.string(),
  /** "14,2 kg". */
  quantity_text: z.string(),
  /** The purchase format as stored: "5" "kg". */
  purchase_quantity: z.string(),
  purchase_unit: z.string(),
  /** "caja de 5 kg", "formato de 6 l", "kg"; null when the format is not in the base unit. */
  format_name: z.string().nullable(),
  /** Whole formats to buy, rounded up; null as `format_name`. */
  formats: z.number().int().nullable(),
  /** formats × the format, in the base unit; null as `format_name`. */
  formats_quantity: z.string().nullable(),
  /** "3 cajas de 5 kg (14,2 kg)"; the exact quantity alone without a format. */
  text: z.string(),
  /** The gross quantity at the product's current price. */
  cost: z.string().nullable(),
  /** formats × the format's current price; null as `format_name`. */
  formats_cost: z.string().nullable(),
});
export type MenuNeedsProduct = z.infer<typeof menuNeedsProductSchema>;

export const menuNeedsSupplierSchema = z.object({
  /** Null: products with no supplier linked (`name` '' when they name none either). */
  id: z.number().int().nullable(),
  name: z.string(),
  products: z.array(menuNeedsProductSchema),
  cost: z.string(),
  /** Σ formats' cost (a product with no format: its own cost). */
  formats_cost: z.string(),
});
export type MenuNeedsSupplier = z.infer<typeof menuNeedsSupplierSchema>;

export const menuNeedsElaboracionSchema = z.object({
  /** The elaboración (recipe). */
  id: z.number().int(),
  name: z.string(),
  /** What the dishes use, in the yield unit. */
  quantity: z.string(),
  unit: z.string(),
  yield_quantity: z.string(),
  /** Whole batches of the yield, rounded up. */
  batches: z.number().int(),
  /** "Bechamel: 2 tandas de 1 l (1,6 l)". */
  text: z.string(),
});
export type MenuNeedsElaboracion = z.infer<typeof menuNeedsElaboracionSchema>;

export const menuNeedsDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Servings to prepare (a share may leave a fraction). */
  servings: z.string(),
});

export const menuNeedsSchema = z.object({
  menu: z.object({ id: z.number().int(), name: z.string(), kind: menuKindSchema }),
  /** The guests the needs are for (`?guests=N`, else the event's). */
  guests: z.number().int(),
  /** By supplier name, the products without one last; products by name. */
  suppliers: z.array(menuNeedsSupplierSchema),
  elaboraciones: z.array(menuNeedsElaboracionSchema),
  dishes: z.array(menuNeedsDishSchema),
  cost: z.string(),
  formats_cost: z.string(),
  /** False when a line or a format could not be counted (see `warnings`). */
  complete: z.boolean(),
  warnings: z.array(z.string()),
});
export type MenuNeedsAnswer = z.infer<typeof menuNeedsSchema>;

// ---------- the needs of several events (issue 37 point 2) ----------

/** At most this many days in a range (a quarter), and this many menus or events counted. */
export const MAX_NEEDS_RANGE_DAYS = 92;
export const MAX_NEEDS_MENUS = 50;

const dateQuery = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida (AAAA-MM-DD).')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'Introduce una fecha válida (AAAA-MM-DD).');

const MENU_IDS_MESSAGE = `Indica los menús por su número, separados por comas (hasta ${MAX_NEEDS_MENUS}).`;

/**
 * `GET /api/menus/needs/`: the events dated from `date_from` to `date_to` (both included), or the
 * menus `?menus=1,2`; each at its own guests. The range's rules (both dates, in order, at most
 * {@link MAX_NEEDS_RANGE_DAYS} days) are the service's, said on the field.
 */
export const eventsNeedsQuerySchema = z.object({
  date_from: dateQuery.optional(),
  date_to: dateQuery.optional(),
  menus: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${MAX_NEEDS_MENUS - 1}}$`), MENU_IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), MENU_IDS_MESSAGE)
    .optional(),
});
export type EventsNeedsQuery = z.output<typeof eventsNeedsQuerySchema>;

/** A menu or event the needs count, at the guests it is counted for. */
export const neededEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: menuKindSchema,
  /** YYYY-MM-DD; null for a menu without a date (asked for by id). */
  event_date: z.string().nullable(),
  guests: z.number().int(),
});
export type NeededEvent = z.infer<typeof neededEventSchema>;

/**
 * The needs of several events: the single menu's answer (products summed over the events in
 * their base unit, THEN said in whole purchase formats once; elaboraciones summed, then batched),
 * with the events counted instead of the menu; `guests` is their total.
 */
export const eventsNeedsSchema = menuNeedsSchema.omit({ menu: true }).extend({
  /** The range asked for; null when the menus were asked by id. */
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  /** By date, then name (a menu asked by id, in the order asked). */
  events: z.array(neededEventSchema),
});
export type EventsNeedsAnswer = z.infer<typeof eventsNeedsSchema>;
