import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { signInWithProKitchen } from './support/pro-data.ts';

// Issue 9 journey: a cook defines an extra cost on Costos Extra, attaches it to a recipe in
// Detalle de Receta, sees the recipe's cost and margin change and the history row, and finds the
// definition counted as used.

const password = 'salmorejo-cordobes';

/** A recipe of 4 raciones with 2 kg of onion (10 kg for 12 €, merma 20 %: 3,00 €), PVP 8,80 €. */
async function createRecipe(page: Page): Promise<number> {
  const headers = await bearer(page);
  const suggestions = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    { headers },
  );
  const [definition] = (await suggestions.json()) as { id: number }[];
  const product = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: definition?.id,
      name: 'Cebolla',
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '12.00',
      waste_pct: '20',
    },
  });
  expect(product.status()).toBe(201);
  const { id: productId } = (await product.json()) as { id: number };
  const recipe = await page.request.post('/api/recipes/', {
    headers,
    data: {
      name: 'Sopa de cebolla',
      servings: 4,
      sale_price: '8.80',
      sale_vat_pct: '10',
      lines: [{ ingredient_instance: productId, quantity: '2', unit: 'kg' }],
    },
  });
  expect(recipe.status()).toBe(201);
  return ((await recipe.json()) as { id: number }).id;
}

/** The value under a label of the "Margen y food cost" panel ("0,68 €"). */
function figure(panel: Locator, label: string): Locator {
  return panel.locator(`p:text-is("${label}") + p`);
}

