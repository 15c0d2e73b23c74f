import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn, Placeholder } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { AppError } from '../../lib/app-error.ts';

export type RecipeRow = typeof recipes.$inferSelect;
/** A recipe without its long texts: what lists and stored-figure reads need. */
export type RecipeSummaryRow = Omit<RecipeRow, 'description' | 'instructions'>;

const {
  description: _description,
  instructions: _instructions,
  ...summaryColumns
} = getTableColumns(recipes);
/** The columns of {@link RecipeSummaryRow}. */
export const recipeSummaryColumns = summaryColumns;
export type NewRecipeRow = typeof recipes.$inferInsert;
export type RecipeLineRow = typeof recipeLines.$inferSelect;
/** A line as the service writes it; owner, recipe and position are set here. */
export type NewRecipeLine = Pick<
  typeof recipeLines.$inferInsert,
  'ingredientInstanceId' | 'subRecipeId' | 'quantity' | 'unit' | 'note'
>;

export interface RecipeRef {
  id: number;
  name: string;
}

export interface RecipeFilters {
  /** Already normalised (normalizeSearch). */
  search?: string;
  category?: string;
  isSubrecipe?: boolean;
  ordering?: string;
  /** profitable_recipes / low_margin_recipes. */
  margin?: { kind: 'profitable' | 'low_margin'; threshold: string | null };
}

// Names sort by their accent-free form; cost fields by the engine's exact stored figures.
const ORDERING: Record<string, AnyColumn> = {
  name: recipes.searchName,
  category: recipes.category,
  servings: recipes.servings,
  sale_price: recipes.salePrice,
  ingredients_cost: recipes.ingredientsCost,
  extra_costs_total: recipes.extraCostsTotal,
  total_cost: recipes.totalCost,
  cost_per_serving: recipes.costPerServing,
  net_sale_price: recipes.netSalePrice,
  margin_per_serving: recipes.marginPerServing,
  margin_pct: recipes.marginPct,
  food_cost_pct: recipes.foodCostPct,
  suggested_sale_price: recipes.suggestedSalePrice,
  created_at: recipes.createdAt,
  updated_at: recipes.updatedAt,
};

/**
 * DRF's `?ordering=field,-field`; recipes without a figure (no PVP: no margin) go last both ways,
 * so "-margin_pct" starts with the best margin, not with the elaboraciones.
 */
