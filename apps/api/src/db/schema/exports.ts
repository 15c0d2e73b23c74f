import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * What was exported: the PDF ficha técnica, the allergen matrix, a workbook, a menu's PDF, a
 * recipe's food label, or the close between two stock counts (issue 34).
 */
export const EXPORT_KINDS = [
  'recipe_pdf',
  'allergens_pdf',
  'ingredients_xlsx',
  'recipes_xlsx',
  'menu_pdf',
  'nutrition_label_pdf',
  'stock_close_pdf',
  'stock_close_xlsx',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * One row per export served (plan feature `exports`), so the monthly usage report can count them
 * (docs/decisions/016-exports.md). Nothing else reads it; the file itself is never stored.
 */
export const exportEvents = pgTable(
  'export_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<ExportKind>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('export_events_owner_created_idx').on(table.ownerId, table.createdAt),
    check(
      'export_events_kind_check',
      sql`${table.kind} in ('recipe_pdf', 'allergens_pdf', 'ingredients_xlsx', 'recipes_xlsx', 'menu_pdf', 'nutrition_label_pdf', 'stock_close_pdf', 'stock_close_xlsx')`,
    ),
  ],
);
