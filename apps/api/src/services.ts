import type { Db } from './db/client.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createCostingService } from './modules/costing/costing.service.ts';
import { createAuthService, type AuthOptions } from './modules/auth/auth.service.ts';
import { createDefinitionsService } from './modules/ingredients/ingredient-definitions.service.ts';
import { createInstancesService } from './modules/ingredients/ingredient-instances.service.ts';
import {
  createSupplierProducts,
  linkSupplierNames,
} from './modules/ingredients/ingredient-instances.suppliers.ts';
import { createLedger } from './modules/ingredients/ingredient-ledger.service.ts';
import { createPriceListService } from './modules/ingredients/ingredient-price-list.service.ts';
import { createPurchasesService } from './modules/ingredients/ingredient-purchases.service.ts';
import { createIngredientImportService } from './modules/ingredient-import/ingredient-import.service.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createExtraCostsService } from './modules/extra-costs/extra-costs.service.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createRecipePhotosService } from './modules/recipes/recipe-photos.service.ts';
import { createRecipesService } from './modules/recipes/recipes.service.ts';
import { createMenusService } from './modules/menus/menus.service.ts';
import { createDigestService } from './modules/digest/digest.service.ts';
import { createInvoiceReader } from './modules/supplier-invoices/supplier-invoices.reader.ts';
import { createDeliveryNotesService } from './modules/delivery-notes/delivery-notes.service.ts';
import { createSalesFeedService } from './modules/sales/sales-feed.service.ts';
import { createSalesService } from './modules/sales/sales.service.ts';
import { createStockService } from './modules/stock/stock.service.ts';
import { createStockCloseService } from './modules/stock/stock-close.service.ts';
import { createWasteService } from './modules/waste/waste.service.ts';
import { createWastePlanService } from './modules/waste/waste-plan.service.ts';
import { createPriceImpactService } from './modules/supplier-invoices/price-impact.service.ts';
import { createPurchaseOrdersService } from './modules/purchase-orders/purchase-orders.service.ts';
import { createSupplierInvoicesService } from './modules/supplier-invoices/supplier-invoices.service.ts';
import { createSuppliersService } from './modules/suppliers/suppliers.service.ts';
import { createEntitlementsService } from './modules/subscriptions/entitlements.service.ts';
import {
  acceptAllPaymentProvider,
  type HostedBilling,
  type PaymentProvider,
} from './modules/subscriptions/payment-provider.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createResourceCounters, type ResourceCounters } from './lib/resource-counters.ts';
import { createUsageService } from './modules/usage/usage.service.ts';
import { createBusinessLogoService } from './modules/users/business-logo.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createMailQueue } from './modules/mail/mail.service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createPasswordResetMailer } from './modules/auth/password-reset.mailer.ts';
import { createEmailVerificationService } from './modules/auth/email-verification.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { inlineWorkPool, type WorkPool } from './workers/pool.ts';
import { createUserWorkGuard } from './workers/user-guard.ts';

export interface ServiceOptions {
  now?: () => Date;
  payments?: PaymentProvider;
  /** Hosted billing (PAYMENTS_PROVIDER=stripe, decision 029) instead of `payments`. */
  billing?: HostedBilling | null;
  counters?: ResourceCounters;
  /** The worker pool for uploads and documents (the HTTP app's; in-thread when absent). */
  work?: WorkPool;
  /** The OCR pool for photos of albaranes (issue 36; `work` when absent). */
  ocrWork?: WorkPool;
}

/**
 * The composition root: every service wired to one database. The HTTP app, the CLI and the server's
 * demo seed all go through here, so a user created anywhere gets the same hooks (free subscription).
 */
