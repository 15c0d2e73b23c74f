import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInWithProKitchen } from './support/pro-data.ts';
import { registerAndSignIn } from './support/session.ts';

// Issue 33 journey: a cook on Pro opens Ventas from Recetas, imports a Revo-style «Detalle de
// facturas» (Windows-1252, «;», decimal commas, two title rows), sees what it would store, applies
// it, and links the two dishes of the kitchen from the biggest unlinked items: the linked share
// rises and the food cost of what was sold appears. Every screen passes axe, and nothing scrolls
// sideways, at 1280 and at 390 px.

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/ventas-revo.csv');
const password = 'ventas-del-tpv-2026';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A full-page screenshot kept with the run's results, to look at. */
async function snapshot(page: Page, info: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: info.outputPath(`${name}-${String(width)}.png`), fullPage: true });
}

/** Axe and the sideways check at 390 then 1280 px (a screenshot at each), ending on the desktop. */
async function checkBothWidths(page: Page, info: TestInfo, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `${name} (${String(size.width)} px)`);
    await snapshot(page, info, name);
  }
}

/** Links the unlinked item named `dish` to the recipe of the same name, from the summary. */
async function linkToDish(page: Page, dish: string) {
  await page
    .getByRole('list', { name: 'Artículos por vincular' })
    .getByRole('button', { name: `Vincular ${dish}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Vincular «${dish}»` });
  await modal.getByRole('combobox', { name: 'Plato' }).fill(dish.split(' ')[0] ?? dish);
  await page.getByRole('option', { name: dish, exact: true }).click();
  await modal.getByRole('button', { name: 'Vincular', exact: true }).click();
  await expect(modal).toBeHidden();
}

