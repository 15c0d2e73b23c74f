import type Stripe from 'stripe';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';
import { HANDLED_STRIPE_EVENTS } from './subscriptions.stripe-events.ts';

const handled = new Set<string>(HANDLED_STRIPE_EVENTS);

const webhookAnswerSchema = z.object({
  received: z.boolean(),
  /** False when the event id was processed before (Stripe retries until it gets a 2xx). */
  processed: z.boolean(),
});

/**
 * POST /api/payments/stripe/webhook/ (decision 029): public, but the `Stripe-Signature` header is
 * checked on the raw body with the SDK's `constructEvent`; a bad one is a 400 and changes nothing.
 * The raw-body parser is registered in this plugin only, so no other route sees it. Without the
 * Stripe provider the route answers 404.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  stripe: { client: Stripe; webhookSecret: string } | null;
}> = async (app, { subscriptions, stripe }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/payments/stripe/webhook/',
    {
      config: { public: true },
      schema: {
        tags: ['Suscripción'],
        security: [],
        summary: 'Eventos firmados de Stripe (cabecera Stripe-Signature)',
        response: { 200: webhookAnswerSchema },
      },
    },
    async (request) => {
      if (!stripe) throw AppError.notFound();
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        throw new AppError('validation', 'Falta la firma de Stripe.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(body, signature, stripe.webhookSecret);
      } catch {
        throw new AppError('validation', 'La firma de Stripe no es válida.');
      }
      if (!handled.has(event.type)) return { received: true, processed: false };
      const processed = await subscriptions.handleStripeEvent({
        id: event.id,
        type: event.type,
        created: event.created,
        data: { object: event.data.object },
      });
      request.log.info({ stripeEvent: event.id, type: event.type, processed }, 'stripe event');
      return { received: true, processed };
    },
  );
};
