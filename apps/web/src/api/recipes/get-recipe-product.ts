import { useQueries } from '@tanstack/react-query';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { getUsageSchema } from '../catalog/get-usage-schema.ts';
import { getIngredientInstance } from '../ingredients/get-ingredient-instance.ts';
import { ingredientKeys } from '../ingredients/keys.ts';

/**
 * One product with what the live cost needs beyond `search_for_recipe`: density, unit weight and
 * allergens (a line in ml of a product bought by kg converts through its density). The product
 * answer carries only its own overrides of density and unit weight; the catalog entry's
 * (usage_schema) apply when it has none, exactly as the API converts (huevo L: 65 g/ud).
 */
export async function getRecipeProduct(id: number): Promise<IngredientInstance> {
  const product = await getIngredientInstance(id);
  if (product.density !== null && product.unit_weight !== null) return product;
  const definition = await getUsageSchema(product.definition);
  return {
    ...product,
    density: product.density ?? definition.density,
    unit_weight: product.unit_weight ?? definition.unit_weight,
  };
}

/**
 * The products the editor's lines use, each loaded once and kept while the editor is open; under
 * the products' key, so saving a product refreshes them.
 */
export function useRecipeProducts(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ingredientKeys.costing(id),
      queryFn: () => getRecipeProduct(id),
      staleTime: 60_000,
    })),
    combine: (results) => ({
      products: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
