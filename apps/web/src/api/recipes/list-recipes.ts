import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recipeListSchema, type RecipeList } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { RECIPES_URL } from '../urls.ts';

/** The tabs of the Recetas screen: each reads its own list endpoint (SPEC.md §7). */
export type RecipeListView = 'all' | 'profitable' | 'low_margin' | 'subrecipes';

const VIEW_URLS: Record<RecipeListView, string> = {
  all: RECIPES_URL,
  profitable: `${RECIPES_URL}profitable_recipes/`,
  low_margin: `${RECIPES_URL}low_margin_recipes/`,
  subrecipes: RECIPES_URL,
};

/** The list screen's query string (DESIGN.md §4: DRF pagination, search, filters, ordering). */
export interface RecipeListParams {
  view: RecipeListView;
  page: number;
  page_size: number;
  search?: string;
  category?: string;
  /** DRF style: "name", "-margin_pct". */
  ordering?: string;
}

export async function listRecipes({ view, ...params }: RecipeListParams): Promise<RecipeList> {
  // axios drops undefined params, so an unset filter is not sent at all.
  const query = view === 'subrecipes' ? { ...params, is_subrecipe: 'true' } : params;
  const { data } = await apiClient.get<unknown>(VIEW_URLS[view], { params: query });
  return recipeListSchema.parse(data);
}

export function recipesQueryOptions(params: RecipeListParams) {
  return queryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: () => listRecipes(params),
    // Paging, sorting or typing keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRecipes(params: RecipeListParams) {
  return useQuery(recipesQueryOptions(params));
}

/** The elaboraciones a recipe can use as a line (the editor's second picker), 100 at most. */
export function useSubrecipes() {
  return useQuery({
    queryKey: recipeKeys.subrecipes(),
    queryFn: () => listRecipes({ view: 'subrecipes', page: 1, page_size: 100, ordering: 'name' }),
    staleTime: 30_000,
  });
}

export interface DishOption {
  id: number;
  name: string;
  sale_price: string | null;
}

/** The dishes that can be sold (not elaboraciones), first 100 by name. */
export async function listDishes(): Promise<DishOption[]> {
  const { data } = await apiClient.get<unknown>(RECIPES_URL, {
    params: { page_size: 100, ordering: 'name', is_subrecipe: 'false' },
  });
  return recipeListSchema
    .parse(data)
    .results.map((recipe) => ({ id: recipe.id, name: recipe.name, sale_price: recipe.sale_price }));
}

export function useDishes() {
  return useQuery({ queryKey: recipeKeys.dishes(), queryFn: listDishes });
}
