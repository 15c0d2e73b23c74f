/** TanStack Query keys of Inventario (issue 34): storage areas and stock counts. */
export const stockKeys = {
  all: ['stock'] as const,
  areas: () => [...stockKeys.all, 'areas'] as const,
  area: (id: number) => [...stockKeys.areas(), id] as const,
  counts: () => [...stockKeys.all, 'counts'] as const,
  countList: (page: number) => [...stockKeys.counts(), 'list', page] as const,
  count: (id: number) => [...stockKeys.counts(), 'detail', id] as const,
};
