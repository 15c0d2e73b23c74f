import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  extraCostDefinitions,
  extraCostHistory,
  recipeExtraCosts,
} from '../../db/schema/extra-costs.ts';
import { parseOrdering } from '../../db/ordering.ts';

export type DefinitionRow = typeof extraCostDefinitions.$inferSelect;
export type NewDefinitionRow = typeof extraCostDefinitions.$inferInsert;
export type NewHistoryRow = typeof extraCostHistory.$inferInsert;
export type HistoryRow = typeof extraCostHistory.$inferSelect;

/** A definition with the number of recipes it is attached to. */
export interface DefinitionView extends DefinitionRow {
  recipesCount: number;
}

/** A recipe's extra cost with what it inherits from its definition. */
export interface RecipeExtraCostView {
  id: number;
  recipeId: number;
  definitionId: number;
  definitionName: string;
  costType: DefinitionRow['costType'];
  amount: string;
  /** The definition's own amount (what `amount: null` resets to). */
  definitionAmount: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DefinitionFilters {
  search?: string | undefined;
  isActive?: boolean | undefined;
  /** Active definitions not attached to this recipe. */
  availableForRecipe?: number | undefined;
  ordering?: string | undefined;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Qualified by hand: inside a select list Drizzle may render a column without its table. */
const definitionIdColumn = sql.raw('"extra_cost_definitions"."id"');

const recipesCount = sql<number>`(select count(*)::int from ${recipeExtraCosts} rec
  where rec.definition_id = ${definitionIdColumn})`;

const ORDERING: Record<string, SQL | (typeof extraCostDefinitions)[keyof DefinitionRow]> = {
  name: extraCostDefinitions.searchName,
  cost_type: extraCostDefinitions.costType,
  amount: extraCostDefinitions.amount,
  is_active: extraCostDefinitions.isActive,
  created_at: extraCostDefinitions.createdAt,
  updated_at: extraCostDefinitions.updatedAt,
};

const viewColumns = {
  id: recipeExtraCosts.id,
  recipeId: recipeExtraCosts.recipeId,
  definitionId: recipeExtraCosts.definitionId,
  definitionName: extraCostDefinitions.name,
  costType: extraCostDefinitions.costType,
  amount: recipeExtraCosts.amount,
  definitionAmount: extraCostDefinitions.amount,
  notes: recipeExtraCosts.notes,
  createdAt: recipeExtraCosts.createdAt,
  updatedAt: recipeExtraCosts.updatedAt,
};

/** Every query filters on the owner (STYLE.md rule 3). */
export function createExtraCostsRepository(db: Db) {
  function definitionWhere(ownerId: number, filters: DefinitionFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(extraCostDefinitions.ownerId, ownerId)];
    if (filters.search) {
      const pattern = `%${escapeLike(filters.search)}%`;
      conditions.push(sql`${extraCostDefinitions.searchName} like ${pattern}`);
    }
    if (filters.isActive !== undefined) {
      conditions.push(eq(extraCostDefinitions.isActive, filters.isActive));
    }
    if (filters.availableForRecipe !== undefined) {
      conditions.push(eq(extraCostDefinitions.isActive, true));
      conditions.push(sql`not exists (select 1 from ${recipeExtraCosts} rec
        where rec.definition_id = ${definitionIdColumn}
          and rec.recipe_id = ${filters.availableForRecipe})`);
    }
    return and(...conditions);
  }

  const definitionView = () =>
    db
      .select({ definition: extraCostDefinitions, recipesCount })
      .from(extraCostDefinitions)
      .$dynamic();

  const toDefinitionView = (row: { definition: DefinitionRow; recipesCount: number }) => ({
    ...row.definition,
    recipesCount: row.recipesCount,
  });

  const recipeExtraCostView = () =>
    db
      .select(viewColumns)
      .from(recipeExtraCosts)
      .innerJoin(extraCostDefinitions, eq(recipeExtraCosts.definitionId, extraCostDefinitions.id))
      .$dynamic();

  return {
    // ---------- definitions ----------
    async listDefinitions(
      ownerId: number,
      filters: DefinitionFilters,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: DefinitionView[] }> {
      const condition = definitionWhere(ownerId, filters);
      const orderBy = parseOrdering(filters.ordering, ORDERING, [
        asc(extraCostDefinitions.searchName),
        asc(extraCostDefinitions.id),
      ]);
      const [counted] = await db.select({ n: count() }).from(extraCostDefinitions).where(condition);
      const rows = await definitionView()
        .where(condition)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset);
      return { count: counted?.n ?? 0, rows: rows.map(toDefinitionView) };
    },

    async findDefinition(ownerId: number, id: number): Promise<DefinitionView | undefined> {
      const [row] = await definitionView().where(
        and(eq(extraCostDefinitions.ownerId, ownerId), eq(extraCostDefinitions.id, id)),
      );
      return row ? toDefinitionView(row) : undefined;
    },

    /** The definition's row locked for the rest of the transaction (concurrent amount changes). */
    async lockDefinition(ownerId: number, id: number): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(extraCostDefinitions)
        .where(and(eq(extraCostDefinitions.ownerId, ownerId), eq(extraCostDefinitions.id, id)))
        .for('update');
      return row;
    },

