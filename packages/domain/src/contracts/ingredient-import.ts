import { z } from 'zod';
import { dbInteger } from './common.ts';
import { unitCodeSchema, vatPctSchema } from './ingredients.ts';

/**
 * Importing a supplier's price list (.xlsx or .csv). The flow is stateless on the server
 * (docs/decisions/017-ingredient-import.md): the client sends the file with every step, as base64
 * in JSON, and nothing is written before `apply/`.
 */

/** The largest file accepted, in bytes (5 MB). */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_TOO_LARGE = 'El archivo supera el máximo de 5 MB.';
/** Data rows read from one sheet; a longer list is refused (split it). */
export const IMPORT_MAX_ROWS = 2000;
/** The reason of a new product the catalog search found nothing for (the client can pick one). */
export const IMPORT_NO_DEFINITION =
  'No hay un ingrediente del catálogo para este producto: elige uno.';
/** Rows shown under the header when a file is inspected. */
export const IMPORT_SAMPLE_ROWS = 10;
/** Columns read from a sheet (a price list has a handful). */
export const IMPORT_MAX_COLUMNS = 50;
/**
 * The header is one of the sheet's first non-blank rows (title rows above it: the supplier's name,
 * "Válida desde…"); the chef can choose any of these, and they are the ones the wizard offers.
 */
export const IMPORT_HEADER_CANDIDATES = 15;
/** The characters of a candidate header row the wizard shows (its cells joined by " | "). */
export const IMPORT_HEADER_TEXT_CHARS = 120;
/** The last row of a spreadsheet (Excel's 1 048 576): a header row further down names no row. */
const MAX_SHEET_ROW = 1_048_576;

/** base64 of 5 MB is 4/3 of it: a longer text is a file over the limit. */
const MAX_BASE64_LENGTH = Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4 + 8;

const fileFields = {
  file_name: z.string().trim().min(1, 'Este campo es obligatorio.').max(255),
  content_base64: z
    .string()
    .max(MAX_BASE64_LENGTH, IMPORT_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'El contenido del archivo no es base64 válido.'),
  /** The sheet of an .xlsx (ignored for a CSV); the first with data when omitted. */
  sheet: z.string().max(100).optional(),
  /**
   * The header's row number in the sheet (1-based, as the spreadsheet numbers it): the chef's
   * choice among the first non-blank rows; found by the server when omitted (decision 017).
   */
  header_row: z
    .number({ error: 'Elige una fila.' })
    .int('Elige una fila.')
    .min(1, 'Elige una fila.')
    .max(MAX_SHEET_ROW, 'Elige una fila.')
    .optional(),
};

export const importFileRequestSchema = z.object(fileFields);
export type ImportFileRequest = z.input<typeof importFileRequestSchema>;

/** The fields a price list can fill, in the order the wizard shows them. */
export const IMPORT_FIELDS = [
  'name',
  'supplier',
  'brand',
  'quantity',
  'unit',
  'price',
  'waste',
  'vat',
  'received',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Nombre del producto',
  supplier: 'Proveedor',
  brand: 'Marca',
  quantity: 'Cantidad / formato',
  unit: 'Unidad',
  price: 'Precio (sin IVA)',
  waste: 'Merma (%)',
  vat: 'IVA (%)',
  received: 'Cantidad recibida (formatos)',
};

const columnIndex = z
  .number({ error: 'Elige una columna.' })
  .int('Elige una columna.')
  .min(0, 'Elige una columna.')
  .max(IMPORT_MAX_COLUMNS - 1, 'Elige una columna.');

/** Which column (0-based) holds each field; null or absent when the list has no such column. */
export const importMappingSchema = z.object({
  name: columnIndex,
  supplier: columnIndex.nullable().optional(),
  brand: columnIndex.nullable().optional(),
  quantity: columnIndex.nullable().optional(),
  unit: columnIndex.nullable().optional(),
  price: columnIndex,
  waste: columnIndex.nullable().optional(),
  vat: columnIndex.nullable().optional(),
  /** Purchase formats received (a delivery): each row with one is recorded as a purchase. */
  received: columnIndex.nullable().optional(),
});
export type ImportMapping = z.output<typeof importMappingSchema>;

/**
 * A per-row choice of the client: one of the owner's products to update (`product`), a catalog
 * definition for a new product (`definition`), or skip the row. A choice replaces the match the
 * server proposes.
 */
export const importOverrideSchema = z.object({
  row: dbInteger(),
  product: dbInteger().nullable().optional(),
  definition: dbInteger().nullable().optional(),
  skip: z.boolean().optional(),
});
export type ImportOverride = z.output<typeof importOverrideSchema>;