export function createServices(db: Db, options: ServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const counters = options.counters ?? createResourceCounters();
  const subscriptions = createSubscriptionsService({
    db,
    payments: options.payments ?? acceptAllPaymentProvider,
    now,
    // Stripe's customer gets the account's e-mail and business name (or username).
    hosted: options.billing
      ? {
          billing: options.billing,
          customerOf: async (userId) => {
            const user = await users.getActiveUser(userId);
            return { email: user?.email ?? '', name: user?.businessName || user?.username || '' };
          },
        }
      : null,
  });
  // The one owner of recipe figures (decision 023): every writer below tells it what changed, in
  // its own transaction; it reads what a cost depends on itself and calls no other module.
  const costing = createCostingService({ db });
  const users = createUsersService(
    db,
    [(tx, user) => subscriptions.startFreeSubscription(tx, user.id, now())],
    // The recipes' stored figures follow the profile's default VAT and target (decision 010).
    [(tx, userId) => costing.recomputeAll(tx, userId)],
  );
  const entitlements = createEntitlementsService({ db, subscriptions, counters });
  const usage = createUsageService({
    db,
    subscriptions,
    counters,
    exportsBetween: (ownerId, from, to) => exports.countBetween(ownerId, from, to),
  });
  const definitions = createDefinitionsService(db);
  const extraCosts = createExtraCostsService({
    db,
    costs: costing,
    usernameOf: async (userId) => (await users.getActiveUser(userId))?.username ?? '',
    now,
  });
  const recipes = createRecipesService({
    db,
    entitlements,
    costing,
    // A duplicate copies the recipe's extra costs through the extra-costs service.
    extraCosts,
    now,
  });
  // Menus cost themselves on every read from the dishes' stored figures (their read model).
  const menus = createMenusService({ db, now, nutrition: costing, entitlements });
  // Analytics costs through costing's read-only what-if and the menus' own costing (never a
  // formula of its own).
  // Sales from the till (issue 33): files read in the pool, items linked to dishes, menus and
  // products; the period reads cost what was sold at each day's prices.
  const work = options.work ?? inlineWorkPool;
  const workGuard = createUserWorkGuard();
  const sales = createSalesService({ db, work, guard: workGuard, entitlements, now });
  // Stock counts (issue 34): the expected quantity reads the sales' theoretical use; elaboraciones
  // are valued through costing's loader at the count's day's prices.
  const stock = createStockService({ db, entitlements, sales, costing, now });
  // What the sales feed to the Dashboard, the what-if and the weekly digest (issue 33 point 5).
  const salesFeed = createSalesFeedService({ db, sales, now });
  // The month's close (issue 34 point 4): counts and purchases against the sales' theoretical use.
  // Its variance less the period's recorded waste (issue 35 point 2), through the waste service
  // (made below: it reads the ledger's purchases and the recipe photos' pipeline).
  const stockClose = createStockCloseService({
    db,
    entitlements,
    sales,
    waste: { periodWaste: (ownerId, period) => waste.periodWaste(ownerId, period) },
  });
  const analytics = createAnalyticsService({
    db,
    entitlements,
    whatIf: costing,
    menus,
    sold: sales,
    volumes: salesFeed,
    now,
  });
  // Suppliers (issue 32): the products module links products to them and answers, through these
  // ports, what the supplier's screen shows of its products and purchases.
  const supplierProducts = createSupplierProducts(db);
  const suppliers = createSuppliersService({
    db,
    now,
    products: supplierProducts,
    purchases: supplierProducts,
  });
  // Products: costing answers which recipes use them and re-costs them when their facts change;
  // a forced delete has the recipes module (the owner of recipe lines) remove their lines.
  const instances = createInstancesService({
    db,
    definitions,
    entitlements,
    usage: costing,
    costs: costing,
    recipeLines: recipes,
    suppliers,
    now,
  });
  // The ledger (issue 32, decision 039): every price and delivery is recorded through it, in the
  // caller's transaction; costing re-costs once per record.
  const ledger = createLedger({ entitlements, costs: costing, suppliers, now });
  const purchases = createPurchasesService(db);
  // The price-list import writes products through the ingredients module (decision 017).
  const priceLists = createPriceListService({ db, definitions, ledger, now });
  // Imports and exports parse and render in the worker pool (`work` above), one at a time per
  // user (decision 018).
  const ingredientImport = createIngredientImportService({ priceLists, work, guard: workGuard });
  // What new prices do to dishes and menus: the invoices' and albaranes' review (issue 32).
  const priceImpact = createPriceImpactService({ db, entitlements, costing, menus });
  // Albaranes typed by hand (issue 32): recorded through the ledger, reviewed like invoices.
  const deliveryNotes = createDeliveryNotesService({
    db,
    ledger,
    suppliers,
    impact: priceImpact,
    now,
  });
  // Supplier invoices: read in the pool, recorded through the ledger (issues 19 and 32).
  const supplierInvoices = createSupplierInvoicesService({
    db,
    read: createInvoiceReader({ work, ocr: options.ocrWork ?? work, guard: workGuard }),
    ledger,
    definitions,
    suppliers,
    impact: priceImpact,
    entitlements,
    now,
  });
  // Recipe photos are decoded and re-encoded in the same pool (decision 021).
  const recipePhotos = createRecipePhotosService({ db, work, guard: workGuard, now });
  // Waste (issue 35): valued through costing's loader at each entry's day; its reports read the
  // ledger's purchases; its photos go through the recipe photos' pipeline.
  const waste = createWasteService({ db, costing, purchases, photos: recipePhotos, now });
  // The business's logo (issue 31) too, re-encoded as PNG.
  const businessLogo = createBusinessLogoService({ db, work, guard: workGuard, now });
  // The prevention plan of Ley 1/2025 (issue 35 point 4): its self-diagnosis from the log's
  // summary, the business and its logo from Mi perfil, the PDF rendered in the pool.
  const wastePlan = createWastePlanService({
    db,
    log: waste,
    users,
    logo: businessLogo,
    work,
    guard: workGuard,
    now,
  });
  // The Dashboard reads products as the engine does (costing), the plan through usage and the
  // recent sales through the sales module.
  const dashboard = createDashboardService({ db, products: costing, usage, sales: salesFeed });
  // Exports read recipes, products and the profile through their services (decision 016).
  const exports = createExportsService({
    db,
    entitlements,
    recipes,
    instances,
    costing,
    users,
    menus,
    photos: recipePhotos,
    logo: businessLogo,
    stockClose,
    now,
    work,
    guard: workGuard,
  });
  counters.set('ingredient_instances', instances.counter);
  // A counter passed in (the quota guard's own test probes a table of its own) is kept.
  if (!counters.has('recipes')) counters.set('recipes', recipes.counter);
  // The CLI's export-account and import-account: the whole account as one JSON document.
  const account = createAccountService({
    db,
    now,
    users,
    setPlan: (userId, plan) => subscriptions.setPlan(userId, plan),
    recomputeAll: (tx, userId) => costing.recomputeAll(tx, userId),
    linkSupplierNames: (tx, userId) => linkSupplierNames(suppliers, tx, userId, now()),
  });
  // Mails are only queued here; the server's loop sends them (decision 031).
  const mail = createMailQueue({ db, now });
  // Purchase orders (issue 37): suggested from the shelves' par levels and expected stock (stock)
  // and the menus' needs (menus), with the suppliers' codes learned from their invoices; printed
  // in the pool with Mi perfil's letterhead and e-mailed through the outbox.
  const purchaseOrders = createPurchaseOrdersService({
    db,
    entitlements,
    suppliers,
    stock,
    menus,
    codes: supplierInvoices,
    invoices: supplierInvoices,
    deliveryNotes,
    users,
    logo: businessLogo,
    mail,
    work,
    guard: workGuard,
    now,
  });
  return {
    now,
    mail,
    account,
    ingredientImport,
    counters,
    users,
    subscriptions,
    entitlements,
    usage,
    definitions,
    instances,
    costing,
    recipes,
    recipePhotos,
    businessLogo,
    menus,
    supplierInvoices,
    suppliers,
    ledger,
    purchases,
    priceImpact,
    deliveryNotes,
    purchaseOrders,
    sales,
    salesFeed,
    stock,
    stockClose,
    waste,
    wastePlan,
    extraCosts,
    analytics,
    dashboard,
    exports,
    auth: (tokens: TokenSigner, authOptions: AuthOptions = {}) =>
      createAuthService({ db, tokens, users, now, options: authOptions }),
    passwordReset: (auth: AuthService) => createPasswordResetService({ db, users, auth, now }),
    /** The mail loop's half of a password reset (decision 035), its links to `publicUrl`. */
    passwordResetMailer: (publicUrl: string) =>
      createPasswordResetMailer({ db, users, mail, now, publicUrl }),
    emailVerification: (secret: string, publicUrl: string) =>
      createEmailVerificationService({ db, users, mail, now, secret, publicUrl }),
    /** The weekly digest (issue 22), its links to `linksBase`. */
    digest: (linksBase: string, onError?: (error: unknown, ownerId: number) => void) =>
      createDigestService({ db, costing, mail, sales: salesFeed, now, linksBase, onError }),
  };
}

export type Services = ReturnType<typeof createServices>;
