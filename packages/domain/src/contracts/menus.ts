import { z } from 'zod';
import { MENU_STATUSES } from '../menu-costing.ts';
import { dbInteger, decimalString, isoDateTime, paginated } from './common.ts';
import { allergenCodeSchema } from './ingredients.ts';
import { paymentTermsInput, quoteDepositPctInput, quoteValidityDaysInput } from './quote-terms.ts';

/*
 * Menus (issue 18): a carta, a menú del día or an event (a catering quote), costed from its
 * dishes' stored figures on every read, so a product's new price shows at once. Decimals travel as
 * strings with fixed places (DESIGN.md §4): money 2, percentages 2, servings per cover 3. The
 * figures come from `costMenu` (menu-costing.ts), exact, rounded only here.
 */

export const MENU_KINDS = ['carta', 'menu_del_dia', 'evento'] as const;
export type MenuKindCode = (typeof MENU_KINDS)[number];
export const MENU_KIND_LABELS: Record<MenuKindCode, string> = {
  carta: 'Carta',
  menu_del_dia: 'Menú del día',
  evento: 'Evento',
};
export const SECTION_CHOICES = ['one', 'all'] as const;
export const SECTION_CHOICE_LABELS: Record<(typeof SECTION_CHOICES)[number], string> = {
  one: 'Cada comensal elige uno',
  all: 'Se sirven todos',
};
export const MENU_EXTRA_TYPES = ['fixed', 'per_person'] as const;
export const MENU_EXTRA_TYPE_LABELS: Record<(typeof MENU_EXTRA_TYPES)[number], string> = {
  fixed: 'Fijo',
  per_person: 'Por persona',
};

export const MAX_MENU_SECTIONS = 20;
export const MAX_SECTION_ITEMS = 60;
export const MAX_MENU_EXTRAS = 30;
export const MAX_GUESTS = 100_000;

export const menuKindSchema = z.enum(MENU_KINDS, { error: 'Tipo de menú no válido.' });
export const sectionChoiceSchema = z.enum(SECTION_CHOICES, { error: 'Opción no válida.' });
export const menuExtraTypeSchema = z.enum(MENU_EXTRA_TYPES, { error: 'Tipo de coste no válido.' });

const required = 'Este campo es obligatorio.';
const priceInput = decimalString({ places: 2, min: 0, max: 100_000 });
const saleVatInput = decimalString({ places: 2, min: 0, max: 99.99 });
const targetInput = decimalString({ places: 2, min: 0.01, max: 99.99 });
const shareInput = decimalString({ places: 2, min: 0, max: 100 });
const servingsPerCoverInput = decimalString({ places: 3, min: 0.001, max: 100 });
const guestQuantityInput = decimalString({ places: 2, min: 0.01, max: 10_000 });
const extraAmountInput = decimalString({ places: 2, min: 0, max: 1_000_000 });
export const guestsInput = z
  .number({ error: 'Introduce un número entero válido.' })
  .int('Introduce un número entero válido.')
  .min(1, 'Asegúrate de que este valor es mayor o igual a 1.')
  .max(MAX_GUESTS, `Asegúrate de que este valor es menor o igual a ${MAX_GUESTS}.`);
/** A calendar day, `YYYY-MM-DD`, that exists. */
const dateInput = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha válida (AAAA-MM-DD).')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, 'Introduce una fecha válida (AAAA-MM-DD).');

// ---------- requests ----------

export const menuItemRequestSchema = z.object({
  /** A dish (not an elaboración) of the same owner. */
  recipe: dbInteger(),
  servings_per_cover: servingsPerCoverInput.optional().default('1.000'),
  /** % of the guests choosing it (`one` sections); null in every item = equal shares. */
  expected_share_pct: shareInput.nullish().transform((value) => value ?? null),
  /** What each guest gets, for an event's quote ("3" + "croquetas"); null = not said. */
  guest_quantity: guestQuantityInput.nullish().transform((value) => value ?? null),
  guest_unit: z.string().trim().max(40).optional().default(''),
});
export type MenuItemRequest = z.input<typeof menuItemRequestSchema>;

export const menuSectionRequestSchema = z.object({
  name: z.string().trim().min(1, required).max(80),
  choice: sectionChoiceSchema.optional().default('one'),
  items: z
    .array(menuItemRequestSchema)
    .max(MAX_SECTION_ITEMS, `Una sección admite como máximo ${MAX_SECTION_ITEMS} platos.`),
});
export type MenuSectionRequest = z.input<typeof menuSectionRequestSchema>;

