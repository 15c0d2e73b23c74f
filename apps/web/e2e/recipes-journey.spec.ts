import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { signInWithProKitchen } from './support/pro-data.ts';

// Issue 8 journey: a cook creates a recipe, adds three lines through search_for_recipe, watches
// the cost change as a quantity changes (the domain engine, live in the browser), sets a PVP,
// sees margin and food cost against the 30 % target, saves and opens the cost analysis.

const password = 'salmorejo-cordobes';

/** Creates a product from the first catalog entry matching `search`, through the API. */
async function createProduct(page: Page, search: string, product: Record<string, string | number>) {
  const headers = await bearer(page);
  const suggestions = await page.request.get(
    `/api/ingredient-definitions/search_suggestions/?q=${encodeURIComponent(search)}`,
    { headers },
  );
  const [definition] = (await suggestions.json()) as { id: number; name: string }[];
  expect(definition, `a catalog entry for ${search}`).toBeDefined();
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: { definition: definition?.id, ...product },
  });
  expect(created.status()).toBe(201);
}

/** The value under a label of the "Margen y food cost" panel ("0,68 €"). */
function figure(panel: Locator, label: string): Locator {
  return panel.locator(`p:text-is("${label}") + p`);
}

async function addProduct(page: Page, search: string, option: RegExp, quantity: string) {
  const picker = page.getByRole('combobox', { name: 'Añadir ingrediente' });
  await picker.click();
  await picker.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  const line = page.getByRole('listitem', {
    name: new RegExp(`^Línea \\d+: ${option.source.replace(/^\^/, '')}`),
  });
  await line.getByRole('textbox', { name: /^Cantidad neta de / }).fill(quantity);
  return line;
}

