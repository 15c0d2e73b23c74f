// Every path the web asks the API for (SPEC.md §3, §7), in one place: the fetchers of api/ and the
// tests' fake server build on these, so a path is spelled once. No imports: the login and
// registration chunks may read it without pulling axios or zod.

// Auth (SPEC.md §4)
export const TOKEN_OBTAIN_URL = '/api/token/';
export const TOKEN_REFRESH_URL = '/api/token/refresh/';
export const TOKEN_BLACKLIST_URL = '/api/token/blacklist/';
/** Login, refresh and blacklist answer 401 for bad tokens themselves: never refresh-and-retry them. */
export const TOKEN_ENDPOINT_PREFIX = '/api/token/';
export const REGISTER_URL = '/api/register/';
/** POST {email}: a reset link by mail (the answer is the same whether or not the account exists). */
export const PASSWORD_RESET_URL = '/api/password-reset/';
/** POST {token, new_password}: the link's token sets a new password; every session ends. */
export const PASSWORD_RESET_CONFIRM_URL = '/api/password-reset/confirm/';
/** POST {token}: the link mailed to a new address confirms it. */
export const EMAIL_VERIFICATION_CONFIRM_URL = '/api/email-verification/confirm/';
/** POST: mails the confirmation link again (signed in). */
export const RESEND_VERIFICATION_URL = '/api/profile/resend_verification/';

// Profile and account (Mi perfil)
/** GET: the signed-in user's profile and counts. */
export const PROFILE_URL = '/api/profile/my_stats/';
/** PATCH: the profile settings. */
export const PROFILE_UPDATE_URL = '/api/profile/';
export const CHANGE_PASSWORD_URL = '/api/profile/change_password/';
export const LOGOUT_ALL_URL = '/api/profile/logout_all/';
/** The business's logo (issue 31): PUT, GET (PNG, `?v=` its version), DELETE. */
export const PROFILE_LOGO_URL = '/api/profile/logo/';
export const ACCOUNT_EXPORT_URL = '/api/account/export/';
export const ACCOUNT_DELETE_URL = '/api/account/delete/';

// Usage and subscriptions
export const QUOTA_INFO_URL = '/api/profile/quota_info/';
export const SUBSCRIPTION_PLANS_URL = '/api/subscription-plans/';
export const MY_SUBSCRIPTION_URL = '/api/my-subscription/';
export const UPGRADE_SUBSCRIPTION_URL = '/api/subscription/upgrade/';
export const CANCEL_SUBSCRIPTION_URL = '/api/subscription/cancel/';
export const PAYMENT_PORTAL_URL = '/api/subscription/portal/';
export const BILLING_HISTORY_URL = '/api/subscription/billing_history/';
export const PLAN_HISTORY_URL = '/api/subscription/plan_history/';

// Products (ingredient instances)
export const INGREDIENT_INSTANCES_URL = '/api/ingredient-instances/';
export const ingredientInstanceUrl = (id: number) => `${INGREDIENT_INSTANCES_URL}${id}/`;
export const priceHistoryUrl = (id: number) => `${ingredientInstanceUrl(id)}price_history/`;
export const BRANDS_URL = `${INGREDIENT_INSTANCES_URL}brands/`;
export const SEARCH_FOR_RECIPE_URL = `${INGREDIENT_INSTANCES_URL}search_for_recipe/`;

// Suppliers (issue 32): a small unpaginated list, `?search=`; each with its screen's overview
export const SUPPLIERS_URL = '/api/suppliers/';
export const supplierUrl = (id: number) => `${SUPPLIERS_URL}${id}/`;
/** `?months=N`: its products with their last prices, and its spend per month. */
export const supplierOverviewUrl = (id: number) => `${supplierUrl(id)}overview/`;

// Catalog (ingredient definitions)
export const INGREDIENT_DEFINITIONS_URL = '/api/ingredient-definitions/';
export const CATEGORIES_URL = `${INGREDIENT_DEFINITIONS_URL}categories/`;
export const SEARCH_SUGGESTIONS_URL = `${INGREDIENT_DEFINITIONS_URL}search_suggestions/`;
export const usageSchemaUrl = (definitionId: number) =>
  `${INGREDIENT_DEFINITIONS_URL}${definitionId}/usage_schema/`;

// Price-list import
export const IMPORT_URLS = {
  inspect: '/api/ingredient-import/inspect/',
  preview: '/api/ingredient-import/preview/',
  apply: '/api/ingredient-import/apply/',
} as const;

