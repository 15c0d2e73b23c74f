import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE, TOKENS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { profileSchema } from '@costeo/domain/contracts/auth';
import { PROFILE_URL } from '../api/urls.ts';
import { http } from 'msw';
import { server } from '../test/server.ts';
import { answerOtherPathsWith404, answer } from '../test/handlers/respond.ts';

/** An API that knows the signed-in user (the app loads the profile on start). */
/** An API that knows the signed-in user (the app loads the profile on start), and nothing else. */
function serveProfile() {
  answerOtherPathsWith404();
  server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
}

describe('routes and titles (SPEC §2)', () => {
  it.each([
    ['/dashboard', 'Dashboard - Costeo', 'Dashboard'],
    ['/ingredients', 'Ingredientes - Costeo', 'Ingredientes'],
    ['/recipes', 'Recetas - Costeo', 'Recetas'],
    ['/extra-costs', 'Costos Extra - Costeo', 'Costos Extra'],
    ['/recipes/42', 'Detalle de Receta - Costeo', 'Detalle de Receta'],
    // Issue 18, beyond SPEC.md §2: the menus, reached from Recetas and the Dashboard.
    ['/menus', 'Menús - Costeo', 'Menús'],
    ['/menus/42', 'Detalle de Menú - Costeo', 'Detalle de Menú'],
  ])('SPEC §2: %s has the document title "%s"', async (path, title, heading) => {
    serveProfile();
    renderApp(path, { tokens: TOKENS });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it('SPEC §2: /login has the document title "Iniciar Sesión - Costeo"', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Iniciar Sesión - Costeo');
    });
  });

  it('/registro has the document title "Crear cuenta - Costeo"', async () => {
    renderApp('/registro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Crear cuenta - Costeo');
    });
  });

  it('SPEC §2: the landing page "/" is public and its title is just "Costeo"', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Conoce el coste real de cada plato',
    );
    await waitFor(() => {
      expect(document.title).toBe('Costeo');
    });
  });

  it('the landing page links to /login ("Iniciar Sesión") and /registro ("Crear cuenta")', async () => {
    renderApp('/');
    const loginLinks = await screen.findAllByRole('link', { name: 'Iniciar Sesión' });
    const registerLinks = screen.getAllByRole('link', { name: /Crear cuenta/ });
    expect(loginLinks.length).toBeGreaterThan(0);
    expect(registerLinks.length).toBeGreaterThan(0);
    for (const link of loginLinks) expect(link).toHaveAttribute('href', '/login');
    for (const link of registerLinks) expect(link).toHaveAttribute('href', '/registro');
  });
});

describe('redirects (SPEC §2)', () => {
  it.each([
    '/dashboard',
    '/ingredients',
    '/recipes',
    '/extra-costs',
    '/recipes/3',
    '/menus',
    '/menus/3',
  ])('SPEC §2: an unauthenticated visit to %s goes to /login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('SPEC §2: an authenticated user visiting /login is sent to /dashboard', async () => {
    serveProfile();
    const { router } = renderApp('/login', { tokens: TOKENS });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('an authenticated user visiting /registro is sent to /dashboard', async () => {
    serveProfile();
    const { router } = renderApp('/registro', { tokens: TOKENS });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('SPEC §2: an unknown path redirects to /dashboard', async () => {
    serveProfile();
    const { router } = renderApp('/esto/no/existe', { tokens: TOKENS });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('SPEC §2: an unknown path for an anonymous user lands on /login (via /dashboard)', async () => {
    const { router } = renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('SPEC §2: the landing page stays public for an authenticated user', async () => {
    serveProfile();
    const { router } = renderApp('/', { tokens: TOKENS });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Conoce el coste real',
    );
    expect(router.state.location.pathname).toBe('/');
  });
});