test('a cook builds a recipe, watches its cost live, sets a PVP and opens the analysis', async ({
  page,
}) => {
  await registerAndSignIn(page, 'receta', password);

  // The products the recipe will use (issue 4's onion: 10 kg for 12 €, merma 20 %).
  await createProduct(page, 'cebolla', {
    name: 'Cebolla',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.00',
    waste_pct: '20',
  });
  await createProduct(page, 'aceite de oliva', {
    name: 'AOVE',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.00',
    waste_pct: '0',
  });
  await createProduct(page, 'huevo', {
    name: 'Huevos camperos',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '4.50',
    waste_pct: '0',
  });

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Recetas' })
    .click();
  await expect(page).toHaveTitle('Recetas - Costeo');
  await expect(page.getByRole('heading', { name: 'Crea tu primera receta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipes, empty');

  // Create: name and raciones, then the editor opens.
  await page.getByRole('button', { name: 'Nueva receta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva receta' });
  await dialog.getByRole('textbox', { name: /Nombre/ }).fill('Tortilla de cebolla');
  await dialog.getByRole('textbox', { name: /Raciones/ }).fill('4');
  await expectNoSeriousA11yViolations(page, 'new recipe modal');
  await dialog.getByRole('button', { name: 'Crear y añadir ingredientes' }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page).toHaveTitle('Detalle de Receta - Costeo');
  await expect(page.getByRole('heading', { level: 1, name: 'Tortilla de cebolla' })).toBeVisible();

  // Three lines; each is costed as soon as its quantity is typed. New lines start in g, ml or ud
  // (issue 16: a kitchen weighs grams whatever the sack), so 1 kg of onion is typed 1000.
  const onion = await addProduct(page, 'ceb', /^Cebolla/, '1000');
  // The gross 1 250 g read as a cook reads it (issue 31).
  await expect(onion).toContainText(/1,25\skg/);
  await expect(onion).toContainText(/1,50\s€/);
  const oil = await addProduct(page, 'aove', /^AOVE/, '100');
  await expect(oil).toContainText(/0,60\s€/);
  const eggs = await addProduct(page, 'huevos', /^Huevos camperos/, '4');
  await expect(eggs).toContainText(/0,60\s€/);

  const panel = page.getByRole('region', { name: 'Margen y food cost' });
  await expect(figure(panel, 'Coste total')).toHaveText(/^2,70\s€$/);
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^0,68\s€$/);
  await expect(page.getByRole('status')).toHaveText('Cambios sin guardar');
  await expectNoSeriousA11yViolations(page, 'recipe editor with three lines');

  // The cost follows the quantity as it is typed.
  await onion.getByRole('textbox', { name: 'Cantidad neta de Cebolla' }).fill('2000');
  await expect(onion).toContainText(/2,5\skg/);
  await expect(onion).toContainText(/3,00\s€/);
  await expect(figure(panel, 'Coste total')).toHaveText(/^4,20\s€$/);
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^1,05\s€$/);
  await expect(panel.getByText('Sin PVP', { exact: true })).toBeVisible();

  // A PVP: margin and food cost against the 30 % target (10 % IVA from the profile).
  await page.getByRole('textbox', { name: /PVP \(IVA incluido\)/ }).fill('8,80');
  await expect(figure(panel, 'Food cost (%)')).toHaveText(/^13,13\s%$/);
  await expect(figure(panel, 'Margen bruto (%)')).toHaveText(/^86,88\s%$/);
  await expect(figure(panel, 'Margen bruto por ración')).toHaveText(/^6,95\s€$/);
  await expect(figure(panel, 'Precio sugerido')).toHaveText(/^3,85\s€$/);
  await expect(panel.getByText(/Dentro del objetivo/)).toBeVisible();
  await expect(panel.getByText('Rentable', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Todo guardado');

  // The server's figures are the editor's: reload and read them back.
  await page.reload();
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^1,05\s€$/);
  await expect(figure(panel, 'Food cost (%)')).toHaveText(/^13,13\s%$/);

  // The cost analysis: the escandallo table and the share chart.
  await page.getByRole('tab', { name: 'Análisis de costes' }).click();
  const table = page.getByRole('table', { name: 'Escandallo' });
  await expect(table).toBeVisible();
  const onionRow = table.getByRole('row').filter({ hasText: 'Cebolla' });
  // 2 000 g net, 2 500 g gross, read in kg with the price per kg (issue 31).
  await expect(onionRow).toContainText(/2\skg\s*2,5\skg\s*1,20\s€\/kg/);
  // Every percentage has two decimals (issue 16).
  await expect(onionRow).toContainText(/71,43\s%/);
  await expect(table).toContainText(/Coste por ración\s*1,05\s€/);
  await expect(page.getByRole('img', { name: 'Reparto del coste por línea' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cost analysis');
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipe actions menu');
  await page.keyboard.press('Escape');

  // Back in Recetas: the row with its figures and badge.
  await page.getByRole('link', { name: 'Volver a Recetas' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Tortilla de cebolla' });
  await expect(row).toContainText(/1,05\s€/);
  await expect(row).toContainText(/13,13\s%/);
  await expect(row.getByText('Rentable')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'recipes table');

  // Phone width: cards instead of the table, the editor in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Tortilla de cebolla' });
  await expect(card).toContainText(/Food cost \(%\)\s*13,13\s%/);
  await expectNoSeriousA11yViolations(page, 'recipes cards (390 px)');
  await card.getByRole('link', { name: 'Tortilla de cebolla' }).click();
  await expect(figure(panel, 'Coste por ración')).toHaveText(/^1,05\s€$/);
  await expectNoSeriousA11yViolations(page, 'recipe editor (390 px)');
});

test('on a Pro account with a kitchen, a recipe using an elaboración and its pickers pass axe at 1280 and 390 px', async ({
  page,
}) => {
  const { data } = await signInWithProKitchen(page, 'recetapro', password);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/recipes/${data.crema.id}`);
    await expect(page.getByRole('heading', { level: 1, name: data.crema.name })).toBeVisible();
    const line = page.getByRole('listitem', { name: `Línea 1: ${data.sofrito.name}` });
    await expect(
      line.getByRole('textbox', { name: `Cantidad neta de ${data.sofrito.name}` }),
    ).toHaveValue('500');
    await expect(
      page
        .getByRole('region', { name: 'Margen y food cost' })
        .getByText('Sin PVP', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `recipe with an elaboración line (${width} px)`);

    // The elaboración picker lists the business's elaboraciones.
    await page.getByRole('combobox', { name: 'Añadir elaboración' }).click();
    await expect(page.getByRole('option', { name: data.sofrito.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `elaboración picker (${width} px)`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: data.sofrito.name })).toBeHidden();
  }
});
