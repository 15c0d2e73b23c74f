import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The bearer header of the signed-in page, for API calls that set up a journey's data. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return { authorization: `Bearer ${token ?? ''}` };
}

/**
 * A username no other journey takes: two journeys run at once on the one server, and a clock
 * alone gave two of them the same name when they started in the same millisecond.
 */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * A new cook for one journey: registered through the API (a unique name from `prefix`), then
 * signed in through the login form as a person would, landing on the Dashboard.
 */
export async function registerAndSignIn(
  page: Page,
  prefix: string,
  password: string,
): Promise<string> {
  const username = uniqueUsername(prefix);
  const registration = await page.request.post('/api/register/', {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(registration.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}
