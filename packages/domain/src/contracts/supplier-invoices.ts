import { z } from 'zod';
import { dbInteger, decimalString, isoDateTime, paginated } from './common.ts';
import { unitCodeSchema } from './ingredients.ts';
import { menuKindSchema } from './menus.ts';
import { INVOICE_FILE_TOO_LARGE } from '../supplier-invoice.ts';

/*
 * Supplier invoices (issue 19): a Facturae / UBL e-invoice or a PDF with text, read, matched to the
 * owner's products, previewed with what it does to the margins, then applied (prices with their
 * history, new products within the quota, the invoice stored). Decimals travel as strings: money 2
 * places, prices per base unit 4–6 (toUnitPrice), percentages 2, quantities 3.
 */

export const SUPPLIER_INVOICE_MAX_BYTES = 5 * 1024 * 1024;
export const INVOICE_FORMATS = ['facturae', 'ubl', 'pdf'] as const;
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const MATCH_KINDS = ['code', 'name', 'none'] as const;
/** A change of price per base unit above this (%) is flagged in the preview. */
export const PRICE_CHANGE_WARNING_PCT = 20;

/** The columns of a supplier's PDF table, by index (0-based) in the table the preview showed. */
export const pdfColumnsSchema = z.object({
  code: z.number().int().min(0).max(40).nullable().optional().default(null),
  description: z.number().int().min(0).max(40),
  quantity: z.number().int().min(0).max(40),
  unit: z.number().int().min(0).max(40).nullable().optional().default(null),
  unit_price: z.number().int().min(0).max(40),
  discount: z.number().int().min(0).max(40).nullable().optional().default(null),
  vat: z.number().int().min(0).max(40).nullable().optional().default(null),
  total: z.number().int().min(0).max(40).nullable().optional().default(null),
});
export type PdfColumns = z.output<typeof pdfColumnsSchema>;

/** A photographed document: the photo of its first page and at most this many more. */
export const MORE_PHOTOS_MAX = 3;

/**
 * The chef's figures for a line of a photo or a scan (issue 36), by its `row` in `scan.lines`:
 * they replace the cells read (and any suggestion); the line is then checked with them, and
 * no longer marked for the recogniser's doubt — the chef has looked at it. A row with no figures
 * is confirmed as read (with its suggestions, if any, dropped).
 */
export const scanCorrectionSchema = z.object({
  row: z.number().int().min(0).max(1000),
  quantity: decimalString({ places: 3, min: -100_000, max: 100_000 }).optional(),
  unit_price: decimalString({ places: 4, min: 0, max: 1_000_000 }).optional(),
  total: decimalString({ places: 2, min: -10_000_000, max: 10_000_000 }).optional(),
});
export type ScanCorrection = z.output<typeof scanCorrectionSchema>;

/** The longest base64 of a file within the limit (padding and a line break or two allowed). */
const MAX_BASE64_LENGTH = Math.ceil(SUPPLIER_INVOICE_MAX_BYTES / 3) * 4 + 8;

const fileFields = {
  file_name: z.string().trim().min(1, 'Este campo es obligatorio.').max(255),
  /** The file's bytes, base64 (≤ 5 MB decoded); longer says the file's limit (issue 30). */
  content_base64: z
    .string()
    .min(1, 'Este campo es obligatorio.')
    .max(MAX_BASE64_LENGTH, INVOICE_FILE_TOO_LARGE),
  /** A PDF's columns, when the chef confirms them (remembered for the supplier on apply). */
  pdf_columns: pdfColumnsSchema.nullable().optional().default(null),
  /**
   * Photos of the document's next pages, in order (issue 36): `content_base64` is the photo of
   * the first. All the photos together within the file's limit of 5 MB.
   */
  more_photos_base64: z
    .array(
      z
        .string()
        .min(1, 'Este campo es obligatorio.')
        .max(MAX_BASE64_LENGTH, INVOICE_FILE_TOO_LARGE),
    )
    .max(MORE_PHOTOS_MAX, `Como máximo ${MORE_PHOTOS_MAX + 1} fotos por albarán o factura.`)
    .optional()
    .default([]),
  /** The chef's figures for lines of a photo, in place of what was read (issue 36). */
  scan_corrections: z
    .array(scanCorrectionSchema)
    .max(1000)
    .optional()
    .default([])
    .superRefine((corrections, ctx) => {
      const rows = corrections.map((correction) => correction.row);
      if (new Set(rows).size !== rows.length) {
        ctx.addIssue({ code: 'custom', message: 'Cada fila se corrige una sola vez.' });
      }
    }),
};

