import type { IngredientListParams } from './list-ingredient-instances.ts';

/** TanStack Query keys of the ingredients feature. Saving a product invalidates `instances`. */
export const ingredientKeys = {
  all: ['ingredients'] as const,
  instances: () => [...ingredientKeys.all, 'instances'] as const,
  list: (params: IngredientListParams) => [...ingredientKeys.instances(), 'list', params] as const,
  priceHistory: (id: number) => [...ingredientKeys.instances(), id, 'price-history'] as const,
  suppliers: () => [...ingredientKeys.instances(), 'suppliers'] as const,
  brands: () => [...ingredientKeys.instances(), 'brands'] as const,
  catalog: () => [...ingredientKeys.all, 'catalog'] as const,
  categories: () => [...ingredientKeys.catalog(), 'categories'] as const,
  suggestions: (q: string) => [...ingredientKeys.catalog(), 'suggestions', q] as const,
  usageSchema: (definitionId: number) =>
    [...ingredientKeys.catalog(), 'usage-schema', definitionId] as const,
};
