import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { signInWithProKitchen } from './support/pro-data.ts';

// Issue 10 journey: a new cook lands on the Dashboard's two steps, adds a first ingredient from
// step 1 (the link opens the form on Ingredientes), and back on the Dashboard step 1 is ticked;
// after a first recipe the figures replace the steps.

const password = 'pisto-manchego-2026';

test('a new cook follows the Dashboard steps: first ingredient ticked, then a first recipe shows the figures', async ({
  page,
}) => {
  await registerAndSignIn(page, 'panel', password);
  const steps = page.getByRole('heading', { name: 'Empieza en dos pasos' });
  await expect(steps).toBeVisible();
  await expect(page.getByText('0 de 2 pasos completados')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard, new account');

  // Step 1 opens the create form on Ingredientes.
  await page.getByRole('link', { name: 'Nuevo ingrediente' }).click();
  await expect(page).toHaveURL(/\/ingredients$/);
  const drawer = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('ceb');
  await page.getByRole('option', { name: /^Cebolla\s*Verduras y hortalizas/ }).click();
  await drawer.getByLabel('Cantidad').fill('10');
  await drawer.getByLabel(/Precio de compra/).fill('12,00');
  await drawer.getByLabel('Merma (%)').fill('20');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByText('1 de 2 pasos completados')).toBeVisible();
  await expect(page.getByText('Paso 1: Da de alta tu primer ingrediente · Hecho')).toBeVisible();
  await expect(page.getByText('Tienes 1 ingrediente con su precio.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard, step 1 done');

  // A first recipe (through the API): 1 kg of onion at 0,0015 €/g = 1,50 € against 5,00 € net.
  const headers = await bearer(page);
  const products = await page.request.get('/api/ingredient-instances/', { headers });
  const onion = ((await products.json()) as { results: { id: number }[] }).results[0]!.id;
  const recipe = await page.request.post('/api/recipes/', {
    headers,
    data: {
      name: 'Crema de cebolla',
      servings: 1,
      sale_price: '5.50',
      lines: [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }],
    },
  });
  expect(recipe.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Food cost medio')).toBeVisible();
  await expect(steps).toBeHidden();
  const lowest = page.getByRole('list', { name: 'Menor margen' });
  await expect(lowest.getByRole('link', { name: 'Crema de cebolla' })).toBeVisible();
  await expect(lowest).toContainText('70,00');
  await expectNoSeriousA11yViolations(page, 'dashboard with figures');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Food cost medio')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard with figures on a phone');

  await lowest.getByRole('link', { name: 'Crema de cebolla' }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
});

test('on a Pro account with a kitchen, the Dashboard and its Analytics avanzado tab pass axe at 1280 and 390 px', async ({
  page,
}) => {
  const { data } = await signInWithProKitchen(page, 'panelpro', password);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByText('Food cost medio')).toBeVisible();
    // The sold recipe has a margin; the one without a PVP and the elaboración are not ranked.
    const lowest = page.getByRole('list', { name: 'Menor margen' });
    await expect(lowest.getByRole('link', { name: data.tortilla.name })).toBeVisible();
    await expect(lowest.getByRole('link', { name: data.sofrito.name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `dashboard on Pro with a kitchen (${width} px)`);

    await page.getByRole('tab', { name: 'Analytics avanzado' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Analytics avanzado' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `dashboard analytics tab on Pro (${width} px)`);
  }
});
