import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bearer, registerAndSignIn } from './support/session.ts';

// Issue 11 journey: a cook imports a supplier's CSV price list (semicolons, decimal commas): the
// columns are suggested, the dry run shows what would change, applying updates the onion's price
// and adds the new products; the rows it cannot read are reported by number.

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/precios-garcia.csv',
);
const SUPPLIER = 'Frutas y Verduras Hnos. García';
const password = 'pisto-manchego-2026';

test('a cook imports a supplier price list and sees the new price in Ingredientes', async ({
  page,
}) => {
  await registerAndSignIn(page, 'importa', password);

  // The onion the list will reprice: 10 kg at 12,00 € from the same supplier.
  const headers = await bearer(page);
  const search = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    { headers },
  );
  const [onion] = (await search.json()) as { id: number }[];
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: onion?.id,
      name: 'Cebolla',
      supplier: SUPPLIER,
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.00',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/ingredients');
  await page.getByRole('button', { name: 'Importar precios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar precios' });
  await expect(dialog.getByText('Arrastra aquí la lista de precios')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import wizard, upload');

  await dialog.getByLabel('Archivo de precios').setInputFiles(FIXTURE);
  const firstRows = dialog.getByRole('table', { name: 'Primeras filas del archivo' });
  await expect(firstRows).toContainText('Cebolla');
  await expect(dialog.getByRole('combobox', { name: 'Precio (sin IVA)' })).toHaveValue(
    'Columna F · Precio',
  );
  await expectNoSeriousA11yViolations(page, 'import wizard, columns');

  await dialog.getByRole('button', { name: 'Revisar' }).click();
  const summary = dialog.getByRole('group', { name: 'Resumen de la importación' });
  await expect(summary).toContainText('1 a actualizar');
  await expect(summary).toContainText('7 nuevos');
  await expect(summary).toContainText('2 con errores');
  await expect(dialog.getByText('Precio no válido: «14,5O» no es un número.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import wizard, review');

  await dialog.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(dialog.getByText('Importación aplicada')).toBeVisible();
  await expect(dialog.getByText(/Fila 10 \(Apio\): Unidad desconocida/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import wizard, result');
  await dialog.getByRole('button', { name: 'Ver ingredientes' }).click();
  await expect(dialog).toBeHidden();

  const onionRow = page.getByRole('row').filter({ hasText: 'Cebolla' });
  await expect(onionRow).toContainText(/13,50\s€/);
  await expect(page.getByRole('row').filter({ hasText: 'Puerro' })).toContainText(/2,10\s€/);
  await expect(page.getByText('8 ingredientes')).toBeVisible();
});