// Recipes
export const RECIPES_URL = '/api/recipes/';
export const PROFITABLE_RECIPES_URL = `${RECIPES_URL}profitable_recipes/`;
export const LOW_MARGIN_RECIPES_URL = `${RECIPES_URL}low_margin_recipes/`;
export const recipeUrl = (id: number) => `${RECIPES_URL}${id}/`;
export const recipeDuplicateUrl = (id: number) => `${recipeUrl(id)}duplicate/`;
export const recipeCostAnalysisUrl = (id: number) => `${recipeUrl(id)}cost_analysis/`;
export const recipeUsedInUrl = (id: number) => `${recipeUrl(id)}used_in/`;
export const recipePhotoUrl = (id: number) => `${recipeUrl(id)}photo/`;

// Menus (issue 18): cartas, menús del día and events
export const MENUS_URL = '/api/menus/';
/** The dishes a menu can serve (recipes that are not elaboraciones), with their exact figures. */
export const MENU_DISHES_URL = `${MENUS_URL}dishes/`;
export const menuUrl = (id: number) => `${MENUS_URL}${id}/`;
export const menuDuplicateUrl = (id: number) => `${menuUrl(id)}duplicate/`;
/** The production sheet's A4 PDF for `?guests=N` (issue 37). */
export const menuProductionPdfUrl = (id: number) => `${menuUrl(id)}production/pdf/`;
/** The needs of the events of a range (`?date_from=&date_to=`) or of `?menus=` (issue 37). */
export const EVENTS_NEEDS_URL = `${MENUS_URL}needs/`;
/** The production sheet's A4 PDF of a day's events (`?date=YYYY-MM-DD`, issue 37). */
export const DAY_PRODUCTION_PDF_URL = `${MENUS_URL}production/pdf/`;

// Extra costs
export const EXTRA_COST_DEFINITIONS_URL = '/api/extra-cost-definitions/';
export const extraCostDefinitionUrl = (id: number) => `${EXTRA_COST_DEFINITIONS_URL}${id}/`;
export const RECIPE_EXTRA_COSTS_URL = '/api/recipe-extra-costs/';
export const recipeExtraCostUrl = (id: number) => `${RECIPE_EXTRA_COSTS_URL}${id}/`;
export const EXTRA_COST_HISTORY_URL = '/api/extra-cost-history/';

// Analytics (Business) and the Dashboard
export const DASHBOARD_SUMMARY_URL = '/api/analytics/summary/';
export const MARGIN_DISTRIBUTION_URL = '/api/analytics/margin_distribution/';
export const CATEGORY_COST_SHARE_URL = '/api/analytics/category_cost_share/';
export const PRICE_EVOLUTION_URL = '/api/analytics/price_evolution/';
export const PRICE_IMPACT_URL = '/api/analytics/price_impact/';
export const MENU_ENGINEERING_URL = '/api/analytics/menu_engineering/';
export const MENU_SALES_URL = `${MENU_ENGINEERING_URL}sales/`;

// Exports (files)
export const EXPORT_URLS = {
  ingredientsXlsx: '/api/exports/ingredients/xlsx/',
  recipesXlsx: '/api/exports/recipes/xlsx/',
  allergensPdf: '/api/exports/allergens/pdf/',
} as const;
export const recipePdfUrl = (id: number) => `${recipeUrl(id)}export/pdf/`;
/** `?variant=cliente|interno[&guests=N]`: a menu's sheet, or an event's quote. */
export const menuPdfUrl = (id: number) => `${menuUrl(id)}export/pdf/`;

// Supplier invoices (issue 19): read, previewed with the margin impact, applied, kept
export const SUPPLIER_INVOICES_URL = '/api/supplier-invoices/';
export const SUPPLIER_INVOICE_URLS = {
  preview: `${SUPPLIER_INVOICES_URL}preview/`,
  apply: `${SUPPLIER_INVOICES_URL}apply/`,
  /** `?months=N`: spend per supplier and month (Pro and up, as the price history). */
  purchases: `${SUPPLIER_INVOICES_URL}purchases/`,
  /** `?ingredient_instance=ID`: a product's last invoice line (Pro and up). */
  lastPurchase: `${SUPPLIER_INVOICES_URL}last_purchase/`,
} as const;
export const supplierInvoiceUrl = (id: number) => `${SUPPLIER_INVOICES_URL}${id}/`;

// Albaranes typed by hand (issue 32): previewed with the margin impact, saved, listed, shown
export const DELIVERY_NOTES_URL = '/api/delivery-notes/';
export const DELIVERY_NOTE_PREVIEW_URL = `${DELIVERY_NOTES_URL}preview/`;
export const deliveryNoteUrl = (id: number) => `${DELIVERY_NOTES_URL}${id}/`;

