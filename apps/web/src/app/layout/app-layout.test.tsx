import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/token-storage.ts';
import { PROFILE, TOKENS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { profileSchema } from '@costeo/domain/contracts/auth';
import { PROFILE_URL } from '../../api/urls.ts';
import { http, HttpResponse } from 'msw';
import { requestsTo, server } from '../../test/server.ts';
import { answerOtherPathsWith404, answer, answerError } from '../../test/handlers/respond.ts';

const NAV_LABELS = ['Dashboard', 'Ingredientes', 'Recetas', 'Costos Extra'];

/** An API that knows the signed-in user (the app loads the profile on start), and nothing else. */
function serveProfile() {
  answerOtherPathsWith404();
  server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
}

async function findMainNav() {
  return screen.findByRole('navigation', { name: 'Navegación principal' });
}

describe('top navigation bar (SPEC §2)', () => {
  it('SPEC §2: the navbar is shown to authenticated users, with brand and the four links in order', async () => {
    serveProfile();
    renderApp('/dashboard', { tokens: TOKENS });
    const nav = await findMainNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV_LABELS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/ingredients',
      '/recipes',
      '/extra-costs',
    ]);
    expect(screen.getByRole('link', { name: 'Costeo' })).toHaveAttribute('href', '/dashboard');
  });

  it.each(['/login', '/registro', '/'])(
    'SPEC §2: the navbar is not shown to anonymous users (%s)',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findAllByRole('link', { name: /Iniciar Sesión|Crear cuenta/ }),
      ).not.toHaveLength(0);
      expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Costos Extra' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Usuario/ })).toBeNull();
    },
  );

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/ingredients', 'Ingredientes'],
    ['/recipes', 'Recetas'],
    ['/recipes/12', 'Recetas'],
    ['/extra-costs', 'Costos Extra'],
  ])(
    'SPEC §2: on %s the active link "%s" is highlighted (aria-current="page")',
    async (path, active) => {
      serveProfile();
      renderApp(path, { tokens: TOKENS });
      const nav = await findMainNav();
      for (const label of NAV_LABELS) {
        const link = within(nav).getByRole('link', { name: label });
        if (label === active) expect(link).toHaveAttribute('aria-current', 'page');
        else expect(link).not.toHaveAttribute('aria-current');
      }
    },
  );

  it.each(['/menus', '/menus/5'])(
    'on %s (issue 18: no fifth link) Recetas stays highlighted as the current section',
    async (path) => {
      serveProfile();
      renderApp(path, { tokens: TOKENS });
      const nav = await findMainNav();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(NAV_LABELS);
      for (const label of NAV_LABELS) {
        const link = within(nav).getByRole('link', { name: label });
        if (label === 'Recetas') expect(link).toHaveAttribute('aria-current', 'true');
        else expect(link).not.toHaveAttribute('aria-current');
      }
    },
  );

  it('SPEC §2: following a link moves the highlight', async () => {
    serveProfile();
    const { user, router } = renderApp('/dashboard', { tokens: TOKENS });
    const nav = await findMainNav();
    await user.click(within(nav).getByRole('link', { name: 'Ingredientes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingredientes' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ingredients');
    expect(within(nav).getByRole('link', { name: 'Ingredientes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('user menu (SPEC §2)', () => {
  it("SPEC §2: the user menu shows the default username 'Usuario' when no profile is loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerOtherPathsWith404();
    server.use(http.get(PROFILE_URL, () => answerError(500, { detail: 'Error' })));
    renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('button', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('SPEC §2: the user menu shows the username of the loaded profile', async () => {
    serveProfile();
    renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('button', { name: 'marta' })).toBeInTheDocument();
  });

  it("SPEC §2: clicking the user menu opens it with 'Cerrar Sesión'", async () => {
    serveProfile();
    const { user } = renderApp('/dashboard', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'marta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(within(menu).getByText(PROFILE.email)).toBeInTheDocument();
  });

  it('SPEC §2: the menu closes on a click outside it', async () => {
    serveProfile();
    const { user } = renderApp('/dashboard', { tokens: TOKENS });
    const button = await screen.findByRole('button', { name: 'marta' });
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));

    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("SPEC §2/§4: 'Cerrar Sesión' blacklists the refresh token, clears tokens and profile and goes to /login", async () => {
    serveProfile();
    server.use(http.post('/api/token/blacklist/', () => HttpResponse.json({})));
    const { user, router } = renderApp('/dashboard', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'marta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, profile: null });
    const [blacklist] = requestsTo('POST', '/api/token/blacklist/');
    expect(blacklist?.body).toEqual({ refresh: TOKENS.refresh });
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  });

  it('SPEC §4: logout still completes when the blacklist call fails (best effort)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveProfile();
    server.use(http.post('/api/token/blacklist/', () => HttpResponse.error()));
    const { user, router } = renderApp('/dashboard', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'marta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState().profile).toBeNull();
    await waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
  });
});

describe('narrow screens', () => {
  it('the nav links collapse into a burger that opens a drawer and closes after navigating', async () => {
    // At a phone's width Mantine's stylesheet hides the links and shows the burger.
    onTestFinished(setViewportWidth(390));
    serveProfile();
    const { user, router } = renderApp('/dashboard', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'Abrir navegación' }));

    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Costos Extra' }));

    expect(router.state.location.pathname).toBe('/extra-costs');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
