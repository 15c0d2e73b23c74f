/** Pedidos (issue 37): reached from Ingredientes' header, like Inventario and Facturas. */
export const PURCHASE_ORDERS_PATH = '/ingredients/orders';