test('a cook defines an extra cost, attaches it to a recipe and sees its cost, margin and history change', async ({
  page,
}) => {
  const username = await registerAndSignIn(page, 'extras', password);
  const recipeId = await createRecipe(page);

  // Costos Extra: empty, with the three types explained.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Costos Extra' })
    .click();
  await expect(page).toHaveTitle('Costos Extra - Costeo');
  await expect(page.getByRole('heading', { name: 'Añade tu primer coste extra' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tipos de coste extra' })).toContainText(
    '4,00 € de mano de obra por tanda',
  );
  await expectNoSeriousA11yViolations(page, 'extra costs, empty');

  // Create "Mano de obra", 1,00 € per batch.
  await page.getByRole('button', { name: 'Nuevo coste extra' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo coste extra' });
  await dialog.getByRole('button', { name: 'Crear coste extra' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Nombre/ }).fill('Mano de obra');
  await dialog.getByRole('radio', { name: /Fijo por elaboración/ }).check();
  await dialog.getByRole('textbox', { name: /Importe/ }).fill('1,00');
  await expectNoSeriousA11yViolations(page, 'new extra cost modal');
  await dialog.getByRole('button', { name: 'Crear coste extra' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Mano de obra' });
  await expect(row).toContainText('Fijo por elaboración');
  await expect(row).toContainText(/1,00\s€/);
  await expect(row).toContainText('Sin recetas');
  await expectNoSeriousA11yViolations(page, 'extra costs table');

  // Detalle de Receta: 3,00 € of ingredients, 0,75 € per serving, margin 7,25 € (net 8,00 €).
  await page.goto(`/recipes/${recipeId}`);
  const panel = page.getByRole('region', { name: 'Margen y food cost' });
  await expect(figure(panel, 'Coste total')).toHaveText(/^3,00\s€$/);
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^0,75\s€$/);
  await expect(figure(panel, 'Margen bruto por ración')).toHaveText(/^7,25\s€$/);
  const section = page.getByRole('region', { name: 'Costes extra' });
  await expect(section).toContainText('Esta receta no suma costes extra.');

  await section.getByRole('combobox', { name: 'Añadir coste extra' }).click();
  await page.getByRole('option', { name: /^Mano de obra · 1,00\s€$/ }).click();
  await expectNoSeriousA11yViolations(page, 'recipe extra costs section');
  await section.getByRole('button', { name: 'Añadir' }).click();
  const attached = section.getByRole('listitem').filter({ hasText: 'Mano de obra' });
  await expect(attached).toContainText(/Fijo por elaboración · 1,00\s€/);
  await expect(attached.getByLabel('Coste de Mano de obra')).toHaveText(/^1,00\s€$/);

  // The recipe's figures follow: 4,00 € per batch, 1,00 € per serving, margin 7,00 €.
  await expect(figure(panel, 'Coste total')).toHaveText(/^4,00\s€$/);
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^1,00\s€$/);
  await expect(figure(panel, 'Margen bruto por ración')).toHaveText(/^7,00\s€$/);
  await expect(figure(panel, 'Food cost (%)')).toHaveText(/^12,50\s%$/);

  // The history row.
  await section.getByRole('button', { name: 'Historial de costes extra' }).click();
  const history = section.getByRole('list', { name: 'Historial de costes extra' });
  await expect(history.getByRole('listitem').first()).toContainText('Añadido «Mano de obra» (1)');
  await expect(history.getByRole('listitem').first()).toContainText(username);
  await expectNoSeriousA11yViolations(page, 'recipe extra costs with history');

  // The remove confirmation.
  await section.getByRole('button', { name: 'Quitar Mano de obra' }).click();
  const remove = page.getByRole('dialog', { name: '¿Quitar «Mano de obra» de la receta?' });
  await expect(remove).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'remove extra cost modal');
  await remove.getByRole('button', { name: 'Cancelar' }).click();
  await expect(remove).toBeHidden();

  // Back on Costos Extra: used by 1 recipe; deleting it names the recipe.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Costos Extra' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Mano de obra' })).toContainText('1 receta');
  await page.getByRole('button', { name: 'Acciones de Mano de obra' }).click();
  await expectNoSeriousA11yViolations(page, 'extra cost actions menu');
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const deletion = page.getByRole('dialog', { name: '¿Eliminar «Mano de obra»?' });
  await deletion.getByRole('button', { name: 'Eliminar' }).click();
  await expect(deletion).toContainText('«Mano de obra» se usa en 1 receta:');
  await expect(deletion).toContainText('Sopa de cebolla');
  await expectNoSeriousA11yViolations(page, 'delete extra cost in use');
  await deletion.getByRole('button', { name: 'Cancelar' }).click();

  // Phone width: cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Mano de obra' });
  await expect(card).toContainText(/1,00\s€/);
  await expect(card).toContainText('1 receta');
  await expectNoSeriousA11yViolations(page, 'extra costs cards (390 px)');
  await page.goto(`/recipes/${recipeId}`);
  await expect(
    page.getByRole('region', { name: 'Costes extra' }).getByRole('listitem').first(),
  ).toContainText('Mano de obra');
  await expectNoSeriousA11yViolations(page, 'recipe extra costs (390 px)');
});

test('on a Pro account with a kitchen, Costos Extra and a recipe’s extra costs pass axe at 1280 and 390 px', async ({
  page,
}) => {
  const { data } = await signInWithProKitchen(page, 'extraspro', password);
  const name = data.extraCost.name;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/extra-costs');
    await expect(page).toHaveTitle('Costos Extra - Costeo');
    const definition = page.getByRole(width === 390 ? 'listitem' : 'row').filter({ hasText: name });
    await expect(definition).toContainText('Por ración');
    await expect(definition).toContainText('1 receta');
    await expectNoSeriousA11yViolations(page, `extra costs with a used definition (${width} px)`);
    await page.getByRole('button', { name: `Acciones de ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `extra cost actions menu on Pro (${width} px)`);
    await page.keyboard.press('Escape');

    await page.goto(`/recipes/${data.tortilla.id}`);
    const section = page.getByRole('region', { name: 'Costes extra' });
    await expect(section.getByLabel(`Coste de ${name}`)).toBeVisible();
    await section.getByRole('button', { name: 'Historial de costes extra' }).click();
    const history = section.getByRole('list', { name: 'Historial de costes extra' });
    await expect(history.getByRole('listitem').first()).toContainText(`Añadido «${name}»`);
    await expectNoSeriousA11yViolations(page, `recipe extra costs on Pro (${width} px)`);
  }
});