/**
 * The chef's decision for a line: update a product (`ingredient_instance`), create one (`create`,
 * from a catalog `definition` or the suggested one), or `skip` it. A line without a decision
 * follows its match (code or name), else it is skipped.
 */
export const invoiceLineDecisionSchema = z
  .object({
    line: dbInteger(),
    ingredient_instance: dbInteger().nullable().optional().default(null),
    create: z.boolean().optional().default(false),
    definition: dbInteger().nullable().optional().default(null),
    skip: z.boolean().optional().default(false),
    /**
     * With `create`: a product on a definition of the owner's own, made from the line (packaging,
     * cleaning: "Bolsas de vacío 20x30 cm"), when the catalog has nothing like it (issue 32).
     */
    own_definition: z.boolean().optional().default(false),
  })
  .superRefine((decision, ctx) => {
    if (decision.own_definition && (!decision.create || decision.definition !== null)) {
      ctx.addIssue({
        code: 'custom',
        message: `Línea ${decision.line}: un ingrediente propio es para crear un producto sin elegir uno del catálogo.`,
      });
    }
    const chosen =
      Number(decision.ingredient_instance !== null) +
      Number(decision.create) +
      Number(decision.skip);
    if (chosen !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: `Línea ${decision.line}: elige un producto, crear uno nuevo u omitirla (solo una).`,
      });
    }
  });
export type InvoiceLineDecision = z.output<typeof invoiceLineDecisionSchema>;

const decisionsField = z.array(invoiceLineDecisionSchema).max(1000).optional().default([]);

/**
 * Which supplier the invoice is (issue 32): one of the owner's (`id`: its tax id and legal name
 * are remembered, so later invoices match by tax id) or a new one (`create`). Null: the match
 * found by tax id or name, else a new supplier on apply.
 */
export const invoiceSupplierChoiceSchema = z
  .union([z.object({ id: dbInteger() }).strict(), z.object({ create: z.literal(true) }).strict()])
  .nullable()
  .optional()
  .default(null);
export type InvoiceSupplierChoice = z.output<typeof invoiceSupplierChoiceSchema>;

/**
 * The preview takes the chef's decisions too, so the review shows the prices and the margin impact
 * of what will be applied (a line moved to another product, skipped or created), not only of the
 * automatic matches.
 */
export const invoicePreviewRequestSchema = z.object({
  ...fileFields,
  decisions: decisionsField,
  supplier: invoiceSupplierChoiceSchema,
});
export type InvoicePreviewRequest = z.input<typeof invoicePreviewRequestSchema>;

export const invoiceApplyRequestSchema = z.object({
  ...fileFields,
  decisions: decisionsField,
  supplier: invoiceSupplierChoiceSchema,
});
export type InvoiceApplyRequest = z.input<typeof invoiceApplyRequestSchema>;

// ---------- answers ----------

export const invoiceHeaderSchema = z.object({
  format: z.enum(INVOICE_FORMATS),
  kind: z.enum(INVOICE_KINDS),
  supplier_name: z.string(),
  /** NIF/CIF as printed, normalised (upper case, no spaces); "" when the file has none. */
  supplier_tax_id: z.string(),
  number: z.string(),
  /** YYYY-MM-DD. */
  issue_date: z.string(),
  currency: z.string(),
  total_net: z.string(),
  total_vat: z.string(),
  total: z.string(),
});
export type InvoiceHeader = z.infer<typeof invoiceHeaderSchema>;

const candidateSchema = z.object({
  kind: z.enum(['product', 'definition']),
  id: z.number().int(),
  name: z.string(),
});

export const invoicePreviewLineSchema = z.object({
  /** 1-based, the `line` of a decision. */
  line: z.number().int(),
  code: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit_of_measure: z.string(),
  unit_price: z.string(),
  discount_total: z.string(),
  vat_pct: z.string().nullable(),
  line_total: z.string(),
  /** The purchase format read from the line (one pack): "6.000" l for "Caja 6 x 1 L". */
  pack_quantity: z.string().nullable(),
  pack_unit: unitCodeSchema.nullable(),
  /** Net (after discounts, without VAT) € per base unit; null when the format could not be read. */
  price_per_base_unit: z.string().nullable(),
  base_unit: unitCodeSchema.nullable(),
  /** Why the line cannot update a price (format not understood…); null when it can. */
  problem: z.string().nullable(),
  match: z.object({
    ingredient_instance: z.number().int().nullable(),
    name: z.string().nullable(),
    matched_by: z.enum(MATCH_KINDS),
  }),
  /** The closest products and catalog definitions, for the chef to pick (unmatched lines). */
  candidates: z.array(candidateSchema),
  old_price_per_base_unit: z.string().nullable(),
  change_pct: z.string().nullable(),
  /** "Sube un 34,5 %": a change over PRICE_CHANGE_WARNING_PCT. */
  warning: z.string().nullable(),
  /** "El formato de compra cambia de 1 kg a Caja 5 kg": the product's format will change. */
  format_change: z.string().nullable(),
  /** Whether applying changes the product's price (false: the same price, not counted updated). */
  price_changes: z.boolean(),
});
export type InvoicePreviewLine = z.infer<typeof invoicePreviewLineSchema>;

