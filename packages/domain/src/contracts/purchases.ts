import { z } from 'zod';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { unitCodeSchema } from './ingredients.ts';
import { affectedMenuSchema, affectedRecipeSchema } from './supplier-invoices.ts';

/*
 * The purchases ledger and the albarán typed by hand (issue 32, DOMAIN.md §10). Every price and
 * every delivery enters through the ingredients module's ledger, whatever the document; a purchase
 * row is written whenever a quantity received is known.
 */

export const PURCHASE_SOURCES = ['invoice', 'price_list', 'delivery_note', 'manual'] as const;
export const purchaseSourceSchema = z.enum(PURCHASE_SOURCES);
export type PurchaseSource = z.infer<typeof purchaseSourceSchema>;

/** What the screens call each source. */
export const PURCHASE_SOURCE_LABELS: Record<PurchaseSource, string> = {
  invoice: 'Factura',
  price_list: 'Lista de precios',
  delivery_note: 'Albarán',
  manual: 'Edición manual',
};

export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida (AAAA-MM-DD).')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'Introduce una fecha válida (AAAA-MM-DD).');

export const purchasesListQuerySchema = z.object({
  ingredient_instance: dbIntegerQuery().optional(),
  supplier: dbIntegerQuery().optional(),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
});

export const purchaseSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD: the document's date. */
  date: z.string(),
  ingredient_instance: z.number().int().nullable(),
  product_name: z.string(),
  supplier: z.number().int().nullable(),
  supplier_name: z.string(),
  /** In the base unit, 3 places. */
  quantity: z.string(),
  base_unit: z.string(),
  /** Net € per base unit, 6 places. */
  price_per_base_unit: z.string(),
  /** Net € (without VAT), 2 places. */
  net_amount: z.string(),
  source_kind: purchaseSourceSchema,
  source_reference: z.string(),
  source_id: z.number().int().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = paginated(purchaseSchema);

// ---------- the albarán typed by hand ----------

/** A line's unit: `format` (the product's purchase format, "Caja 5 kg") or a unit code. */
export const deliveryLineUnitSchema = z.union([z.literal('format'), unitCodeSchema]);
export type DeliveryLineUnit = z.infer<typeof deliveryLineUnitSchema>;

export const deliveryNoteLineInputSchema = z.object({
  ingredient_instance: dbInteger(),
  quantity: decimalString({ places: 3, min: 0.001, max: 1_000_000 }),
  unit: deliveryLineUnitSchema.optional().default('format'),
  /** The price of one purchase format (without VAT) when it changed; null: the current one. */
  new_price: decimalString({ places: 4, min: 0, max: 1_000_000 })
    .nullable()
    .optional()
    .default(null),
});

export const deliveryNoteInputSchema = z.object({
  supplier: dbInteger(),
  date: isoDateSchema,
  number: z.string().trim().max(60, 'Máximo 60 caracteres.').optional().default(''),
  notes: z.string().max(2000, 'Máximo 2000 caracteres.').optional().default(''),
  lines: z
    .array(deliveryNoteLineInputSchema)
    .min(1, 'Añade al menos una línea.')
    .max(200, 'Como mucho 200 líneas.'),
});
export type DeliveryNoteInput = z.input<typeof deliveryNoteInputSchema>;

export const deliveryNoteLineSchema = z.object({
  line: z.number().int(),
  ingredient_instance: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  new_price: z.string().nullable(),
  /** Received, in the base unit (3 places). */
  quantity_base: z.string(),
  base_unit: z.string(),
  price_per_base_unit: z.string(),
  /** The product's € per base unit before this albarán. */
  previous_price_per_base_unit: z.string().nullable(),
  /** Whether the line changed the product's price (a new price that differs). */
  price_changed: z.boolean(),
  net_amount: z.string(),
});
export type DeliveryNoteLine = z.infer<typeof deliveryNoteLineSchema>;

export const deliveryNoteListItemSchema = z.object({
  id: z.number().int(),
  supplier: z.number().int().nullable(),
  supplier_name: z.string(),
  number: z.string(),
  date: z.string(),
  total_net: z.string(),
  lines_count: z.number().int(),
  created_at: isoDateTime,
});
export type DeliveryNoteListItem = z.infer<typeof deliveryNoteListItemSchema>;
export const deliveryNoteListSchema = paginated(deliveryNoteListItemSchema);

export const deliveryNoteSchema = deliveryNoteListItemSchema.extend({
  notes: z.string(),
  lines: z.array(deliveryNoteLineSchema),
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;

/** The preview (nothing written) and the answer of a save: the lines priced, and the impact. */
export const deliveryNoteResultSchema = z.object({
  note: deliveryNoteSchema.nullable(),
  lines: z.array(deliveryNoteLineSchema),
  total_net: z.string(),
  prices_changed: z.number().int(),
  impact_available: z.boolean(),
  affected_recipes: z.array(affectedRecipeSchema),
  affected_menus: z.array(affectedMenuSchema),
});
export type DeliveryNoteResult = z.infer<typeof deliveryNoteResultSchema>;
