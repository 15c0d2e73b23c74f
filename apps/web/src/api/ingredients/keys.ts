import type { IngredientListParams } from './list-ingredient-instances.ts';

/**
 * TanStack Query keys of the products (ingredient instances). Every screen that reads products
 * (Ingredientes, the import's product search, the what-if's picker, the recipe editor's product
 * search and lines) reads them under `instances`, so saving a product refreshes them all.
 */
export const ingredientKeys = {
  all: ['ingredients'] as const,
  instances: () => [...ingredientKeys.all, 'instances'] as const,
  list: (params: IngredientListParams) => [...ingredientKeys.instances(), 'list', params] as const,
  detail: (id: number) => [...ingredientKeys.instances(), id] as const,
  /** One product with the catalog's density and unit weight where it has none (live cost). */
  costing: (id: number) => [...ingredientKeys.detail(id), 'costing'] as const,
  priceHistory: (id: number) => [...ingredientKeys.detail(id), 'price-history'] as const,
  brands: () => [...ingredientKeys.instances(), 'brands'] as const,
  searchForRecipe: (q: string) => [...ingredientKeys.instances(), 'search-for-recipe', q] as const,
};