export const affectedRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_subrecipe: z.boolean(),
  old_cost_per_serving: z.string(),
  new_cost_per_serving: z.string(),
  old_margin_per_serving: z.string().nullable(),
  new_margin_per_serving: z.string().nullable(),
  /** € per serving. */
  margin_change: z.string().nullable(),
  old_margin_pct: z.string().nullable(),
  new_margin_pct: z.string().nullable(),
  /** Percentage points. */
  margin_pct_change: z.string().nullable(),
  /** Food cost % before and after (null without a sale price), and the dish's target (issue 32). */
  old_food_cost_pct: z.string().nullable(),
  new_food_cost_pct: z.string().nullable(),
  target_food_cost_pct: z.string(),
  /** The new food cost passes the target while the old one was within it. */
  crosses_target: z.boolean(),
  /** The sale price (VAT included) that keeps the target at the new cost. */
  suggested_sale_price: z.string().nullable(),
});
export type AffectedRecipe = z.infer<typeof affectedRecipeSchema>;

export const affectedMenuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: menuKindSchema,
  old_cost_per_cover: z.string(),
  new_cost_per_cover: z.string(),
  old_food_cost_pct: z.string().nullable(),
  new_food_cost_pct: z.string().nullable(),
  old_margin_per_cover: z.string().nullable(),
  new_margin_per_cover: z.string().nullable(),
});
export type AffectedMenu = z.infer<typeof affectedMenuSchema>;

/** A PDF whose columns the chef has not confirmed yet: its table, as read. */
export const pdfTableSchema = z.object({
  rows: z.array(z.array(z.string())),
  /** The columns Costeo guesses from the header row (the chef confirms or corrects them). */
  guessed_columns: pdfColumnsSchema.nullable(),
});

/** A line of a photo or a scan read by OCR (issue 36): whether to check it, why, and its row's image. */
export const invoiceScanLineSchema = z.object({
  /** 0-based row of the table as read (`pdf_table.rows` after its header). */
  row: z.number().int(),
  /** The preview's `line` it became; null when the row gave no line (no price…). */
  line: z.number().int().nullable(),
  marked: z.boolean(),
  reasons: z.array(z.string()),
  /** The chef corrected its figures (`scan_corrections`): what the line shows is theirs. */
  corrected: z.boolean().default(false),
  /** The recogniser's lowest confidence in the row's figures, 0–100. */
  confidence: z.number().int(),
  /** The row cropped from the photo, `data:image/jpeg;base64,…`. */
  image: z.string().nullable(),
  /**
   * Figures put in place of those read (a dropped decimal comma, a stray mark, a quantity not
   * read) because only that reading makes the line add up; the line stays marked.
   */
  suggestions: z.array(
    z.object({
      field: z.enum(['quantity', 'unit_price', 'total']),
      read: z.string(),
      suggested: z.string(),
    }),
  ),
});
export type InvoiceScanLine = z.infer<typeof invoiceScanLineSchema>;

export const invoiceScanSchema = z.object({
  pages: z.number().int(),
  /** Seconds the reading took on the server. */
  seconds: z.number(),
  lines: z.array(invoiceScanLineSchema),
  /** The lines' sum against the document's base imponible, when they disagree. */
  totals_check: z.string().nullable(),
});
export type InvoiceScan = z.infer<typeof invoiceScanSchema>;

export const SUPPLIER_MATCH_KINDS = ['chosen', 'tax_id', 'name', 'none'] as const;

