/**
 * TanStack Query keys of the albaranes typed by hand (issue 32). Saving one invalidates
 * `delivery-notes` (and, through its prices and purchases, products, recipes and suppliers).
 */
export const deliveryNoteKeys = {
  all: ['delivery-notes'] as const,
  lists: () => [...deliveryNoteKeys.all, 'list'] as const,
  list: (page: number) => [...deliveryNoteKeys.lists(), page] as const,
  detail: (id: number) => [...deliveryNoteKeys.all, 'detail', id] as const,
};
