import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mySubscriptionSchema,
  paymentPortalSchema,
  upgradeResponseSchema,
  type MySubscription,
} from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';
import {
  MY_SUBSCRIPTION_URL,
  PAYMENT_PORTAL_URL,
  UPGRADE_SUBSCRIPTION_URL,
} from '../../../api/urls.ts';
import { externalNavigation } from '../../../lib/go-to-url.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { answer } from '../../../test/handlers/respond.ts';
import { invoiceFor, serveAccount, subscriptionOn } from '../../../test/handlers/subscriptions.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { checkoutReturnTiming, TIMEOUT_MESSAGE } from '../pages/checkout-return-page.tsx';
import { GRACE_BANNER_TITLE } from './payment-grace-banner.tsx';

/** Issue 20: the Stripe provider in the web app (decision 029), on MSW. */
function stripeSubscription(code: PlanCode, extra: Partial<MySubscription> = {}): MySubscription {
  return {
    ...subscriptionOn(code),
    payments_mode: 'live',
    payments_provider: 'stripe',
    grace_period_end: null,
    can_manage_payment: code !== 'free',
    ...extra,
  };
}

/** my-subscription answers these in turn (the last one from then on). */
function serveStripe(first: MySubscription, ...rest: MySubscription[]) {
  const answers = [first, ...rest];
  let served = 0;
  server.use(
    http.get(MY_SUBSCRIPTION_URL, () => {
      const next = answers[Math.min(served, answers.length - 1)] ?? first;
      served += 1;
      return answer(mySubscriptionSchema, next);
    }),
  );
}

let assign: ReturnType<typeof vi.spyOn>;
const timing = { ...checkoutReturnTiming };
beforeEach(() => {
  assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  Object.assign(checkoutReturnTiming, timing);
});

async function openModal() {
  const view = renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
  await view.user.click(await screen.findByRole('button', { name: 'marta' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Gestionar Suscripción' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Gestionar Suscripción' }) };
}

describe('Stripe in the subscription modal', () => {
  it('"Gestionar pago" opens the Stripe Customer Portal', async () => {
    serveAccount({ plan: 'pro' });
    serveStripe(stripeSubscription('pro'));
    const portalUrl = 'https://billing.stripe.com/p/session/test_123';
    server.use(
      http.post(PAYMENT_PORTAL_URL, () => answer(paymentPortalSchema, { url: portalUrl })),
    );
    const { dialog, user } = await openModal();
    await user.click(await within(dialog).findByRole('button', { name: 'Gestionar pago' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(portalUrl));
    expect(requestsTo('POST', PAYMENT_PORTAL_URL)).toHaveLength(1);
  });

  it('links a Stripe invoice of the billing history to its page on Stripe', async () => {
    const url = 'https://invoice.stripe.com/i/acct_1/test_2';
    serveAccount({
      plan: 'pro',
      invoices: [invoiceFor('pro', { invoice_number: 'A1B2-0001', hosted_invoice_url: url })],
    });
    serveStripe(stripeSubscription('pro'));
    const { dialog, user } = await openModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Facturación' }));
    const link = await within(dialog).findByRole('link', {
      name: 'Ver la factura A1B2-0001 en Stripe (se abre en otra pestaña)',
    });
    expect(link).toHaveAttribute('href', url);
  });

  it('has no "Gestionar pago" with the demo provider', async () => {
    serveAccount({ plan: 'pro', paymentsMode: 'demo' });
    const { dialog } = await openModal();
    await within(dialog).findByRole('region', { name: 'Tu plan actual' });
    expect(within(dialog).queryByRole('button', { name: 'Gestionar pago' })).toBeNull();
  });

  it('an upgrade from Gratuito goes to Stripe Checkout and does not change the plan here', async () => {
    serveAccount({ plan: 'free' });
    serveStripe(stripeSubscription('free'));
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_abc';
    server.use(
      http.post(UPGRADE_SUBSCRIPTION_URL, () =>
        answer(upgradeResponseSchema, {
          ...subscriptionOn('free'),
          pending_plan: 'pro',
          checkout_url: checkoutUrl,
        }),
      ),
    );
    const { dialog, user } = await openModal();
    await user.click(await within(dialog).findByRole('button', { name: /^Cambiar a Pro/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(within(dialog).queryByText(/Tu plan ahora es/)).toBeNull();
  });
});

describe('grace period banner', () => {
  it('says in Spanish that the renewal failed, until when the plan stays, and offers the portal', async () => {
    serveAccount({ plan: 'business' });
    serveStripe(stripeSubscription('business', { grace_period_end: '2026-04-22T12:00:00Z' }));
    renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
    const banner = await screen.findByRole('alert', { name: GRACE_BANNER_TITLE });
    expect(banner).toHaveTextContent(/Tu plan Business sigue activo hasta el 22 de abril de 2026/);
    expect(banner).toHaveTextContent(/pasará al plan Gratuito\. No se borra ningún dato\./);
    expect(
      within(banner).getByRole('button', { name: 'Actualizar método de pago' }),
    ).toBeInTheDocument();
  });

  it('is absent while payments are up to date', async () => {
    serveAccount({ plan: 'pro' });
    serveStripe(stripeSubscription('pro'));
    renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
    await screen.findByRole('button', { name: 'marta' });
    expect(screen.queryByRole('alert', { name: GRACE_BANNER_TITLE })).toBeNull();
  });
});

describe('/suscripcion/confirmada', () => {
  it('waits for Stripe’s confirmation, then shows the new plan', async () => {
    checkoutReturnTiming.intervalMs = 30;
    serveAccount({ plan: 'free' });
    serveStripe(stripeSubscription('free'), stripeSubscription('free'), stripeSubscription('pro'));
    renderApp('/suscripcion/confirmada?plan=pro', { tokens: TOKENS, noRetry: true });
    await waitFor(() => expect(document.title).toBe('Confirmación de pago - Costeo'));
    expect(
      await screen.findByRole('heading', { name: 'Confirmando tu pago…' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '¡Pago confirmado!' })).toBeInTheDocument();
    expect(
      screen.getByText('Tu plan ahora es Pro. Ya puedes usar sus ventajas.'),
    ).toBeInTheDocument();
  });

  it('says plainly when the confirmation is late', async () => {
    checkoutReturnTiming.intervalMs = 30;
    checkoutReturnTiming.timeoutMs = 150;
    serveAccount({ plan: 'free' });
    serveStripe(stripeSubscription('free'));
    renderApp('/suscripcion/confirmada?plan=pro', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Comprobar de nuevo' })).toBeInTheDocument();
  });
});
