import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInWithProKitchen } from './support/pro-data.ts';
import { bearer } from './support/session.ts';

// Issue 19 journey: on Pro, from Ingredientes a chef opens "Facturas de proveedor", uploads a
// Facturae 3.2.2 invoice (one line matches a product by name, another is pointed at the AOVE by
// hand), sees what that does to the tortilla's margin, applies it, and finds the new price in
// Ingredientes and the invoice in the history. At 1280 and 390 px, axe on every step.

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/test/fixtures/invoices/facturae-3.2.2.xml',
);
const SUPPLIER = 'Distribuciones Hosteleras del Sur, S.L.';
const password = 'factura-de-proveedor-2026';

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** The pasta the invoice's second line names exactly, from the same supplier: matched by name. */
async function createPasta(page: Page) {
  const headers = await bearer(page);
  const search = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=macarrones',
    { headers },
  );
  const [pasta] = (await search.json()) as { id: number }[];
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: pasta?.id,
      name: 'Macarrones Saco 5 kg',
      supplier: SUPPLIER,
      purchase_quantity: '5',
      purchase_unit: 'kg',
      purchase_price: '6.00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A full-page screenshot kept with the run's results, to look at. */
async function snapshot(page: Page, info: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
}

test.describe.configure({ mode: 'parallel' });
for (const viewport of WIDTHS) {
  test(`a chef applies a supplier invoice, fixing a match, at ${viewport.name}`, async ({
    page,
  }, info) => {
    const label = viewport.name;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInWithProKitchen(page, `facturas${viewport.width}`, password);
    await createPasta(page);

    await page.goto('/ingredients');
    await page.getByRole('link', { name: 'Facturas de proveedor' }).click();
    await expect(page).toHaveTitle('Facturas de proveedor - Costeo');
    await expect(page.getByText('Aún no has aplicado ninguna factura')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Facturas de proveedor, empty (${label})`);
    await snapshot(page, info, 'invoices-empty');

    await page.getByRole('button', { name: 'Subir factura' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Subir factura de proveedor' });
    await expect(dialog.getByText('la factura de tu proveedor')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `invoice upload (${label})`);
    await snapshot(page, info, 'invoice-upload');

    await dialog.getByLabel('Archivo de la factura').setInputFiles(FIXTURE);
    await expect(dialog.getByText('A2026-0153')).toBeVisible();
    const oilLine = dialog.getByTestId('invoice-line-1');
    const pastaLine = dialog.getByTestId('invoice-line-2');
    await expect(pastaLine).toContainText('Por nombre');
    await expect(pastaLine).toContainText('Actualiza Macarrones Saco 5 kg');
    await expect(oilLine).toContainText('Sin coincidencia');

    // The sunflower oil goes to the AOVE: its price (and the tortilla's margin) moves.
    await oilLine.getByRole('button', { name: 'Elegir producto para la línea 1' }).click();
    await oilLine.getByRole('combobox', { name: 'Producto para la línea 1' }).fill('AOVE');
    await page.getByRole('option', { name: 'AOVE', exact: true }).click();
    await expect(oilLine).toContainText('Elegido por ti');
    await expect(oilLine).toContainText('Actualiza AOVE');
    await expect(oilLine).toContainText('Cambio de más del 20 %');
    const impact = dialog.getByTestId('margin-impact');
    await expect(impact).toContainText('Tortilla de cebolla');
    await expectNoSeriousA11yViolations(page, `invoice review (${label})`);
    await snapshot(page, info, 'invoice-review');
    await impact.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`invoice-impact-${viewport.width}.png`) });

    await dialog.getByRole('button', { name: 'Aplicar factura' }).click();
    await expect(dialog.getByText('Factura A2026-0153 aplicada')).toBeVisible();
    await expect(dialog).toContainText('2 precios actualizados');
    await expectNoSeriousA11yViolations(page, `invoice applied (${label})`);
    await snapshot(page, info, 'invoice-applied');
    await dialog.getByRole('button', { name: 'Ver la factura' }).click();

    const detail = page.getByRole('dialog', { name: 'Factura A2026-0153' });
    await expect(detail.getByRole('table', { name: 'Líneas de la factura' })).toContainText(
      'Actualizada',
    );
    await expectNoSeriousA11yViolations(page, `invoice detail (${label})`);
    await snapshot(page, info, 'invoice-detail');
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    await expect(page.getByRole('button', { name: /Ver la factura A2026-0153/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Gasto por proveedor' })).toContainText(SUPPLIER);
    await expectNoSeriousA11yViolations(page, `Facturas de proveedor, history (${label})`);
    await snapshot(page, info, 'invoices-history');

    await page.getByRole('link', { name: 'Ingredientes' }).first().click();
    await expect(page).toHaveTitle('Ingredientes - Costeo');
    await expect(page.getByRole('main')).toContainText(/AOVE[^€]*6,84\s€/);
    await snapshot(page, info, 'ingredients-after');
  });
}
