/** Inventario (issue 34): reached from Ingredientes' header, like Proveedores and Albaranes. */
export const INVENTORY_PATH = '/ingredients/inventory';
export const countSheetPath = (id: number) => `/ingredients/inventory/counts/${id}`;
