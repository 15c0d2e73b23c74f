import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveExtraCosts, type ServedExtraCosts } from '../../../test/handlers/extra-costs.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { EXTRA_COST_DEFINITIONS_URL } from '../../../api/urls.ts';

// Issue 16: a refused save says what is wrong on the field; the generic message only for a 5xx.

async function openNewDefinition(account: ServedExtraCosts = serveExtraCosts()) {
  const view = renderApp('/extra-costs', { tokens: TOKENS, noRetry: true });
  await screen.findByRole('heading', { level: 1, name: 'Costos Extra' });
  await view.user.click(screen.getByRole('button', { name: 'Nuevo coste extra' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo coste extra' });
  await view.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Bolsa');
  return { ...view, ...account, dialog };
}

describe('Costos Extra form: save errors (issue 16)', () => {
  it('a negative amount says it cannot be negative; "1.250,5" is sent as 1250.50', async () => {
    const { user, dialog } = await openNewDefinition();
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.type(amount, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(amount).toHaveAccessibleDescription(/No puede ser negativo\./);
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '1.250,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    await waitFor(() => {
      expect(requestsTo('POST', EXTRA_COST_DEFINITIONS_URL)).toHaveLength(1);
    });
    const [post] = requestsTo('POST', EXTRA_COST_DEFINITIONS_URL);
    expect(post?.body).toMatchObject({ amount: '1250.50' });
  });

  it("the server's 400 on amount shows on the Importe field, focused", async () => {
    const account = serveExtraCosts();
    const message = 'Asegúrate de que este valor es menor o igual a 100000.';
    server.use(
      http.post(EXTRA_COST_DEFINITIONS_URL, () => answerError(400, { amount: [message] })),
    );
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
    const account = serveExtraCosts();
    server.use(
      http.post(EXTRA_COST_DEFINITIONS_URL, () =>
        answerError(500, { detail: 'Error interno del servidor.' }),
      ),
    );
    const { user, dialog } = await openNewDefinition(account);
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(
      await within(dialog).findByText('No se ha podido guardar. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Error interno del servidor.')).toBeNull();
  });
});
