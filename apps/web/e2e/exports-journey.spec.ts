import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bearer, registerAndSignIn } from './support/session.ts';

// Issue 11 journey: on Gratuito "Exportar" is locked and opens the upgrade modal with SPEC.md §5's
// message; after upgrading to Pro the cook downloads the ficha técnica of a recipe for the
// servings on screen and the allergen matrix, and the month's usage counts both.

const password = 'ficha-tecnica-2026';

/** A recipe of 4 raciones: 1 kg of onion (10 kg for 12 €, merma 20 %) and 200 ml of milk. */
async function createRecipe(page: Page): Promise<number> {
  const headers = await bearer(page);
  const definition = async (q: string) => {
    const response = await page.request.get(
      `/api/ingredient-definitions/search_suggestions/?q=${encodeURIComponent(q)}`,
      { headers },
    );
    return ((await response.json()) as { id: number }[])[0]?.id;
  };
  const product = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/ingredient-instances/', { headers, data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const onion = await product({
    definition: await definition('cebolla'),
    name: 'Cebolla',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.00',
    waste_pct: '20',
  });
  const milk = await product({
    definition: await definition('leche entera'),
    name: 'Leche entera',
    purchase_quantity: '1',
    purchase_unit: 'l',
    purchase_price: '0.90',
  });
  const recipe = await page.request.post('/api/recipes/', {
    headers,
    data: {
      name: 'Crema de cebolla',
      category: 'Entrantes',
      servings: 4,
      sale_price: '8.80',
      lines: [
        { ingredient_instance: onion, quantity: '1', unit: 'kg' },
        { ingredient_instance: milk, quantity: '200', unit: 'ml' },
      ],
    },
  });
  expect(recipe.status()).toBe(201);
  return ((await recipe.json()) as { id: number }).id;
}

test('exports: locked on Gratuito, then the ficha técnica and the allergen matrix on Pro', async ({
  page,
}) => {
  await registerAndSignIn(page, 'fichas', password);
  const recipeId = await createRecipe(page);

  // Gratuito: the action is there, locked; it explains and offers the upgrade.
  await page.goto('/recipes');
  const locked = page.getByRole('button', { name: 'Exportar (requiere un plan Pro o superior)' });
  await locked.click();
  const modal = page.getByRole('dialog', { name: 'Gestionar Suscripción' });
  await expect(
    modal.getByText('Esta funcionalidad requiere un plan Pro o superior.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Recetas: upgrade modal from Exportar');
  await modal.getByRole('button', { name: /Cambiar a Pro/ }).click();
  await expect(page.getByText('Tu plan ahora es Pro')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Pro: the recipe's ficha técnica for 8 raciones.
  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('tab', { name: 'Análisis de costes' }).click();
  const servings = page.getByRole('textbox', { name: 'Ver para (raciones)' });
  await servings.fill('8');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const pdfItem = page.getByRole('menuitem', { name: /Ficha técnica \(PDF\)/ });
  await expect(pdfItem).toContainText('Escandallo para 8 raciones');
  await expectNoSeriousA11yViolations(page, 'Detalle de Receta: Exportar menu');
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfItem.click()]);
  expect(pdf.suggestedFilename()).toMatch(
    /^ficha-tecnica-crema-de-cebolla-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Recetas: the allergen matrix, from the keyboard.
  await page.goto('/recipes');
  const exportButton = page.getByRole('button', { name: 'Exportar' });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  const matrix = page.getByRole('menuitem', { name: /Matriz de alérgenos \(PDF\)/ });
  await expect(matrix).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Recetas: Exportar menu');
  const [allergens] = await Promise.all([page.waitForEvent('download'), matrix.click()]);
  expect(allergens.suggestedFilename()).toMatch(/^matriz-alergenos-[\d-]+\.pdf$/);

  // Both count in this month's usage.
  const now = new Date();
  const usage = await page.request.get(
    `/api/usage/monthly/?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
    { headers: await bearer(page) },
  );
  expect(((await usage.json()) as { exports: number }).exports).toBe(2);
});
