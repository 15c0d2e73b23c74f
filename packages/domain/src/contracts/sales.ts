import { z } from 'zod';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { IMPORT_FILE_TOO_LARGE, IMPORT_MAX_FILE_BYTES } from './ingredient-import.ts';
import { unitCodeSchema } from './ingredients.ts';
import { isoDateSchema } from './purchases.ts';

/*
 * Sales from the till (issue 33, DOMAIN.md §11). A till's export (CSV, XLSX or Ágora's XML day) is
 * read like a price list: the file travels with every step, the columns are suggested and
 * confirmed, the preview writes nothing and the apply writes in one transaction. Each distinct
 * item of the till is linked once to a dish, a menu, a product sold as it is, or marked as not
 * food; sales are stored per day and item.
 */

/** The fields a sales file can fill, in the order the import shows them. */
export const SALES_FIELDS = [
  'date',
  'code',
  'name',
  'units',
  'amount',
  'unit_price',
  'vat_pct',
  'ticket',
] as const;
export type SalesField = (typeof SALES_FIELDS)[number];

export const SALES_FIELD_LABELS: Record<SalesField, string> = {
  date: 'Fecha',
  code: 'Código del artículo',
  name: 'Artículo',
  units: 'Unidades',
  amount: 'Importe con IVA',
  unit_price: 'Precio unitario con IVA',
  vat_pct: 'IVA (%)',
  ticket: 'Ticket o factura',
};

/** VAT of food and drink served on the premises (DOMAIN.md §5), when a file gives none. */
export const SALES_DEFAULT_VAT_PCT = 10;
/** Data rows read from one sales file (a month of a busy till, one row per product sold). */
export const SALES_MAX_ROWS = 50_000;
/** Rows of a preview shown one by one (the totals count them all). */
export const SALES_PREVIEW_ROWS = 50;

const column = z.number().int().min(0).max(49).nullable();

/** Each field's column (0-based), or null: not in the file. */
export const salesMappingSchema = z
  .object({
    date: column.optional().default(null),
    code: column.optional().default(null),
    name: column.optional().default(null),
    units: column.optional().default(null),
    amount: column.optional().default(null),
    unit_price: column.optional().default(null),
    vat_pct: column.optional().default(null),
    ticket: column.optional().default(null),
  })
  .refine((mapping) => mapping.code !== null || mapping.name !== null, {
    message: 'Elige la columna del artículo (su nombre o su código).',
    path: ['name'],
  })
  .refine((mapping) => mapping.units !== null, {
    message: 'Elige la columna de las unidades.',
    path: ['units'],
  })
  .refine((mapping) => mapping.amount !== null || mapping.unit_price !== null, {
    message: 'Elige la columna del importe o la del precio unitario.',
    path: ['amount'],
  });
export type SalesMapping = z.output<typeof salesMappingSchema>;

/** base64 of 5 MB is 4/3 of it. */
const MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4 + 8;

export const salesImportRequestSchema = z.object({
  file_name: z.string().trim().min(1, 'Este campo es obligatorio.').max(255),
  content_base64: z
    .string()
    .max(MAX_BASE64_LENGTH, IMPORT_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'El contenido del archivo no es base64 válido.'),
  /** The sheet of an .xlsx (ignored otherwise); the first with data when omitted. */
  sheet: z.string().max(100).optional(),
  /** The confirmed columns; omitted: the layout's remembered mapping, else the suggested one. */
  mapping: salesMappingSchema.optional(),
  /** The one date of every row, for a file without a date column (a day's report). */
  date: isoDateSchema.optional(),
  /** The VAT (%) of rows whose file gives none. */
  default_vat_pct: decimalString({ places: 2, min: 0, max: 30 })
    .optional()
    .default(String(SALES_DEFAULT_VAT_PCT)),
});
export type SalesImportRequest = z.input<typeof salesImportRequestSchema>;

export const SALES_FILE_TYPES = ['csv', 'xlsx', 'agora_xml'] as const;

