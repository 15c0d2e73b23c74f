import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, loginAgain, type TestUser } from '../../../test/factories.ts';
import { freePort } from '../../../test/processes.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import type { StripeConfig } from '../../config.ts';

/**
 * PAYMENTS_PROVIDER=stripe (issue 20, decision 029) with the official SDK against a local
 * stand-in that checks every request against Stripe's OpenAPI description; webhooks signed with
 * the SDK's test helper. No network.
 */
const SECRET_KEY = 'sk_test_costeoStandInKey0123456789';
const WEBHOOK_SECRET = 'whsec_costeoTestSecret0123456789';
const PRICES = { pro: 'price_costeoPro', business: 'price_costeoBusiness' };
const DAY = 24 * 60 * 60 * 1000;

let standIn: StripeStandIn;
let t: TestApp;
const bodies: string[] = [];
const signer = new Stripe(SECRET_KEY);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const stripe: StripeConfig = {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    apiUrl: standIn.url,
  };
  t = await buildTestApp(
    { paymentsProvider: 'stripe', stripe, publicUrl: 'https://costeo.example.com' },
    { clock: 'frozen' },
  );
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function call(user: TestUser, method: 'GET' | 'POST', path: string, options = {}) {
  const response = await t.app.inject({
    method,
    url: `/api/${path}`,
    headers: { ...user.headers, ...(options as { headers?: object }).headers },
    ...((options as { payload?: object }).payload
      ? { payload: (options as { payload: object }).payload }
      : {}),
  });
  bodies.push(response.body);
  return response;
}

