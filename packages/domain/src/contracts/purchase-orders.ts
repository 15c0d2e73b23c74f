import { z } from 'zod';
import {
  dbInteger,
  dbIntegerQuery,
  decimalString,
  isoDateTime,
  MAX_DB_INTEGER,
  paginated,
  paginationQuerySchema,
} from './common.ts';
import { deliveryNoteInputSchema, deliveryNoteResultSchema, isoDateSchema } from './purchases.ts';
import {
  invoiceApplyRequestSchema,
  invoiceApplySchema,
  invoicePreviewRequestSchema,
  invoicePreviewSchema,
} from './supplier-invoices.ts';
import { RECEIPT_INCIDENT_KINDS } from '../purchase-order-receipt.ts';

/*
 * Purchase orders (issue 37 points 3 and 4, DOMAIN.md §13): the suggested orders of a delivery
 * day, one per supplier, and the orders the chef confirms, prints and sends. Quantities of an
 * order are purchase formats ("3" cajas de 5 kg) with 3 places, so a product bought by the kg
 * may be ordered "2.5"; suggestions are always whole formats. Pro and Business.
 */

// ---------- suggested orders ----------

/** `?menus=1,2`: menus or events by id, comma-separated, at most 20. */
const menuIdsQuery = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'Indica los menús por su número, separados por comas.')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine(
    (ids) => ids.every((id) => id >= 1 && id <= MAX_DB_INTEGER),
    'Indica los menús por su número, separados por comas.',
  );

export const suggestedOrdersQuerySchema = z.object({
  delivery_date: isoDateSchema,
  menus: menuIdsQuery.optional(),
});
export type SuggestedOrdersQuery = z.output<typeof suggestedOrdersQuerySchema>;

export const suggestedOrderLineSchema = z.object({
  ingredient_instance: z.number().int(),
  name: z.string(),
  /** The supplier's own code for it, learned from its invoices; '' when unknown. */
  supplier_code: z.string(),
  base_unit: z.string(),
  /** "caja de 5 kg", "formato de 6 l", "kg". */
  format_name: z.string(),
  /** Whole formats to order (≥ 1). */
  formats: z.number().int(),
  /** "6 cajas de 5 kg (29,722 kg)". */
  text: z.string(),
  /** Par level in the base unit (Σ over its areas); null when it has none. */
  par: z.string().nullable(),
  /** Expected stock now in the base unit ("0.000" without a count: see `counted_on`). */
  expected: z.string(),
  /** Day of the count the expected stock starts from; null: never counted, taken as 0. */
  counted_on: z.string().nullable(),
  /** Gross needs of the events this delivery serves, in the base unit. */
  needs: z.string(),
  /** par − expected + needs, never below 0, in the base unit. */
  to_cover: z.string(),
  /** Price of one format without VAT. */
  unit_price: z.string(),
  amount: z.string(),
});
export type SuggestedOrderLine = z.infer<typeof suggestedOrderLineSchema>;

export const suggestedOrderSchema = z.object({
  supplier: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery_days: z.array(z.number().int()),
  /** "HH:MM" the day before the delivery; null when not set. */
  order_cutoff: z.string().nullable(),
  /** The day the cut-off falls on (the day before the delivery); null without a cut-off. */
  order_cutoff_day: z.string().nullable(),
  /** Whether it is already too late (Europe/Madrid time) to order for this delivery. */
  cutoff_passed: z.boolean(),
  /** The supplier's next delivery: events from then on go in that order. */
  next_delivery_date: z.string(),
  /** The menus and events whose needs this order covers. */
  menus: z.array(z.number().int()),
  lines: z.array(suggestedOrderLineSchema),
  total: z.string(),
});
export type SuggestedOrder = z.infer<typeof suggestedOrderSchema>;

export const suggestedOrdersSchema = z.object({
  delivery_date: z.string(),
  /** ISO weekday of the delivery date: 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  /** The menus and events counted, with the guests and date each was counted for. */
  menus: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      guests: z.number().int(),
      event_date: z.string().nullable(),
    }),
  ),
  /** Suppliers that deliver that day with something to order, by name. */
  suppliers: z.array(suggestedOrderSchema),
  /** What could not be counted (a product without supplier, a format not in its base unit…). */
  warnings: z.array(z.string()),
});
export type SuggestedOrders = z.infer<typeof suggestedOrdersSchema>;

// ---------- orders ----------

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'received'] as const;
export const purchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES);
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;

export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Borrador',
  sent: 'Enviado',
  received: 'Recibido',
};

export const PURCHASE_ORDER_CHANNELS = ['email', 'whatsapp'] as const;
export const purchaseOrderChannelSchema = z.enum(PURCHASE_ORDER_CHANNELS);

export const purchaseOrderLineInputSchema = z.object({
  ingredient_instance: dbInteger(),
  /** Purchase formats: whole as suggested, or with up to 3 places (2.5 of a product sold by kg). */
  quantity: decimalString({ places: 3, min: 0.001, max: 100_000 }),
  /** Price of one format without VAT; absent or null: the product's current price. */
  unit_price: decimalString({ places: 4, min: 0, max: 1_000_000 })
    .nullable()
    .optional()
    .default(null),
});

