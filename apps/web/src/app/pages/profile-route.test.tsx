import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@costeo/domain/contracts/auth';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { PROFILE, TOKENS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { serveAccount } from '../../test/handlers/subscriptions.ts';
import { getAccessToken, getRefreshToken } from '../../lib/token-storage.ts';
import { accountDeleteRequestSchema, accountExportSchema } from '@costeo/domain/contracts/account';
import {
  changePasswordResponseSchema,
  logoutAllResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
} from '@costeo/domain/contracts/auth';
import { businessLogoSchema } from '@costeo/domain/contracts/business-logo';
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_DELETE_URL,
  LOGOUT_ALL_URL,
  PROFILE_UPDATE_URL,
  TOKEN_BLACKLIST_URL,
} from '../../api/urls.ts';
import { requestsTo, server } from '../../test/server.ts';
import { answer, answerError, bodyOf, noContent, sentBodyOf } from '../../test/handlers/respond.ts';

function renderProfile() {
  serveAccount();
  return renderApp('/perfil', { tokens: TOKENS, noRetry: true });
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:cuenta');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Mi perfil', () => {
  it('changes the default sale VAT: the PATCH carries it and the session keeps the new profile', async () => {
    const { user } = renderProfile();
    let body: unknown;
    server.use(
      http.patch(PROFILE_UPDATE_URL, async ({ request }) => {
        body = await sentBodyOf(request, profileUpdateRequestSchema);
        const profile: Profile = {
          ...PROFILE,
          settings: { sale_vat_pct: '21.00', target_food_cost_pct: '28.50' },
        };
        return answer(profileSchema, profile);
      }),
    );
    const vat = await screen.findByLabelText('IVA de venta por defecto (%)');
    expect(vat).toHaveValue('10');
    await user.clear(vat);
    await user.type(vat, '21');
    const target = screen.getByLabelText('Food cost objetivo por defecto (%)');
    await user.clear(target);
    await user.type(target, '28,5');
    await user.click(screen.getByRole('button', { name: 'Guardar valores' }));
    expect(
      await screen.findByText(
        /Valores guardados. Las recetas sin valor propio ya usan los nuevos./,
      ),
    ).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/profile/')).toHaveLength(1);
    expect(body).toEqual({ sale_vat_pct: '21', target_food_cost_pct: '28.5' });
    expect(useAuthStore.getState().profile?.settings.sale_vat_pct).toBe('21.00');
  });

  it('turns the weekly digest off at once: the PATCH carries it and the session keeps it (issue 22)', async () => {
    const { user } = renderProfile();
    let body: unknown;
    server.use(
      http.patch(PROFILE_UPDATE_URL, async ({ request }) => {
        body = await sentBodyOf(request, profileUpdateRequestSchema);
        return answer(profileSchema, { ...PROFILE, weekly_digest: false });
      }),
    );
    const toggle = await screen.findByRole('switch', { name: /Resumen semanal por correo/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(/Ya no recibirás el resumen semanal./)).toBeInTheDocument();
    expect(body).toEqual({ weekly_digest: false });
    expect(toggle).not.toBeChecked();
    expect(useAuthStore.getState().profile?.weekly_digest).toBe(false);
  });

  it('keeps the digest switch as the server has it when the save fails', async () => {
    const { user } = renderProfile();
    server.use(http.patch(PROFILE_UPDATE_URL, () => HttpResponse.json({}, { status: 500 })));
    const toggle = await screen.findByRole('switch', { name: /Resumen semanal por correo/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se han podido guardar los cambios. Inténtalo de nuevo.',
    );
    expect(toggle).toBeChecked();
  });

  it('shows the server refusal on the field and saves nothing for a value that is not a number', async () => {
    const { user } = renderProfile();
    server.use(
      http.patch('/api/profile/', () =>
        answerError(400, { sale_vat_pct: ['Asegúrate de que este valor es menor o igual a 100.'] }),
      ),
    );
    const vat = await screen.findByLabelText('IVA de venta por defecto (%)');
    await user.clear(vat);
    await user.type(vat, 'mucho');
    await user.click(screen.getByRole('button', { name: 'Guardar valores' }));
    expect(await screen.findByText('Introduce un número válido.')).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/profile/')).toHaveLength(0);
    await user.clear(vat);
    await user.type(vat, '150');
    await user.click(screen.getByRole('button', { name: 'Guardar valores' }));
    expect(
      await screen.findByText('Asegúrate de que este valor es menor o igual a 100.'),
    ).toBeInTheDocument();
  });

  it('asks the current password for a new e-mail and shows a wrong one on its field', async () => {
    const { user } = renderProfile();
    server.use(
      http.patch('/api/profile/', () =>
        answerError(400, { current_password: ['La contraseña actual no es correcta.'] }),
      ),
    );
    const email = await screen.findByLabelText('Correo electrónico');
    const business = screen.getByRole('button', { name: 'Guardar datos' }).closest('form')!;
    expect(within(business).queryByLabelText(/Contraseña actual/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'nuevo@casamarta.es');
    await user.type(within(business).getByLabelText(/Contraseña actual/), 'mala');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/profile/')[0]?.body).toEqual({
      business_name: 'Casa Marta',
      legal_name: PROFILE.business.legal_name,
      tax_id: PROFILE.business.tax_id,
      address: PROFILE.business.address,
      phone: PROFILE.business.phone,
      business_email: '',
      email: 'nuevo@casamarta.es',
      current_password: 'mala',
    });
  });

  it('changes the password and keeps the session with the new tokens', async () => {
    const { user } = renderProfile();
    server.use(
      http.post('/api/profile/change_password/', () =>
        answer(changePasswordResponseSchema, { access: 'access-2', refresh: 'refresh-2' }),
      ),
    );
    const form = (await screen.findByRole('button', { name: 'Cambiar contraseña' })).closest(
      'form',
    )!;
    await user.type(within(form).getByLabelText('Contraseña actual'), 'vieja-clave-1');
    await user.type(within(form).getByLabelText('Nueva contraseña'), 'nueva-clave-2026');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/Contraseña cambiada/)).toBeInTheDocument();
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('downloads my data as costeo-<username>-<fecha>.json', async () => {
    const { user } = renderProfile();
    server.use(
      http.get('/api/account/export/', () =>
        answer(accountExportSchema, {
          format: 'costeo-account-export',
          version: 1,
          exported_at: '2026-03-15T12:00:00Z',
          user: { username: 'marta' },
          tables: {},
          catalog: {},
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(saved[0]).toMatch(/^costeo-marta-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('logs out everywhere and goes to /login', async () => {
    const { user, router } = renderProfile();
    server.use(http.post(LOGOUT_ALL_URL, () => answer(logoutAllResponseSchema, {})));
    server.use(http.post(TOKEN_BLACKLIST_URL, () => HttpResponse.json({})));
    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(getAccessToken()).toBeNull();
  });

  it('deletes the account after the password, then shows the landing with a message', async () => {
    const { user, router } = renderProfile();
    let attempts = 0;
    server.use(
      http.post(ACCOUNT_DELETE_URL, async ({ request }) => {
        attempts += 1;
        const { password } = await bodyOf(request, accountDeleteRequestSchema);
        return password === 'la-buena'
          ? noContent()
          : answerError(400, { password: ['La contraseña no es correcta.'] });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    const password = within(dialog).getByLabelText(/^Contraseña/);
    await user.type(password, 'mala');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText('La contraseña no es correcta.')).toBeInTheDocument();
    expect(getAccessToken()).toBe(TOKENS.access);
    await user.clear(password);
    await user.type(password, 'la-buena');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(
      await screen.findByText('Tu cuenta y sus datos se han eliminado. Gracias por usar Costeo.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getAccessToken()).toBeNull();
    expect(attempts).toBe(2);
  });
});

describe('Mi perfil: the business on its documents (issue 31)', () => {
  it('says what is wrong with a NIF/CIF and sends nothing; corrected, saves the business', async () => {
    const { user } = renderProfile();
    let body: unknown;
    server.use(
      http.patch(PROFILE_UPDATE_URL, async ({ request }) => {
        body = await sentBodyOf(request, profileUpdateRequestSchema);
        return answer(profileSchema, {
          ...PROFILE,
          business: { ...PROFILE.business, tax_id: 'B87412953', legal_name: 'Taberna S.L.' },
        });
      }),
    );
    const taxId = await screen.findByLabelText('NIF/CIF');
    expect(taxId).toHaveValue('B46123451');
    await user.clear(taxId);
    await user.type(taxId, 'B87412954');
    await user.tab();
    expect(
      await screen.findByText(
        'El carácter de control del CIF no es correcto: para B8741295 corresponde el 3, no «4». Revisa que no falte ni sobre una cifra.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(requestsTo('PATCH', '/api/profile/')).toHaveLength(0);
    // What was typed stays.
    expect(taxId).toHaveValue('B87412954');

    await user.clear(taxId);
    await user.type(taxId, 'b-8741295-3');
    const legalName = screen.getByLabelText('Razón social');
    await user.clear(legalName);
    await user.type(legalName, 'Taberna S.L.');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Datos guardados.')).toBeInTheDocument();
    // Sent as typed; the API answers it normalised.
    expect(body).toMatchObject({ tax_id: 'b-8741295-3', legal_name: 'Taberna S.L.' });
    // The field shows the id as stored.
    expect(taxId).toHaveValue('B87412953');
    expect(useAuthStore.getState().profile?.business.tax_id).toBe('B87412953');
  });

  it('uploads a logo and shows it; removing it asks first', async () => {
    const { user } = renderProfile();
    const version = '2026-11-29T10:00:00.000Z';
    server.use(
      http.put('/api/profile/logo/', () =>
        answer(businessLogoSchema, { logo_updated_at: version, width: 600, height: 200 }),
      ),
      http.get(
        '/api/profile/logo/',
        () =>
          new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
            headers: { 'Content-Type': 'image/png' },
          }),
      ),
      http.delete('/api/profile/logo/', () => noContent()),
    );
    expect(await screen.findByText('Sin logotipo')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('business-logo-input'),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logotipo del negocio' })).toBeInTheDocument();
    expect(useAuthStore.getState().profile?.logo_updated_at).toBe(version);

    await user.click(screen.getByRole('button', { name: 'Quitar logotipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar el logotipo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo('DELETE', '/api/profile/logo/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Quitar logotipo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quitar el logotipo' })).getByRole(
        'button',
        { name: 'Quitar logotipo' },
      ),
    );
    expect(await screen.findByText('Sin logotipo')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/profile/logo/')).toHaveLength(1);
    expect(useAuthStore.getState().profile?.logo_updated_at).toBeNull();
  });

  it("saves the quotes' defaults: validity, deposit and payment terms", async () => {
    const { user } = renderProfile();
    let body: unknown;
    server.use(
      http.patch(PROFILE_UPDATE_URL, async ({ request }) => {
        body = await sentBodyOf(request, profileUpdateRequestSchema);
        return answer(profileSchema, PROFILE);
      }),
    );
    const validity = await screen.findByLabelText('Validez (días)');
    expect(validity).toHaveValue('30');
    await user.clear(validity);
    await user.type(validity, 'treinta');
    await user.click(screen.getByRole('button', { name: 'Guardar condiciones' }));
    expect(
      await screen.findByText('Indica un número entero de días entre 1 y 365.'),
    ).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/profile/')).toHaveLength(0);
    await user.clear(validity);
    await user.type(validity, '15');
    const deposit = screen.getByLabelText('Señal / depósito (%)');
    await user.clear(deposit);
    await user.type(deposit, '25,5');
    await user.click(screen.getByRole('button', { name: 'Guardar condiciones' }));
    expect(await screen.findByText(/Condiciones guardadas/)).toBeInTheDocument();
    expect(body).toEqual({
      quote_validity_days: 15,
      quote_deposit_pct: '25.5',
      quote_payment_terms: 'Transferencia 7 días antes.',
    });
  });
});
