import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ingredientInstanceListSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';

export const PRODUCTS_URL = '/api/ingredient-instances/';

/** The user's own products by name, for pointing a row of the list at one of them. */
export function useProductSearch(q: string, enabled: boolean) {
  const term = q.trim();
  return useQuery({
    queryKey: ['ingredient-import', 'products', term],
    queryFn: async () => {
      const { data } = await apiClient.get<unknown>(PRODUCTS_URL, {
        params: { search: term || undefined, page_size: 10 },
      });
      return ingredientInstanceListSchema.parse(data).results;
    },
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
