import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  definitionSuggestionSchema,
  type DefinitionSuggestion,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';
import { SEARCH_SUGGESTIONS_URL } from '../urls.ts';

const suggestionsSchema = definitionSuggestionSchema.array();

/** Top 10 catalog entries for `q` (accent-insensitive, prefix matches first). */
export async function searchDefinitionSuggestions(q: string): Promise<DefinitionSuggestion[]> {
  const { data } = await apiClient.get<unknown>(SEARCH_SUGGESTIONS_URL, { params: { q } });
  return suggestionsSchema.parse(data);
}

export function definitionSuggestionsQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: catalogKeys.suggestions(term),
    queryFn: () => searchDefinitionSuggestions(term),
    enabled: term !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useDefinitionSuggestions(q: string) {
  return useQuery(definitionSuggestionsQueryOptions(q));
}
