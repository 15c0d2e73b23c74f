import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createKitchenData, createMenus } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';

// Issue 4 journey: a new cook logs in, adds onions from the catalog with the live preview, edits
// the price, then fills the free plan (50 products) and is stopped with the SPEC.md §5 message
// and the 'Límite alcanzado' modal.

const password = 'escabeche-de-bonito';
const LIMIT_MESSAGE = 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.';

test('a cook adds onions from the catalog, edits the price and hits the plan limit', async ({
  page,
}) => {
  await registerAndSignIn(page, 'cocina', password);

  // Go to Ingredientes.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Ingredientes' })
    .click();
  await expect(page).toHaveTitle('Ingredientes - Costeo');

  // A new account: the empty state invites to add the first product.
  await expect(page.getByRole('heading', { name: 'Añade tu primer ingrediente' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ingredients, empty');
  await page.getByRole('button', { name: 'Añadir ingrediente del catálogo' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('ceb');
  await expect(
    page.getByRole('option', { name: /^Cebolla\s*Verduras y hortalizas/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ingredient drawer, catalog options');
  await page.getByRole('option', { name: /^Cebolla\s*Verduras y hortalizas/ }).click();
  // The catalog's merma for onions (DOMAIN.md §6) and its purchase VAT.
  await expect(drawer.getByLabel('Merma (%)')).toHaveValue('11');
  await drawer.getByLabel('Cantidad').fill('10');
  await drawer.getByLabel(/Precio de compra/).fill('12,00');
  await drawer.getByLabel('Merma (%)').fill('20');
  await expect(drawer.getByLabel('Rendimiento (%)')).toHaveValue('80');

  const preview = drawer.getByRole('region', { name: 'Vista previa de costes' });
  await expect(preview.locator('dt:text-is("€ por kg") + dd')).toHaveText(/^1,20\s€$/);
  await expect(preview.locator('dt:text-is("€ por g") + dd')).toHaveText(/^0,0012\s€$/);
  await expect(preview.locator('dt:text-is("€ por g aprovechable") + dd')).toHaveText(
    /^0,0015\s€$/,
  );
  await expectNoSeriousA11yViolations(page, 'ingredient drawer with a preview');

  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingrediente guardado')).toBeVisible();
  await expect(drawer).toBeHidden();
  const onionButton = page.getByRole('button', { name: 'Cebolla', exact: true });
  const onionRow = page.getByRole('row').filter({ has: onionButton });
  await expect(onionRow).toContainText('10 kg');
  await expect(onionRow).toContainText('12,00 €');
  await expect(onionRow).toContainText('1,20 €');
  await expect(onionRow).toContainText('20,00 %');
  await expect(page.getByText('1 ingrediente', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ingredients table');

  // Edit the price: the preview and then the list follow.
  await onionButton.click();
  const editor = page.getByRole('dialog', { name: 'Editar «Cebolla»' });
  await expect(editor.getByLabel(/Precio de compra/)).toHaveValue('12,00');
  await editor.getByLabel(/Precio de compra/).fill('13,50');
  await expect(
    editor
      .getByRole('region', { name: 'Vista previa de costes' })
      .locator('dt:text-is("€ por kg") + dd'),
  ).toHaveText(/^1,35\s€$/);
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();
  await expect(onionRow).toContainText('13,50 €');
  await expect(onionRow).toContainText('1,35 €');
  // The "Ingrediente guardado" toasts close on their own timer: wait for them, or one still fading
  // out while axe reads the limit modal below gets measured half-transparent.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  // Fill the free plan fast through the API: 49 more products make 50.
  const headers = await bearer(page);
  const suggestions = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    { headers },
  );
  const [onion] = (await suggestions.json()) as { id: number; name: string }[];
  expect(onion?.name).toBe('Cebolla');
  for (let index = 2; index <= 50; index += 1) {
    const created = await page.request.post('/api/ingredient-instances/', {
      headers,
      data: {
        definition: onion?.id,
        name: `Cebolla lote ${String(index)}`,
        purchase_quantity: '10',
        purchase_unit: 'kg',
        purchase_price: '12.00',
      },
    });
    expect(created.status()).toBe(201);
  }

  // The screen still counts 1 of 50, so the form opens; the server refuses the 51st.
  await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('ceb');
  await page.getByRole('option', { name: /^Cebolla\s*Verduras y hortalizas/ }).click();
  await expect(drawer.getByLabel('Merma (%)')).toHaveValue('11');
  await drawer.getByLabel('Cantidad').fill('5');
  await drawer.getByLabel(/Precio de compra/).fill('6,50');
  await drawer.getByRole('button', { name: 'Guardar' }).click();

  // The refusal answers where the user acted: the 'Límite alcanzado' modal, the message once.
  const modal = page.getByRole('dialog', { name: 'Límite alcanzado' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByText(LIMIT_MESSAGE)).toHaveCount(1);
  await expect(modal.getByRole('button', { name: /Cambiar a Pro/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Límite alcanzado modal');

  // Nothing typed was lost; leaving the form asks first.
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(modal).toBeHidden();
  await expect(drawer.getByLabel(/Precio de compra/)).toHaveValue('6,50');
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Descartar cambios' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'discard changes confirmation');
  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(drawer).toBeHidden();

  // Now the screen knows: "Nuevo ingrediente" is locked, and clicking it shows the message once,
  // in the 'Límite alcanzado' modal with the upgrade offer (no page alert, no notification).
  await expect(page.getByText('50 ingredientes', { exact: true })).toBeVisible();
  const create = page.getByRole('button', { name: 'Nuevo ingrediente' });
  await expect(create).toHaveAttribute('data-blocked', 'true');
  await expectNoSeriousA11yViolations(page, 'ingredients at the limit');
  await expect(page.getByText(LIMIT_MESSAGE)).toHaveCount(0);
  await create.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByText(LIMIT_MESSAGE)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Nuevo ingrediente' })).toBeHidden();
});

// Issue 7, prices kept exactly: a product bought at 12,3457 € keeps 12,3457 € after editing only
// its notes in the browser, and the edit writes no price history row.
test('a notes-only edit keeps a price of 12,3457 € and writes no price history', async ({
  page,
}) => {
  await registerAndSignIn(page, 'precio', password);

  // The product is created through the API, at a price with four decimals.
  const headers = await bearer(page);
  const suggestions = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    { headers },
  );
  const [onion] = (await suggestions.json()) as { id: number; name: string }[];
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: onion?.id,
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.3457',
      waste_pct: '20',
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number; purchase_price: string };
  expect(product.purchase_price).toBe('12.3457');

  // In the browser: the drawer shows the exact price; only the notes change.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Ingredientes' })
    .click();
  const onionButton = page.getByRole('button', { name: 'Cebolla', exact: true });
  const onionRow = page.getByRole('row').filter({ has: onionButton });
  await expect(onionRow).toContainText('12,3457 €');
  await onionButton.click();
  const editor = page.getByRole('dialog', { name: 'Editar «Cebolla»' });
  await expect(editor.getByLabel(/Precio de compra/)).toHaveValue('12,3457');
  await editor.getByLabel('Notas').fill('Pedir los lunes');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingrediente guardado')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(onionRow).toContainText('12,3457 €');

  // Through the API: the same price, and still one history row (the one written at creation).
  const saved = await page.request.get(`/api/ingredient-instances/${String(product.id)}/`, {
    headers,
  });
  expect(await saved.json()).toMatchObject({ purchase_price: '12.3457', notes: 'Pedir los lunes' });
  const upgrade = await page.request.post('/api/subscription/upgrade/', {
    headers,
    data: { plan_code: 'pro' },
  });
  expect(upgrade.status()).toBe(200);
  const history = await page.request.get(
    `/api/ingredient-instances/${String(product.id)}/price_history/`,
    { headers },
  );
  expect(history.status()).toBe(200);
  const rows = (await history.json()) as { purchase_price: string }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]?.purchase_price).toBe('12.3457');

  // Issue 7, accessibility: the row menu, the price history (now on Pro) and the delete modal.
  await page.reload();
  await page.getByRole('button', { name: 'Acciones de Cebolla' }).click();
  await expect(page.getByRole('menuitem', { name: 'Historial de precios' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ingredient row menu');
  await page.getByRole('menuitem', { name: 'Historial de precios' }).click();
  const historyModal = page.getByRole('dialog', { name: /Historial de precios/ });
  await expect(historyModal).toBeVisible();
  // The chart is a lazy chunk; the history is fetched when the modal opens.
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, 'price history modal');
  await page.keyboard.press('Escape');
  await expect(historyModal).toBeHidden();
  await page.getByRole('button', { name: 'Acciones de Cebolla' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const deleteModal = page.getByRole('dialog', { name: '¿Eliminar «Cebolla»?' });
  await expect(deleteModal.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'delete ingredient modal');
});

// Issue 31: on Business, the product drawer shows what a new price does to the recipes and menus
// before saving, and a product identical to one the cook has asks before it is created; both
// checked with axe and for sideways scroll at 1280 and 390 px.
test('Business: the margin impact before saving, and «¿Crear otro igual?»', async ({ page }) => {
  await registerAndSignIn(page, 'impacto', password);
  const upgrade = await page.request.post('/api/subscription/upgrade/', {
    headers: await bearer(page),
    data: { plan_code: 'business' },
  });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
  // Cebolla (10 kg, 12,00 €, no supplier) in the sofrito, and so in both dishes and every menu.
  const data = await createKitchenData(page);
  await createMenus(page, data);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/ingredients');
    await page.getByRole('button', { name: 'Cebolla', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Editar «Cebolla»' });
    await expect(editor.getByTestId('clean-cost')).toContainText(/^1,50\s€\/kg limpio/);
    await editor.getByLabel(/Precio de compra/).fill('15,00');
    const impact = editor.getByRole('region', { name: 'Efecto en tus márgenes' });
    await expect(impact.getByRole('list', { name: 'Recetas' })).toContainText(
      'Tortilla de cebolla',
    );
    await expect(impact.getByRole('list', { name: 'Menús' })).toContainText(
      'Menú del día de diario',
    );
    await expect(impact).toHaveAttribute('aria-busy', 'false');
    await impact.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, `product drawer with its margin impact, ${width} px`);
    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(editor).toBeHidden();

    // The same onion again: the drawer asks, and «Cancelar» keeps what was typed.
    await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
    await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('ceb');
    await page.getByRole('option', { name: /^Cebolla\s*Verduras y hortalizas/ }).click();
    await expect(drawer.getByLabel('Merma (%)')).toHaveValue('11');
    await drawer.getByLabel('Cantidad').fill('10');
    await drawer.getByLabel(/Precio de compra/).fill('11,00');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    const ask = page.getByRole('dialog', { name: '¿Crear otro igual?' });
    await expect(ask).toContainText('Ya tienes «Cebolla» sin proveedor en 10 kg.');
    await expectNoSeriousA11yViolations(page, `«¿Crear otro igual?», ${width} px`);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    await expect(drawer.getByLabel(/Precio de compra/)).toHaveValue('11,00');
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(drawer).toBeHidden();
  }
});
