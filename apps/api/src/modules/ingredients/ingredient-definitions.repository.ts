import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ingredientCategories, ingredientDefinitions } from '../../db/schema/ingredients.ts';
import { parseOrdering } from '../../db/ordering.ts';

export type DefinitionRow = typeof ingredientDefinitions.$inferSelect & { categoryName: string };
export type CategoryRow = typeof ingredientCategories.$inferSelect;

const definitionColumns = {
  id: ingredientDefinitions.id,
  ownerId: ingredientDefinitions.ownerId,
  categoryId: ingredientDefinitions.categoryId,
  name: ingredientDefinitions.name,
  searchName: ingredientDefinitions.searchName,
  baseUnit: ingredientDefinitions.baseUnit,
  density: ingredientDefinitions.density,
  unitWeight: ingredientDefinitions.unitWeight,
  wastePct: ingredientDefinitions.wastePct,
  isTypicalWaste: ingredientDefinitions.isTypicalWaste,
  allergens: ingredientDefinitions.allergens,
  vatPct: ingredientDefinitions.vatPct,
  aliases: ingredientDefinitions.aliases,
  nutritionPer100g: ingredientDefinitions.nutritionPer100g,
  createdAt: ingredientDefinitions.createdAt,
  categoryName: ingredientCategories.name,
};

/** Catalog rows plus the owner's own: what one user can see and use. */
const visibleTo = (ownerId: number) =>
  or(isNull(ingredientDefinitions.ownerId), eq(ingredientDefinitions.ownerId, ownerId));

// Names sort by their accent-free form ("Ácido" with the A's), whatever the database collation.
const ORDERING = {
  name: ingredientDefinitions.searchName,
  category: ingredientCategories.position,
  category_name: ingredientCategories.name,
  waste_pct: ingredientDefinitions.wastePct,
};

/** A term with `like`'s wildcards and escape character escaped. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `like` pattern for a normalised term, with its wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Names starting with the term first, then words starting with it, shorter names first. */
function relevanceOrder(term: string): SQL {
  const prefix = `${escapeLike(term)}%`;
  return sql`case when ${ingredientDefinitions.searchName} like ${prefix} then 0
                  when ${ingredientDefinitions.searchName} like ${`% ${prefix}`} then 1 else 2 end,
             length(${ingredientDefinitions.name})`;
}

export function createDefinitionsRepository(db: Db) {
  function filters(ownerId: number, search: string | undefined, category: number | undefined) {
    const conditions: (SQL | undefined)[] = [visibleTo(ownerId)];
    if (search)
      conditions.push(sql`${ingredientDefinitions.searchName} like ${containsPattern(search)}`);
    if (category) conditions.push(eq(ingredientDefinitions.categoryId, category));
    return and(...conditions);
  }

  return {
    async list(
      ownerId: number,
      query: { search?: string; category?: number; ordering?: string },
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: DefinitionRow[] }> {
      const where = filters(ownerId, query.search, query.category);
      // Without an explicit ordering, a search lists the best matches first ("huevo" → Huevo L
      // before Huevo de codorniz), then alphabetically.
      const relevance = query.search ? [relevanceOrder(query.search)] : [];
      const orderBy = parseOrdering(query.ordering, ORDERING, [
        ...relevance,
        asc(ingredientDefinitions.searchName),
        asc(ingredientDefinitions.id),
      ]);
      const [counted] = await db
        .select({ n: count() })
        .from(ingredientDefinitions)
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(where);
      const rows = await db
        .select(definitionColumns)
        .from(ingredientDefinitions)
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(where)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset);
      return { count: counted?.n ?? 0, rows };
    },

    async findVisible(ownerId: number, id: number): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select(definitionColumns)
        .from(ingredientDefinitions)
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(and(eq(ingredientDefinitions.id, id), visibleTo(ownerId)));
      return row;
    },

    /** Top matches, names starting with the term first (DESIGN.md: prefix matches first). */
    async suggestions(ownerId: number, term: string, limit: number): Promise<DefinitionRow[]> {
      return db
        .select(definitionColumns)
        .from(ingredientDefinitions)
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(
          and(
            visibleTo(ownerId),
            sql`${ingredientDefinitions.searchName} like ${containsPattern(term)}`,
          ),
        )
        .orderBy(relevanceOrder(term), asc(ingredientDefinitions.searchName))
        .limit(limit);
    },

    async categoriesWithCounts(
      ownerId: number,
    ): Promise<(CategoryRow & { definitions: number })[]> {
      return db
        .select({
          id: ingredientCategories.id,
          slug: ingredientCategories.slug,
          name: ingredientCategories.name,
          position: ingredientCategories.position,
          definitions: sql<number>`count(${ingredientDefinitions.id})::int`,
        })
        .from(ingredientCategories)
        .leftJoin(
          ingredientDefinitions,
          and(eq(ingredientDefinitions.categoryId, ingredientCategories.id), visibleTo(ownerId)),
        )
        .groupBy(ingredientCategories.id)
        .orderBy(asc(ingredientCategories.position));
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: ingredientCategories.id })
        .from(ingredientCategories)
        .where(eq(ingredientCategories.id, id));
      return row !== undefined;
    },

    async nameTaken(ownerId: number, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ingredientDefinitions.id })
        .from(ingredientDefinitions)
        .where(and(visibleTo(ownerId), sql`lower(${ingredientDefinitions.name}) = lower(${name})`));
      return row !== undefined;
    },

    /** The owner's own definition of that name (case aside), with its category's name. */
    async findOwnByName(ownerId: number, name: string): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select(definitionColumns)
        .from(ingredientDefinitions)
        .innerJoin(
          ingredientCategories,
          eq(ingredientDefinitions.categoryId, ingredientCategories.id),
        )
        .where(
          and(
            eq(ingredientDefinitions.ownerId, ownerId),
            sql`lower(${ingredientDefinitions.name}) = lower(${name})`,
          ),
        );
      return row;
    },

    async categoryIdBySlug(slug: string): Promise<number> {
      const [row] = await db
        .select({ id: ingredientCategories.id })
        .from(ingredientCategories)
        .where(eq(ingredientCategories.slug, slug));
      if (!row) throw new Error(`category ${slug} not seeded`);
      return row.id;
    },

    async insert(row: typeof ingredientDefinitions.$inferInsert): Promise<number> {
      const [created] = await db
        .insert(ingredientDefinitions)
        .values(row)
        .returning({ id: ingredientDefinitions.id });
      if (!created) throw new Error('insert ingredient_definitions returned no row');
      return created.id;
    },
  };
}

export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
