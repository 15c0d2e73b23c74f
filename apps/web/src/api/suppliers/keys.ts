/**
 * TanStack Query keys of the suppliers (issue 32). Saving or deleting one invalidates `suppliers`;
 * a product's supplier is read with the products (`ingredients`), which those saves also reload.
 */
export const supplierKeys = {
  all: ['suppliers'] as const,
  lists: () => [...supplierKeys.all, 'list'] as const,
  /** The list, whole or matching a search ("" = all). */
  list: (search: string) => [...supplierKeys.lists(), search] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
  overview: (id: number, months: number) =>
    [...supplierKeys.detail(id), 'overview', months] as const,
};