// Sales from the till (issue 33): imports (previewed, applied, listed, deleted), the till's items
// and their links, and a period's summary and theoretical use (Pro and up)
export const SALES_URL = '/api/sales/';
export const SALES_URLS = {
  imports: `${SALES_URL}imports/`,
  preview: `${SALES_URL}imports/preview/`,
  apply: `${SALES_URL}imports/apply/`,
  items: `${SALES_URL}items/`,
  summary: `${SALES_URL}summary/`,
  theoreticalUse: `${SALES_URL}theoretical_use/`,
} as const;
export const salesImportUrl = (id: number) => `${SALES_URLS.imports}${id}/`;
export const tillItemUrl = (id: number) => `${SALES_URLS.items}${id}/`;

// Inventario (issue 34): storage areas, their shelves, counts and their entries
export const STORAGE_AREAS_URL = '/api/storage-areas/';
/** PUT {areas}: every area in its new order. */
export const STORAGE_AREAS_ORDER_URL = '/api/storage-areas/order/';
export const storageAreaUrl = (id: number) => `/api/storage-areas/${id}/`;
/** PUT {items}: the area's shelves in order (an item left out is taken off). */
export const storageAreaItemsUrl = (id: number) => `/api/storage-areas/${id}/items/`;
/** A place on an area's shelves: its par level (issue 37). */
export const storageAreaItemUrl = (id: number, item: number) =>
  `/api/storage-areas/${id}/items/${item}/`;
export const STOCK_COUNTS_URL = '/api/stock-counts/';
export const stockCountUrl = (id: number) => `/api/stock-counts/${id}/`;
/** The close between two counts (issue 34), and its Excel and PDF. */
export const STOCK_CLOSE_URL = '/api/stock/close/';
export const STOCK_CLOSE_XLSX_URL = '/api/stock/close/xlsx/';
export const STOCK_CLOSE_PDF_URL = '/api/stock/close/pdf/';
/** POST {entries}: idempotent by each entry's client_id. */
export const stockCountEntriesUrl = (id: number) => `/api/stock-counts/${id}/entries/`;
export const stockCountEntryUrl = (id: number, clientId: string) =>
  `/api/stock-counts/${id}/entries/${encodeURIComponent(clientId)}/`;

// Mermas y desperdicio (issue 35): the reports and the prevention plan (Ley 1/2025)
export const WASTE_SUMMARY_URL = '/api/waste/summary/';
/** The dashboard's chart: the last 12 weeks, and the plan's review date when it has passed. */
export const WASTE_WEEKS_URL = '/api/waste/weeks/';
/** GET: the plan in force and its versions; PUT: saves a new version. */
export const WASTE_PLAN_URL = '/api/waste/plan/';
/** ?version=N: that version's PDF (the one in force without it). */
export const WASTE_PLAN_PDF_URL = '/api/waste/plan/pdf/';

// Mermas y desperdicio (issue 35): the log — entries (idempotent by client_id), the batch an
// offline phone sends, the quick entry's last items and reasons, an entry's photo
export const WASTE_URL = '/api/waste/';
export const WASTE_BATCH_URL = '/api/waste/batch/';
export const WASTE_QUICK_URL = '/api/waste/quick/';
export const wasteEntryUrl = (id: number) => `/api/waste/${id}/`;
/** PUT {content_base64}, GET (JPEG, `?size=thumbnail|full&v=`), DELETE. */
export const wastePhotoUrl = (id: number) => `/api/waste/${id}/photo/`;

// Pedidos (issue 37): the suggested orders of a delivery day and the orders themselves
/** ?delivery_date=YYYY-MM-DD&menus=1,2 */
export const PURCHASE_ORDERS_SUGGESTED_URL = '/api/purchase-orders/suggested/';
export const PURCHASE_ORDERS_URL = '/api/purchase-orders/';
export const purchaseOrderUrl = (id: number) => `/api/purchase-orders/${id}/`;
export const purchaseOrderPdfUrl = (id: number) => `/api/purchase-orders/${id}/pdf/`;
/** POST {channel: 'email' | 'whatsapp'}. */
export const purchaseOrderSendUrl = (id: number) => `/api/purchase-orders/${id}/send/`;
export const purchaseOrderReceivedUrl = (id: number) => `/api/purchase-orders/${id}/received/`;
/** Receiving with the supplier's document (issue 37 point 5): its file, or an albarán typed. */
export const purchaseOrderReceiveUrl = (id: number, preview: boolean) =>
  `/api/purchase-orders/${id}/receive/${preview ? 'preview/' : ''}`;
export const purchaseOrderReceiveNoteUrl = (id: number, preview: boolean) =>
  `/api/purchase-orders/${id}/receive/delivery-note/${preview ? 'preview/' : ''}`;
