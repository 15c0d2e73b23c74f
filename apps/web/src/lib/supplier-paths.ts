/*
 * The suppliers' screens (issue 32) live under Ingredientes, as the invoices do (the top bar keeps
 * Ingredientes active). Shared: Ingredientes links a product's supplier to its screen, and the
 * supplier's screen links back to Ingredientes filtered by it and to a new albarán.
 */

export const SUPPLIERS_PATH = '/ingredients/suppliers';

export function supplierPath(id: number): string {
  return `${SUPPLIERS_PATH}/${id}`;
}

/** A typed albarán for this supplier (issue 32's delivery-note screen). */
export function newDeliveryNotePath(id: number): string {
  return `/ingredients/delivery-notes/new?supplier=${id}`;
}

/** The Ingredientes address parameter of its supplier filter (a supplier's id). */
export const SUPPLIER_FILTER_PARAM = 'proveedor';

/** Ingredientes filtered by this supplier (the list keeps the filter in the address). */
export function supplierProductsPath(id: number): string {
  return `/ingredients?${SUPPLIER_FILTER_PARAM}=${id}`;
}

/** The albaranes typed by hand (issue 32's list), for a screen that links to one it recorded. */
export const DELIVERY_NOTES_LIST_PATH = '/ingredients/delivery-notes';

/** «Facturas de proveedor» (issue 19's list), likewise. */
export const SUPPLIER_INVOICES_LIST_PATH = '/ingredients/invoices';
