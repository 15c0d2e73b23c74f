import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { upgradeResponseSchema } from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  serveAccount,
  invoiceFor,
  subscriptionOn,
  type Usage,
} from '../../../test/handlers/subscriptions.ts';
import { openUpgradeModal } from '../stores/upgrade-modal-store.ts';
import { http, HttpResponse } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answer, answerError } from '../../../test/handlers/respond.ts';
import {
  MY_SUBSCRIPTION_URL,
  QUOTA_INFO_URL,
  SUBSCRIPTION_PLANS_URL,
  UPGRADE_SUBSCRIPTION_URL,
} from '../../../api/urls.ts';

const PRICE = (amount: string) => new RegExp(`${amount}\\s€/mes`);

/** Opens the modal the way a user does: user menu → 'Gestionar Suscripción'. */
async function openModal(
  plan: PlanCode = 'free',
  usage: Usage = { ingredient_instances: 12, recipes: 3 },
  account = serveAccount({ plan, usage }),
) {
  const view = renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
  await view.user.click(await screen.findByRole('button', { name: 'marta' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Gestionar Suscripción' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
  return { ...view, ...account, dialog };
}

/** The plan cards, found through their call to action (the card's one control). */
function planCards(dialog: HTMLElement) {
  return within(dialog)
    .queryAllByRole('button', { name: /^Cambiar a / })
    .map((button) => cardOf(button));
}

/** The card a call to action stands for (clicking anywhere on it clicks the button). */
function cardOf(button: HTMLElement) {
  const card = button.closest<HTMLElement>('[data-plan]');
  if (!card) throw new Error('The call to action is not inside a plan card');
  return card;
}

async function findCurrentPlan(dialog: HTMLElement) {
  return within(dialog).findByRole('region', { name: 'Tu plan actual' });
}

describe('upgrade modal: current plan and plan cards (SPEC §2, §4)', () => {
  it('SPEC §2: the modal shows the current plan with its price and its usage', async () => {
    const { dialog } = await openModal('pro', { ingredient_instances: 420, recipes: 35 });
    const current = await findCurrentPlan(dialog);
    expect(within(current).getByText('Pro', { selector: 'p' })).toBeInTheDocument();
    expect(current).toHaveTextContent(PRICE('19,00'));
    expect(current).toHaveTextContent('Se renueva el 15 de abril de 2026');
    expect(within(current).getByText('420 / 500')).toBeInTheDocument();
    expect(within(current).getByText('35 / 200')).toBeInTheDocument();
    // 420 / 500 = 84 %: flagged here too.
    expect(within(current).getByText('Ingredientes').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'near_limit',
    );
  });

  it.each([
    ['free', ['Pro', 'Business']],
    ['pro', ['Business']],
  ] as const)(
    'SPEC §2/§4: on %s, one card for each plan ranked above it: %j',
    async (plan, expected) => {
      const { dialog } = await openModal(plan);
      await within(dialog).findByRole('button', { name: `Cambiar a ${expected[0]}` });
      expect(planCards(dialog).map((card) => card.getAttribute('data-plan'))).toEqual(
        expected.map((name) => name.toLowerCase()),
      );
    },
  );

  it('SPEC §4: with no plan loaded the user is treated as free (Pro and Business cards)', async () => {
    const account = serveAccount({ plan: 'pro' });
    server.use(http.get(MY_SUBSCRIPTION_URL, () => answerError(500, { detail: 'Error' })));
    server.use(http.get(QUOTA_INFO_URL, () => answerError(500, { detail: 'Error' })));
    const { dialog } = await openModal('pro', undefined, account);
    await within(dialog).findByRole('button', { name: 'Cambiar a Pro' });
    expect(planCards(dialog).map((card) => card.getAttribute('data-plan'))).toEqual([
      'pro',
      'business',
    ]);
  });

  it('SPEC §2: on business there are no cards, and a friendly note instead', async () => {
    const { dialog } = await openModal('business');
    expect(await within(dialog).findByText('Ya tienes el plan más completo')).toBeInTheDocument();
    expect(planCards(dialog)).toHaveLength(0);
  });

  it('SPEC §2/§9: each card has the plan name and its monthly price in euros per month', async () => {
    const { dialog } = await openModal('free');
    const proButton = await within(dialog).findByRole('button', { name: 'Cambiar a Pro' });
    const pro = cardOf(proButton);
    const business = cardOf(within(dialog).getByRole('button', { name: 'Cambiar a Business' }));
    expect(within(pro).getByText('Pro')).toBeInTheDocument();
    expect(pro).toHaveTextContent(PRICE('19,00'));
    expect(within(business).getByText('Business')).toBeInTheDocument();
    expect(business).toHaveTextContent(PRICE('49,00'));
    // The card's details are its call to action's accessible description.
    expect(proButton).toHaveAccessibleDescription(/19,00\s€\/mes/);
    // WCAG 2.5.3 Label in Name: the control's name is its visible text, nothing more or less.
    expect(proButton).toHaveTextContent(/^Cambiar a Pro$/);
  });

  it("SPEC §2: only the pro card has the 'Recomendado' badge", async () => {
    const { dialog } = await openModal('free');
    const pro = cardOf(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    const business = cardOf(within(dialog).getByRole('button', { name: 'Cambiar a Business' }));
    expect(within(pro).getByText('Recomendado')).toBeInTheDocument();
    expect(within(business).queryByText('Recomendado')).toBeNull();
    expect(within(dialog).getAllByText('Recomendado')).toHaveLength(1);
  });

  it("SPEC §2: cards give ingredient and recipe counts, or 'ilimitados' for -1", async () => {
    const { dialog } = await openModal('free');
    const pro = cardOf(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    const business = cardOf(within(dialog).getByRole('button', { name: 'Cambiar a Business' }));
    expect(within(pro).getByText('500 ingredientes')).toBeInTheDocument();
    expect(within(pro).getByText('200 recetas')).toBeInTheDocument();
    expect(within(business).getByText('Ingredientes y recetas ilimitados')).toBeInTheDocument();
    expect(business).not.toHaveTextContent('-1');
  });

  it('SPEC §2: cards list the optional features only when the plan has them', async () => {
    const { dialog } = await openModal('free');
    const pro = cardOf(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    const business = cardOf(within(dialog).getByRole('button', { name: 'Cambiar a Business' }));
    expect(within(pro).getByText('Exportación PDF/Excel')).toBeInTheDocument();
    expect(within(pro).getByText('Historial de precios')).toBeInTheDocument();
    expect(within(pro).queryByText('Analytics avanzado')).toBeNull();
    for (const label of ['Exportación PDF/Excel', 'Historial de precios', 'Analytics avanzado']) {
      expect(within(business).getByText(label)).toBeInTheDocument();
    }
  });
});

describe('upgrade modal: upgrading (SPEC §2, §4)', () => {
  it('SPEC §2/§4: clicking a card posts {plan_code} with an Idempotency-Key, then reloads subscription and quota', async () => {
    const { dialog, user } = await openModal('free');
    const subscriptionLoads = requestsTo('GET', MY_SUBSCRIPTION_URL).length;
    const quotaLoads = requestsTo('GET', QUOTA_INFO_URL).length;

    await user.click(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));

    expect(await screen.findByText('Tu plan ahora es Pro')).toBeInTheDocument();
    const [upgrade] = requestsTo('POST', UPGRADE_SUBSCRIPTION_URL);
    expect(upgrade?.body).toEqual({ plan_code: 'pro' });
    expect(upgrade?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(requestsTo('GET', MY_SUBSCRIPTION_URL).length).toBeGreaterThan(subscriptionLoads);
    expect(requestsTo('GET', QUOTA_INFO_URL).length).toBeGreaterThan(quotaLoads);

    // The modal now shows the new plan, and Business as the only option.
    const current = await findCurrentPlan(dialog);
    expect(within(current).getByText('Pro', { selector: 'p' })).toBeInTheDocument();
    expect(within(current).getByText('12 / 500')).toBeInTheDocument();
    expect(planCards(dialog).map((card) => card.getAttribute('data-plan'))).toEqual(['business']);
  });

  it('SPEC §2: each upgrade click sends a fresh Idempotency-Key', async () => {
    const { dialog, user } = await openModal('free');
    await user.click(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    await screen.findByText('Tu plan ahora es Pro');
    await user.click(await within(dialog).findByRole('button', { name: 'Cambiar a Business' }));
    await screen.findByText('Tu plan ahora es Business');
    const keys = requestsTo('POST', UPGRADE_SUBSCRIPTION_URL).map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toEqual(keys[1]);
    expect(await within(dialog).findByText('Ya tienes el plan más completo')).toBeInTheDocument();
  });

  it('SPEC §2: while the upgrade runs the cards are disabled and the chosen one shows loading', async () => {
    const account = serveAccount();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(UPGRADE_SUBSCRIPTION_URL, async () => {
        await released;
        account.state.plan = 'business';
        return answer(upgradeResponseSchema, {
          ...subscriptionOn('business'),
          invoice: invoiceFor('business'),
        });
      }),
    );
    const { dialog, user } = await openModal('free', undefined, account);
    const business = await within(dialog).findByRole('button', { name: 'Cambiar a Business' });
    await user.click(business);

    await waitFor(() => {
      expect(business).toBeDisabled();
    });
    expect(business).toHaveAttribute('aria-busy', 'true');
    expect(business).toHaveTextContent('Cambiando a Business…');
    expect(within(dialog).getByRole('button', { name: 'Cambiar a Pro' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Pro' }));
    expect(requestsTo('POST', UPGRADE_SUBSCRIPTION_URL)).toHaveLength(1);

    release();
    expect(await screen.findByText('Tu plan ahora es Business')).toBeInTheDocument();
  });

  it('a card is a keyboard-accessible button (Enter starts the upgrade)', async () => {
    const { dialog, user } = await openModal('free');
    const pro = await within(dialog).findByRole('button', { name: 'Cambiar a Pro' });
    pro.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Tu plan ahora es Pro')).toBeInTheDocument();
    expect(requestsTo('POST', UPGRADE_SUBSCRIPTION_URL)[0]?.body).toEqual({
      plan_code: 'pro',
    });
  });
});

describe('upgrade modal: error catalogue (SPEC §8)', () => {
  it("SPEC §8: plan list failure → 'Error al cargar planes disponibles'", async () => {
    const account = serveAccount();
    server.use(http.get(SUBSCRIPTION_PLANS_URL, () => answerError(500, { detail: 'Error' })));
    const { dialog } = await openModal('free', undefined, account);
    expect(
      await within(dialog).findByText('Error al cargar planes disponibles'),
    ).toBeInTheDocument();
    expect(planCards(dialog)).toHaveLength(0);
  });

  it("SPEC §8: subscription load failure → 'Error al cargar suscripción'", async () => {
    const account = serveAccount();
    server.use(http.get(MY_SUBSCRIPTION_URL, () => HttpResponse.error()));
    const { dialog } = await openModal('free', undefined, account);
    expect(await within(dialog).findByText('Error al cargar suscripción')).toBeInTheDocument();
  });

  it("SPEC §8: upgrade failure → 'Error al actualizar plan' (with the server's reason), and nothing is reloaded as if it had worked", async () => {
    const account = serveAccount();
    server.use(
      http.post(UPGRADE_SUBSCRIPTION_URL, () =>
        answerError(400, {
          plan_code: ['Solo puedes cambiar a un plan superior a tu plan actual (Pro).'],
        }),
      ),
    );
    const { dialog, user } = await openModal('free', undefined, account);
    await user.click(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error al actualizar plan')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Solo puedes cambiar a un plan superior');
    expect(screen.queryByText(/Tu plan ahora es/)).toBeNull();
    // The cards are usable again.
    expect(within(dialog).getByRole('button', { name: 'Cambiar a Pro' })).toBeEnabled();
  });
});

describe('upgrade modal: opened by a limit (SPEC §2)', () => {
  it("SPEC §2: opened because a limit was hit, the modal is titled 'Límite alcanzado' and shows why", async () => {
    serveAccount({ usage: { ingredient_instances: 50, recipes: 3 } });
    renderApp('/dashboard', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });
    const message = 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.';
    openUpgradeModal('limit', message);
    const dialog = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }),
    ).toBeInTheDocument();
  });

  it("after upgrading from 'Límite alcanzado' the title goes back to 'Gestionar Suscripción'", async () => {
    serveAccount({ usage: { ingredient_instances: 50, recipes: 3 } });
    const { user } = renderApp('/dashboard', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });
    openUpgradeModal('limit', 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.');
    const dialog = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }));
    expect(
      await screen.findByRole('dialog', { name: 'Gestionar Suscripción' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Has alcanzado el límite/)).toBeNull();
  });
});

describe('upgrade modal: demo payments (issue 7)', () => {
  it('says plainly that no card is charged while the demo payment provider is on', async () => {
    const { dialog } = await openModal(
      'free',
      undefined,
      serveAccount({ plan: 'free', paymentsMode: 'demo' }),
    );
    const notice = await within(dialog).findByRole('note');
    expect(notice).toHaveTextContent('Modo demostración: no se cobra ninguna tarjeta.');
  });

  it('says nothing of the kind with a real payment provider', async () => {
    const { dialog } = await openModal(
      'free',
      undefined,
      serveAccount({ plan: 'free', paymentsMode: 'live' }),
    );
    await within(dialog).findByRole('button', { name: 'Cambiar a Pro' });
    expect(within(dialog).queryByText(/Modo demostración/)).not.toBeInTheDocument();
  });
});
