import { paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  billingHistorySchema,
  mySubscriptionSchema,
  paymentPortalSchema,
  type PaymentsProvider,
  planHistorySchema,
  planListSchema,
  subscriptionSchema,
  type PaymentsMode,
  upgradeRequestSchema,
  upgradeResponseSchema,
} from '@costeo/domain/contracts/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  // NUL cannot be stored in a PostgreSQL text column.
  const invalid =
    typeof value !== 'string' ||
    value.trim() === '' ||
    value.length > 255 ||
    value.includes('\u0000');
  if (invalid) {
    throw new AppError('validation', 'La cabecera Idempotency-Key no es válida.');
  }
  return value.trim();
}

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  paymentsMode: PaymentsMode;
  paymentsProvider: PaymentsProvider;
  publicUrl: string | null;
}> = async (app, { subscriptions, paymentsMode, paymentsProvider, publicUrl }) => {
  const tags = ['Suscripción'];

  app.get(
    '/subscription-plans/',
    { config: { public: true }, schema: { tags, security: [], response: { 200: planListSchema } } },
    async () => {
      const results = await subscriptions.listPlans();
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/my-subscription/',
    { schema: { tags, response: { 200: mySubscriptionSchema } } },
    async (request) => ({
      ...(await subscriptions.getMySubscription(currentUserId(request))),
      payments_mode: paymentsMode,
      payments_provider: paymentsProvider,
    }),
  );

  app.post(
    '/subscription/portal/',
    { schema: { tags, response: { 200: paymentPortalSchema } } },
    (request) => subscriptions.paymentPortal(currentUserId(request)),
  );

  app.post(
    '/subscription/upgrade/',
    {
      schema: {
        tags,
        body: upgradeRequestSchema,
        response: { 200: upgradeResponseSchema },
      },
    },
    (request) =>
      subscriptions.upgrade(
        currentUserId(request),
        request.body.plan_code,
        idempotencyKey(request),
      ),
  );

  app.post(
    '/subscription/cancel/',
    { schema: { tags, response: { 200: subscriptionSchema } } },
    (request) => subscriptions.cancel(currentUserId(request), idempotencyKey(request)),
  );

  app.get(
    '/subscription/billing_history/',
    {
      schema: { tags, querystring: paginationQuerySchema, response: { 200: billingHistorySchema } },
    },
    async (request) => {
      const page = await subscriptions.billingHistory(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  app.get(
    '/subscription/plan_history/',
    { schema: { tags, querystring: paginationQuerySchema, response: { 200: planHistorySchema } } },
    async (request) => {
      const page = await subscriptions.planHistory(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );
};