/** The supplier the invoice is matched to, or the ones it could be (issue 32). */
export const invoiceSupplierSchema = z.object({
  /** The owner's supplier; null: none found (apply creates one unless the chef links it). */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  matched_by: z.enum(SUPPLIER_MATCH_KINDS),
  /** Suppliers whose name matches once legal forms, punctuation and accents are set aside. */
  candidates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

export const invoicePreviewSchema = z.object({
  invoice: invoiceHeaderSchema,
  supplier: invoiceSupplierSchema,
  /** When this supplier's invoice with this number was applied before (apply will refuse it). */
  already_applied_at: isoDateTime.nullable(),
  /** A PDF of a supplier whose columns are not known yet: confirm them (`pdf_columns`). */
  needs_columns: z.boolean(),
  pdf_table: pdfTableSchema.nullable(),
  /** A photo or a scan read by OCR (issue 36): the lines to check, with their rows' images. */
  scan: invoiceScanSchema.nullable().default(null),
  lines: z.array(invoicePreviewLineSchema),
  /** Whether the margin impact is on the plan (as price history); false: the lists are empty. */
  impact_available: z.boolean(),
  affected_recipes: z.array(affectedRecipeSchema),
  affected_menus: z.array(affectedMenuSchema),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

export const storedInvoiceLineSchema = z.object({
  line: z.number().int(),
  code: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit_of_measure: z.string(),
  unit_price: z.string(),
  discount_total: z.string(),
  vat_pct: z.string().nullable(),
  line_total: z.string(),
  decision: z.enum(['update', 'create', 'skip']),
  ingredient_instance: z.number().int().nullable(),
  price_per_base_unit: z.string().nullable(),
  base_unit: unitCodeSchema.nullable(),
  previous_price_per_base_unit: z.string().nullable(),
});

export const supplierInvoiceListItemSchema = invoiceHeaderSchema.extend({
  id: z.number().int(),
  applied_at: isoDateTime,
  file_name: z.string(),
  lines_count: z.number().int(),
  /** The owner's supplier it was applied to (issue 32); null before suppliers existed. */
  supplier: z.number().int().nullable(),
});
export type SupplierInvoiceListItem = z.infer<typeof supplierInvoiceListItemSchema>;

export const supplierInvoiceSchema = supplierInvoiceListItemSchema.extend({
  lines: z.array(storedInvoiceLineSchema),
});
export type SupplierInvoice = z.infer<typeof supplierInvoiceSchema>;

export const supplierInvoiceListSchema = paginated(supplierInvoiceListItemSchema);

export const invoiceApplySchema = z.object({
  invoice: supplierInvoiceSchema,
  /** Lines that changed a product's price. */
  updated: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  /** Lines matched to a product whose price stays the same (issue 32). */
  unchanged: z.number().int(),
  supplier: invoiceSupplierSchema,
  /** The same lines and margin impact the preview showed, computed by the same code. */
  lines: z.array(invoicePreviewLineSchema),
  impact_available: z.boolean(),
  affected_recipes: z.array(affectedRecipeSchema),
  affected_menus: z.array(affectedMenuSchema),
});
export type InvoiceApply = z.infer<typeof invoiceApplySchema>;

// ---------- purchases (plan feature price_history) ----------

/** `GET /api/supplier-invoices/purchases/?months=N` (1–36, default 12): spend from the invoices. */
export const purchasesQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(36).catch(12).default(12),
});

export const purchasesSchema = z.object({
  /** First day (YYYY-MM-DD) of the oldest month counted. */
  since: z.string(),
  /** Net spend (without VAT; credit notes subtract) per supplier, largest first. */
  by_supplier: z.array(
    z.object({
      supplier_name: z.string(),
      supplier_tax_id: z.string(),
      /** The owner's supplier (issue 32); null for invoices applied before suppliers existed. */
      supplier: z.number().int().nullable(),
      invoices_count: z.number().int(),
      total_net: z.string(),
    }),
  ),
  /** Net spend per calendar month (YYYY-MM) of the issue date, oldest first, months without any at 0. */
  by_month: z.array(z.object({ month: z.string(), total_net: z.string() })),
});
export type Purchases = z.infer<typeof purchasesSchema>;

/** `GET /api/supplier-invoices/last_purchase/?ingredient_instance=ID`: the product's last invoice line. */
export const lastPurchaseQuerySchema = z.object({
  ingredient_instance: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'Introduce un número entero válido.')
    .transform(Number)
    .pipe(dbInteger()),
});

export const lastPurchaseSchema = z.object({
  /** Null when no applied invoice line updated or created the product. */
  purchase: z
    .object({
      invoice: z.number().int(),
      number: z.string(),
      supplier_name: z.string(),
      issue_date: z.string(),
      quantity: z.string(),
      unit_of_measure: z.string(),
      line_total: z.string(),
      price_per_base_unit: z.string().nullable(),
      base_unit: unitCodeSchema.nullable(),
    })
    .nullable(),
});
export type LastPurchase = z.infer<typeof lastPurchaseSchema>;
