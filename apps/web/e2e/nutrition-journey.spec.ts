import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { upgradeToPro } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';

// Issue 21 journey: two products with the supplier's label values, a recipe of 200 g + 300 g in
// 4 raciones; its "Información nutricional" per 100 g and per ración (the numbers), the
// cooked weight entered and saved, the product drawer's values, and the printable label on Pro.

const password = 'etiqueta-nutricional-2026';

/** Values per 100 g: every nutrient 0 unless given (a supplier's label). */
function label(values: Record<string, string>) {
  const keys = [
    'energy_kj',
    'energy_kcal',
    'fat',
    'saturates',
    'carbohydrate',
    'sugars',
    'fibre',
    'protein',
    'salt',
  ];
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? '0']));
}

async function createRecipe(page: Page): Promise<number> {
  const headers = await bearer(page);
  const suggestions = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=harina%20de%20trigo',
    { headers },
  );
  const definition = ((await suggestions.json()) as { id: number }[])[0]?.id;
  const product = async (name: string, values: Record<string, string>) => {
    const response = await page.request.post('/api/ingredient-instances/', {
      headers,
      data: {
        definition,
        name,
        purchase_quantity: '1',
        purchase_unit: 'kg',
        purchase_price: '2.00',
        nutrition_per_100g: label(values),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const lean = await product('Base magra', { fat: '10', energy_kj: '400', energy_kcal: '95' });
  const fatty = await product('Base grasa', {
    fat: '20',
    salt: '2.5',
    energy_kj: '800',
    energy_kcal: '190',
  });
  const recipe = await page.request.post('/api/recipes/', {
    headers,
    data: {
      name: 'Masa de empanada',
      servings: 4,
      lines: [
        { ingredient_instance: lean, quantity: '200', unit: 'g' },
        { ingredient_instance: fatty, quantity: '300', unit: 'g' },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  return ((await recipe.json()) as { id: number }).id;
}

/** The row of a nutrient in the declaration: its per 100 g and per ración cells. */
async function row(page: Page, nutrient: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Información nutricional' });
  const cells = table.getByRole('row', { name: new RegExp(`^${nutrient}`) }).getByRole('cell');
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

test('nutrition: the declaration of a recipe, its cooked weight, the product values and the label', async ({
  page,
}) => {
  await registerAndSignIn(page, 'nutri', password);
  const recipeId = await createRecipe(page);

  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('tab', { name: 'Información nutricional' }).click();
  // 200 g at 10 g fat + 300 g at 20 g fat = 80 g in 500 g: 16 g / 100 g, 20 g per ración;
  // salt 7,5 g in 500 g: 1,5 g / 100 g.
  await expect(page.getByRole('table', { name: 'Información nutricional' })).toBeVisible();
  expect(await row(page, 'Grasas')).toEqual(['16 g', '20 g']);
  expect(await row(page, 'Sal')).toEqual(['1,5 g', '1,9 g']);
  expect(await row(page, 'Valor energético')).toEqual(['640 kJ / 152 kcal', '800 kJ / 190 kcal']);
  await expectNoSeriousA11yViolations(page, 'Detalle de Receta: Información nutricional');

  // Cooked down to 400 g: the same fat in less weight, 20 g / 100 g; per ración unchanged.
  await page.getByRole('textbox', { name: /Peso final de la elaboración/ }).fill('400');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se divide entre 400 g (peso final).')).toBeVisible();
  expect(await row(page, 'Grasas')).toEqual(['20 g', '20 g']);

  // The same screen on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'Información nutricional at 390 px');
  await page.setViewportSize({ width: 1280, height: 860 });

  // The product drawer keeps the label's values as the product's own.
  await page.goto('/ingredients');
  await page.getByRole('button', { name: 'Acciones de Base grasa' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar «Base grasa»' });
  const values = drawer.getByRole('group', { name: 'Información nutricional (por 100 g)' });
  await expect(values.getByRole('textbox', { name: 'Sal (g)' })).toHaveValue('2,5');
  await expect(values.getByRole('textbox', { name: 'Grasas (g)' })).toHaveValue('20');
  await expectNoSeriousA11yViolations(page, 'product drawer: Información nutricional');
  await page.keyboard.press('Escape');

  // On Pro, the printable label from "Exportar".
  await upgradeToPro(page);
  await page.goto(`/recipes/${recipeId}`);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const item = page.getByRole('menuitem', { name: /Etiqueta nutricional \(PDF\)/ });
  await expect(item).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^etiqueta-masa-de-empanada-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
