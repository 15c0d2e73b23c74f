import { configureSpanishZod } from '@costeo/domain/zod-es';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailLinksBase, type AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { definitionsRoutes } from './modules/ingredients/ingredient-definitions.routes.ts';
import { instancesRoutes } from './modules/ingredients/ingredient-instances.routes.ts';
import { ingredientImportRoutes } from './modules/ingredient-import/ingredient-import.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { extraCostsRoutes } from './modules/extra-costs/extra-costs.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { recipePhotosRoutes } from './modules/recipes/recipe-photos.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { supplierInvoicesRoutes } from './modules/supplier-invoices/supplier-invoices.routes.ts';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.ts';
import { deliveryNotesRoutes } from './modules/delivery-notes/delivery-notes.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { stockCloseRoutes } from './modules/stock/stock-close.routes.ts';
import { wasteRoutes } from './modules/waste/waste.routes.ts';
import { wastePlanRoutes } from './modules/waste/waste-plan.routes.ts';
import { purchasesRoutes } from './modules/ingredients/ingredient-purchases.routes.ts';
import { purchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createStripeBilling, createStripeClient } from './modules/subscriptions/stripe-billing.ts';
import { stripeWebhookRoutes } from './modules/subscriptions/stripe-webhook.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { answerFrameworkError } from './plugins/framework-errors.ts';
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { toFastifyTrustProxy } from './lib/client-ip.ts';
import { loggerOptions } from './lib/log-serializers.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.ts';
import { nullCharactersPlugin } from './plugins/null-characters.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { spaPlugin } from './plugins/spa.ts';
import { createServices, type ServiceOptions } from './services.ts';
import { createOcrPool } from './workers/ocr-pool.ts';
import { createWorkPool } from './workers/pool.ts';

export const APP_VERSION = '0.1.0';
/** The longest an answer is kept by the answer cache (decision 025). */
export const ANSWER_MAX_AGE_MS = 60_000;
/** Largest accepted request body; larger ones get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Resolved secret (the server generates one for the embedded database). */
  jwtSecret: string;
  logger?: boolean | object;
  now?: () => Date;
  /** Extra wiring for tests (payment provider, resource counters). */
  services?: Omit<ServiceOptions, 'now'>;
}

configureSpanishZod();

/** Builds the whole application without listening (tests use `inject`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? (() => new Date());
  const tokens = createTokenSigner({
    secret: options.jwtSecret,
    accessTokenMinutes: config.accessTokenMinutes,
    refreshTokenDays: config.refreshTokenDays,
    now: () => now().getTime(),
  });
  // One worker pool per app, closed with it (decision 018); tests may pass one with other limits.
  const work = options.services?.work ?? createWorkPool();
  app.addHook('onClose', () => work.close());
  // Photos and scans of albaranes (issue 36): their own pool of one thread, the recogniser warm.
  const ocrWork = options.services?.ocrWork ?? createOcrPool();
  app.addHook('onClose', () => ocrWork.close());
  // PAYMENTS_PROVIDER=stripe (decision 029): the SDK client, kept on the server side only.
  const stripeClient = config.stripe ? createStripeClient(config.stripe) : null;
  const billing =
    stripeClient && config.stripe
      ? createStripeBilling(stripeClient, config.stripe, config.publicUrl ?? '')
      : null;
  const services = createServices(database.db, {
    ...options.services,
    now,
    work,
    ocrWork,
    billing,
  });
  const { users, subscriptions, usage, definitions, instances, recipes, extraCosts } = services;
  const auth = services.auth(tokens, {
    registrationLimitPerHour: config.registrationLimitPerHour,
  });

  const linksBase = mailLinksBase(config);
  const passwordReset = services.passwordReset(auth);
  const emailVerification = services.emailVerification(options.jwtSecret, linksBase);

  await app.register(errorsPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(nullCharactersPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin, { version: APP_VERSION });
  await app.register(authenticationPlugin, { auth });
  await app.register(answerCachePlugin, {
    maxBytes: config.answerCacheMb * 1024 * 1024,
    maxAgeMs: ANSWER_MAX_AGE_MS,
    now,
    touchData: (userId) => auth.touchData(userId),
  });

  // Pagination links: under PUBLIC_URL, else relative (never from the client's Host header).
  const { publicUrl } = config;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(authRoutes, {
        auth,
        afterRegister: (userId) => emailVerification.send(userId),
      });
      await api.register(passwordResetRoutes, { passwordReset });
      await api.register(emailVerificationRoutes, { emailVerification });
      await api.register(profileRoutes, {
        users,
        auth,
        logo: services.businessLogo,
        afterEmailChange: (userId) => emailVerification.send(userId),
      });
      await api.register(accountRoutes, { account: services.account, auth });
      await api.register(subscriptionsRoutes, {
        subscriptions,
        paymentsMode: config.paymentsProvider === 'demo' ? 'demo' : 'live',
        paymentsProvider: config.paymentsProvider,
        publicUrl,
      });
      await api.register(stripeWebhookRoutes, {
        subscriptions,
        stripe:
          stripeClient && config.stripe
            ? { client: stripeClient, webhookSecret: config.stripe.webhookSecret }
            : null,
      });
      await api.register(usageRoutes, { usage });
      await api.register(definitionsRoutes, { definitions, publicUrl });
      await api.register(instancesRoutes, { instances, publicUrl });
      await api.register(ingredientImportRoutes, {
        ingredientImport: services.ingredientImport,
      });
      await api.register(recipesRoutes, { recipes, publicUrl });
      await api.register(recipePhotosRoutes, { photos: services.recipePhotos });
      await api.register(menusRoutes, { menus: services.menus, publicUrl });
      await api.register(suppliersRoutes, { suppliers: services.suppliers });
      await api.register(purchasesRoutes, { purchases: services.purchases, publicUrl });
      await api.register(deliveryNotesRoutes, {
        deliveryNotes: services.deliveryNotes,
        publicUrl,
      });
      await api.register(salesRoutes, { sales: services.sales, publicUrl });
      await api.register(stockRoutes, { stock: services.stock, publicUrl });
      await api.register(stockCloseRoutes, { close: services.stockClose });
      await api.register(wasteRoutes, { waste: services.waste, publicUrl });
      await api.register(wastePlanRoutes, { plan: services.wastePlan });
      await api.register(purchaseOrdersRoutes, { orders: services.purchaseOrders, publicUrl });
      await api.register(supplierInvoicesRoutes, {
        invoices: services.supplierInvoices,
        publicUrl,
      });
      await api.register(extraCostsRoutes, { extraCosts, publicUrl });
      await api.register(exportsRoutes, { exports: services.exports });
      await api.register(analyticsRoutes, { analytics: services.analytics });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}
