import type { CostAnalysisExtraCost } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { index, integer, json, pgTable } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * One stored line figure, as `cost_analysis/` answers it (rounded by formatLineCost):
 * [line id, kind, name, unit, net quantity, gross quantity, unit cost, cost, share %, warning].
 * A tuple, not an object: a price change re-costing 1 000 recipes writes 40 000 of them. Stored as
 * `json` (the text as written), not `jsonb`: nothing queries inside it, and converting 40 000
 * tuples to jsonb was most of the database's time in such a re-cost.
 */
export type StoredLineFigures = [
  id: number,
  kind: 'ingredient' | 'sub_recipe',
  name: string,
  unit: UnitCode,
  netQuantity: string,
  grossQuantity: string | null,
  unitCost: string | null,
  cost: string | null,
  costSharePct: string | null,
  warning: string | null,
];

/**
 * The costing module's table (docs/decisions/023-costing-module.md): each recipe's line-by-line
 * figures and extra costs as the engine computed them with the recipe's stored figures, written in
 * the same statement, so a read of a recipe or its cost analysis runs no engine.
 */
export const recipeCostDetails = pgTable(
  'recipe_cost_details',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: json('lines').$type<StoredLineFigures[]>().notNull(),
    extraCosts: json('extra_costs').$type<CostAnalysisExtraCost[]>().notNull(),
  },
  (table) => [index('recipe_cost_details_owner_idx').on(table.ownerId)],
);