    async insertDefinition(row: NewDefinitionRow): Promise<number> {
      const [inserted] = await db
        .insert(extraCostDefinitions)
        .values(row)
        .returning({ id: extraCostDefinitions.id });
      if (!inserted) throw new Error('insert returned no row');
      return inserted.id;
    },

    async updateDefinition(
      ownerId: number,
      id: number,
      values: Partial<NewDefinitionRow>,
    ): Promise<void> {
      await db
        .update(extraCostDefinitions)
        .set(values)
        .where(and(eq(extraCostDefinitions.ownerId, ownerId), eq(extraCostDefinitions.id, id)));
    },

    async deleteDefinition(ownerId: number, id: number): Promise<void> {
      await db
        .delete(extraCostDefinitions)
        .where(and(eq(extraCostDefinitions.ownerId, ownerId), eq(extraCostDefinitions.id, id)));
    },

    // ---------- recipe extra costs ----------
    async listRecipeExtraCosts(
      ownerId: number,
      recipeId: number | undefined,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: RecipeExtraCostView[] }> {
      const condition = and(
        eq(recipeExtraCosts.ownerId, ownerId),
        recipeId === undefined ? undefined : eq(recipeExtraCosts.recipeId, recipeId),
      );
      const [counted] = await db.select({ n: count() }).from(recipeExtraCosts).where(condition);
      const rows = await recipeExtraCostView()
        .where(condition)
        .orderBy(asc(recipeExtraCosts.recipeId), asc(recipeExtraCosts.id))
        .limit(window.limit)
        .offset(window.offset);
      return { count: counted?.n ?? 0, rows };
    },

    /** Every extra cost of these recipes, in order, with its definition. */
    async extraCostsOfRecipes(
      ownerId: number,
      recipeIds: readonly number[],
    ): Promise<RecipeExtraCostView[]> {
      if (recipeIds.length === 0) return [];
      return recipeExtraCostView()
        .where(
          and(
            eq(recipeExtraCosts.ownerId, ownerId),
            sql`${recipeExtraCosts.recipeId} = any(${sql.param([...recipeIds])}::int[])`,
          ),
        )
        .orderBy(asc(recipeExtraCosts.recipeId), asc(recipeExtraCosts.id));
    },

    /** The uses of a definition (the recipes it is attached to). */
    async usesOfDefinition(ownerId: number, definitionId: number): Promise<RecipeExtraCostView[]> {
      return recipeExtraCostView()
        .where(
          and(
            eq(recipeExtraCosts.ownerId, ownerId),
            eq(recipeExtraCosts.definitionId, definitionId),
          ),
        )
        .orderBy(asc(recipeExtraCosts.recipeId));
    },

    async findRecipeExtraCost(
      ownerId: number,
      id: number,
    ): Promise<RecipeExtraCostView | undefined> {
      const [row] = await recipeExtraCostView().where(
        and(eq(recipeExtraCosts.ownerId, ownerId), eq(recipeExtraCosts.id, id)),
      );
      return row;
    },

    async findAttachment(
      ownerId: number,
      recipeId: number,
      definitionId: number,
    ): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: recipeExtraCosts.id })
        .from(recipeExtraCosts)
        .where(
          and(
            eq(recipeExtraCosts.ownerId, ownerId),
            eq(recipeExtraCosts.recipeId, recipeId),
            eq(recipeExtraCosts.definitionId, definitionId),
          ),
        );
      return row;
    },

    async insertRecipeExtraCost(row: typeof recipeExtraCosts.$inferInsert): Promise<number> {
      const [inserted] = await db
        .insert(recipeExtraCosts)
        .values(row)
        .returning({ id: recipeExtraCosts.id });
      if (!inserted) throw new Error('insert returned no row');
      return inserted.id;
    },

    async updateRecipeExtraCosts(
      ownerId: number,
      ids: readonly number[],
      values: { amount?: string; notes?: string; updatedAt: Date },
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(recipeExtraCosts)
        .set(values)
        .where(and(eq(recipeExtraCosts.ownerId, ownerId), inArray(recipeExtraCosts.id, [...ids])));
    },

    async deleteRecipeExtraCosts(ownerId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(recipeExtraCosts)
        .where(and(eq(recipeExtraCosts.ownerId, ownerId), inArray(recipeExtraCosts.id, [...ids])));
    },

    // ---------- history ----------
    async insertHistory(rows: readonly NewHistoryRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(extraCostHistory).values([...rows]);
    },

    /** Newest first (ties by id, newest first). */
    async listHistory(
      ownerId: number,
      recipeId: number | undefined,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: HistoryRow[] }> {
      const condition = and(
        eq(extraCostHistory.ownerId, ownerId),
        recipeId === undefined ? undefined : eq(extraCostHistory.recipeId, recipeId),
      );
      const [counted] = await db.select({ n: count() }).from(extraCostHistory).where(condition);
      const rows = await db
        .select()
        .from(extraCostHistory)
        .where(condition)
        .orderBy(desc(extraCostHistory.createdAt), desc(extraCostHistory.id))
        .limit(window.limit)
        .offset(window.offset);
      return { count: counted?.n ?? 0, rows };
    },
  };
}