export const purchaseOrderInputSchema = z.object({
  supplier: dbInteger(),
  delivery_date: isoDateSchema,
  notes: z.string().max(2000, 'Máximo 2000 caracteres.').optional().default(''),
  lines: z
    .array(purchaseOrderLineInputSchema)
    .min(1, 'Añade al menos una línea.')
    .max(200, 'Como mucho 200 líneas.'),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;
export type PurchaseOrderInputParsed = z.output<typeof purchaseOrderInputSchema>;

export const purchaseOrderLineSchema = z.object({
  line: z.number().int(),
  ingredient_instance: z.number().int().nullable(),
  product_name: z.string(),
  supplier_code: z.string(),
  format_name: z.string(),
  /** Formats, 3 places. */
  quantity: z.string(),
  /** "3 cajas de 5 kg". */
  quantity_text: z.string(),
  /** Price of one format without VAT, 4 places. */
  unit_price: z.string(),
  amount: z.string(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderListItemSchema = z.object({
  id: z.number().int(),
  /** "PED-2026-0007", per owner and year. */
  number: z.string(),
  status: purchaseOrderStatusSchema,
  supplier: z.number().int().nullable(),
  supplier_name: z.string(),
  delivery_date: z.string(),
  total: z.string(),
  lines_count: z.number().int(),
  sent_at: isoDateTime.nullable(),
  sent_channel: purchaseOrderChannelSchema.nullable(),
  received_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;
export const purchaseOrderListSchema = paginated(purchaseOrderListItemSchema);

export const RECEIPT_INCIDENT_LABELS: Record<(typeof RECEIPT_INCIDENT_KINDS)[number], string> = {
  missing: 'No llega',
  short: 'Falta',
  over: 'De más',
  price: 'Precio distinto',
  extra: 'No pedido',
};

/** A difference between the order and the document, product by product. */
export const purchaseOrderIncidentSchema = z.object({
  kind: z.enum(RECEIPT_INCIDENT_KINDS),
  /** The order's line; null for what was not ordered. */
  order_line: z.number().int().nullable(),
  /** The document's lines of that product. */
  document_lines: z.array(z.number().int()),
  ingredient_instance: z.number().int().nullable(),
  name: z.string(),
  /** Formats ordered and delivered, 3 places; null when not known. */
  ordered: z.string().nullable(),
  delivered: z.string().nullable(),
  /** € per kg, l or ud (`price_unit`), 4 places: a price incident's. */
  ordered_price: z.string().nullable(),
  document_price: z.string().nullable(),
  price_unit: z.string().nullable(),
  /** «Faltan 2 cajas de 5 kg de Tomate pera: se pidieron 5 y llegan 3.» */
  message: z.string(),
});
export type PurchaseOrderIncident = z.infer<typeof purchaseOrderIncidentSchema>;

export const purchaseOrderSchema = purchaseOrderListItemSchema.extend({
  notes: z.string(),
  /** The supplier's e-mail and phone now ('' when unknown or the supplier is gone). */
  supplier_email: z.string(),
  supplier_phone: z.string(),
  /** The supplier invoice (or albarán) it was received with (issue 37 point 5); null: none. */
  received_invoice: z.number().int().nullable(),
  /** Or the albarán typed by hand it was received with; null: none. */
  received_delivery_note: z.number().int().nullable(),
  /** The incidents found when it was received with a document (none: as ordered, or by word). */
  received_incidents: z.array(purchaseOrderIncidentSchema),
  lines: z.array(purchaseOrderLineSchema),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderListQuerySchema = paginationQuerySchema.extend({
  status: purchaseOrderStatusSchema.optional(),
  supplier: dbIntegerQuery().optional(),
});

export const purchaseOrderSendSchema = z.object({ channel: purchaseOrderChannelSchema });

/** A sent order; WhatsApp: the link that opens the chat with the text written. */
export const purchaseOrderSentSchema = z.object({
  order: purchaseOrderSchema,
  channel: purchaseOrderChannelSchema,
  /** "https://wa.me/34600112233?text=…"; null for e-mail. */
  whatsapp_url: z.string().nullable(),
  /** The message; null for e-mail (the mail carries the PDF). */
  text: z.string().nullable(),
});
export type PurchaseOrderSent = z.infer<typeof purchaseOrderSentSchema>;

// ---------- receiving (issue 37 point 5) ----------

/** The supplier's document, as the supplier invoices' preview and apply take it. */
export const purchaseOrderReceivePreviewRequestSchema = invoicePreviewRequestSchema;
export const purchaseOrderReceiveRequestSchema = invoiceApplyRequestSchema;

/** The check before receiving: the order, the document as the invoices' preview reads it. */
export const purchaseOrderReceivePreviewSchema = z.object({
  order: purchaseOrderSchema,
  invoice: invoicePreviewSchema,
  incidents: z.array(purchaseOrderIncidentSchema),
});
export type PurchaseOrderReceivePreview = z.infer<typeof purchaseOrderReceivePreviewSchema>;

/** Received: the order (with its invoice), the invoice applied, the incidents found. */
export const purchaseOrderReceivedSchema = z.object({
  order: purchaseOrderSchema,
  invoice: invoiceApplySchema,
  incidents: z.array(purchaseOrderIncidentSchema),
});
export type PurchaseOrderReceived = z.infer<typeof purchaseOrderReceivedSchema>;

/** Receiving with an albarán typed by hand: the delivery notes' body (its supplier the order's). */
export const purchaseOrderReceiveNoteRequestSchema = deliveryNoteInputSchema;

export const purchaseOrderReceiveNotePreviewSchema = z.object({
  order: purchaseOrderSchema,
  delivery_note: deliveryNoteResultSchema,
  incidents: z.array(purchaseOrderIncidentSchema),
});
export type PurchaseOrderReceiveNotePreview = z.infer<typeof purchaseOrderReceiveNotePreviewSchema>;
