import { z } from 'zod';
import { taxIdProblem } from '../tax-id.ts';
import { isoDateTime } from './common.ts';

/*
 * Suppliers (issue 32): one row per supplier however many names its documents use. A product
 * belongs to one (or none); purchases, delivery notes and invoices name it. The list is small and
 * unpaginated (DESIGN.md §4), like categories and units.
 */

const required = 'Este campo es obligatorio.';

/** The fields as sent, without defaults: a PATCH changes only what it names. */
const supplierFields = {
  name: z.string().trim().min(1, required).max(120, 'Máximo 120 caracteres.'),
  /** NIF/CIF, checked with its control character; "" when unknown. */
  tax_id: z
    .string()
    .trim()
    .max(20, 'Máximo 20 caracteres.')
    .superRefine((value, ctx) => {
      const problem = taxIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Other names it is known by: the legal name on its invoices, abbreviations. */
  aliases: z
    .array(z.string().trim().min(1, required).max(200, 'Máximo 200 caracteres.'))
    .max(20, 'Como mucho 20 nombres.'),
  email: z.union([z.literal(''), z.email('Introduce un correo electrónico válido.').max(254)]),
  phone: z.string().trim().max(40, 'Máximo 40 caracteres.'),
  contact: z.string().trim().max(120, 'Máximo 120 caracteres.'),
  notes: z.string().max(2000, 'Máximo 2000 caracteres.'),
  /** ISO weekdays it delivers on: 1 Monday … 7 Sunday. */
  delivery_days: z
    .array(z.number().int().min(1, 'Día no válido.').max(7, 'Día no válido.'))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  /** Order cut-off, "HH:MM" (the day before delivery); null when not set. */
  order_cutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Introduce una hora válida (HH:MM).')
    .nullable(),
};

export const supplierInputSchema = z.object({
  name: supplierFields.name,
  tax_id: supplierFields.tax_id.optional().default(''),
  aliases: supplierFields.aliases.optional().default([]),
  email: supplierFields.email.optional().default(''),
  phone: supplierFields.phone.optional().default(''),
  contact: supplierFields.contact.optional().default(''),
  notes: supplierFields.notes.optional().default(''),
  delivery_days: supplierFields.delivery_days.optional().default([]),
  order_cutoff: supplierFields.order_cutoff.optional().default(null),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierInputParsed = z.output<typeof supplierInputSchema>;

/** PATCH: only the fields sent change. */
export const supplierPatchSchema = z.object(supplierFields).partial();
export type SupplierPatch = z.output<typeof supplierPatchSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string(),
  aliases: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  contact: z.string(),
  notes: z.string(),
  delivery_days: z.array(z.number().int()),
  order_cutoff: z.string().nullable(),
  products_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});

/** A product of the supplier as its screen and the albarán show it: last price, last purchase. */
export const supplierProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  purchase_quantity: z.string(),
  purchase_unit: z.string(),
  purchase_price: z.string(),
  base_unit: z.string(),
  /** € per base unit (g, ml or ud), 6 places. */
  unit_cost: z.string(),
  /** When the price in force was set (its price-history row). */
  price_since: isoDateTime.nullable(),
  /** The last purchase's date (YYYY-MM-DD), or null: never bought through a document. */
  last_purchased_on: z.string().nullable(),
  is_active: z.boolean(),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

/** The supplier's screen: its products (last used first) and its spend per month. */
export const supplierOverviewSchema = z.object({
  supplier: supplierSchema,
  products: z.array(supplierProductSchema),
  /** The last `months` months, oldest first; net amounts of its purchases. */
  spend_by_month: z.array(z.object({ month: z.string(), total_net: z.string() })),
  total_net: z.string(),
});
export type SupplierOverview = z.infer<typeof supplierOverviewSchema>;

export const supplierOverviewQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(24).catch(12).default(12),
});