/** A row of the file as read (a preview shows the first SALES_PREVIEW_ROWS). */
export const salesRowSchema = z.object({
  /** The row's number in the file (the spreadsheet's, or the XML line's position). */
  row: z.number().int(),
  date: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  units: z.string().nullable(),
  /** With VAT, 2 places. */
  amount: z.string().nullable(),
  vat_pct: z.string().nullable(),
  /** Without VAT (DOMAIN.md §11), 4 places. */
  net_revenue: z.string().nullable(),
  ticket: z.string(),
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_type: z.enum(SALES_FILE_TYPES),
  /** The file layout (its columns): re-importing the same layout replaces those days. */
  layout: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  lines_count: z.number().int(),
  units: z.string(),
  net_revenue: z.string(),
  created_at: isoDateTime,
});
export type SalesImport = z.infer<typeof salesImportSchema>;
export const salesImportListSchema = paginated(salesImportSchema);

/** The preview (nothing written) and the answer of an apply. */
export const salesImportResultSchema = z.object({
  applied: z.boolean(),
  file_type: z.enum(SALES_FILE_TYPES),
  sheets: z.array(z.string()),
  sheet: z.string(),
  layout: z.string(),
  /** The file's column titles, and the mapping used (given, remembered or suggested). */
  columns: z.array(z.string()),
  mapping: z.object(
    Object.fromEntries(SALES_FIELDS.map((field) => [field, z.number().int().nullable()])) as {
      [K in SalesField]: z.ZodNullable<z.ZodNumber>;
    },
  ),
  /** Where the mapping came from. */
  mapping_source: z.enum(['given', 'remembered', 'suggested']),
  /** Whether the mapping names every field it needs (else the rows are not read). */
  mapping_complete: z.boolean(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  rows_total: z.number().int(),
  rows_valid: z.number().int(),
  rows_with_errors: z.number().int(),
  refunds: z.number().int(),
  rows: z.array(salesRowSchema),
  /** The first errors, at most SALES_PREVIEW_ROWS. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  units: z.string(),
  gross_revenue: z.string(),
  net_revenue: z.string(),
  vat: z.string(),
  /** Till items in the file, of which new (never seen) and already linked. */
  items_total: z.number().int(),
  items_new: z.number().int(),
  items_linked: z.number().int(),
  /** Lines of earlier imports of the same layout on these days, which the apply replaces. */
  replaces_lines: z.number().int(),
  import: salesImportSchema.nullable(),
});
export type SalesImportResult = z.infer<typeof salesImportResultSchema>;

// ---------- till items ----------

export const TILL_ITEM_LINKS = ['recipe', 'menu', 'product', 'not_food', 'none'] as const;
export type TillItemLink = (typeof TILL_ITEM_LINKS)[number];

export const tillItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  link: z.enum(TILL_ITEM_LINKS),
  recipe: z.number().int().nullable(),
  recipe_name: z.string().nullable(),
  menu: z.number().int().nullable(),
  menu_name: z.string().nullable(),
  ingredient_instance: z.number().int().nullable(),
  ingredient_instance_name: z.string().nullable(),
  /** Of the product per unit sold, in `unit`. */
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  /** In the period asked for (all time when none). */
  units: z.string(),
  net_revenue: z.string(),
  last_sold_on: z.string().nullable(),
  /** For an item not linked yet: the closest dishes by name, best first (at most 3). */
  suggestions: z.array(z.object({ recipe: z.number().int(), name: z.string() })),
});
export type TillItem = z.infer<typeof tillItemSchema>;
export const tillItemListSchema = paginated(tillItemSchema);

export const tillItemsQuerySchema = z.object({
  link: z
    .enum([...TILL_ITEM_LINKS, 'linked', 'all'])
    .optional()
    .default('all'),
  search: z.string().trim().max(100).optional(),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
});
export type TillItemsQuery = z.output<typeof tillItemsQuerySchema>;

/**
 * One link: `{recipe}`, `{menu}`, `{ingredient_instance, quantity, unit?}` or `{not_food: true}`;
 * `{recipe: null}` (or any of them null, or `{not_food: false}`) leaves the item unlinked.
 */
