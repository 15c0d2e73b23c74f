import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createExtraCostsApi,
  EXTRA_COST_URLS,
  type ExtraCostsApi,
} from '../../../test/extra-costs-api.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Issue 16: a refused save says what is wrong on the field; the generic message only for a 5xx.
const SLOW = { timeout: 20_000 };

async function openNewDefinition(account: ExtraCostsApi = createExtraCostsApi()) {
  const view = renderApp('/extra-costs', { tokens: TOKENS, api: account.api, noRetry: true });
  await screen.findByRole('heading', { level: 1, name: 'Costos Extra' }, { timeout: 8000 });
  await view.user.click(screen.getByRole('button', { name: 'Nuevo coste extra' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo coste extra' });
  await view.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Bolsa');
  return { ...view, ...account, dialog };
}

describe('Costos Extra form: save errors (issue 16)', SLOW, () => {
  it('a negative amount says it cannot be negative; "1.250,5" is sent as 1250.50', async () => {
    const { user, api, dialog } = await openNewDefinition();
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.type(amount, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(amount).toHaveAccessibleDescription(/No puede ser negativo\./);
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '1.250,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    await waitFor(() => {
      expect(api.requestsTo('POST', EXTRA_COST_URLS.definitions)).toHaveLength(1);
    });
    const [post] = api.requestsTo('POST', EXTRA_COST_URLS.definitions);
    expect(post?.body).toMatchObject({ amount: '1250.50' });
  });

  it("the server's 400 on amount shows on the Importe field, focused", async () => {
    const account = createExtraCostsApi();
    const message = 'Asegúrate de que este valor es menor o igual a 100000.';
    account.api.on('POST', EXTRA_COST_URLS.definitions, {
      status: 400,
      data: { amount: [message] },
    });
    const { user, dialog } = await openNewDefinition(account);
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription(new RegExp(message));
    });
    expect(amount).toHaveFocus();
    expect(within(dialog).queryByText(/Inténtalo de nuevo/)).toBeNull();
  });

  it('a 500 shows the generic message', async () => {
    const account = createExtraCostsApi();
    account.api.on('POST', EXTRA_COST_URLS.definitions, {
      status: 500,
      data: { detail: 'Error interno del servidor.' },
    });
    const { user, dialog } = await openNewDefinition(account);
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(
      await within(dialog).findByText('No se ha podido guardar. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Error interno del servidor.')).toBeNull();
  });
});
