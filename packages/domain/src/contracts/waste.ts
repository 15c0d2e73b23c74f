import { z } from 'zod';
import { dbInteger, dbIntegerQuery, decimalString, isoDateTime, paginated } from './common.ts';
import { unitCodeSchema } from './ingredients.ts';
import { isoDateSchema } from './purchases.ts';

/*
 * Waste (issue 35, DOMAIN.md §12, Ley 1/2025 de prevención de las pérdidas y el desperdicio
 * alimentario; decision 042). A log of what the kitchen threw away or gave away — a product, an
 * elaboración or a dish in raciones — valued at cost at its date, the reports drawn from it, and
 * the prevention plan the law asks every food business for, kept with its versions.
 */

// ---------- reasons and destinations ----------

export const WASTE_REASONS = [
  'caducado',
  'deteriorado',
  'sobreproduccion',
  'devuelto',
  'error_elaboracion',
  'sobras_comedor',
  'otro',
] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

export const WASTE_REASON_LABELS: Record<WasteReason, string> = {
  caducado: 'Caducado',
  deteriorado: 'Deteriorado',
  sobreproduccion: 'Sobreproducción',
  devuelto: 'Devuelto por el cliente',
  error_elaboracion: 'Error de elaboración',
  sobras_comedor: 'Sobras del comedor',
  otro: 'Otro',
};

/** Where the food went, in the order of priority of Ley 1/2025 (art. 5): disposal last. */
export const WASTE_DESTINATIONS = [
  'donacion',
  'alimentacion_animal',
  'subproductos',
  'compostaje',
  'valorizacion_energetica',
  'residuo',
] as const;
export type WasteDestination = (typeof WASTE_DESTINATIONS)[number];

export const WASTE_DESTINATION_LABELS: Record<WasteDestination, string> = {
  donacion: 'Donación',
  alimentacion_animal: 'Alimentación animal',
  subproductos: 'Subproductos',
  compostaje: 'Compostaje',
  valorizacion_energetica: 'Valorización energética',
  residuo: 'Residuo',
};

export const wasteReasonSchema = z.enum(WASTE_REASONS, { error: 'Motivo no válido.' });
export const wasteDestinationSchema = z.enum(WASTE_DESTINATIONS, {
  error: 'Destino no válido.',
});

// ---------- entries ----------

/**
 * A quantity's unit: `format` (the product's purchase format), a unit code, or `raciones` (a
 * recipe's servings: a dish is wasted in raciones, valued at its cost per serving).
 */
export const wasteUnitSchema = z.union([
  z.literal('format'),
  z.literal('raciones'),
  unitCodeSchema,
]);
export type WasteUnit = z.infer<typeof wasteUnitSchema>;

const clientId = z
  .string()
  .trim()
  .min(8, 'Identificador de entrada no válido.')
  .max(64, 'Identificador de entrada no válido.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de entrada no válido.');

export const WASTE_NOTE_MAX = 500;

export const wasteEntryInputSchema = z
  .object({
    /** Made by the client (a UUID) when typed offline: the same id sent twice is stored once. */
    client_id: clientId.optional(),
    date: isoDateSchema,
    ingredient_instance: dbInteger().nullable().optional().default(null),
    recipe: dbInteger().nullable().optional().default(null),
    quantity: decimalString({ places: 3, min: 0.001, max: 1_000_000 }),
    unit: wasteUnitSchema,
    reason: wasteReasonSchema,
    destination: wasteDestinationSchema,
    note: z
      .string()
      .trim()
      .max(WASTE_NOTE_MAX, `Máximo ${WASTE_NOTE_MAX} caracteres.`)
      .optional()
      .default(''),
  })
  .refine((entry) => (entry.ingredient_instance === null) !== (entry.recipe === null), {
    message: 'Elige un producto, una elaboración o un plato.',
    path: ['ingredient_instance'],
  });
export type WasteEntryInput = z.input<typeof wasteEntryInputSchema>;

/** An edit: every field but the client id, the item and its unit may change. */
export const wasteEntryPatchSchema = z
  .object({
    date: isoDateSchema,
    quantity: decimalString({ places: 3, min: 0.001, max: 1_000_000 }),
    unit: wasteUnitSchema,
    reason: wasteReasonSchema,
    destination: wasteDestinationSchema,
    note: z.string().trim().max(WASTE_NOTE_MAX, `Máximo ${WASTE_NOTE_MAX} caracteres.`),
  })
  .partial();
export type WasteEntryPatch = z.input<typeof wasteEntryPatchSchema>;

/** Several entries at once: what a phone typed offline, sent when it is back online. */
export const wasteEntriesBatchSchema = z.object({
  entries: z.array(wasteEntryInputSchema).min(1).max(500),
});

