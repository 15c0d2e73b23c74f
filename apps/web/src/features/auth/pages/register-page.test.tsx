import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/token-storage.ts';
import { PROFILE } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { registerResponseSchema } from '@costeo/domain/contracts/auth';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { answer, answerError } from '../../../test/handlers/respond.ts';
import { serveAccount } from '../../../test/handlers/subscriptions.ts';
import { requests, requestsTo, server } from '../../../test/server.ts';

const REGISTER_URL = '/api/register/';

interface Entry {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
  business?: string;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], entry: Entry = {}) {
  const values = {
    username: 'marta',
    email: 'marta@casamarta.es',
    password: 'croquetas2025',
    confirm: entry.password ?? 'croquetas2025',
    business: '',
    ...entry,
  };
  await user.type(await screen.findByLabelText(/^Usuario/), values.username);
  await user.type(screen.getByLabelText(/^Correo electrónico/), values.email);
  await user.type(screen.getByLabelText(/^Contraseña/), values.password);
  await user.type(screen.getByLabelText(/^Repite la contraseña/), values.confirm);
  if (values.business)
    await user.type(screen.getByLabelText(/^Nombre del negocio/), values.business);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

/** An account about to be created (then the Dashboard's calls) whose registration answers `reply`. */
function serveRegister(reply: HttpResponseResolver) {
  serveAccount();
  server.use(http.post(REGISTER_URL, reply));
}

const CREATED = () =>
  answer(
    registerResponseSchema,
    { user: PROFILE, access: 'access-new', refresh: 'refresh-new' },
    201,
  );

describe('registration at /registro', () => {
  it('shows the fields, "Nombre del negocio" optional, and a link back to /login', async () => {
    renderApp('/registro');
    expect(await screen.findByLabelText(/^Usuario/)).toBeRequired();
    expect(screen.getByLabelText(/^Nombre del negocio/)).not.toBeRequired();
    expect(screen.getByRole('link', { name: '¿Ya tienes cuenta? Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('success stores the tokens of the 201 answer, sets the profile from `user` and goes to /dashboard', async () => {
    serveRegister(CREATED);
    const { user, router } = renderApp('/registro');
    await fillAndSubmit(user, { business: '  Casa Marta ' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests[0]?.body).toEqual({
      username: 'marta',
      email: 'marta@casamarta.es',
      password: 'croquetas2025',
      business_name: 'Casa Marta',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-new');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-new');
    expect(useAuthStore.getState().profile).toEqual(PROFILE);
    // The profile came with the answer: no extra GET.
    expect(requestsTo('GET', '/api/profile/my_stats/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'marta' })).toBeInTheDocument();
  });

  it('validates on the client with the shared zod schema, in Spanish, before sending', async () => {
    serveRegister(CREATED);
    const { user } = renderApp('/registro');
    await fillAndSubmit(user, { username: 'ma', email: 'no-es-un-correo', password: '1234567' });

    expect(
      await screen.findByText('El nombre de usuario debe tener al menos 3 caracteres.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Introduce una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for the same password twice', async () => {
    serveRegister(CREATED);
    const { user } = renderApp('/registro');
    await fillAndSubmit(user, { confirm: 'croquetas2026' });
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows server field errors under each field and non_field_errors in the Alert', async () => {
    serveRegister(() =>
      answerError(400, {
        username: ['Ya existe un usuario con este nombre.'],
        email: ['Ya existe una cuenta con este correo.'],
        non_field_errors: ['Revisa los datos del formulario.'],
      }),
    );
    const { user, router } = renderApp('/registro');
    await fillAndSubmit(user);

    const username = await screen.findByLabelText(/^Usuario/);
    await waitFor(() => {
      expect(username).toHaveAccessibleDescription(/Ya existe un usuario con este nombre\./);
    });
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      /Ya existe una cuenta con este correo\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos del formulario.');
    expect(router.state.location.pathname).toBe('/registro');
    expect(username).toHaveValue('marta');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's password rules (common, similar to the username) under the field", async () => {
    serveRegister(() =>
      answerError(400, {
        password: [
          'La contraseña es demasiado similar a la de nombre de usuario.',
          'Esta contraseña es demasiado común.',
        ],
      }),
    );
    const { user } = renderApp('/registro');
    await fillAndSubmit(user);
    const password = await screen.findByLabelText(/^Contraseña/, { selector: 'input' });
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(/demasiado similar a la de nombre de usuario/);
    });
    expect(password).toHaveAccessibleDescription(/Esta contraseña es demasiado común\./);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows a server detail (e.g. throttling) in the Alert', async () => {
    const detail = 'Demasiadas solicitudes. Inténtalo más tarde.';
    serveRegister(() => answerError(429, { detail }));
    const { user } = renderApp('/registro');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('shows a generic message when the server gives no reason (network error)', async () => {
    serveRegister(() => HttpResponse.error());
    const { user } = renderApp('/registro');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se ha podido crear la cuenta. Inténtalo de nuevo.',
    );
  });
});
