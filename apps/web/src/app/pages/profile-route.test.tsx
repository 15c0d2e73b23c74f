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