export const WASTE_ITEM_KINDS = ['product', 'elaboracion', 'dish'] as const;
export type WasteItemKind = (typeof WASTE_ITEM_KINDS)[number];

export const wasteEntrySchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  date: z.string(),
  ingredient_instance: z.number().int().nullable(),
  recipe: z.number().int().nullable(),
  kind: z.enum(WASTE_ITEM_KINDS),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  /** In the product's base unit (g, ml, ud), or in raciones / the yield unit of a recipe; 3 places. */
  quantity_base: z.string(),
  base_unit: z.string(),
  /** The food's weight, when it can be known (a volume needs a density, units a unit weight). */
  weight_kg: z.string().nullable(),
  /** € per `base_unit` at the entry's date (DOMAIN.md §12); null: no price known. */
  unit_cost: z.string().nullable(),
  /** At cost at the entry's date, to the cent; null: no price known. */
  value: z.string().nullable(),
  reason: wasteReasonSchema,
  destination: wasteDestinationSchema,
  note: z.string(),
  has_photo: z.boolean(),
  created_at: isoDateTime,
});
export type WasteEntry = z.infer<typeof wasteEntrySchema>;

export const wasteListQuerySchema = z.object({
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  reason: wasteReasonSchema.optional(),
  destination: wasteDestinationSchema.optional(),
  ingredient_instance: dbIntegerQuery().optional(),
  recipe: dbIntegerQuery().optional(),
  page: dbIntegerQuery().optional(),
  page_size: dbIntegerQuery().optional(),
});
export type WasteListQuery = z.infer<typeof wasteListQuerySchema>;

export const wasteListSchema = paginated(wasteEntrySchema);
export type WasteList = z.infer<typeof wasteListSchema>;

export const wasteBatchResultSchema = z.object({
  /** Every entry of the batch as stored (an entry sent before: as it was stored then). */
  entries: z.array(wasteEntrySchema),
  created: z.number().int(),
});

/** Quick entry: the reasons and the items used last, most recent first. */
export const wasteQuickSchema = z.object({
  reasons: z.array(wasteReasonSchema),
  destinations: z.array(wasteDestinationSchema),
  items: z.array(
    z.object({
      ingredient_instance: z.number().int().nullable(),
      recipe: z.number().int().nullable(),
      kind: z.enum(WASTE_ITEM_KINDS),
      name: z.string(),
      unit: z.string(),
    }),
  ),
});
export type WasteQuick = z.infer<typeof wasteQuickSchema>;

// ---------- reports ----------

export const wasteSummaryQuerySchema = z.object({
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
});

const figures = {
  /** €, 2 places. */
  value: z.string(),
  /** kg, 3 places: the entries whose weight is known. */
  weight_kg: z.string(),
  entries: z.number().int(),
};

export const wasteSummarySchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  totals: z.object({
    ...figures,
    /** What the ledger recorded as bought in the period, without VAT. */
    purchases_value: z.string(),
    /** Waste € / purchases € × 100, 2 places; null without purchases. */
    pct_of_purchases: z.string().nullable(),
    /** Entries without a price (left out of `value`). */
    unvalued: z.number().int(),
  }),
  by_month: z.array(
    z.object({
      month: z.string(),
      ...figures,
      purchases_value: z.string(),
      pct_of_purchases: z.string().nullable(),
    }),
  ),
  by_reason: z.array(z.object({ reason: wasteReasonSchema, ...figures })),
  by_destination: z.array(z.object({ destination: wasteDestinationSchema, ...figures })),
  by_item: z.array(
    z.object({
      ingredient_instance: z.number().int().nullable(),
      recipe: z.number().int().nullable(),
      kind: z.enum(WASTE_ITEM_KINDS),
      name: z.string(),
      ...figures,
    }),
  ),
});
export type WasteSummary = z.infer<typeof wasteSummarySchema>;

/** The dashboard's chart: the last 12 weeks (Monday to Sunday, Europe/Madrid), oldest first. */
export const wasteWeeksSchema = z.object({
  weeks: z.array(z.object({ week_start: z.string(), value: z.string(), weight_kg: z.string() })),
  /** The plan's review date when it has passed (the dashboard reminds the owner); else null. */
  plan_review_overdue: z.string().nullable(),
});
export type WasteWeeks = z.infer<typeof wasteWeeksSchema>;

// ---------- the prevention plan ----------

/** Where a measure sits in the law's order of priority (art. 5). */
export const WASTE_MEASURE_LEVELS = ['prevencion', 'donacion', 'otros_usos'] as const;
export type WasteMeasureLevel = (typeof WASTE_MEASURE_LEVELS)[number];

