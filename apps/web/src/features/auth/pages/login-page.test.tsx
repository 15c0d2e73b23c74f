import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/token-storage.ts';
import { PROFILE, TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { tokenObtainRequestSchema, tokenPairSchema } from '@costeo/domain/contracts/auth';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { requests, requestsTo, server } from '../../../test/server.ts';
import { answer, answerError, bodyOf } from '../../../test/handlers/respond.ts';
import { serveAccount } from '../../../test/handlers/subscriptions.ts';

const TOKEN_URL = '/api/token/';
const PROFILE_URL = '/api/profile/my_stats/';
const BAD_CREDENTIALS = 'La combinación de credenciales no tiene una cuenta activa';

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  username = 'marta',
  password = 'secreto123',
) {
  await user.type(await screen.findByLabelText(/Usuario/), username);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

/** A signed-up account (its profile, the Dashboard's calls) whose login answers `reply`. */
function serveLogin(reply: HttpResponseResolver) {
  serveAccount();
  server.use(http.post(TOKEN_URL, reply));
}

const signedIn = () => answer(tokenPairSchema, TOKENS);

describe('login (SPEC §4, §8)', () => {
  it('shows the form: "Usuario", "Contraseña", "Iniciar Sesión" and a link to /registro', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText(/Usuario/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Crear cuenta' })).toHaveAttribute(
      'href',
      '/registro',
    );
  });

  it('SPEC §4: login posts the credentials, stores both tokens in localStorage, then loads the profile and goes to /dashboard', async () => {
    serveLogin(signedIn);
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The token first, then the profile with it (the navbar then loads the plan badge).
    expect(requests.slice(0, 2).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${TOKEN_URL}`,
      `GET ${PROFILE_URL}`,
    ]);
    expect(requests[0]?.body).toEqual({ username: 'marta', password: 'secreto123' });
    expect(requests[1]?.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(TOKENS.access);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(TOKENS.refresh);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, profile: PROFILE });
    expect(screen.getByRole('button', { name: 'marta' })).toBeInTheDocument();
  });

  it('SPEC §8: a login failure shows the server detail message in an Alert and keeps the typed values', async () => {
    serveLogin(() => answerError(401, { detail: BAD_CREDENTIALS }));
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, 'marta', 'equivocada1');

    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/Usuario/)).toHaveValue('marta');
    expect(screen.getByLabelText(/Contraseña/)).toHaveValue('equivocada1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(requestsTo('POST', '/api/token/refresh/')).toHaveLength(0);
  });

  it("SPEC §8: a login failure without a detail (network error) shows exactly 'Error de autenticación'", async () => {
    serveLogin(() => HttpResponse.error());
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error de autenticación$/);
  });

  it("SPEC §8: a login failure whose body has no detail shows 'Error de autenticación'", async () => {
    serveLogin(() => new HttpResponse('', { status: 500 }));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error de autenticación$/);
  });

  it('SPEC §8: a throttled login (429) shows the server detail', async () => {
    const detail = 'Demasiados intentos. Vuelve a intentarlo en 60 segundos.';
    serveLogin(() => answerError(429, { detail }, { 'Retry-After': '60' }));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('the error Alert goes away on the next attempt, and a successful retry signs in', async () => {
    serveLogin(async ({ request }) =>
      (await bodyOf(request, tokenObtainRequestSchema)).password === 'secreto123'
        ? signedIn()
        : answerError(401, { detail: BAD_CREDENTIALS }),
    );
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, 'marta', 'mal');
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    const password = screen.getByLabelText(/Contraseña/);
    await user.clear(password);
    await user.type(password, 'secreto123{Enter}');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('required fields are validated in Spanish before anything is sent', async () => {
    serveLogin(signedIn);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('Enter in the password field submits the form', async () => {
    serveLogin(signedIn);
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Usuario/), 'marta');
    await user.type(screen.getByLabelText(/Contraseña/), 'secreto123{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('the submit button shows a loading state while signing in', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveLogin(async () => {
      await released;
      return answerError(401, { detail: BAD_CREDENTIALS });
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);

    const button = screen.getByRole('button', { name: 'Iniciar Sesión' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-loading', 'true');
    });
    release();
    await screen.findByRole('alert');
    expect(button).not.toHaveAttribute('data-loading');
  });

  it('SPEC §8: a failed profile load after login is only logged; the user still reaches /dashboard', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveLogin(signedIn);
    server.use(http.get(PROFILE_URL, () => HttpResponse.error()));
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Usuario' })).toBeInTheDocument();
  });
});
