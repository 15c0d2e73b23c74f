import { expect, test, type Page } from '@playwright/test';
import { signInWithProKitchen } from './support/pro-data.ts';
import { bearer } from './support/session.ts';
import { checkBothWidths } from './support/widths.ts';

// Issue 34 point 5: the close between two counts, "Analytics avanzado". A Pro cook opens
// «Cierre» from Inventario and sees the locked preview and the upgrade modal; on Business, with
// two counts and an albarán between them, the report: food cost, the chart, the lines, «Sin
// movimiento», the Excel download. axe and no sideways scroll at 1280 and 390 px.

const password = 'cierre-de-inventario-2026';

async function post(page: Page, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { headers: await bearer(page), data });
  expect(response.status(), `POST ${url} ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

test('the close: locked on Pro, the report and its Excel on Business', async ({ page }, info) => {
  const { data } = await signInWithProKitchen(page, 'cierre', password);
  const { onion, oil, eggs } = data.products;

  // Pro: the locked preview of Analytics avanzado, and the upgrade modal.
  await page.goto('/ingredients/inventory');
  await page.getByRole('link', { name: 'Cierre' }).click();
  await expect(page).toHaveTitle('Cierre de inventario - Costeo');
  const locked = page.getByTestId('analytics-locked');
  await expect(locked).toContainText('Analytics avanzado forma parte del plan Business.');
  await checkBothWidths(page, info, 'close-locked');
  await locked.getByRole('button', { name: 'Mejorar plan' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Business: two counts with an albarán between them.
  const upgrade = await page.request.post('/api/subscription/upgrade/', {
    headers: await bearer(page),
    data: { plan_code: 'business' },
  });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
  const supplier = await post(page, '/api/suppliers/', { name: 'Distribuciones Ruiz' });
  await post(page, '/api/stock-counts/', {
    date: '2026-09-30',
    kind: 'full',
    entries: [
      { client_id: 'cierre-a-cebolla', ingredient_instance: onion, quantity: '12', unit: 'kg' },
      { client_id: 'cierre-a-aove', ingredient_instance: oil, quantity: '10', unit: 'l' },
      { client_id: 'cierre-a-huevos', ingredient_instance: eggs, quantity: '30', unit: 'ud' },
    ],
  });
  await post(page, '/api/delivery-notes/', {
    supplier: supplier.id,
    date: '2026-10-15',
    number: 'A-15',
    lines: [
      { ingredient_instance: onion, quantity: '1', unit: 'format' },
      { ingredient_instance: oil, quantity: '1', unit: 'format' },
    ],
  });
  await post(page, '/api/stock-counts/', {
    date: '2026-10-31',
    kind: 'full',
    entries: [
      { client_id: 'cierre-b-cebolla', ingredient_instance: onion, quantity: '15', unit: 'kg' },
      { client_id: 'cierre-b-aove', ingredient_instance: oil, quantity: '14', unit: 'l' },
      { client_id: 'cierre-b-huevos', ingredient_instance: eggs, quantity: '30', unit: 'ud' },
    ],
  });

  await page.reload();
  const report = page.getByTestId('stock-close-report');
  await expect(report).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Recuento inicial' })).toHaveValue(
    /30 de septiembre de 2026/,
  );
  await expect(page.getByRole('combobox', { name: 'Recuento final' })).toHaveValue(
    /31 de octubre de 2026/,
  );
  await expect(report).toContainText('del 1 de octubre de 2026 al 31 de octubre de 2026');
  await expect(report.getByText('Food cost real')).toBeVisible();
  await expect(
    report.getByRole('img', { name: 'Productos con mayor desviación en euros' }),
  ).toBeVisible();
  const lines = report.getByRole('table', { name: 'Productos del cierre' });
  // Cebolla 12 + 10 − 15 = 7 kg; AOVE 10 + 5 − 14 = 1 l; nothing sold: all of it unexplained.
  // Cebolla 7 kg at 12,00 € / 10 kg = 8,40 € (stock is valued at its purchase price, DOMAIN.md §10).
  await expect(lines.getByRole('row', { name: /Cebolla/ })).toContainText('7 kg');
  await expect(lines.getByRole('row', { name: /Cebolla/ })).toContainText('8,40 €');
  await expect(lines.getByRole('row', { name: /AOVE/ })).toContainText('1 l');
  await expect(report.getByRole('region', { name: 'Sin movimiento' })).toContainText(
    'Huevos camperos',
  );
  // Sortable: by name, AOVE before Cebolla.
  await lines.getByRole('button', { name: 'Producto' }).click();
  await expect(lines.getByRole('row').nth(1)).toContainText('AOVE');
  await checkBothWidths(page, info, 'close-report');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  expect((await download).suggestedFilename()).toBe('cierre-inventario-2026-10-01-2026-10-31.xlsx');
});