export const importPreviewRequestSchema = z.object({
  ...fileFields,
  mapping: importMappingSchema,
  overrides: z.array(importOverrideSchema).max(IMPORT_MAX_ROWS).optional().default([]),
});
export type ImportPreviewRequest = z.input<typeof importPreviewRequestSchema>;
export type ImportPreviewInput = z.output<typeof importPreviewRequestSchema>;

export const importFileTypeSchema = z.enum(['xlsx', 'csv']);

export const importInspectResponseSchema = z.object({
  file_type: importFileTypeSchema,
  /** Every sheet of an .xlsx; one unnamed sheet ("CSV") for a CSV. */
  sheets: z.array(z.string()),
  sheet: z.string(),
  /** The header's row number in the sheet (1-based): the client's, or the one the server found. */
  header_row: z.number().int(),
  /**
   * The sheet's first non-blank rows, any of which the chef can choose as the header: each one's
   * number and its cells joined by " | " (at most IMPORT_HEADER_TEXT_CHARS characters).
   */
  header_candidates: z.array(z.object({ row: z.number().int(), text: z.string() })),
  /** The header row: one text per column (empty for an unnamed column). */
  columns: z.array(z.string()),
  /** The first data rows under the header, one text per column. */
  rows: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  suggested_mapping: z.object({
    name: z.number().int().nullable(),
    supplier: z.number().int().nullable(),
    brand: z.number().int().nullable(),
    quantity: z.number().int().nullable(),
    unit: z.number().int().nullable(),
    price: z.number().int().nullable(),
    waste: z.number().int().nullable(),
    vat: z.number().int().nullable(),
    received: z.number().int().nullable(),
  }),
});
export type ImportInspectResponse = z.infer<typeof importInspectResponseSchema>;

export const IMPORT_ACTIONS = [
  'update',
  'create',
  'unchanged',
  'error',
  'over_quota',
  'skipped',
] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * Why a row updates an existing product (decision 017): the same normalised name and supplier,
 * the same name alone (the owner's only product with that name, and the list's only row with
 * it), or the client's choice.
 */
export const IMPORT_MATCHES = ['name_supplier', 'name', 'chosen'] as const;
export type ImportMatch = (typeof IMPORT_MATCHES)[number];

export const IMPORT_MATCH_LABELS: Record<ImportMatch, string> = {
  name_supplier: 'mismo nombre y proveedor',
  name: 'mismo nombre: es tu único producto con ese nombre',
  chosen: 'elegido por ti',
};

/** The words of a row's reason when another row already updates the product it would update. */
export const IMPORT_PRODUCT_TAKEN = 'ya se actualiza en la fila';

export const importRowResultSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1 when it is the first line). */
  row: z.number().int(),
  name: z.string(),
  supplier: z.string(),
  brand: z.string(),
  purchase_quantity: z.string().nullable(),
  purchase_unit: unitCodeSchema.nullable(),
  purchase_price: z.string().nullable(),
  waste_pct: z.string().nullable(),
  action: z.enum(IMPORT_ACTIONS),
  /** The existing product it updates (or the product created, after apply). */
  product: z
    .object({
      id: z.number().int(),
      name: z.string(),
      supplier: z.string(),
      purchase_quantity: z.string(),
      purchase_unit: unitCodeSchema,
      purchase_price: z.string(),
    })
    .nullable(),
  /** Why the row updates `product` (null for a new product). */
  match: z.enum(IMPORT_MATCHES).nullable(),
  /**
   * The owner's products with the row's normalised name when none was matched: more than one is
   * why the name alone did not pick one (the client can).
   */
  same_name_products: z.number().int(),
  /** The catalog definition of a new product: suggested by the catalog search, or the client's. */
  definition: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  definition_suggested: z.boolean(),
  /** Spanish reasons for an error or an over-quota row. */
  messages: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importSummarySchema = z.object({
  total: z.number().int(),
  updated: z.number().int(),
  created: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  over_quota: z.number().int(),
  skipped: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * A row of the import's answer: the price-list run's row plus what the file says of its VAT
 * ("4.00", "10.00" or "21.00"; null when no VAT column is mapped or the cell is empty).
 */
export const importResultRowSchema = importRowResultSchema.extend({
  vat_pct: vatPctSchema.nullable(),
});
export type ImportResultRow = z.infer<typeof importResultRowSchema>;

export const importResultSchema = z.object({
  file_type: importFileTypeSchema,
  sheet: z.string(),
  /** False for a preview (nothing written), true once applied. */
  applied: z.boolean(),
  summary: importSummarySchema,
  rows: z.array(importResultRowSchema),
  /** The product quota as the import met it; `remaining` is null on an unlimited plan. */
  quota: z.object({
    limit: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int().nullable(),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
