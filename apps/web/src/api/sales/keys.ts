import type { TillItemsParams } from './list-till-items.ts';

/**
 * TanStack Query keys of the sales (issue 33). An import applied or deleted, or an item linked,
 * invalidates `sales`: the summary, the items and the imports all move with them.
 */
export const salesKeys = {
  all: ['sales'] as const,
  imports: (page: number) => [...salesKeys.all, 'imports', page] as const,
  items: (params: TillItemsParams) => [...salesKeys.all, 'items', params] as const,
  summary: (dateFrom: string, dateTo: string) =>
    [...salesKeys.all, 'summary', dateFrom, dateTo] as const,
  theoreticalUse: (dateFrom: string, dateTo: string) =>
    [...salesKeys.all, 'theoretical-use', dateFrom, dateTo] as const,
};