export const menuExtraRequestSchema = z.object({
  name: z.string().trim().min(1, required).max(100),
  cost_type: menuExtraTypeSchema,
  amount: extraAmountInput,
});
export type MenuExtraRequest = z.input<typeof menuExtraRequestSchema>;

/**
 * The share rule of a `one` section: no share given (equal shares), or one for every item adding
 * up to exactly 100. The message names the section (the API answers it under `sections`).
 */
export function sectionSharesIssue(section: {
  name: string;
  choice: 'one' | 'all';
  items: readonly { expected_share_pct: string | null }[];
}): string | null {
  if (section.choice !== 'one' || section.items.length === 0) return null;
  const given = section.items.map((item) => item.expected_share_pct);
  if (given.every((share) => share === null)) return null;
  if (given.some((share) => share === null)) {
    return `En «${section.name}» indica el porcentaje de cada plato, o de ninguno (se reparten por igual).`;
  }
  // Cents, exact: shares have at most 2 places.
  const cents = given.reduce((sum, share) => sum + Math.round(Number(share) * 100), 0);
  if (cents !== 10_000) {
    const total = (cents / 100)
      .toFixed(2)
      .replace(/\.?0+$/, '')
      .replace('.', ',');
    return `Los porcentajes de «${section.name}» suman ${total} % y deben sumar 100 %.`;
  }
  return null;
}

const menuFields = {
  name: z.string().trim().min(1, required).max(150),
  kind: menuKindSchema,
  /** VAT included; required for `menu_del_dia` and `evento`. */
  price_per_person: priceInput.nullable(),
  /** Null = the profile's default. */
  sale_vat_pct: saleVatInput.nullable(),
  target_food_cost_pct: targetInput.nullable(),
  /** An event's headcount (required for `evento`). */
  guests: guestsInput.nullable(),
  event_date: dateInput.nullable(),
  client_name: z.string().trim().max(150),
  notes: z.string().max(5000),
  /** An event quote's terms (issue 31); null = the profile's default (Mi perfil). */
  quote_validity_days: quoteValidityDaysInput.nullable(),
  quote_deposit_pct: quoteDepositPctInput.nullable(),
  quote_payment_terms: paymentTermsInput.nullable(),
  /** Written whole, in order. */
  sections: z
    .array(menuSectionRequestSchema)
    .max(MAX_MENU_SECTIONS, `Un menú admite como máximo ${MAX_MENU_SECTIONS} secciones.`),
  /** An event's extras (camareros, transporte, menaje); written whole, in order. */
  extras: z
    .array(menuExtraRequestSchema)
    .max(MAX_MENU_EXTRAS, `Un menú admite como máximo ${MAX_MENU_EXTRAS} costes extra.`),
};

