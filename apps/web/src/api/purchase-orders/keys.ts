/** TanStack Query keys of Pedidos (issue 37): the suggestion of a day and the orders. */
export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  suggested: (deliveryDate: string, menus: readonly number[]) =>
    [...purchaseOrderKeys.all, 'suggested', deliveryDate, menus.join(',')] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  list: (page: number) => [...purchaseOrderKeys.lists(), page] as const,
  detail: (id: number) => [...purchaseOrderKeys.all, 'detail', id] as const,
};
