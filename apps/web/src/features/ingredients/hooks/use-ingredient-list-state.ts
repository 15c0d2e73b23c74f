import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { IngredientListParams } from '../../../api/ingredients/list-ingredient-instances.ts';
import { SUPPLIER_FILTER_PARAM } from '../../../lib/supplier-paths.ts';

export const PAGE_SIZE = 25;

/** Search waits for a pause in typing, so one request goes out per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

export type ActiveFilter = 'active' | 'inactive' | 'all';

export interface IngredientFilters {
  category: string | null;
  /** A supplier's id (issue 32), kept in the address: `?proveedor=3` (its screen links here). */
  supplier: string | null;
  brand: string | null;
  active: ActiveFilter;
}

export const DEFAULT_FILTERS: IngredientFilters = {
  category: null,
  supplier: null,
  brand: null,
  active: 'all',
};

/** A column sorted one way: the API's ordering field and direction. */
export interface Sort {
  field: string;
  direction: 'asc' | 'desc';
}

const IS_ACTIVE_PARAM: Record<ActiveFilter, IngredientListParams['is_active']> = {
  active: 'true',
  inactive: 'false',
  all: undefined,
};

/** The supplier filter read from the address: a positive id, else none. */
function supplierFromAddress(params: URLSearchParams): string | null {
  const value = params.get(SUPPLIER_FILTER_PARAM);
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? value : null;
}

/** Search, filters, sorting and page of the list; any change but the page goes back to page 1. */
export function useIngredientListState() {
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [address, setAddress] = useSearchParams();
  const [otherFilters, setFilters] = useState<Omit<IngredientFilters, 'supplier'>>(DEFAULT_FILTERS);
  const filters: IngredientFilters = { ...otherFilters, supplier: supplierFromAddress(address) };
  const setSupplier = (supplier: string | null) => {
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        if (supplier === null) next.delete(SUPPLIER_FILTER_PARAM);
        else next.set(SUPPLIER_FILTER_PARAM, supplier);
        return next;
      },
      { replace: true },
    );
  };
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  // The search that the current page number belongs to: a new search starts again at page 1.
  const [pagedSearch, setPagedSearch] = useState(debouncedSearch);
  if (pagedSearch !== debouncedSearch) {
    setPagedSearch(debouncedSearch);
    setPage(1);
  }

  const params: IngredientListParams = {
    page,
    page_size: PAGE_SIZE,
    search: debouncedSearch === '' ? undefined : debouncedSearch,
    category: filters.category === null ? undefined : Number(filters.category),
    supplier_id: filters.supplier === null ? undefined : Number(filters.supplier),
    brand: filters.brand ?? undefined,
    is_active: IS_ACTIVE_PARAM[filters.active],
    ordering: sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined,
  };

  const activeFilterCount =
    (filters.category === null ? 0 : 1) +
    (filters.supplier === null ? 0 : 1) +
    (filters.brand === null ? 0 : 1) +
    (filters.active === 'all' ? 0 : 1);

  return {
    search,
    setSearch: setSearchText,
    filters,
    setFilter: <K extends keyof IngredientFilters>(key: K, value: IngredientFilters[K]) => {
      if (key === 'supplier') setSupplier(value);
      else setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    clearFilters: () => {
      setFilters(DEFAULT_FILTERS);
      setSupplier(null);
      setSearchText('');
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
    activeFilterCount,
    /** Whether anything narrows the list (then "no rows" is not "no products yet"). */
    isFiltered: activeFilterCount > 0 || debouncedSearch !== '',
  };
}