function orderingOf(ordering: string | undefined, fallback: SQL[]): SQL[] {
  if (!ordering?.trim()) return fallback;
  const result: SQL[] = [];
  for (const term of ordering.split(',').map((part) => part.trim())) {
    if (!term) continue;
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const column = ORDERING[field];
    if (!column) {
      throw AppError.field(
        'ordering',
        `No se puede ordenar por "${field}". Campos válidos: ${Object.keys(ORDERING).join(', ')}.`,
      );
    }
    result.push(descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
  }
  return [...result, asc(recipes.id)];
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function marginCondition(margin: {
  kind: 'profitable' | 'low_margin';
  threshold: string | Placeholder | null;
}): SQL {
  if (margin.threshold === null) return eq(recipes.status, margin.kind);
  const comparison =
    margin.kind === 'profitable'
      ? sql`${recipes.marginPct} >= ${margin.threshold}::numeric`
      : sql`${recipes.marginPct} < ${margin.threshold}::numeric`;
  return sql`${recipes.costComplete} and ${recipes.marginPct} is not null and ${comparison}`;
}

const DEFAULT_LIST_ORDER: SQL[] = [asc(recipes.searchName), asc(recipes.id)];

/**
 * The list's query for one shape of filters and ordering, values as placeholders: the page and
 * the count in one round trip (`count(*) over ()`), built by Drizzle once per shape and, on
 * PostgreSQL, a server-side prepared statement (parsed and planned once per pooled connection).
 */
function buildList(db: Db, filters: RecipeFilters, fallback: SQL[], name: string) {
  const conditions: (SQL | undefined)[] = [eq(recipes.ownerId, sql.placeholder('owner'))];
  if (filters.search) {
    conditions.push(sql`${recipes.searchName} like ${sql.placeholder('search')}`);
  }
  if (filters.category) {
    conditions.push(sql`lower(${recipes.category}) = lower(${sql.placeholder('category')})`);
  }
  if (filters.isSubrecipe !== undefined) {
    conditions.push(eq(recipes.isSubrecipe, sql.placeholder('isSubrecipe')));
  }
  if (filters.margin) {
    conditions.push(
      marginCondition({
        kind: filters.margin.kind,
        threshold: filters.margin.threshold === null ? null : sql.placeholder('threshold'),
      }),
    );
  }
  return (
    db
      .select({ ...recipeSummaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(recipes)
      .where(and(...conditions))
      // An explicit ordering replaces the default one (as in DRF), ties broken by id.
      .orderBy(...orderingOf(filters.ordering, [...fallback, asc(recipes.id)]))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  );
}

type PreparedList = ReturnType<typeof buildList>;

/** Prepared lists by database handle, most recently used last; at most this many per handle. */
const PREPARED_LISTS_KEPT = 100;
const preparedLists = new WeakMap<Db, Map<string, PreparedList>>();
const fallbackIds = new WeakMap<SQL[], number>();
let preparedCount = 0;

/**
 * The client chooses `?ordering`, so only a bounded set of shapes becomes a named statement (one
 * known field, either way, or none): a server-side prepared statement lives as long as its pooled
 * connection whatever this cache forgets, and "name,name,…" or " name" would otherwise name new
 * ones without end. Longer orderings run unnamed (planned per execution).
 */
function namedOrdering(ordering: string | undefined): string | null {
  const term = ordering?.trim() ?? '';
  if (term === '') return '';
  const field = term.startsWith('-') ? term.slice(1) : term;
  return Object.hasOwn(ORDERING, field) ? term : null;
}

function preparedList(db: Db, filters: RecipeFilters, fallback: SQL[] | undefined): PreparedList {
  const order = fallback ?? DEFAULT_LIST_ORDER;
  const ordering = namedOrdering(filters.ordering);
  if (ordering === null) return buildList(db, filters, order, '');
  let fallbackId = fallbackIds.get(order);
  if (fallbackId === undefined) {
    fallbackId = ++preparedCount;
    fallbackIds.set(order, fallbackId);
  }
  const key = JSON.stringify([
    Boolean(filters.search),
    Boolean(filters.category),
    filters.isSubrecipe ?? null,
    filters.margin ? [filters.margin.kind, filters.margin.threshold === null] : null,
    ordering,
    fallbackId,
  ]);
  let cache = preparedLists.get(db);
  if (!cache) {
    cache = new Map();
    preparedLists.set(db, cache);
  }
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const built = buildList(db, filters, order, `recipes_list_${++preparedCount}`);
  if (cache.size >= PREPARED_LISTS_KEPT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, built);
  return built;
}

export function createRecipesRepository(db: Db) {
  function where(ownerId: number, filters: RecipeFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(recipes.ownerId, ownerId)];
    if (filters.search) {
      conditions.push(sql`${recipes.searchName} like ${`%${escapeLike(filters.search)}%`}`);
    }
    if (filters.category) {
      conditions.push(sql`lower(${recipes.category}) = lower(${filters.category})`);
    }
    if (filters.isSubrecipe !== undefined) {
      conditions.push(eq(recipes.isSubrecipe, filters.isSubrecipe));
    }
    if (filters.margin) conditions.push(marginCondition(filters.margin));
    return and(...conditions);
  }

  return {
    async list(
      ownerId: number,
      filters: RecipeFilters,
      window: { limit: number; offset: number },
      kind: RecipeListKind = 'all',
    ): Promise<{ count: number; rows: RecipeSummaryRow[] }> {
      const page = await preparedList(db, filters, LIST_DEFAULT_ORDER[kind]).execute({
        owner: ownerId,
        search: filters.search ? `%${escapeLike(filters.search)}%` : null,
        category: filters.category ?? null,
        isSubrecipe: filters.isSubrecipe ?? null,
        threshold: filters.margin?.threshold ?? null,
        limit: window.limit,
        offset: window.offset,
      });
      const rows = page.map(({ total: _total, ...row }) => row);
      const first = page[0];
      if (first) return { count: first.total, rows };
      if (window.offset === 0) return { count: 0, rows };
      const [counted] = await db
        .select({ n: count() })
        .from(recipes)
        .where(where(ownerId, filters));
      return { count: counted?.n ?? 0, rows };
    },

    async find(ownerId: number, id: number): Promise<RecipeRow | undefined> {
      const [row] = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.ownerId, ownerId), eq(recipes.id, id)));
      return row;
    },

    async listLines(ownerId: number, recipeId: number): Promise<RecipeLineRow[]> {
      return db
        .select()
        .from(recipeLines)
        .where(and(eq(recipeLines.ownerId, ownerId), eq(recipeLines.recipeId, recipeId)))
        .orderBy(asc(recipeLines.position), asc(recipeLines.id));
    },

    async insert(row: NewRecipeRow): Promise<number> {
      const [created] = await db.insert(recipes).values(row).returning({ id: recipes.id });
      if (!created) throw new Error('insert recipes returned no row');
      return created.id;
    },

    async update(ownerId: number, id: number, patch: Partial<NewRecipeRow>): Promise<void> {
      await db
        .update(recipes)
        .set(patch)
        .where(and(eq(recipes.ownerId, ownerId), eq(recipes.id, id)));
    },

    async delete(ownerId: number, id: number): Promise<void> {
      await db.delete(recipes).where(and(eq(recipes.ownerId, ownerId), eq(recipes.id, id)));
    },

    /** Lines are written whole: the old ones go, the new ones take positions 1…n. */
    async replaceLines(ownerId: number, recipeId: number, lines: NewRecipeLine[]): Promise<void> {
      await db
        .delete(recipeLines)
        .where(and(eq(recipeLines.ownerId, ownerId), eq(recipeLines.recipeId, recipeId)));
      if (lines.length === 0) return;
      await db
        .insert(recipeLines)
        .values(lines.map((line, index) => ({ ...line, ownerId, recipeId, position: index + 1 })));
    },

    /** The recipes with a line of each product, by product (recipes_count, delete-in-use). */
    async recipesUsingProducts(
      ownerId: number,
      instanceIds: readonly number[],
    ): Promise<{ instanceId: number; id: number; name: string }[]> {
      if (instanceIds.length === 0) return [];
      return queryRows(
        db,
        sql`select distinct l.ingredient_instance_id as "instanceId", r.id, r.name
            from ${recipeLines} l join ${recipes} r on r.id = l.recipe_id
            where l.owner_id = ${ownerId}
              and l.ingredient_instance_id = any(${sql.param([...instanceIds])}::int[])
            order by r.name, r.id`,
      );
    },

    /** The recipes with a line of this elaboración. */
    async recipesUsingSubRecipe(ownerId: number, subRecipeId: number): Promise<RecipeRef[]> {
      return queryRows(
        db,
        sql`select distinct r.id, r.name
            from ${recipeLines} l join ${recipes} r on r.id = l.recipe_id
            where l.owner_id = ${ownerId} and l.sub_recipe_id = ${subRecipeId}
            order by r.name, r.id`,
      );
    },

    /**
     * A forced delete: removes the lines naming these products or this elaboración, closes the
     * gaps in the positions they leave, and returns the recipes that lost lines.
     */
    async removeLinesUsing(
      ownerId: number,
      target: { instanceIds: readonly number[] } | { subRecipeId: number },
    ): Promise<number[]> {
      const condition =
        'subRecipeId' in target
          ? sql`sub_recipe_id = ${target.subRecipeId}`
          : sql`ingredient_instance_id = any(${sql.param([...target.instanceIds])}::int[])`;
      const removed = await queryRows<{ recipe_id: number }>(
        db,
        sql`delete from ${recipeLines} where owner_id = ${ownerId} and ${condition}
            returning recipe_id`,
      );
      const parents = [...new Set(removed.map((row) => row.recipe_id))];
      if (parents.length > 0) {
        await db.execute(sql`
          update ${recipeLines} l set position = n.position
          from (select id, row_number() over (partition by recipe_id order by position, id)::int
                  as position
                from ${recipeLines}
                where owner_id = ${ownerId}
                  and recipe_id = any(${sql.param(parents)}::int[])) n
          where l.id = n.id and l.position <> n.position`);
      }
      return parents;
    },

    async count(ownerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recipes)
        .where(eq(recipes.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async changesBetween(ownerId: number, from: Date, to: Date) {
      const [row] = await db
        .select({
          created: sql<number>`count(*) filter (where ${recipes.createdAt} >= ${from} and ${recipes.createdAt} < ${to})::int`,
          updated: sql<number>`count(*) filter (where ${recipes.updatedAt} >= ${from} and ${recipes.updatedAt} < ${to} and ${recipes.updatedAt} > ${recipes.createdAt})::int`,
        })
        .from(recipes)
        .where(eq(recipes.ownerId, ownerId));
      return { created: row?.created ?? 0, updated: row?.updated ?? 0 };
    },
  };
}

/** The recipe lists of the API: every recipe, mine (newest first) and the two margin lists. */
export type RecipeListKind = 'all' | 'mine' | 'profitable' | 'low_margin';

/** Each list's order when the request names none (`all`: by name). */
const LIST_DEFAULT_ORDER: Record<RecipeListKind, SQL[] | undefined> = {
  all: undefined,
  mine: [desc(recipes.updatedAt)],
  profitable: [sql`${recipes.marginPct} desc nulls last`],
  low_margin: [sql`${recipes.marginPct} asc nulls last`],
};

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
