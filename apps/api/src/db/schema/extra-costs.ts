import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/** What a definition's or a recipe's amount may be: 0 or more, and at most 100 for a percentage. */
const amountColumn = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * Extra costs (DOMAIN.md §2, SPEC.md §7): a definition the owner reuses ("Envase para llevar",
 * 0.35 € per serving), attached to recipes with an amount of its own (defaulting to the
 * definition's). A definition's amount change does not rewrite the recipes' amounts unless asked
 * (docs/decisions/013-extra-cost-amounts.md).
 */
export const extraCostDefinitions = pgTable(
  'extra_cost_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** normalizeSearch(name): accent- and case-insensitive search. */
    searchName: text('search_name').notNull(),
    description: text('description').notNull().default(''),
    costType: varchar('cost_type', { length: 12 }).$type<ExtraCostType>().notNull(),
    /** € per batch (fixed), € per serving (per_serving) or % of the ingredients cost (percentage). */
    amount: amountColumn('amount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('extra_cost_definitions_owner_name_idx').on(table.ownerId, table.name, table.id),
    check(
      'extra_cost_definitions_cost_type_check',
      sql`${table.costType} in ('fixed', 'per_serving', 'percentage')`,
    ),
    check('extra_cost_definitions_amount_check', sql`${table.amount} >= 0`),
    check(
      'extra_cost_definitions_percentage_check',
      sql`${table.costType} <> 'percentage' or ${table.amount} <= 100`,
    ),
  ],
);

/** A definition attached to a recipe, at most once, with the amount in force for that recipe. */
export const recipeExtraCosts = pgTable(
  'recipe_extra_costs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    // No ON DELETE: a definition in use is refused by the service (or its rows are removed first,
    // with history, by a forced delete).
    definitionId: integer('definition_id')
      .notNull()
      .references(() => extraCostDefinitions.id),
    /** Same unit as the definition's amount; ≤ 100 for a percentage (checked by the service). */
    amount: amountColumn('amount').notNull(),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('recipe_extra_costs_recipe_definition_key').on(table.recipeId, table.definitionId),
    index('recipe_extra_costs_definition_idx').on(table.definitionId),
    index('recipe_extra_costs_owner_idx').on(table.ownerId),
    check('recipe_extra_costs_amount_check', sql`${table.amount} >= 0`),
  ],
);

export const EXTRA_COST_HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ExtraCostHistoryAction = (typeof EXTRA_COST_HISTORY_ACTIONS)[number];

/**
 * Every create, change of amount and removal of a recipe's extra cost. The definition's name is
 * kept so a row still reads after a forced delete of the definition (definition_id set null).
 */
export const extraCostHistory = pgTable(
  'extra_cost_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id').references(() => extraCostDefinitions.id, {
      onDelete: 'set null',
    }),
    definitionName: varchar('definition_name', { length: 120 }).notNull(),
    action: varchar('action', { length: 8 }).$type<ExtraCostHistoryAction>().notNull(),
    oldAmount: amountColumn('old_amount'),
    newAmount: amountColumn('new_amount'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: varchar('username', { length: 150 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('extra_cost_history_recipe_idx').on(table.recipeId, table.createdAt, table.id),
    check(
      'extra_cost_history_action_check',
      sql`${table.action} in ('create', 'update', 'delete')`,
    ),
  ],
);
