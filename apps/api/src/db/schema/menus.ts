import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * Menus (issue 18): a carta, a menú del día or an event. They store what the chef writes and no
 * figure: every answer costs them from the dishes' stored figures (recipes), so a new price shows
 * at once and nothing has to be re-costed when a product changes. Every row carries its owner, as
 * the recipes' lines do (export-account and the backups find them by `owner_id`).
 */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    /** normalizeSearch(name): accent- and case-insensitive search. */
    searchName: text('search_name').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'carta' | 'menu_del_dia' | 'evento'>().notNull(),
    /** VAT included; required (by the API) for a menú del día and an event. */
    pricePerPerson: numeric('price_per_person', { precision: 12, scale: 2 }),
    /** Null = the profile's default sale VAT. */
    saleVatPct: numeric('sale_vat_pct', { precision: 5, scale: 2 }),
    /** Null = the profile's default target food cost. */
    targetFoodCostPct: numeric('target_food_cost_pct', { precision: 5, scale: 2 }),
    guests: integer('guests'),
    eventDate: date('event_date', { mode: 'string' }),
    clientName: varchar('client_name', { length: 150 }).notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /*
     * An event's quote terms (issue 31); null = the profile's default (Mi perfil), as the VAT.
     */
    quoteValidityDays: integer('quote_validity_days'),
    quoteDepositPct: numeric('quote_deposit_pct', { precision: 5, scale: 2 }),
    quotePaymentTerms: text('quote_payment_terms'),
    /*
     * The quote's number, given the first time the event's quote is issued and kept (decision
     * 036): "P-<quote_year>-<quote_sequence>", consecutive per owner and year (quote_counters),
     * unique, never reused.
     */
    quoteYear: integer('quote_year'),
    quoteSequence: integer('quote_sequence'),
    quoteIssuedAt: timestamptz('quote_issued_at'),
  },
  (table) => [
    uniqueIndex('menus_owner_quote_number_key')
      .on(table.ownerId, table.quoteYear, table.quoteSequence)
      .where(sql`${table.quoteSequence} is not null`),
    check(
      'menus_quote_number_check',
      sql`(${table.quoteYear} is null) = (${table.quoteSequence} is null) and (${table.quoteSequence} is null) = (${table.quoteIssuedAt} is null)`,
    ),
    check('menus_quote_validity_days_check', sql`${table.quoteValidityDays} between 1 and 365`),
    check(
      'menus_quote_deposit_pct_check',
      sql`${table.quoteDepositPct} >= 0 and ${table.quoteDepositPct} <= 100`,
    ),
    index('menus_owner_name_idx').on(table.ownerId, table.name, table.id),
    index('menus_owner_updated_at_idx').on(table.ownerId, table.updatedAt),
    check('menus_kind_check', sql`${table.kind} in ('carta', 'menu_del_dia', 'evento')`),
    check('menus_price_per_person_check', sql`${table.pricePerPerson} >= 0`),
    check('menus_sale_vat_pct_check', sql`${table.saleVatPct} >= 0 and ${table.saleVatPct} < 100`),
    check(
      'menus_target_food_cost_pct_check',
      sql`${table.targetFoodCostPct} > 0 and ${table.targetFoodCostPct} < 100`,
    ),
    check('menus_guests_check', sql`${table.guests} >= 1`),
  ],
);

/** A section of a menu (Primeros, Segundos, Postres, Pan y bebida), in order. */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-based. */
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** `one`: each guest picks one item; `all`: every item is served. */
    choice: varchar('choice', { length: 8 }).$type<'one' | 'all'>().notNull(),
  },
  (table) => [
    index('menu_sections_menu_idx').on(table.menuId, table.position),
    index('menu_sections_owner_idx').on(table.ownerId),
    check('menu_sections_choice_check', sql`${table.choice} in ('one', 'all')`),
  ],
);

/**
 * A dish of a section. Deleting the recipe deletes the item (a menu never names a dish that no
 * longer exists); a `one` section whose shares then no longer add up to 100 is read with equal
 * shares and a warning until the chef saves it again.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servingsPerCover: numeric('servings_per_cover', { precision: 9, scale: 3 })
      .notNull()
      .default('1.000'),
    /** Null in every item of a section = equal shares. */
    expectedSharePct: numeric('expected_share_pct', { precision: 5, scale: 2 }),
    /** What each guest gets, for the quote (issue 31): "3" + "croquetas"; null = not said. */
    guestQuantity: numeric('guest_quantity', { precision: 9, scale: 2 }),
    guestUnit: varchar('guest_unit', { length: 40 }).notNull().default(''),
  },
  (table) => [
    index('menu_items_section_idx').on(table.sectionId, table.position),
    index('menu_items_recipe_idx').on(table.recipeId),
    index('menu_items_owner_idx').on(table.ownerId),
    check('menu_items_servings_per_cover_check', sql`${table.servingsPerCover} > 0`),
    check('menu_items_guest_quantity_check', sql`${table.guestQuantity} > 0`),
    check(
      'menu_items_expected_share_pct_check',
      sql`${table.expectedSharePct} >= 0 and ${table.expectedSharePct} <= 100`,
    ),
  ],
);

/** An event's extra cost (camareros, transporte, menaje): fixed or per person. */
export const menuExtras = pgTable(
  'menu_extras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    costType: varchar('cost_type', { length: 12 }).$type<'fixed' | 'per_person'>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    index('menu_extras_menu_idx').on(table.menuId, table.position),
    index('menu_extras_owner_idx').on(table.ownerId),
    check('menu_extras_cost_type_check', sql`${table.costType} in ('fixed', 'per_person')`),
    check('menu_extras_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * The last quote number given per owner and year (decision 036). Taken with an upsert that adds
 * one (`on conflict … do update … returning`): the row lock serialises concurrent issues, and the
 * counter never goes back, so a number is never given twice, even after its event is deleted.
 */
export const quoteCounters = pgTable(
  'quote_counters',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.year] }),
    check('quote_counters_last_number_check', sql`${table.lastNumber} >= 1`),
  ],
);