test('a cook imports the till sales, links two dishes and sees the linked share and the food cost of what was sold', async ({
  page,
}, info) => {
  await page.setViewportSize(DESKTOP);
  await signInWithProKitchen(page, 'ventas', password);

  // Ventas, from Recetas: nothing imported yet.
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Ventas' }).click();
  await expect(page).toHaveTitle('Ventas - Costeo');
  await expect(page.getByText('Importa las ventas de tu TPV')).toBeVisible();
  await checkBothWidths(page, info, 'sales-empty');

  await page.getByRole('button', { name: 'Importar ventas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Importar ventas' });
  await expect(dialog.getByText('Arrastra aquí el informe de ventas de tu TPV')).toBeVisible();
  await checkBothWidths(page, info, 'sales-import-upload');

  // The preview: the columns suggested by their titles, six rows, the totals without VAT:
  // (35,20 + 13,20 + 19,80 + 52,80 + 13,20) / 1,10 + 14,52 / 1,21 = 122,00 + 12,00 = 134,00 €.
  await dialog.getByLabel('Archivo de ventas').setInputFiles(FIXTURE);
  const summary = dialog.getByRole('group', { name: 'Resumen de la importación' });
  await expect(summary).toContainText('6 filas se importarán de 6');
  await expect(summary).toContainText(/Ventas sin IVA134,00\s€/);
  await expect(dialog.getByRole('combobox', { name: 'Artículo', exact: true })).toHaveValue(
    'Columna E · Producto',
  );
  await expect(dialog.getByRole('table', { name: 'Filas leídas del archivo' })).toContainText(
    'Caña',
  );
  await checkBothWidths(page, info, 'sales-import-preview');

  await dialog.getByRole('button', { name: 'Importar ventas' }).click();
  await expect(dialog.getByText('Ventas importadas')).toBeVisible();
  await checkBothWidths(page, info, 'sales-import-applied');
  await dialog.getByRole('button', { name: 'Ver las ventas' }).click();
  await expect(dialog).toBeHidden();

  // The imported days, nothing linked yet; the biggest unlinked item first.
  const share = page.getByTestId('linked-share');
  await expect(share).toContainText('El 0 % de tus ventas está vinculado.');
  const unlinked = page.getByRole('list', { name: 'Artículos por vincular' });
  await expect(unlinked.getByRole('listitem').first()).toContainText('Tortilla de cebolla');
  await checkBothWidths(page, info, 'sales-summary-unlinked');

  // The tortilla: 80,00 € of 134,00 € → 60 %; then the crema, 30,00 € more → 82 %.
  await page
    .getByRole('list', { name: 'Artículos por vincular' })
    .getByRole('button', {
      name: 'Vincular Tortilla de cebolla',
    })
    .click();
  await expect(page.getByRole('dialog', { name: 'Vincular «Tortilla de cebolla»' })).toBeVisible();
  await checkBothWidths(page, info, 'sales-link-modal');
  await page
    .getByRole('dialog', { name: 'Vincular «Tortilla de cebolla»' })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await linkToDish(page, 'Tortilla de cebolla');
  await expect(share).toContainText('El 60 % de tus ventas está vinculado.');
  await linkToDish(page, 'Crema de cebolla');
  await expect(share).toContainText('El 82 % de tus ventas está vinculado.');

  // The food cost of what was sold, and each dish's units and revenue without VAT.
  await expect(page.getByText('Food cost de lo vendido')).toBeVisible();
  const dishes = page.getByRole('table', { name: 'Platos vendidos' });
  await expect(dishes.getByRole('row').filter({ hasText: 'Tortilla de cebolla' })).toContainText(
    /10\s*80,00\s€/,
  );
  await expect(dishes.getByRole('row').filter({ hasText: 'Crema de cebolla' })).toContainText(
    /5\s*30,00\s€/,
  );
  // Cost per serving (DOMAIN.md): the tortilla 1,92 € / 4 = 0,48 € (300 g of sofrito at 2,40 €/kg,
  // 6 eggs at 0,15 €, 50 ml of oil at 6 €/l) + 0,35 € of its «Envase para llevar» = 0,83 €; the
  // crema 1,56 € / 4 = 0,39 € (500 g of sofrito, 400 ml of milk at 0,90 €/l). Sold: 10 × 0,83 +
  // 5 × 0,39 = 8,30 + 1,95 = 10,25 € on 110,00 € of dishes.
  await expect(dishes.getByRole('row').filter({ hasText: 'Tortilla de cebolla' })).toContainText(
    /8,30\s€/,
  );
  await expect(dishes.getByRole('row').filter({ hasText: 'Crema de cebolla' })).toContainText(
    /1,95\s€/,
  );
  await expect(page.getByText(/^10,25\s€$/)).toBeVisible();
  await expect(page.getByTestId('food-cost-of-sales')).toHaveText(/^9,3\d\s%$/);
  await checkBothWidths(page, info, 'sales-summary-linked');

  // The till's items with their links, and the import with its delete (asked first).
  await page.getByRole('tab', { name: 'Artículos del TPV' }).click();
  await expect(page.getByText('Plato: Tortilla de cebolla')).toBeVisible();
  await checkBothWidths(page, info, 'sales-items');
  await page.getByRole('tab', { name: 'Importaciones' }).click();
  await page.getByRole('button', { name: 'Borrar la importación ventas-revo.csv' }).click();
  const confirm = page.getByRole('dialog', { name: 'Borrar la importación' });
  await expect(confirm).toContainText('6 líneas');
  await checkBothWidths(page, info, 'sales-imports-delete');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
});

test('a cook on Gratuito is offered the upgrade instead of the sales', async ({ page }) => {
  await registerAndSignIn(page, 'ventasgratis', password);
  // A new account's Dashboard shows its first steps, not its quick actions: from Recetas.
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Ventas' }).click();
  await expect(page).toHaveTitle('Ventas - Costeo');
  const locked = page.getByTestId('sales-locked');
  await expect(locked).toContainText('Esta funcionalidad requiere un plan Pro o superior.');
  await expectNoSeriousA11yViolations(page, 'sales locked');
  await locked.getByRole('button', { name: 'Mejorar plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Gestionar Suscripción' })).toBeVisible();
});
