import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@costeo/domain/plans';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { serveAccount, invoiceFor } from '../../../test/handlers/subscriptions.ts';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import {
  BILLING_HISTORY_URL,
  CANCEL_SUBSCRIPTION_URL,
  MY_SUBSCRIPTION_URL,
} from '../../../api/urls.ts';

async function openModal(account: ReturnType<typeof serveAccount>) {
  const view = renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
  await view.user.click(await screen.findByRole('button', { name: 'marta' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Gestionar Suscripción' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
  return { ...view, ...account, dialog };
}

describe('cancellation (SPEC §4, §8)', () => {
  it('SPEC §4: cancel asks for confirmation, posts, reloads the subscription and shows "Cancelada"', async () => {
    const { dialog, user } = await openModal(serveAccount({ plan: 'pro' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar suscripción' }));

    const confirmation = within(dialog).getByRole('group', { name: 'Confirmar cancelación' });
    expect(confirmation).toHaveTextContent(
      'Tu plan Pro seguirá activo hasta el 15 de abril de 2026; después pasarás al plan Gratuito.',
    );
    // Nothing is sent before the user confirms.
    expect(requestsTo('POST', CANCEL_SUBSCRIPTION_URL)).toHaveLength(0);
    const loadsBefore = requestsTo('GET', MY_SUBSCRIPTION_URL).length;

    await user.click(
      within(confirmation).getByRole('button', { name: 'Sí, cancelar suscripción' }),
    );

    expect(
      await within(dialog).findByText('Cancelada: tu plan termina el 15 de abril de 2026'),
    ).toBeInTheDocument();
    const [cancel] = requestsTo('POST', CANCEL_SUBSCRIPTION_URL);
    expect(cancel?.headers.get('Idempotency-Key')).toEqual(expect.any(String));
    expect(requestsTo('GET', MY_SUBSCRIPTION_URL).length).toBeGreaterThan(loadsBefore);
    expect(within(dialog).queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    expect(await screen.findByText('Suscripción cancelada')).toBeInTheDocument();
  });

  it("'Mantener mi plan' leaves the confirmation without canceling", async () => {
    const { dialog, user } = await openModal(serveAccount({ plan: 'pro' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar suscripción' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mantener mi plan' }));
    expect(within(dialog).queryByRole('group', { name: 'Confirmar cancelación' })).toBeNull();
    expect(requestsTo('POST', CANCEL_SUBSCRIPTION_URL)).toHaveLength(0);
  });

  it("SPEC §8: cancel failure → 'Error al cancelar suscripción'", async () => {
    const account = serveAccount({ plan: 'business' });
    server.use(
      http.post(CANCEL_SUBSCRIPTION_URL, () =>
        answerError(400, { detail: 'La suscripción ya está cancelada.' }),
      ),
    );
    const { dialog, user } = await openModal(account);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar suscripción' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar suscripción' }));
    expect(await within(dialog).findByText('Error al cancelar suscripción')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Cancelada:/)).toBeNull();
  });

  it.each<[string, PlanCode, boolean]>([
    ['the free plan', 'free', false],
    ['a plan already canceled', 'pro', true],
  ])('there is no cancel button on %s', async (_label, plan, cancelAtPeriodEnd) => {
    const { dialog } = await openModal(serveAccount({ plan, cancelAtPeriodEnd }));
    await within(dialog).findByRole('region', { name: 'Tu plan actual' });
    expect(within(dialog).queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    if (cancelAtPeriodEnd) {
      expect(
        within(dialog).getByText('Cancelada: tu plan termina el 15 de abril de 2026'),
      ).toBeInTheDocument();
    }
  });
});

describe('billing and plan history', () => {
  it('Facturación lists invoices with fecha, factura, concepto and importe in euros', async () => {
    const account = serveAccount({
      plan: 'pro',
      invoices: [
        invoiceFor('pro', {
          invoice_number: 'CST-2026-000042',
          amount: '17.53',
          description: 'Plan Pro: primer mes, menos 1,47 € no consumidos del plan Gratuito',
        }),
      ],
    });
    const { dialog, user } = await openModal(account);
    await user.click(within(dialog).getByRole('tab', { name: 'Facturación' }));
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Factura', 'Concepto', 'Importe']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '15/03/2026',
      'CST-2026-000042',
      'Plan Pro: primer mes, menos 1,47 € no consumidos del plan Gratuito',
      '17,53\u00a0€',
    ]);
  });

  it('Facturación has an empty state when there are no invoices', async () => {
    const { dialog, user } = await openModal(serveAccount());
    await user.click(within(dialog).getByRole('tab', { name: 'Facturación' }));
    expect(await within(dialog).findByText('Todavía no tienes facturas')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('Historial lists plan changes with date, from → to and the reason in Spanish', async () => {
    const account = serveAccount({
      plan: 'free',
      planHistory: [
        {
          id: 4,
          from_plan: 'pro',
          from_plan_name: 'Pro',
          to_plan: 'free',
          to_plan_name: 'Gratuito',
          reason: 'expire',
          created_at: '2026-03-01T12:00:00Z',
        },
        {
          id: 3,
          from_plan: 'business',
          from_plan_name: 'Business',
          to_plan: 'free',
          to_plan_name: 'Gratuito',
          reason: 'cancel',
          created_at: '2026-02-10T12:00:00Z',
        },
        {
          id: 2,
          from_plan: 'free',
          from_plan_name: 'Gratuito',
          to_plan: 'pro',
          to_plan_name: 'Pro',
          reason: 'upgrade',
          created_at: '2026-02-01T12:00:00Z',
        },
        {
          id: 1,
          from_plan: null,
          from_plan_name: null,
          to_plan: 'free',
          to_plan_name: 'Gratuito',
          reason: 'signup',
          created_at: '2026-01-10T12:00:00Z',
        },
      ],
    });
    const { dialog, user } = await openModal(account);
    await user.click(within(dialog).getByRole('tab', { name: 'Historial' }));
    const list = await within(dialog).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    const rows = items.map((item) => [
      within(item)
        .getAllByText(/^(Gratuito|Pro|Business)$/)
        .map((name) => name.textContent)
        .join(' → '),
      within(item).getByText(/de 2026$/).textContent,
      within(item).getByText(/^(Alta|Mejora|Cancelación|Caducidad)$/).textContent,
    ]);
    expect(rows).toEqual([
      ['Pro → Gratuito', '1 de marzo de 2026', 'Caducidad'],
      ['Business → Gratuito', '10 de febrero de 2026', 'Cancelación'],
      ['Gratuito → Pro', '1 de febrero de 2026', 'Mejora'],
      ['Gratuito', '10 de enero de 2026', 'Alta'],
    ]);
    // The arrow is drawn; assistive technology reads "Pro a Gratuito".
    expect(items[0]).toHaveTextContent(/^Pro\s*a\s*Gratuito/);
  });

  it('history tabs load only when opened, and an upgrade refreshes them', async () => {
    const { dialog, user } = await openModal(serveAccount());
    await within(dialog).findByRole('button', { name: 'Cambiar a Pro' });
    expect(requestsTo('GET', BILLING_HISTORY_URL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Pro' }));
    await screen.findByText('Tu plan ahora es Pro');
    await user.click(within(dialog).getByRole('tab', { name: 'Facturación' }));
    expect(await within(dialog).findByText('Plan Pro: primer mes')).toBeInTheDocument();
    await waitFor(() => {
      expect(requestsTo('GET', BILLING_HISTORY_URL)).toHaveLength(1);
    });
  });
});
