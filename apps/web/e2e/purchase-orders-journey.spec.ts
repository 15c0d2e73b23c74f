import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/axe.ts';
import { createMenus, signInWithProKitchen } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { checkBothWidths, DESKTOP, PHONE } from './support/widths.ts';

// Issue 37 journey: a cook on Pro whose supplier delivers every day opens Pedidos from
// Ingredientes, sees tomorrow's suggested order from the par levels of the Cámara, creates the
// draft, opens it, sends it by e-mail (confirmed), sees «Enviado» and marks it received. axe and
// no sideways scroll at 1280 and 390 px on every step.
//
// Hand-computed suggestion (never counted: expected stock 0, no event until the next delivery):
//   AOVE, formato de 5 l at 30,00 €: par 10 l → 10 000 ml / 5 000 = 2 formatos, 60,00 €.
//   Huevos camperos, 30 ud at 4,50 €: par 60 ud → 2 formatos, 9,00 €.
//   Total 69,00 €.

const password = 'pedidos-para-manana-2026';

async function api(page: Page, method: 'post' | 'put' | 'patch', url: string, data: object) {
  const response = await page.request[method](url, { headers: await bearer(page), data });
  expect(response.ok(), `${method.toUpperCase()} ${url} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('tomorrow’s suggested order becomes a draft, is e-mailed and received', async ({
  page,
}, info) => {
  const { data } = await signInWithProKitchen(page, 'pedidos', password);
  await createMenus(page, data);

  // A supplier delivering every day (no days set), with an e-mail; the AOVE and the eggs are its.
  const supplier = await api(page, 'post', '/api/suppliers/', {
    name: 'Distribuciones Sierra',
    email: 'pedidos@sierra.test',
    phone: '600 11 22 33',
    delivery_days: [],
  });
  for (const product of [data.products.oil, data.products.eggs]) {
    await api(page, 'patch', `/api/ingredient-instances/${String(product)}/`, {
      supplier_id: supplier.id,
    });
  }
  // Their par levels on the Cámara's shelves: 10 l of AOVE and 60 eggs.
  const area = await api(page, 'post', '/api/storage-areas/', { name: 'Cámara' });
  const placed = await api(page, 'put', `/api/storage-areas/${String(area.id)}/items/`, {
    items: [
      { ingredient_instance: data.products.oil },
      { ingredient_instance: data.products.eggs },
    ],
  });
  const items = placed.items as { id: number; ingredient_instance: number }[];
  const par = { [data.products.oil]: { quantity: '10', unit: 'l' } } as Record<
    number,
    { quantity: string; unit: string }
  >;
  par[data.products.eggs] = { quantity: '60', unit: 'ud' };
  for (const item of items) {
    await api(page, 'patch', `/api/storage-areas/${String(area.id)}/items/${String(item.id)}/`, {
      par_level: par[item.ingredient_instance],
    });
  }

  // Pedidos from Ingredientes' header: tomorrow's suggestion.
  await page.goto('/ingredients');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'Ingredientes with Pedidos (390 px)');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page).toHaveTitle('Pedidos - Costeo');
  const card = page.getByRole('region', { name: 'Distribuciones Sierra' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Sugerido: 2 formatos de 5 l/)).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Formatos a pedir · AOVE' })).toHaveValue('2');
  await expect(
    card.getByRole('textbox', { name: 'Formatos a pedir · Huevos camperos' }),
  ).toHaveValue('2');
  await expect(card.getByText('69,00 €')).toBeVisible();
  // The events are offered first in the picker.
  await page.getByRole('combobox', { name: 'Eventos y menús a incluir' }).click();
  await expect(page.getByRole('option', { name: /Comunión de Martina/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await checkBothWidths(page, info, 'pedido-sugerido');

  // One more tray of eggs: 3 × 4,50 = 13,50; total 73,50 €.
  await card.getByRole('textbox', { name: 'Formatos a pedir · Huevos camperos' }).fill('3');
  await expect(card.getByText('73,50 €')).toBeVisible();
  await card.getByRole('button', { name: 'Crear borrador · Distribuciones Sierra' }).click();

  // The draft opens over the orders' list.
  const dialog = page.getByRole('dialog', { name: /^Pedido PED-\d{4}-\d{4}$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Borrador', { exact: true })).toBeVisible();
  await expect(dialog.getByText('73,50 €')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem'),
  ).toHaveCount(2);
  await checkBothWidths(page, info, 'pedido-borrador');

  // Its PDF, through the export download.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // Sent by e-mail, once confirmed.
  await dialog.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(dialog.getByText(/Se enviará a pedidos@sierra\.test/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Enviado el .+ por correo$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar por correo' })).toHaveCount(0);
  await checkBothWidths(page, info, 'pedido-enviado');

  // Received.
  await dialog.getByRole('button', { name: 'Marcar como recibido' }).click();
  await expect(dialog.getByText('Recibido', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The list says so, at both widths.
  await page.setViewportSize(PHONE);
  const phoneList = page.getByRole('list', { name: 'Pedidos' });
  await expect(phoneList.getByRole('listitem')).toHaveCount(1);
  await expect(phoneList.getByText('Recibido')).toBeVisible();
  await page.setViewportSize(DESKTOP);
  const table = page.getByRole('table', { name: 'Pedidos' });
  await expect(
    table.getByRole('row', { name: /Distribuciones Sierra.*Recibido.*73,50 €/ }),
  ).toBeVisible();
  await checkBothWidths(page, info, 'pedidos-lista');

  // A second draft, sent on WhatsApp: the chat opens (window.open, recorded here) with the link the
  // server answers (the supplier's 9 digits with Spain's 34), and the order is sent.
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url ?? ''));
      return null;
    };
  });
  await page.getByRole('tab', { name: 'Pedido sugerido' }).click();
  await card.getByRole('button', { name: 'Crear borrador · Distribuciones Sierra' }).click();
  await expect(dialog.getByText('Borrador', { exact: true })).toBeVisible();
  // Without an e-mail now, the server's sentence says why it cannot go by mail.
  await api(page, 'patch', `/api/suppliers/${String(supplier.id)}/`, { email: '' });
  await dialog.getByRole('button', { name: 'Enviar por correo' }).click();
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '«Distribuciones Sierra» no tiene correo electrónico: añádelo en su ficha o envía el pedido por WhatsApp.',
  );
  await expect(dialog.getByText('Borrador', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(dialog.getByText(/^Enviado el .+ por WhatsApp$/)).toBeVisible();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened.filter((url) => url !== '')).toEqual([
    expect.stringMatching(/^https:\/\/wa\.me\/34600112233\?text=/),
  ]);
});

test('on Gratuito, Pedidos shows its orders and the upgrade for the suggestion', async ({
  page,
}, info) => {
  await registerAndSignIn(page, 'pedidosgratis', password);
  await page.goto('/ingredients/orders');
  await expect(page).toHaveTitle('Pedidos - Costeo');
  // The suggestion is Pro's: what it does and the upgrade.
  await expect(
    page.getByRole('heading', { name: 'Pedidos sugeridos, en Pro y Business' }),
  ).toBeVisible();
  await checkBothWidths(page, info, 'pedidos-gratuito');
  await page.getByRole('button', { name: 'Mejorar plan' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Los pedidos a proveedores están disponibles en los planes Pro y Business.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Its orders stay readable: none yet.
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(page.getByText('Aún no has hecho ningún pedido')).toBeVisible();
  await checkBothWidths(page, info, 'pedidos-gratuito-lista');
});
