import type { IngredientUsageStats, SupplierGroup } from '@costeo/domain/contracts/ingredients';
import type { InstancesRepository } from './ingredient-instances.repository.ts';
import { storedPrice } from './ingredient-instances.mappers.ts';

type CompactRow = Awaited<ReturnType<InstancesRepository['listAllCompact']>>[number];

/** Products grouped by supplier ("Sin proveedor" for none), prices as stored. */
export function groupBySupplier(rows: CompactRow[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const row of rows) {
    const supplier = row.supplier || 'Sin proveedor';
    const group = groups.get(supplier) ?? { supplier, count: 0, ingredients: [] };
    group.count += 1;
    group.ingredients.push({
      id: row.id,
      name: row.name,
      purchase_price: storedPrice(row.purchasePrice),
    });
    groups.set(supplier, group);
  }
  return [...groups.values()];
}

/** Counts for the usage report; `usedInRecipes` is how many products at least one recipe uses. */
export function summariseUsage(rows: CompactRow[], usedInRecipes: number): IngredientUsageStats {
  const byCategory = new Map<number, { category: number; category_name: string; count: number }>();
  for (const row of rows) {
    const entry = byCategory.get(row.categoryId) ?? {
      category: row.categoryId,
      category_name: row.categoryName,
      count: 0,
    };
    entry.count += 1;
    byCategory.set(row.categoryId, entry);
  }
  const active = rows.filter((row) => row.isActive).length;
  return {
    total: rows.length,
    active,
    inactive: rows.length - active,
    suppliers: new Set(rows.map((row) => row.supplier).filter(Boolean)).size,
    by_category: [...byCategory.values()].sort((a, b) => b.count - a.count),
    used_in_recipes: usedInRecipes,
  };
}
