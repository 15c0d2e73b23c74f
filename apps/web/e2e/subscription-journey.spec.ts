import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueUsername } from './support/session.ts';

// Issue 3 journey: user menu usage → Gestionar Suscripción → upgrade to Pro → badge changes →
// Business is the only card left; then cancel keeps Pro until the period ends.

test('a new cook sees their usage, upgrades to Pro and then only Business is offered', async ({
  page,
}) => {
  const username = uniqueUsername('plan');
  const response = await page.request.post('/api/register/', {
    data: { username, email: `${username}@example.com`, password: 'tortilla-de-patatas' },
  });
  expect(response.status()).toBe(201);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  await page.goto('/');
  await page.evaluate(
    (tokens) => {
      localStorage.setItem('access_token', tokens.access);
      localStorage.setItem('refresh_token', tokens.refresh);
    },
    { access, refresh },
  );
  await page.goto('/dashboard');

  const userButton = page.getByRole('button', { name: username });
  await expect(userButton).toContainText('Gratuito');
  await userButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Uso actual')).toBeVisible();
  await expect(menu.getByText('0 / 50')).toBeVisible();
  await expect(menu.getByText('0 / 20')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'user menu with usage');

  await menu.getByRole('menuitem', { name: 'Gestionar Suscripción' }).click();
  const modal = page.getByRole('dialog', { name: 'Gestionar Suscripción' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Recomendado')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Cambiar a Pro/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /Cambiar a Business/ })).toBeVisible();
  await expect(modal.getByText('19,00 €')).toBeVisible();
  await expect(modal.getByText('49,00 €')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'subscription modal');

  await modal.getByRole('button', { name: /Cambiar a Pro/ }).click();
  await expect(page.getByText('Tu plan ahora es Pro')).toBeVisible();
  await expect(userButton).toContainText('Pro');
  await expect(modal.getByRole('button', { name: /Cambiar a Business/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /Cambiar a Pro/ })).toHaveCount(0);

  const subscription = await page.request.get('/api/my-subscription/', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
    },
  });
  expect(((await subscription.json()) as { plan: { code: string } }).plan.code).toBe('pro');

  // Billing history has the invoice.
  await modal.getByRole('tab', { name: 'Facturación' }).click();
  await expect(modal.getByText('19,00 €').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'subscription modal, billing');

  // Cancel: the plan stays until the end of the period.
  await modal.getByRole('tab', { name: 'Plan' }).click();
  await modal.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await modal.getByRole('button', { name: 'Sí, cancelar suscripción' }).click();
  await expect(modal.getByText(/Cancelada: tu plan termina el/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'subscription modal, cancelled');
  await expect(userButton).toContainText('Pro');
});
