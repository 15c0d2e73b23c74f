import Stripe from 'stripe';
import type { PlanCode } from '@costeo/domain/plans';
import type { StripeConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HostedBilling, PaidPlanCode } from './payment-provider.ts';

/** The Stripe SDK client: Stripe's API, or a local stand-in (STRIPE_API_URL, tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 8000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** How long a client should wait before trying again when Stripe does not answer. */
export const PAYMENTS_RETRY_AFTER_SECONDS = 60;

/**
 * Stripe not answering (no connection, its own 5xx, its rate limit, a time-out), after the SDK's
 * own retries: the request may work later.
 */
function isStripeUnavailable(error: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}

/**
 * Stripe's answers never reach the user nor the logs as they are (they may quote the request),
 * and neither do the SDK's class names (issue 30): an outage is a 503 with Retry-After; anything
 * else Stripe refuses names only Stripe's error code, which support can look up.
 */
async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    // The SDK wraps every network failure in a StripeError: anything else is a bug of ours.
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (isStripeUnavailable(error)) {
      throw new AppError(
        'service_unavailable',
        'El servicio de pagos no responde ahora mismo. Inténtalo de nuevo en unos minutos.',
        { headers: { 'Retry-After': String(PAYMENTS_RETRY_AFTER_SECONDS) } },
      );
    }
    const { code } = error;
    throw new AppError(
      'server_error',
      `El servicio de pagos no ha aceptado la operación${code ? ` (${code})` : ''}. Inténtalo de nuevo en unos minutos.`,
    );
  }
}

/**
 * PAYMENTS_PROVIDER=stripe (decision 029): Checkout for a first paid plan, a price change with
 * proration between paid plans, cancel at period end and the Customer Portal. Every call carries
 * an idempotency key derived from the request. Stripe's events then set the plan (webhooks).
 */
export function createStripeBilling(
  stripe: Stripe,
  config: StripeConfig,
  publicUrl: string,
): HostedBilling {
  const priceOf = (plan: PaidPlanCode) => config.prices[plan];
  return {
    planOfPrice(priceId: string): PlanCode | null {
      if (priceId === config.prices.pro) return 'pro';
      if (priceId === config.prices.business) return 'business';
      return null;
    },

    async createCustomer({ userId, email, name, idempotencyKey }) {
      const customer = await call(() =>
        stripe.customers.create(
          {
            email,
            name,
            preferred_locales: ['es'],
            metadata: { costeo_user_id: String(userId) },
          },
          { idempotencyKey },
        ),
      );
      return customer.id;
    },

    async checkout({ userId, customerId, plan, idempotencyKey }) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: String(userId),
            line_items: [{ price: priceOf(plan), quantity: 1 }],
            currency: 'eur',
            locale: 'es',
            // VAT (decision 029): the prices include IVA; the invoice needs the address and the NIF.
            billing_address_collection: 'required',
            tax_id_collection: { enabled: true },
            customer_update: { address: 'auto', name: 'auto' },
            subscription_data: { metadata: { costeo_user_id: String(userId), plan } },
            metadata: { costeo_user_id: String(userId), plan },
            success_url: `${publicUrl}/suscripcion/confirmada?plan=${plan}`,
            cancel_url: `${publicUrl}/dashboard`,
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new AppError('server_error', 'Stripe no devolvió la página de pago.');
      return session.url;
    },

    async changePlan({ subscriptionId, plan, idempotencyKey }) {
      const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
      const item = subscription.items.data[0];
      if (!item)
        throw new AppError('server_error', 'La suscripción de Stripe no tiene ningún plan.');
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price: priceOf(plan) }],
            // Charged now for the rest of the period, minus what is left of the old price.
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
            metadata: { plan },
          },
          { idempotencyKey },
        ),
      );
    },

    async cancelAtPeriodEnd({ subscriptionId, idempotencyKey }) {
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey },
        ),
      );
    },

    async portal({ customerId }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          locale: 'es',
          return_url: `${publicUrl}/dashboard`,
        }),
      );
      return session.url;
    },
  };
}