/** The rules across fields, for POST / PUT (and the merged menu of a PATCH). */
export function menuIssues(menu: {
  kind: MenuKindCode;
  price_per_person: string | null;
  guests: number | null;
  sections: readonly {
    name: string;
    choice: 'one' | 'all';
    items: readonly { expected_share_pct: string | null }[];
  }[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (menu.kind !== 'carta' && menu.price_per_person === null) {
    issues.push({
      path: ['price_per_person'],
      message: 'Indica el precio por persona (IVA incluido).',
    });
  }
  if (menu.kind === 'evento' && menu.guests === null) {
    issues.push({ path: ['guests'], message: 'Indica el número de invitados.' });
  }
  for (const section of menu.sections) {
    const issue = sectionSharesIssue(section);
    if (issue) issues.push({ path: ['sections'], message: issue });
  }
  return issues;
}

export const menuRequestSchema = z
  .object({
    ...menuFields,
    price_per_person: menuFields.price_per_person.optional().default(null),
    sale_vat_pct: menuFields.sale_vat_pct.optional().default(null),
    target_food_cost_pct: menuFields.target_food_cost_pct.optional().default(null),
    guests: menuFields.guests.optional().default(null),
    event_date: menuFields.event_date.optional().default(null),
    client_name: menuFields.client_name.optional().default(''),
    notes: menuFields.notes.optional().default(''),
    quote_validity_days: menuFields.quote_validity_days.optional().default(null),
    quote_deposit_pct: menuFields.quote_deposit_pct.optional().default(null),
    quote_payment_terms: menuFields.quote_payment_terms.optional().default(null),
    sections: menuFields.sections.optional().default([]),
    extras: menuFields.extras.optional().default([]),
  })
  .superRefine((menu, ctx) => {
    for (const issue of menuIssues(menu)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type MenuRequest = z.input<typeof menuRequestSchema>;
export type MenuInputData = z.output<typeof menuRequestSchema>;

/** PATCH: only what it sends; the merged menu must pass {@link menuIssues}. */
export const menuPatchSchema = z.object(menuFields).partial();
export type MenuPatch = z.output<typeof menuPatchSchema>;

export const duplicateMenuRequestSchema = z.object({ name: menuFields.name.optional() });

/** The name a duplicate gets when none is given, within the name's 150 characters. */
export function duplicateMenuName(name: string): string {
  const suffix = ' (copia)';
  return `${name.slice(0, 150 - suffix.length)}${suffix}`;
}

// ---------- queries ----------

export const MENU_ORDERING_FIELDS = [
  'name',
  'kind',
  'price_per_person',
  'guests',
  'event_date',
  'created_at',
  'updated_at',
] as const;

export const menuListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  kind: menuKindSchema.optional(),
  ordering: z.string().max(100).optional(),
});
export type MenuListQuery = z.output<typeof menuListQuerySchema>;

/** `GET /api/menus/{id}/?guests=N` (and its PDFs): an event's figures for another headcount. */
export const menuGuestsQuerySchema = z.object({
  guests: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Introduce un número entero válido.')
    .transform(Number)
    .pipe(guestsInput)
    .optional(),
});
export type MenuGuestsQuery = z.output<typeof menuGuestsQuerySchema>;

export const MENU_PDF_VARIANTS = ['cliente', 'interno'] as const;
export type MenuPdfVariant = (typeof MENU_PDF_VARIANTS)[number];
export const menuPdfQuerySchema = menuGuestsQuerySchema.extend({
  variant: z.enum(MENU_PDF_VARIANTS, { error: 'Elige «cliente» o «interno».' }).default('cliente'),
});
export type MenuPdfQuery = z.output<typeof menuPdfQuerySchema>;

/** `GET /api/menus/dishes/?search=`: the dishes a menu can serve, with their exact figures. */
export const menuDishQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});

// ---------- answers ----------

/** A dish as a menu reads it: the recipe's stored figures (what the browser's engine needs). */
export const menuDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** 2 places, as shown. */
  cost_per_serving: z.string().nullable(),
  /** The stored exact figure, so the editor's live figures equal the API's. */
  cost_per_serving_exact: z.string().nullable(),
  cost_complete: z.boolean(),
  sale_price: z.string().nullable(),
  effective_sale_vat_pct: z.string(),
  effective_target_food_cost_pct: z.string(),
  allergens: z.array(allergenCodeSchema),
});
export type MenuDish = z.infer<typeof menuDishSchema>;
export const menuDishListSchema = z.array(menuDishSchema);

export const menuItemSchema = z.object({
  id: z.number().int(),
  /** 1-based within the section. */
  position: z.number().int(),
  recipe: z.number().int(),
  /** The dish's figures as read now. */
  dish: menuDishSchema,
  servings_per_cover: z.string(),
  /** As written (null = equal shares). */
  expected_share_pct: z.string().nullable(),
  /** The share used, 2 places; null in an `all` section. */
  share_pct: z.string().nullable(),
  /** cost per serving × servings per cover, 2 places; null when the dish has no cost. */
  cost_per_cover: z.string().nullable(),
  allergens: z.array(allergenCodeSchema),
  /** A carta's dish: its own PVP, food cost and margin (null without a PVP). */
  sale_price: z.string().nullable(),
  food_cost_pct: z.string().nullable(),
  margin_per_serving: z.string().nullable(),
  below_target: z.boolean(),
  /** What each guest gets ("3" + "croquetas", printed "3 croquetas por persona"); null = not said. */
  guest_quantity: z.string().nullable(),
  guest_unit: z.string(),
  /** The dish's energy per serving × servings per cover (exact); null when a line leaves it unknown. */
  energy_kj_per_cover: z.string().nullable(),
  energy_kcal_per_cover: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  choice: sectionChoiceSchema,
  items: z.array(menuItemSchema),
  cost_expected: z.string(),
  cost_worst: z.string(),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const menuExtraSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  cost_type: menuExtraTypeSchema,
  amount: z.string(),
  /** For the quoted headcount: amount (fixed) or amount × guests (per person); null outside events. */
  total: z.string().nullable(),
});
export type MenuExtra = z.infer<typeof menuExtraSchema>;

