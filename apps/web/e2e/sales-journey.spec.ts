import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInWithProKitchen } from './support/pro-data.ts';
import { registerAndSignIn } from './support/session.ts';
import { checkBothWidths, DESKTOP } from './support/widths.ts';

// Issue 33 journey: a cook on Pro opens Ventas from Recetas, imports a Revo-style «Detalle de
// facturas» (Windows-1252, «;», decimal commas, two title rows), sees what it would store, applies
// it, and links the two dishes of the kitchen from the biggest unlinked items: the linked share
// rises and the food cost of what was sold appears. Every screen passes axe, and nothing scrolls
// sideways, at 1280 and at 390 px. On Gratuito the screen reads the sales and only importing and
// linking lead to the upgrade.

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/ventas-revo.csv');
const password = 'ventas-del-tpv-2026';

/** Links the unlinked item named `dish` to the recipe of the same name, from the summary. */
async function linkToDish(page: Page, dish: string) {
  await page
    .getByRole('list', { name: 'Artículos por vincular' })
    .getByRole('button', { name: `Vincular ${dish}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Vincular «${dish}»` });
  const plato = modal.getByRole('combobox', { name: 'Plato' });
  const term = dish.split(' ')[0] ?? dish;
  // The picker searches the dishes as the cook types: pick once that search has answered, so the
  // list does not change under the pointer (CI once clicked the list as it re-rendered, and the
  // dropdown stayed open over «Vincular»).
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/menus/dishes/') &&
      new URL(response.url()).searchParams.get('search') === term,
  );
  await plato.fill(term);
  await searched;
  await page.getByRole('option', { name: dish, exact: true }).click();
  await expect(plato).toHaveValue(dish);
  await expect(page.getByRole('listbox')).toBeHidden();
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
  // 10,25 / 110,00 × 100 = 9,318… → 9,32 % (2 places, as every food cost).
  await expect(page.getByTestId('food-cost-of-sales')).toHaveText(/^9,32\s%$/);
  await checkBothWidths(page, info, 'sales-summary-linked');

  // The theoretical use of the 10 tortillas (2,5 batches of 4) and 5 cremas (1,25 batches):
  // sofrito 2,5 × 300 g + 1,25 × 500 g = 1,375 kg, each kg from 1,2 kg of onion with 20 % merma
  // (1,5 kg gross) and 100 ml of AOVE. Cebolla 1,375 × 1,5 = 2,0625 kg × 1,20 €/kg = 2,475 €;
  // huevos 2,5 × 6 = 15 ud × 0,15 € = 2,25 €; AOVE 137,5 + 2,5 × 50 = 262,5 ml × 6 €/l =
  // 1,575 €; leche 1,25 × 400 = 500 ml × 0,90 €/l = 0,45 €. Total 6,75 € (the 10,25 € of what
  // was sold less the 10 × 0,35 € of «Envase para llevar»), the dearest first.
  await page.getByRole('tab', { name: 'Consumo teórico' }).click();
  const use = page.getByRole('table', { name: 'Consumo teórico' });
  const useRows = use.locator('tbody tr');
  await expect(useRows).toHaveCount(4);
  await expect(useRows.nth(0)).toHaveText(/^Cebolla\s*2,063\skg\s*2,48\s€$/);
  await expect(useRows.nth(1)).toHaveText(/^Huevos camperos\s*15\sud\s*2,25\s€$/);
  await expect(useRows.nth(2)).toHaveText(/^AOVE\s*262,5\sml\s*1,58\s€$/);
  await expect(useRows.nth(3)).toHaveText(/^Leche entera\s*500\sml\s*0,45\s€$/);
  await expect(page.getByTestId('use-total')).toHaveText(/^6,75\s€$/);
  // Sorted by cost, the cheapest first.
  await use.getByRole('button', { name: 'Coste' }).click();
  await use.getByRole('button', { name: 'Coste' }).click();
  await expect(useRows.nth(0)).toContainText('Leche entera');
  await checkBothWidths(page, info, 'sales-theoretical-use');

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

test('a cook on Gratuito sees the sales screen and is offered the upgrade to import', async ({
  page,
}) => {
  // Reading sales is every plan's (a downgraded kitchen keeps them; the demo on Gratuito shows
  // four weeks); importing and linking are Pro's. A Gratuito account cannot get sales through the
  // API, so its screen shows the first import's empty state, whose «Importar ventas» leads up.
  await registerAndSignIn(page, 'ventasgratis', password);
  // A new account's Dashboard shows its first steps, not its quick actions: from Recetas.
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Ventas' }).click();
  await expect(page).toHaveTitle('Ventas - Costeo');
  await expect(page.getByText('Importa las ventas de tu TPV')).toBeVisible();
  await expect(page.getByTestId('sales-locked')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'sales on Gratuito');
  await page.getByRole('main').getByRole('button', { name: 'Importar ventas' }).last().click();
  const upgrade = page.getByRole('dialog', { name: 'Gestionar Suscripción' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('Esta funcionalidad requiere un plan Pro o superior.');
  await expect(page.getByRole('dialog', { name: 'Importar ventas' })).toHaveCount(0);
});
