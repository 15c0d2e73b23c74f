/** TanStack Query keys of the catalog (ingredient definitions); a custom definition invalidates `all`. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  suggestions: (q: string) => [...catalogKeys.all, 'suggestions', q] as const,
  usageSchema: (definitionId: number) =>
    [...catalogKeys.all, 'usage-schema', definitionId] as const,
};