/** The recipes' badges, and "no_dishes" (Sin platos) for a menu with none yet (issue 31). */
export const menuStatusSchema = z.enum(MENU_STATUSES);

/** The figures every menu answer carries (the list's rows too). */
export const menuFiguresSchema = z.object({
  cost_per_cover_expected: z.string(),
  cost_per_cover_worst: z.string(),
  /** Price per person without VAT; null on a carta. */
  net_price_per_person: z.string().nullable(),
  food_cost_pct_expected: z.string().nullable(),
  food_cost_pct_worst: z.string().nullable(),
  margin_per_cover_expected: z.string().nullable(),
  /** Net price − the worst cost per cover; null on a carta, without a price or without dishes. */
  margin_per_cover_worst: z.string().nullable(),
  /** The expected cost at the target food cost, VAT added. */
  suggested_price_per_person: z.string(),
  effective_sale_vat_pct: z.string(),
  effective_target_food_cost_pct: z.string(),
  /** As the recipes' badge, from the expected food cost (a carta: its dishes' average). */
  status: menuStatusSchema,
  /** The worst case's badge (null on a carta). */
  status_worst: menuStatusSchema.nullable(),
  /** Union of the dishes' allergens, EU-14 order. */
  allergens: z.array(allergenCodeSchema),
  cost_complete: z.boolean(),
  warnings: z.array(z.string()),
  /** A carta: the mean food cost of its dishes with a PVP; null otherwise. */
  average_food_cost_pct: z.string().nullable(),
  /** A carta: its dishes above their target food cost. */
  dishes_below_target: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** An event: the headcount the totals below are for (`?guests=N`, else `guests`). */
  quote_guests: z.number().int().nullable(),
  extras_total: z.string().nullable(),
  /** Expected cost per cover × guests + extras. */
  total_cost: z.string().nullable(),
  revenue_net: z.string().nullable(),
  margin_total: z.string().nullable(),
  margin_pct: z.string().nullable(),
  vat_total: z.string().nullable(),
  total_with_vat: z.string().nullable(),
});
export type MenuFiguresAnswer = z.infer<typeof menuFiguresSchema>;

const menuStoredFields = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: menuKindSchema,
  price_per_person: z.string().nullable(),
  /** As stored: null = the profile's default (see `effective_sale_vat_pct`). */
  sale_vat_pct: z.string().nullable(),
  target_food_cost_pct: z.string().nullable(),
  guests: z.number().int().nullable(),
  event_date: z.string().nullable(),
  client_name: z.string(),
  notes: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** As stored: null = the profile's default (see `effective_quote_…` on a menu's answer). */
  quote_validity_days: z.number().int().nullable(),
  quote_deposit_pct: z.string().nullable(),
  quote_payment_terms: z.string().nullable(),
  /**
   * "P-2027-0012": given the first time the event's quote is downloaded and kept (decision 036);
   * null until then.
   */
  quote_number: z.string().nullable(),
  quote_issued_at: isoDateTime.nullable(),
});

export const menuSchema = menuStoredFields.extend(menuFiguresSchema.shape).extend({
  sections: z.array(menuSectionSchema),
  extras: z.array(menuExtraSchema),
  /**
   * Energy per cover (issue 21), expected as the cost is (a `one` section weighed by its shares);
   * null on a carta and when a dish's energy is unknown (a line without a value or a weight).
   */
  energy_kj_per_cover: z.string().nullable(),
  energy_kcal_per_cover: z.string().nullable(),
  /** The quote's terms in force: the event's, else the profile's defaults (issue 31). */
  effective_quote_validity_days: z.number().int(),
  effective_quote_deposit_pct: z.string(),
  effective_quote_payment_terms: z.string(),
  /** An event: the deposit asked, `total_with_vat` × the deposit %; null without one. */
  quote_deposit: z.string().nullable(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuListItemSchema = menuStoredFields
  .omit({ notes: true })
  .extend(menuFiguresSchema.shape)
  .extend({ sections_count: z.number().int(), dishes_count: z.number().int() });
export type MenuListItem = z.infer<typeof menuListItemSchema>;

export const menuListSchema = paginated(menuListItemSchema);
export type MenuList = z.infer<typeof menuListSchema>;
