import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { definitionSuggestionSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';

export const CATALOG_SEARCH_URL = '/api/ingredient-definitions/search_suggestions/';

/** The catalog search the product form uses, for re-pointing a new product of the list. */
export function useCatalogSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['ingredient-import', 'catalog', term],
    queryFn: async () => {
      const { data } = await apiClient.get<unknown>(CATALOG_SEARCH_URL, { params: { q: term } });
      return definitionSuggestionSchema.array().parse(data);
    },
    enabled: term !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
