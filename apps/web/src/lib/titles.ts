/** The product name, the suffix of every page title (SPEC.md §2). */
export const APP_NAME = 'Costeo';

/** Route titles from SPEC.md §2; "Crear cuenta" is our registration page, "Mi perfil" our profile. */
export const PAGE_TITLES = {
  login: 'Iniciar Sesión',
  register: 'Crear cuenta',
  /** Issue 22: "¿Has olvidado tu contraseña?" on /login, then the link of the mail. */
  forgotPassword: 'Recuperar contraseña',
  resetPassword: 'Restablecer contraseña',
  verifyEmail: 'Confirmar correo',
  dashboard: 'Dashboard',
  ingredients: 'Ingredientes',
  recipes: 'Recetas',
  extraCosts: 'Costos Extra',
  recipeDetail: 'Detalle de Receta',
  /** Issue 18: reached by the "Menús" tab of Recetas and from the Dashboard. */
  menus: 'Menús',
  menuDetail: 'Detalle de Menú',
  /** Issue 33: /recipes/sales, the till's sales, reached from Recetas and from the Dashboard. */
  sales: 'Ventas',
  /** Issue 19: /ingredients/invoices, reached from Ingredientes (the top bar keeps it active). */
  supplierInvoices: 'Facturas de proveedor',
  /** Issue 32: /ingredients/suppliers and a supplier's screen, reached from Ingredientes too. */
  suppliers: 'Proveedores',
  supplierDetail: 'Proveedor',
  /** Issue 32: the albaranes typed by hand, under Ingredientes too. */
  deliveryNotes: 'Albaranes',
  newDeliveryNote: 'Nuevo albarán',
  /** Issue 34: /ingredients/inventory, areas and counts, reached from Ingredientes too. */
  inventory: 'Inventario',
  countSheet: 'Recuento',
  /** Issue 34: /ingredients/inventory/close, the close between two counts (Business). */
  stockClose: 'Cierre de inventario',
  /** Issue 37: /ingredients/orders, the suggested orders and the orders, from Ingredientes too. */
  purchaseOrders: 'Pedidos',
  /** Issue 35: /ingredients/waste, the waste log, its quick entry and its reports (every plan). */
  waste: 'Mermas y desperdicio',
  /** Issue 35: /ingredients/waste/plan, the prevention plan of Ley 1/2025 (every plan). */
  wastePlan: 'Plan de prevención',
  /** Beyond SPEC.md §2: reached from the user menu, below the items §2 names. */
  profile: 'Mi perfil',
  /** Issue 20: where Stripe's Checkout sends the user back, waiting for the confirmation. */
  checkoutReturn: 'Confirmación de pago',
} as const;

/** "<route title> - Costeo", or just "Costeo" for a page without a title (the landing page). */
export function formatDocumentTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} - ${APP_NAME}` : APP_NAME;
}
