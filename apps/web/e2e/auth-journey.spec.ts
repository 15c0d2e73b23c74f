import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueUsername } from './support/session.ts';

// Issue 2 journey: landing → register → logout → failed login → login → dashboard → navbar →
// unknown path → logout, in a real Chromium against the real server.

const password = 'pimenton-de-la-vera';

async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: new RegExp(username, 'i') }).click();
}

test('a cook registers, logs out, fails and succeeds to log in, and moves around the app', async ({
  page,
}) => {
  // Nine screens, each checked by axe: 27–32 s on the 2-core machine, as long as the default limit.
  const username = uniqueUsername('chef');

  await page.goto('/');
  await expect(page).toHaveTitle('Costeo');
  await expectNoSeriousA11yViolations(page, 'landing');
  await page.getByRole('link', { name: 'Crear cuenta' }).first().click();
  await expect(page).toHaveURL(/\/registro$/);
  await expect(page).toHaveTitle('Crear cuenta - Costeo');
  await expectNoSeriousA11yViolations(page, 'registro');

  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByLabel('Nombre del negocio').fill('Bar Manolo');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Costeo');
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard');

  // Logout goes to /login and forgets the tokens.
  await openUserMenu(page, username);
  await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'user menu');
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Iniciar Sesión - Costeo');
  await expectNoSeriousA11yViolations(page, 'login');

  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // A protected route sends an anonymous visitor to /login.
  await page.goto('/recipes');
  await expect(page).toHaveURL(/\/login$/);

  // A wrong password shows the server's detail.
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill('no-es-esta');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(
    page.getByText('La combinación de credenciales no tiene una cuenta activa'),
  ).toBeVisible();
  await expect(page.getByLabel('Usuario')).toHaveValue(username);
  await expectNoSeriousA11yViolations(page, 'login with an error');

  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Costeo');

  // An authenticated visit to /login goes back to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Navbar: each link opens its screen, with its title, and is the highlighted one.
  const nav = page.getByRole('navigation').first();
  for (const [label, path, title] of [
    ['Ingredientes', '/ingredients', 'Ingredientes - Costeo'],
    ['Recetas', '/recipes', 'Recetas - Costeo'],
    ['Costos Extra', '/extra-costs', 'Costos Extra - Costeo'],
    ['Dashboard', '/dashboard', 'Dashboard - Costeo'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(title);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, title);
  }

  await page.goto('/recipes/7');
  await expect(page).toHaveTitle('Detalle de Receta - Costeo');
  await expectNoSeriousA11yViolations(page, 'recipe detail');

  // Any unknown path redirects to /dashboard.
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The session survives a reload (tokens in localStorage, profile loaded again).
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();

  await openUserMenu(page, username);
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo account created on a brand-new database can log in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /demo/i })).toBeVisible();
});

test('the mobile layout collapses the navbar into a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const navLinks = page.getByRole('link', { name: 'Recetas' });
  await expect(navLinks.first()).toBeHidden();
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(hasHorizontalScroll).toBe(false);
  await expectNoSeriousA11yViolations(page, 'dashboard on a phone');
});
