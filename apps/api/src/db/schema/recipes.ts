import type { AllergenCode } from '@costeo/domain/allergens';
import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { users } from './users.ts';

/**
 * A stored figure of the cost engine: the exact value (unbounded `numeric`, written from the
 * engine's Decimal without rounding), so ordering and filtering on it agree with the engine and
 * the API rounds it once, as for a recipe costed on the fly (docs/decisions/010).
 */
const figure = (name: string) => numeric(name);

/**
 * Recipes (escandallos). What the user writes, plus the engine's figures for the recipe, kept up to
 * date in the same transaction as every change that moves them (recipes.recompute.ts), so the
 * Recetas list, its ordering by margin and the margin lists are served from these columns.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    /** normalizeSearch(name): accent- and case-insensitive search. */
    searchName: text('search_name').notNull(),
    category: varchar('category', { length: 80 }).notNull().default(''),
    description: text('description').notNull().default(''),
    servings: integer('servings').notNull(),
    /** PVP per serving, VAT included; null = not sold on its own. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    /** Null = the profile's default sale VAT. */
    saleVatPct: numeric('sale_vat_pct', { precision: 5, scale: 2 }),
    /** Null = the profile's default target food cost. */
    targetFoodCostPct: numeric('target_food_cost_pct', { precision: 5, scale: 2 }),
    isSubrecipe: boolean('is_subrecipe').notNull().default(false),
    yieldQuantity: numeric('yield_quantity', { precision: 14, scale: 3 }),
    yieldUnit: varchar('yield_unit', { length: 12 }).$type<UnitCode>(),
    /** "Peso final de la elaboración" (g): the cooked weight a nutrition declaration divides by. */
    finalWeightG: numeric('final_weight_g', { precision: 14, scale: 3 }),
    instructions: text('instructions').notNull().default(''),
    /** When the photo (recipe_photos) was last set; null = no photo. */
    photoUpdatedAt: timestamptz('photo_updated_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),

    // ---- stored figures (the engine's, exact) ----
    ingredientsCost: figure('ingredients_cost').notNull().default('0'),
    extraCostsTotal: figure('extra_costs_total').notNull().default('0'),
    totalCost: figure('total_cost').notNull().default('0'),
    costPerServing: figure('cost_per_serving').notNull().default('0'),
    netSalePrice: figure('net_sale_price'),
    marginPerServing: figure('margin_per_serving'),
    marginPct: figure('margin_pct'),
    foodCostPct: figure('food_cost_pct'),
    suggestedSalePrice: figure('suggested_sale_price').notNull().default('0'),
    costPerYieldUnit: figure('cost_per_yield_unit'),
    /** The VAT and target in force (the recipe's or the profile's) when the figures were computed. */
    effectiveSaleVatPct: numeric('effective_sale_vat_pct', { precision: 5, scale: 2 })
      .notNull()
      .default('10.00'),
    effectiveTargetFoodCostPct: numeric('effective_target_food_cost_pct', {
      precision: 5,
      scale: 2,
    })
      .notNull()
      .default('30.00'),
    costComplete: boolean('cost_complete').notNull().default(false),
    /** COSTING_RULES_VERSION of the engine that stored these figures (1: before the versions). */
    costedWithRules: integer('costed_with_rules').notNull().default(1),
    status: varchar('status', { length: 12 }).$type<RecipeStatus>().notNull().default('incomplete'),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .$type<AllergenCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    linesCount: integer('lines_count').notNull().default(0),
  },
  (table) => [
    index('recipes_owner_name_idx').on(table.ownerId, table.name, table.id),
    index('recipes_owner_category_idx').on(table.ownerId, table.category),
    index('recipes_owner_margin_pct_idx').on(table.ownerId, table.marginPct, table.id),
    // `?ordering=-margin_pct` (best first, recipes without a margin last) as an index scan.
    index('recipes_owner_margin_pct_desc_idx').on(
      table.ownerId,
      table.marginPct.desc().nullsLast(),
      table.id,
    ),
    index('recipes_owner_food_cost_pct_idx').on(table.ownerId, table.foodCostPct, table.id),
    index('recipes_owner_cost_per_serving_idx').on(table.ownerId, table.costPerServing, table.id),
    index('recipes_owner_updated_at_idx').on(table.ownerId, table.updatedAt),
    check('recipes_servings_check', sql`${table.servings} >= 1`),
    check('recipes_sale_price_check', sql`${table.salePrice} >= 0`),
    check(
      'recipes_sale_vat_pct_check',
      sql`${table.saleVatPct} >= 0 and ${table.saleVatPct} < 100`,
    ),
    check(
      'recipes_target_food_cost_pct_check',
      sql`${table.targetFoodCostPct} > 0 and ${table.targetFoodCostPct} < 100`,
    ),
    check('recipes_yield_quantity_check', sql`${table.yieldQuantity} > 0`),
    check('recipes_final_weight_check', sql`${table.finalWeightG} > 0`),
    check(
      'recipes_subrecipe_yield_check',
      sql`not ${table.isSubrecipe} or (${table.yieldQuantity} is not null and ${table.yieldUnit} is not null)`,
    ),
  ],
);

/** A line of a recipe: a product XOR a sub-recipe, a net quantity in a unit, in order. */
export const recipeLines = pgTable(
  'recipe_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-based order within the recipe. */
    position: integer('position').notNull(),
    // No ON DELETE: a product or sub-recipe in use is refused by the services (or its lines are
    // removed first by a forced delete); the key stops any other path from orphaning a line.
    ingredientInstanceId: integer('ingredient_instance_id').references(
      () => ingredientInstances.id,
    ),
    subRecipeId: integer('sub_recipe_id').references((): AnyPgColumn => recipes.id),
    /** Net (cleaned) quantity, in `unit`. */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit: varchar('unit', { length: 12 }).$type<UnitCode>().notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
  },
  (table) => [
    index('recipe_lines_recipe_idx').on(table.recipeId, table.position),
    index('recipe_lines_ingredient_instance_idx')
      .on(table.ingredientInstanceId)
      .where(sql`${table.ingredientInstanceId} is not null`),
    index('recipe_lines_sub_recipe_idx')
      .on(table.subRecipeId)
      .where(sql`${table.subRecipeId} is not null`),
    index('recipe_lines_owner_idx').on(table.ownerId),
    check(
      'recipe_lines_reference_check',
      sql`(${table.ingredientInstanceId} is null) <> (${table.subRecipeId} is null)`,
    ),
    check('recipe_lines_quantity_check', sql`${table.quantity} > 0`),
    check('recipe_lines_position_check', sql`${table.position} >= 1`),
  ],
);

/**
 * The one photo of a recipe, already decoded, rotated, resized and re-encoded as JPEG in a worker
 * (docs/decisions/021-recipe-photos.md). In the database, not on a disk, so every API instance
 * serves it and backups carry it. `recipes.photo_updated_at` says a photo exists without reading
 * this table, and is the photo's version for caching.
 */
export const recipePhotos = pgTable(
  'recipe_photos',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** At most 1200 × 1200, JPEG, no metadata. */
    image: bytea('image').notNull(),
    /** 160 × 160 (centre crop), JPEG: the Recetas list. */
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('recipe_photos_owner_idx').on(table.ownerId),
    check('recipe_photos_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);