/** The measures a kitchen picks from, grounded in Ley 1/2025 and the trade. */
export const WASTE_MEASURES = [
  {
    code: 'rotacion_fefo',
    level: 'prevencion',
    title: 'Rotación de existencias: lo primero que caduca, lo primero que sale (FEFO)',
  },
  {
    code: 'compras_ajustadas',
    level: 'prevencion',
    title: 'Compras ajustadas a las ventas previstas y al inventario contado',
  },
  {
    code: 'etiquetado_fechas',
    level: 'prevencion',
    title: 'Etiquetado de elaboraciones con fecha de elaboración y de consumo',
  },
  {
    code: 'control_temperaturas',
    level: 'prevencion',
    title: 'Control diario de temperaturas de cámaras y congeladores',
  },
  {
    code: 'raciones_ficha',
    level: 'prevencion',
    title: 'Raciones según la ficha técnica (escandallo), pesadas y emplatadas igual',
  },
  {
    code: 'diseno_carta',
    level: 'prevencion',
    title: 'Carta con menos referencias e ingredientes compartidos entre platos',
  },
  {
    code: 'produccion_tandas',
    level: 'prevencion',
    title: 'Producción por tandas según la previsión de cada servicio',
  },
  {
    code: 'aprovechamiento',
    level: 'prevencion',
    title: 'Aprovechamiento de recortes y excedentes (fondos, cremas, croquetas, menú del día)',
  },
  {
    code: 'medias_raciones',
    level: 'prevencion',
    title: 'Medias raciones y guarniciones a elegir',
  },
  {
    code: 'envases_sobras',
    level: 'prevencion',
    title: 'Envases para que el cliente se lleve, sin coste, lo que no consuma (art. 8)',
  },
  {
    code: 'formacion',
    level: 'prevencion',
    title: 'Formación del equipo en prevención del desperdicio',
  },
  {
    code: 'registro_mermas',
    level: 'prevencion',
    title: 'Registro de mermas y desperdicio, revisado cada mes',
  },
  {
    code: 'donacion',
    level: 'donacion',
    title: 'Donación de excedentes aptos a bancos de alimentos o entidades sociales',
  },
  {
    code: 'alimentacion_animal',
    level: 'otros_usos',
    title: 'Excedentes no aptos para personas destinados a alimentación animal',
  },
  {
    code: 'separacion_organica',
    level: 'otros_usos',
    title: 'Separación de la fracción orgánica para compostaje o biogás',
  },
] as const satisfies readonly { code: string; level: WasteMeasureLevel; title: string }[];
export type WasteMeasureCode = (typeof WASTE_MEASURES)[number]['code'];
export const WASTE_MEASURE_CODES = WASTE_MEASURES.map((measure) => measure.code) as [
  WasteMeasureCode,
  ...WasteMeasureCode[],
];

const text = (max: number) =>
  z.string().trim().max(max, `Máximo ${max} caracteres.`).optional().default('');

export const donationAgreementSchema = z.object({
  /** The food bank or social entity. */
  entity: z.string().trim().min(1, 'Este campo es obligatorio.').max(200, 'Máximo 200 caracteres.'),
  since: isoDateSchema,
  notes: text(500),
});
export type DonationAgreement = z.infer<typeof donationAgreementSchema>;

export const wastePlanInputSchema = z.object({
  measures: z.array(z.enum(WASTE_MEASURE_CODES, { error: 'Medida no válida.' })).max(50),
  own_measures: z
    .array(
      z.string().trim().min(1, 'Este campo es obligatorio.').max(300, 'Máximo 300 caracteres.'),
    )
    .max(20),
  donation_agreements: z.array(donationAgreementSchema).max(20),
  responsible: z
    .string()
    .trim()
    .min(1, 'Indica la persona responsable del plan.')
    .max(200, 'Máximo 200 caracteres.'),
  review_date: isoDateSchema,
  /** What the owner adds to the self-diagnosis drawn from the log. */
  notes: text(4000),
});
export type WastePlanInput = z.input<typeof wastePlanInputSchema>;

export const wastePlanSchema = z.object({
  version: z.number().int(),
  measures: z.array(z.string()),
  own_measures: z.array(z.string()),
  donation_agreements: z.array(
    z.object({ entity: z.string(), since: z.string(), notes: z.string() }),
  ),
  responsible: z.string(),
  review_date: z.string(),
  notes: z.string(),
  created_at: isoDateTime,
});
export type WastePlan = z.infer<typeof wastePlanSchema>;

/** The plan in force (null: none yet) and the dates of its earlier versions, newest first. */
export const wastePlanStateSchema = z.object({
  plan: wastePlanSchema.nullable(),
  versions: z.array(z.object({ version: z.number().int(), created_at: isoDateTime })),
});
export type WastePlanState = z.infer<typeof wastePlanStateSchema>;

export const wastePlanPdfQuerySchema = z.object({ version: dbIntegerQuery().optional() });
