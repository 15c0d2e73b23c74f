import { useQueries } from '@tanstack/react-query';
import {
  ingredientInstanceSchema,
  usageSchemaSchema,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { recipeKeys } from './query-keys.ts';

/**
 * One product with what the live cost needs beyond `search_for_recipe`: density, unit weight and
 * allergens (a line in ml of a product bought by kg converts through its density). The product
 * answer carries only its own overrides of density and unit weight; the catalog entry's
 * (usage_schema) apply when it has none, exactly as the API converts (huevo L: 65 g/ud).
 */
export async function getRecipeProduct(id: number): Promise<IngredientInstance> {
  const { data } = await apiClient.get<unknown>(`/api/ingredient-instances/${id}/`);
  const product = ingredientInstanceSchema.parse(data);
  if (product.density !== null && product.unit_weight !== null) return product;
  const { data: schemaData } = await apiClient.get<unknown>(
    `/api/ingredient-definitions/${product.definition}/usage_schema/`,
  );
  const definition = usageSchemaSchema.parse(schemaData);
  return {
    ...product,
    density: product.density ?? definition.density,
    unit_weight: product.unit_weight ?? definition.unit_weight,
  };
}

/** The products the editor's lines use, each loaded once and kept while the editor is open. */
export function useRecipeProducts(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: recipeKeys.product(id),
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
