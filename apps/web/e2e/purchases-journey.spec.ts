import { expect, test, type Page } from '@playwright/test';
import { signInWithProKitchen, type KitchenData } from './support/pro-data.ts';
import { bearer } from './support/session.ts';
import { checkBothWidths, DESKTOP, PHONE } from './support/widths.ts';

// Issue 32 journey: a cook on Pro creates a supplier from Proveedores, gives it five products, and
// on a phone types the albarán of a delivery (five lines, one of them at a new price): the review
// shows each line priced and what the eggs' new price does to the tortilla's margin; once saved,
// the supplier's screen shows what was spent. Every screen on the way passes axe, and nothing
// scrolls sideways, at 1280 and at 390 px.

const password = 'albaran-de-la-huerta-2026';
const SUPPLIER = 'Huerta Viva';

/**
 * The kitchen's four products become the supplier's (PATCH, as the product drawer's picker sends
 * it) and a fifth, the potatoes, is bought from it: the albarán's five lines.
 */
async function giveFiveProducts(page: Page, supplierId: number, data: KitchenData) {
  const headers = await bearer(page);
  for (const id of Object.values(data.products)) {
    const patched = await page.request.patch(`/api/ingredient-instances/${String(id)}/`, {
      headers,
      data: { supplier_id: supplierId },
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  const search = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=patata',
    { headers },
  );
  const [potato] = (await search.json()) as { id: number }[];
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: potato?.id,
      name: 'Patata',
      supplier_id: supplierId,
      purchase_quantity: '25',
      purchase_unit: 'kg',
      purchase_price: '21.25',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a cook creates a supplier, types its albarán on a phone, reviews prices and margins, and sees the spend', async ({
  page,
}, info) => {
  await page.setViewportSize(DESKTOP);
  const { data } = await signInWithProKitchen(page, 'albaran', password);

  // Proveedores, from Ingredientes: none yet.
  await page.goto('/ingredients');
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await expect(page).toHaveTitle('Proveedores - Costeo');
  await expect(page.getByText('Añade tu primer proveedor')).toBeVisible();
  await checkBothWidths(page, info, 'suppliers-empty', DESKTOP);

  await page.getByRole('button', { name: 'Nuevo proveedor' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(SUPPLIER);
  await form.getByRole('textbox', { name: 'NIF/CIF' }).fill('B12345674');
  await checkBothWidths(page, info, 'supplier-form', DESKTOP);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const supplierLink = page.getByRole('link', { name: SUPPLIER });
  await expect(supplierLink).toBeVisible();
  await checkBothWidths(page, info, 'suppliers-list', DESKTOP);

  await supplierLink.click();
  await expect(page.getByRole('heading', { level: 1, name: SUPPLIER })).toBeVisible();
  const supplierId = Number(/\/ingredients\/suppliers\/(\d+)$/.exec(page.url())?.[1]);
  await giveFiveProducts(page, supplierId, data);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: SUPPLIER })).toBeVisible();
  await expect(page.getByText('5 productos', { exact: false }).first()).toBeVisible();
  await checkBothWidths(page, info, 'supplier-before', PHONE);

  // On the phone: "Nuevo albarán" from the supplier's screen, the supplier already chosen.
  await page.getByRole('link', { name: 'Nuevo albarán' }).click();
  await expect(page).toHaveTitle('Nuevo albarán - Costeo');
  const products = page.getByRole('list', { name: `Productos de ${SUPPLIER}` });
  await expect(products.getByRole('listitem')).toHaveCount(5);
  await checkBothWidths(page, info, 'delivery-note-new', PHONE);

  await page.getByLabel('Cantidad de Cebolla').fill('2');
  await page.getByLabel('Cantidad de AOVE').fill('1');
  await page.getByLabel('Cantidad de Leche entera').fill('12');
  await page.getByLabel('Unidad de Leche entera').selectOption('l');
  await page.getByLabel('Cantidad de Patata').fill('1');
  await page.getByLabel('Cantidad de Huevos camperos').fill('2');
  await page.getByRole('button', { name: 'Precio nuevo de Huevos camperos' }).click();
  await page.getByLabel('Precio nuevo de 30 ud, sin IVA').fill('5,10');
  await expect(page.getByRole('region', { name: 'Revisar el albarán' })).toContainText('5 líneas');
  await checkBothWidths(page, info, 'delivery-note-typed', PHONE);

  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisar albarán' })).toBeVisible();
  // 2 × 10 kg at 1,20 €/kg, 5 l at 6,00 €/l, 12 l at 0,90 €/l, 25 kg at 0,85 €/kg and 60 eggs at
  // the new 0,17 € (5,10 € the 30): 24,00 + 30,00 + 10,80 + 21,25 + 10,20 = 96,25 €.
  await expect(page.getByTestId('delivery-total')).toHaveText(/96,25\s€/);
  const lines = page.getByRole('list', { name: 'Líneas del albarán' });
  await expect(lines.getByRole('listitem')).toHaveCount(5);
  await expect(lines).toContainText(/Huevos camperos60 ud · 0,15\s€\/ud → 0,17\s€\/ud/);
  await expect(lines).toContainText(/Leche entera12 l · 0,90\s€\/l10,80\s€/);
  await expect(page.getByRole('region', { name: '1 precio cambia' })).toContainText(
    /30 ud: 4,50\s€ → 5,10\s€/,
  );
  const impact = page.getByTestId('margin-impact');
  await expect(impact).toContainText('Tortilla de cebolla');
  await checkBothWidths(page, info, 'delivery-note-review', PHONE);

  await page.getByRole('button', { name: 'Guardar albarán' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Albarán guardado' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/5 líneas por 96,25\s€ sin IVA/);
  await expect(page.getByRole('alert')).toContainText('1 precio actualizado');
  await checkBothWidths(page, info, 'delivery-note-saved', PHONE);

  // The supplier's screen: what was spent this month, and the eggs' new price.
  await page.getByRole('link', { name: `Ver ${SUPPLIER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUPPLIER })).toBeVisible();
  const spend = page.getByRole('region', { name: 'Gasto por mes' });
  await expect(spend).toContainText(/Total 12 meses: 96,25\s€/);
  await expect(page.getByRole('list', { name: 'Productos del proveedor' })).toContainText(
    /Huevos camperos30 ud · 5,10\s€/,
  );
  await checkBothWidths(page, info, 'supplier-after', PHONE);

  // Albaranes, from Ingredientes: the one just saved, with its lines.
  await page.goto('/ingredients');
  await page.getByRole('link', { name: 'Albaranes' }).click();
  await expect(page).toHaveTitle('Albaranes - Costeo');
  await expect(page.getByRole('list', { name: 'Albaranes' })).toContainText(
    /Huerta Viva.*5 líneas.*96,25\s€/,
  );
  await checkBothWidths(page, info, 'delivery-notes-list', PHONE);
  await page.getByRole('button', { name: /^Ver el albarán del .* de Huerta Viva$/ }).click();
  const detail = page.getByRole('dialog', { name: /^Albarán del / });
  await expect(detail.getByRole('list', { name: 'Líneas del albarán' })).toContainText(
    'Huevos camperos',
  );
  await checkBothWidths(page, info, 'delivery-note-detail', PHONE);
});
