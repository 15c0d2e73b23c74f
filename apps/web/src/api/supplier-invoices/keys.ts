/** TanStack Query keys of the applied supplier invoices. Applying one invalidates `supplier-invoices`. */
export const supplierInvoiceKeys = {
  all: ['supplier-invoices'] as const,
  list: (page: number) => [...supplierInvoiceKeys.all, 'list', page] as const,
  detail: (id: number) => [...supplierInvoiceKeys.all, 'detail', id] as const,
  purchases: (months: number) => [...supplierInvoiceKeys.all, 'purchases', months] as const,
  lastPurchase: (productId: number) =>
    [...supplierInvoiceKeys.all, 'last-purchase', productId] as const,
};
