import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { MenuKindCode } from '@costeo/domain/contracts/menus';
import type { Sort } from '../../../components/sortable-header.tsx';
import type { MenuListParams } from '../../../api/menus/list-menus.ts';

export const PAGE_SIZE = 25;

/** Search waits for a pause in typing, so one request goes out per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

export type KindFilter = MenuKindCode | 'all';

/** Kind, search, sorting and page of the list; any change but the page goes to page 1. */
export function useMenuListState() {
  const [kind, setKindState] = useState<KindFilter>('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [pagedSearch, setPagedSearch] = useState(debouncedSearch);
  if (pagedSearch !== debouncedSearch) {
    setPagedSearch(debouncedSearch);
    setPage(1);
  }

  const params: MenuListParams = {
    page,
    page_size: PAGE_SIZE,
    search: debouncedSearch === '' ? undefined : debouncedSearch,
    kind: kind === 'all' ? undefined : kind,
    ordering: sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined,
  };

  return {
    kind,
    setKind: (next: KindFilter) => {
      setKindState(next);
      setPage(1);
    },
    search,
    setSearch,
    clearFilters: () => {
      setSearch('');
      setKindState('all');
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
    /** Whether anything narrows the list (then "no rows" is not "no menus yet"). */
    isFiltered: kind !== 'all' || debouncedSearch !== '',
  };
}
