import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { Sort } from '../../../components/sortable-header.tsx';
import type { RecipeListParams, RecipeListView } from '../../../api/recipes/list-recipes.ts';

export const PAGE_SIZE = 25;

/** Search waits for a pause in typing, so one request goes out per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Tab, search, category, sorting and page of the list; any change but the page goes to page 1. */
export function useRecipeListState() {
  const [view, setViewState] = useState<RecipeListView>('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategoryState] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [pagedSearch, setPagedSearch] = useState(debouncedSearch);
  if (pagedSearch !== debouncedSearch) {
    setPagedSearch(debouncedSearch);
    setPage(1);
  }

  const params: RecipeListParams = {
    view,
    page,
    page_size: PAGE_SIZE,
    search: debouncedSearch === '' ? undefined : debouncedSearch,
    category: category ?? undefined,
    ordering: sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined,
  };

  return {
    view,
    setView: (next: RecipeListView) => {
      setViewState(next);
      setPage(1);
    },
    search,
    setSearch,
    category,
    setCategory: (next: string | null) => {
      setCategoryState(next);
      setPage(1);
    },
    clearFilters: () => {
      setSearch('');
      setCategoryState(null);
      setViewState('all');
      setPage(1);
    },
    sort,
    /** Ascending, then descending, then back to the default order. */
    toggleSort: (field: string) => {
      setSort((current) => {
        if (current?.field !== field) return { field, direction: 'asc' };
        return current.direction === 'asc' ? { field, direction: 'desc' } : null;
      });
      setPage(1);
    },
    page,
    setPage,
    params,
    /** Whether anything narrows the list (then "no rows" is not "no recipes yet"). */
    isFiltered: view !== 'all' || category !== null || debouncedSearch !== '',
  };
}
