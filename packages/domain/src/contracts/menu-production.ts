import { z } from 'zod';
import { neededEventSchema } from './menu-needs.ts';
import { menuKindSchema } from './menus.ts';

/*
 * The production sheet of a menu or event for N guests (issue 37 point 6, DOMAIN.md §13):
 * `GET /api/menus/{id}/production/?guests=N` (Pro and Business, as the needs), and its A4 PDF at
 * `…/production/pdf/`. The elaboraciones first — one used by another before it —, each in whole
 * batches with its lines scaled to them and its steps; then the dishes in the menu's order with
 * their whole raciones, lines and steps. Quantities 3 places (DESIGN.md §4); `text` as a cook
 * reads it ("14,2 kg", never "14 200 g"). The query is the menu's own (`menuGuestsQuerySchema`).
 */

export const productionLineSchema = z.object({
  /** A product (`ingredient`) or an elaboración (`sub_recipe`). */
  kind: z.enum(['ingredient', 'sub_recipe']),
  /** The product or the elaboración; null when it no longer exists. */
  id: z.number().int().nullable(),
  name: z.string(),
  /** Scaled, in the line's unit (a line in ud or docena whole, rounded up). */
  quantity: z.string(),
  unit: z.string(),
  /** "11 kg", "23 ud", "4 l". */
  text: z.string(),
  /** The gross quantity when merma makes it larger ("12,222 kg"); null otherwise. */
  gross_text: z.string().nullable(),
});
export type ProductionLineAnswer = z.infer<typeof productionLineSchema>;

export const productionElaboracionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whole batches of the yield, rounded up. */
  batches: z.number().int(),
  yield_quantity: z.string(),
  unit: z.string(),
  /** What is needed, in the yield unit (an elaboración inside another: for its batches made). */
  quantity: z.string(),
  /** «Bechamel — 7 tandas de 1 l (6,2 l necesarios)». */
  text: z.string(),
  lines: z.array(productionLineSchema),
  steps: z.array(z.string()),
});
export type ProductionElaboracionAnswer = z.infer<typeof productionElaboracionSchema>;

export const productionDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whole raciones to prepare (the planned ones rounded up). */
  servings: z.number().int(),
  /** The planned raciones (a share may leave a fraction). */
  planned_servings: z.string(),
  /** «Croquetas — 80 raciones». */
  text: z.string(),
  lines: z.array(productionLineSchema),
  steps: z.array(z.string()),
});
export type ProductionDishAnswer = z.infer<typeof productionDishSchema>;

export const menuProductionSchema = z.object({
  menu: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: menuKindSchema,
    /** An event's date (YYYY-MM-DD), else null. */
    event_date: z.string().nullable(),
  }),
  /** The guests the sheet is for (`?guests=N`, else the event's). */
  guests: z.number().int(),
  /** In the order they are prepared: one used by another comes before it. */
  elaboraciones: z.array(productionElaboracionSchema),
  /** In the menu's order. */
  dishes: z.array(productionDishSchema),
  /** False when a line could not be counted (see `warnings`). */
  complete: z.boolean(),
  warnings: z.array(z.string()),
});
export type MenuProductionAnswer = z.infer<typeof menuProductionSchema>;

// ---------- the production sheet of a day (issue 37 point 6) ----------

/** `GET /api/menus/production/?date=YYYY-MM-DD` (and `…/pdf/`): every event of that day. */
export const dayProductionQuerySchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida (AAAA-MM-DD).')
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, 'Introduce una fecha válida (AAAA-MM-DD).'),
});
export type DayProductionQuery = z.output<typeof dayProductionQuerySchema>;

/**
 * The sheet of a day: the per-event sheet's shape with the day's events instead of the menu
 * (each dish in whole raciones per event, then added; the elaboraciones batched once for all);
 * `guests` is their total. No event that day: empty lists.
 */
export const dayProductionSchema = menuProductionSchema.omit({ menu: true }).extend({
  date: z.string(),
  /** By name. */
  events: z.array(neededEventSchema),
});
export type DayProductionAnswer = z.infer<typeof dayProductionSchema>;