let eventCount = 0;
/** Sends a Stripe event signed as Stripe does (or with another secret). */
async function sendEvent(
  type: string,
  object: object,
  options: { id?: string; created?: number; secret?: string } = {},
) {
  eventCount += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: options.created ?? Math.floor(t.now().getTime() / 1000) + eventCount,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function subscriptionObject(
  customer: string,
  price: string,
  extra: { status?: string; cancel_at_period_end?: boolean } = {},
) {
  const start = unix(t.now());
  return {
    id: 'sub_costeo1',
    object: 'subscription',
    customer,
    status: extra.status ?? 'active',
    cancel_at_period_end: extra.cancel_at_period_end ?? false,
    items: {
      data: [
        {
          id: 'si_costeo1',
          price: { id: price },
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
        },
      ],
    },
  };
}

function invoiceObject(customer: string, price: string, number: string, amount: number) {
  const start = unix(t.now());
  return {
    id: `in_${number}`,
    object: 'invoice',
    customer,
    number,
    status: 'paid',
    amount_paid: amount,
    amount_due: amount,
    currency: 'eur',
    hosted_invoice_url: `https://invoice.stripe.com/i/${number}`,
    created: start,
    parent: { subscription_details: { subscription: 'sub_costeo1' } },
    lines: {
      data: [
        {
          description: `1 × Costeo (at ${amount / 100} € / month)`,
          period: { start, end: start + 30 * 86_400 },
          pricing: { price_details: { price } },
        },
      ],
    },
  };
}

async function planOf(user: TestUser) {
  return (await call(user, 'GET', 'my-subscription/')).json<{
    plan: { code: string };
    grace_period_end: string | null;
    payments_provider: string;
    can_manage_payment: boolean;
  }>();
}

describe('Stripe: Gratuito → Pro → Business, webhooks, grace period', () => {
  let user: TestUser;
  let customer: string;

  it('upgrade from Gratuito answers a Checkout page; the plan waits for Stripe', async () => {
    user = await createUser(t.app);
    const response = await call(user, 'POST', 'subscription/upgrade/', {
      payload: { plan_code: 'pro' },
      headers: { 'idempotency-key': 'click-1' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ checkout_url: string; pending_plan: string }>();
    expect(answer).toMatchObject({ plan: { code: 'free' }, pending_plan: 'pro' });
    expect(answer.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [created, session] = standIn.requests.slice(-2);
    expect(created).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(created?.idempotencyKey).toBe(`costeo:${user.id}:customer`);
    expect(session).toMatchObject({
      path: '/v1/checkout/sessions',
      params: {
        mode: 'subscription',
        currency: 'eur',
        locale: 'es',
        line_items: { 0: { price: PRICES.pro, quantity: '1' } },
        success_url: 'https://costeo.example.com/suscripcion/confirmada?plan=pro',
        tax_id_collection: { enabled: 'true' },
      },
    });
    expect(session?.idempotencyKey).toBe(`costeo:${user.id}:checkout-pro:key:click-1`);
    expect(session?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(standIn.problems).toEqual([]);
    customer = (session?.params as { customer: string }).customer;

    // The same Idempotency-Key replays the first answer without calling Stripe again.
    const calls = standIn.requests.length;
    const again = await call(user, 'POST', 'subscription/upgrade/', {
      payload: { plan_code: 'pro' },
      headers: { 'idempotency-key': 'click-1' },
    });
    expect(again.json()).toEqual(answer);
    expect(standIn.requests).toHaveLength(calls);

    // The redirect alone changes nothing.
    expect((await planOf(user)).plan.code).toBe('free');
  });

  it('a bad signature is a 400 and changes nothing; checkout.session.completed + invoice.paid make it Pro', async () => {
    const forged = await sendEvent(
      'invoice.paid',
      invoiceObject(customer, PRICES.pro, 'F-1', 1900),
      {
        secret: 'whsec_notTheRightOne',
      },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'La firma de Stripe no es válida.' });
    expect((await planOf(user)).plan.code).toBe('free');

    const completed = await sendEvent('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      customer,
      subscription: 'sub_costeo1',
      client_reference_id: String(user.id),
    });
    expect(completed.json()).toEqual({ received: true, processed: true });
    expect((await planOf(user)).plan.code).toBe('free');

    const paid = await sendEvent(
      'invoice.paid',
      invoiceObject(customer, PRICES.pro, 'CST-S-0001', 1900),
      {
        id: 'evt_paid_1',
      },
    );
    expect(paid.statusCode).toBe(200);
    const replay = await sendEvent(
      'invoice.paid',
      invoiceObject(customer, PRICES.pro, 'CST-S-0001', 1900),
      {
        id: 'evt_paid_1',
      },
    );
    expect(replay.json()).toEqual({ received: true, processed: false });

    const now = await planOf(user);
    expect(now).toMatchObject({ plan: { code: 'pro' }, payments_provider: 'stripe' });
    expect(now.can_manage_payment).toBe(true);
    const quota = (await call(user, 'GET', 'usage/quota_progress/')).json();
    expect(quota).toMatchObject({ plan: 'pro', recipes: { limit: 200 } });
    const history = (await call(user, 'GET', 'subscription/billing_history/')).json<{
      count: number;
      results: object[];
    }>();
    expect(history.count).toBe(1);
    expect(history.results[0]).toMatchObject({
      invoice_number: 'CST-S-0001',
      amount: '19.00',
      status: 'paid',
      plan: 'pro',
      hosted_invoice_url: 'https://invoice.stripe.com/i/CST-S-0001',
    });
  });

  it('Pro → Business changes the price on Stripe with proration; the plan follows the event', async () => {
    const response = await call(user, 'POST', 'subscription/upgrade/', {
      payload: { plan_code: 'business' },
    });
    expect(response.json()).toMatchObject({
      plan: { code: 'pro' },
      pending_plan: 'business',
      checkout_url: null,
    });
    const [retrieve, update] = standIn.requests.slice(-2);
    expect(retrieve).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_costeo1' });
    expect(update).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_costeo1',
      params: {
        items: { 0: { price: PRICES.business } },
        proration_behavior: 'always_invoice',
      },
    });
    expect(update?.idempotencyKey).toMatch(new RegExp(`^costeo:${user.id}:change-business:at:`));
    expect(standIn.problems).toEqual([]);

    await sendEvent('customer.subscription.updated', subscriptionObject(customer, PRICES.business));
    await sendEvent('invoice.paid', invoiceObject(customer, PRICES.business, 'CST-S-0002', 2067));
    expect((await planOf(user)).plan.code).toBe('business');
    const history = (await call(user, 'GET', 'subscription/billing_history/')).json<{
      results: { invoice_number: string; amount: string }[];
    }>();
    expect(history.results.map((row) => [row.invoice_number, row.amount])).toEqual([
      ['CST-S-0002', '20.67'],
      ['CST-S-0001', '19.00'],
    ]);
    const portal = await call(user, 'POST', 'subscription/portal/');
    expect(portal.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it('a failed renewal keeps the plan with a grace period; Stripe ending it falls back to Gratuito; a late older event is ignored', async () => {
    const failed = invoiceObject(customer, PRICES.business, 'CST-S-0003', 4900);
    const olderUpdate = subscriptionObject(customer, PRICES.business);
    const olderAt = Math.floor(t.now().getTime() / 1000) + eventCount + 1;
    await sendEvent('invoice.payment_failed', { ...failed, status: 'open', amount_paid: 0 });
    const graced = await planOf(user);
    expect(graced.plan.code).toBe('business');
    expect(new Date(graced.grace_period_end ?? 0).getTime()).toBe(t.now().getTime() + 7 * DAY);

    await sendEvent(
      'customer.subscription.deleted',
      subscriptionObject(customer, PRICES.business, { status: 'canceled' }),
      { created: olderAt + 100 },
    );
    expect(await planOf(user)).toMatchObject({ plan: { code: 'free' }, grace_period_end: null });
    // An update sent before the deletion but delivered after it changes nothing.
    await sendEvent('customer.subscription.updated', olderUpdate, { created: olderAt });
    expect((await planOf(user)).plan.code).toBe('free');
  });

  it('without Stripe ending it, the grace period runs out on read and the plan falls back', async () => {
    const other = await createUser(t.app);
    await call(other, 'POST', 'subscription/upgrade/', { payload: { plan_code: 'pro' } });
    const otherCustomer = (standIn.requests.at(-1)?.params as { customer: string }).customer;
    await sendEvent('invoice.paid', invoiceObject(otherCustomer, PRICES.pro, 'CST-S-0100', 1900));
    expect((await planOf(other)).plan.code).toBe('pro');
    const cancel = await call(other, 'POST', 'subscription/cancel/');
    expect(cancel.json()).toMatchObject({ cancel_at_period_end: true, plan: { code: 'pro' } });
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_costeo1',
      params: { cancel_at_period_end: 'true' },
    });
    await sendEvent('invoice.payment_failed', {
      ...invoiceObject(otherCustomer, PRICES.pro, 'CST-S-0101', 1900),
      amount_paid: 0,
    });
    t.advanceTime(7 * DAY + 1000);
    // (A new session: the access token expired meanwhile.)
    expect((await planOf(await loginAgain(t.app, other))).plan.code).toBe('free');
    expect(standIn.problems).toEqual([]);
    // The secret key never reached an answer.
    expect(bodies.some((body) => body.includes(SECRET_KEY))).toBe(false);
  });
});

describe('the stand-in checks requests against Stripe’s OpenAPI description', () => {
  it('refuses a wrong parameter name, a value outside an enum and a missing required one', async () => {
    const client = new Stripe(SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(standIn.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const before = standIn.problems.length;
    const wrong = {
      mode: 'subscription',
      success_url: 'https://costeo.example.com/ok',
      line_item: [{ price: PRICES.pro, quantity: 1 }],
    } as unknown as Stripe.Checkout.SessionCreateParams;
    await expect(client.checkout.sessions.create(wrong)).rejects.toThrow(
      /line_item: parámetro desconocido/,
    );
    const badEnum = {
      mode: 'subscriptions',
      success_url: 'https://costeo.example.com/ok',
    } as unknown as Stripe.Checkout.SessionCreateParams;
    await expect(client.checkout.sessions.create(badEnum)).rejects.toThrow(/mode: "subscriptions"/);
    await expect(client.billingPortal.sessions.create({})).rejects.toThrow(/customer: obligatorio/);
    expect(standIn.problems.length - before).toBe(3);
  });
});

describe('Stripe not answering (issue 30)', () => {
  it('an upgrade answers 503 with Retry-After and a Spanish message that names no SDK class', async () => {
    // A port nothing listens on: every connection is refused, through the SDK's own retries.
    const port = await freePort();
    const outage = await buildTestApp({
      paymentsProvider: 'stripe',
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        prices: PRICES,
        apiUrl: `http://127.0.0.1:${port}`,
      },
      publicUrl: 'https://costeo.example.com',
    });
    try {
      const user = await createUser(outage.app);
      const response = await outage.app.inject({
        method: 'POST',
        url: '/api/subscription/upgrade/',
        headers: user.headers,
        payload: { plan_code: 'pro' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({
        detail: 'El servicio de pagos no responde ahora mismo. Inténtalo de nuevo en unos minutos.',
      });
      expect(response.body).not.toMatch(/Stripe|Error/);
      // Nothing changed: still Gratuito, and the plan can be asked for again later.
      const plan = await outage.app.inject({
        method: 'GET',
        url: '/api/my-subscription/',
        headers: user.headers,
      });
      expect(plan.json<{ plan: { code: string } }>().plan.code).toBe('free');
    } finally {
      await outage.close();
    }
  });
});
