import type {
  CustomDefinition,
  DefinitionSuggestion,
  IngredientCategory,
  IngredientDefinition,
  UsageSchema,
} from '@costeo/domain/contracts/ingredients';
import type { PaginationQuery } from '@costeo/domain/contracts/common';
import { sortAllergens } from '@costeo/domain/allergens';
import { toFactor } from '@costeo/domain/decimal';
import { normalizeSearch } from '@costeo/domain/text';
import { UNITS, convertQuantity, reachableUnits, type BaseUnit } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import {
  createDefinitionsRepository,
  type DefinitionRow,
} from './ingredient-definitions.repository.ts';

export function toDefinition(row: DefinitionRow): IngredientDefinition {
  return {
    id: row.id,
    name: row.name,
    category: row.categoryId,
    category_name: row.categoryName,
    base_unit: row.baseUnit,
    density: row.density,
    unit_weight: row.unitWeight,
    waste_pct: row.wastePct,
    is_typical_waste: row.isTypicalWaste,
    allergens: row.allergens,
    vat_pct: row.vatPct,
    aliases: row.aliases,
    is_custom: row.ownerId !== null,
    nutrition_per_100g: row.nutritionPer100g ?? null,
  };
}

/** Units usable for a definition: those reachable from its base unit, with their factor to it. */
export function usableUnits(
  baseUnit: BaseUnit,
  facts: { density: string | null; unitWeight: string | null },
): UsageSchema['units'] {
  return reachableUnits(baseUnit, facts).map((code) => {
    const factor = convertQuantity(1, code, baseUnit, facts);
    if (!factor.ok) throw new Error('reachable unit failed to convert');
    return {
      code,
      name: UNITS[code].name,
      kind: UNITS[code].kind,
      factor: toFactor(factor.value),
    };
  });
}

/** The ingredient catalog (shared, read-only) plus each user's own definitions. */
export function createDefinitionsService(db: Db) {
  const repository = createDefinitionsRepository(db);

  async function getVisible(ownerId: number, id: number): Promise<DefinitionRow> {
    const row = await repository.findVisible(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    getVisible,

    async list(
      ownerId: number,
      query: PaginationQuery & { search?: string; category?: number; ordering?: string },
    ): Promise<{ count: number; results: IngredientDefinition[] }> {
      const search = query.search ? normalizeSearch(query.search) : undefined;
      const { count, rows } = await repository.list(
        ownerId,
        { search, category: query.category, ordering: query.ordering },
        pageWindow(query),
      );
      return { count, results: rows.map(toDefinition) };
    },

    async get(ownerId: number, id: number): Promise<IngredientDefinition> {
      return toDefinition(await getVisible(ownerId, id));
    },

    async categories(ownerId: number): Promise<IngredientCategory[]> {
      const rows = await repository.categoriesWithCounts(ownerId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        definitions_count: row.definitions,
      }));
    },

    async suggestions(ownerId: number, q: string): Promise<DefinitionSuggestion[]> {
      const term = normalizeSearch(q);
      if (!term) return [];
      const rows = await repository.suggestions(ownerId, term, 10);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        category_name: row.categoryName,
        base_unit: row.baseUnit,
        waste_pct: row.wastePct,
        is_custom: row.ownerId !== null,
      }));
    },

    async usageSchema(ownerId: number, id: number): Promise<UsageSchema> {
      const row = await getVisible(ownerId, id);
      const baseUnit = row.baseUnit;
      return {
        id: row.id,
        name: row.name,
        base_unit: baseUnit,
        units: usableUnits(baseUnit, row),
        density: row.density,
        unit_weight: row.unitWeight,
        default_waste_pct: row.wastePct,
        allergens: row.allergens,
        vat_pct: row.vatPct,
        nutrition_per_100g: row.nutritionPer100g ?? null,
        nutrition_source:
          row.nutritionPer100g == null ? null : row.ownerId === null ? 'table' : 'definition',
      };
    },

    /**
     * The owner's own definition of a name, made in `tx` when there is none (issue 32: a supplier
     * invoice's packaging or cleaning line, "Bolsas de vacío 20x30 cm"), in the "Otros" category,
     * without merma or allergens.
     */
    async ownInTransaction(
      tx: Db,
      ownerId: number,
      draft: { name: string; baseUnit: DefinitionRow['baseUnit']; vatPct: DefinitionRow['vatPct'] },
    ): Promise<DefinitionRow> {
      const inTx = createDefinitionsRepository(tx);
      const existing = await inTx.findOwnByName(ownerId, draft.name);
      if (existing) return existing;
      const id = await inTx.insert({
        ownerId,
        categoryId: await inTx.categoryIdBySlug('otros'),
        name: draft.name,
        searchName: normalizeSearch(draft.name),
        baseUnit: draft.baseUnit,
        density: null,
        unitWeight: null,
        wastePct: '0.00',
        isTypicalWaste: true,
        allergens: [],
        vatPct: draft.vatPct,
        nutritionPer100g: null,
      });
      const created = await inTx.findVisible(ownerId, id);
      if (!created) throw new Error('own definition not found after insert');
      return created;
    },

    async createCustom(ownerId: number, input: CustomDefinition): Promise<IngredientDefinition> {
      if (!(await repository.categoryExists(input.category))) {
        throw AppError.field('category', 'La categoría no existe.');
      }
      if (await repository.nameTaken(ownerId, input.name)) {
        throw AppError.field('name', 'Ya existe un ingrediente con este nombre en el catálogo.');
      }
      const id = await repository.insert({
        ownerId,
        categoryId: input.category,
        name: input.name,
        searchName: normalizeSearch(input.name),
        baseUnit: input.base_unit,
        density: input.density ?? null,
        unitWeight: input.unit_weight ?? null,
        wastePct: input.waste_pct ?? '0.00',
        isTypicalWaste: true,
        allergens: sortAllergens(input.allergens ?? []),
        vatPct: input.vat_pct ?? '10.00',
        nutritionPer100g: input.nutrition_per_100g ?? null,
      });
      return toDefinition(await getVisible(ownerId, id));
    },
  };
}

export type DefinitionsService = ReturnType<typeof createDefinitionsService>;
export type { DefinitionRow };