export const tillItemPatchSchema = z
  .object({
    recipe: dbInteger().nullable().optional(),
    menu: dbInteger().nullable().optional(),
    ingredient_instance: dbInteger().nullable().optional(),
    quantity: decimalString({ places: 3, min: 0.001, max: 100_000 }).optional(),
    unit: unitCodeSchema.optional(),
    not_food: z.boolean().optional(),
  })
  .refine(
    (body) =>
      [body.recipe, body.menu, body.ingredient_instance, body.not_food].filter(
        (value) => value !== undefined,
      ).length === 1,
    { message: 'Elige un solo vínculo: plato, menú, producto o «no es comida».', path: ['recipe'] },
  )
  .refine(
    (body) =>
      body.ingredient_instance === undefined ||
      body.ingredient_instance === null ||
      body.quantity !== undefined,
    { message: 'Indica la cantidad del producto por unidad vendida.', path: ['quantity'] },
  );
export type TillItemPatch = z.input<typeof tillItemPatchSchema>;

// ---------- reads of a period ----------

export const salesPeriodQuerySchema = z
  .object({ date_from: isoDateSchema, date_to: isoDateSchema })
  .refine((value) => value.date_to >= value.date_from, {
    message: 'La fecha final no puede ser anterior a la inicial.',
    path: ['date_to'],
  });
export type SalesPeriodQuery = z.output<typeof salesPeriodQuerySchema>;

export const salesPeriodListQuerySchema = z.object({
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  import: dbIntegerQuery().optional(),
});

export const salesSummarySchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  units: z.string(),
  gross_revenue: z.string(),
  net_revenue: z.string(),
  vat: z.string(),
  /** Net revenue of items linked to a dish, a menu, a product or marked as not food. */
  linked_net_revenue: z.string(),
  /** linked / net × 100, 1 place; null without sales. */
  linked_pct: z.string().nullable(),
  /** Net revenue of dishes, menus and products sold as they are (not food left out). */
  food_net_revenue: z.string(),
  /** Σ units × cost per serving at each sale's date (DOMAIN.md §11), €. */
  cost_of_sales: z.string(),
  /** cost of sales / food net revenue × 100, 2 places (as every food cost); null without food revenue. */
  food_cost_pct: z.string().nullable(),
  /** The escandallos' target, weighted by each dish's food net revenue; null without dishes. */
  target_food_cost_pct: z.string().nullable(),
  /** Dishes whose cost is incomplete (a missing price): their cost counts what is known. */
  incomplete_costs: z.number().int(),
  dishes: z.array(
    z.object({
      kind: z.enum(['recipe', 'menu', 'product']),
      id: z.number().int(),
      name: z.string(),
      units: z.string(),
      net_revenue: z.string(),
      cost: z.string(),
      /** net revenue − cost. */
      contribution: z.string(),
      food_cost_pct: z.string().nullable(),
      /** units / Σ units × 100 among these, 2 places. */
      mix_pct: z.string(),
    }),
  ),
  /** The items not linked yet, by revenue, largest first (at most 20). */
  unlinked: z.array(
    z.object({
      item: z.number().int(),
      code: z.string(),
      name: z.string(),
      units: z.string(),
      net_revenue: z.string(),
    }),
  ),
  /** Net revenue per day of the period with sales. */
  days: z.array(z.object({ date: z.string(), net_revenue: z.string() })),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const theoreticalUseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** € of the whole use, at each product's price in force on each sale's date. */
  total_cost: z.string(),
  products: z.array(
    z.object({
      ingredient_instance: z.number().int(),
      name: z.string(),
      base_unit: z.string(),
      /** Gross (merma included; count lines whole), in the base unit, 3 places. */
      quantity: z.string(),
      cost: z.string(),
    }),
  ),
  /** Dishes sold whose lines cannot all be exploded (a unit without its conversion, a cycle). */
  warnings: z.array(z.string()),
});
export type TheoreticalUse = z.infer<typeof theoreticalUseSchema>;

/** The share said as a cook reads it: "El 92 % de tus ventas está vinculado". */
export function linkedShareText(pct: string | null): string {
  if (pct === null) return 'Aún no hay ventas en este periodo.';
  const rounded = Math.round(Number(pct));
  return `El ${rounded} % de tus ventas está vinculado.`;
}
