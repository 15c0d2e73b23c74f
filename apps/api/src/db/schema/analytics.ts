import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * Units sold of a recipe in a period, entered by the user for menu engineering
 * (docs/decisions/015-analytics.md). A period is a pair of dates; one row per recipe and period.
 */
export const recipeSales = pgTable(
  'recipe_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    unitsSold: integer('units_sold').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('recipe_sales_owner_period_recipe_key').on(
      table.ownerId,
      table.periodStart,
      table.periodEnd,
      table.recipeId,
    ),
    index('recipe_sales_recipe_idx').on(table.recipeId),
    check('recipe_sales_units_sold_check', sql`${table.unitsSold} >= 0`),
    check('recipe_sales_period_check', sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
);
