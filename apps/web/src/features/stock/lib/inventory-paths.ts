/** Inventario (issue 34): reached from Ingredientes' header, like Proveedores and Albaranes. */
export const INVENTORY_PATH = '/ingredients/inventory';
export const countSheetPath = (id: number) => `/ingredients/inventory/counts/${id}`;
/** The close between two counts (issue 34, Business). */
export const INVENTORY_CLOSE_PATH = '/ingredients/inventory/close';
