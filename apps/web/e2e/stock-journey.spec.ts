import { expect, test, type Page } from '@playwright/test';
import { signInWithProKitchen } from './support/pro-data.ts';
import { bearer } from './support/session.ts';
import { checkBothWidths, PHONE } from './support/widths.ts';

// Issue 34 journey: a cook on Pro opens Inventario from Ingredientes, creates an area, places the
// kitchen's products and its elaboración on the shelves, starts a count and fills the sheet with
// no connection: ten entries typed offline, the page reloaded offline (the service worker serves
// the shell, IndexedDB keeps the sheet and the entries), then online — the server holds exactly
// ten entries, and syncing again changes nothing. axe and no sideways scroll at 1280 and 390 px.
// On the shelves, a par level (issue 37) typed in purchase formats.

const password = 'inventario-sin-cobertura-2026';

async function serverEntries(page: Page, countId: number): Promise<string[]> {
  const response = await page.request.get(`/api/stock-counts/${String(countId)}/`, {
    headers: await bearer(page),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { entries: { client_id: string }[] };
  return body.entries.map((entry) => entry.client_id).sort();
}

// The offline sheet needs the app's service worker (the config blocks it for other journeys).
test.use({ serviceWorkers: 'allow' });

test('an area, its shelves and a count filled offline reach the server once', async ({
  page,
  context,
}, info) => {
  const { data } = await signInWithProKitchen(page, 'inventario', password);

  await page.goto('/ingredients');
  await page.getByRole('link', { name: 'Inventario' }).click();
  await expect(page).toHaveTitle('Inventario - Costeo');
  await page.getByRole('tab', { name: 'Zonas' }).click();
  await page.getByRole('textbox', { name: 'Nueva zona' }).fill('Cámara');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cámara' })).toBeVisible();

  // The shelves in walking order: the four products and the elaboración.
  const areas = (await (
    await page.request.get('/api/storage-areas/', { headers: await bearer(page) })
  ).json()) as { id: number; name: string }[] | { results: { id: number; name: string }[] };
  const list = Array.isArray(areas) ? areas : areas.results;
  const camara = list.find((area) => area.name === 'Cámara');
  expect(camara).toBeDefined();
  const placed = await page.request.put(`/api/storage-areas/${String(camara?.id)}/items/`, {
    headers: await bearer(page),
    data: {
      items: [
        ...Object.values(data.products).map((id) => ({ ingredient_instance: id })),
        { recipe: data.sofrito.id },
      ],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Zonas' }).click();
  await page.getByRole('button', { name: 'Ver estantes' }).click();
  await expect(page.getByRole('list', { name: 'Estantes' }).getByRole('listitem')).toHaveCount(5);
  await page
    .getByRole('list', { name: 'Estantes' })
    .getByRole('button', { name: /^Bajar / })
    .first()
    .click();
  // Issue 37: the AOVE's par level, in purchase formats, read back with what they hold.
  const shelves = page.getByRole('list', { name: 'Estantes' });
  await shelves.getByRole('button', { name: 'Fijar nivel par · AOVE' }).click();
  const parForm = page.getByRole('form', { name: 'Nivel par de AOVE' });
  await parForm.getByRole('textbox', { name: 'Cantidad' }).fill('2');
  await parForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    shelves.getByRole('button', { name: /^Nivel par: 2 formatos \(.+\) · AOVE$/ }),
  ).toBeVisible();
  await checkBothWidths(page, info, 'inventario-zonas');

  // A new count goes to its sheet.
  await page.getByRole('tab', { name: 'Recuentos' }).click();
  await page.getByRole('button', { name: 'Nuevo recuento' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo recuento' })).toBeVisible();
  await checkBothWidths(page, info, 'nuevo-recuento');
  await page.getByRole('button', { name: 'Empezar recuento' }).click();
  await expect(page).toHaveURL(/\/ingredients\/inventory\/counts\/\d+$/);
  const countId = Number(/counts\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('sync-status')).toHaveText('Todo enviado');
  await checkBothWidths(page, info, 'hoja-de-recuento');

  // The service worker of the build controls the page (its shell is precached).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByTestId('sync-status')).toHaveText('Todo enviado');

  await page.setViewportSize(PHONE);
  await context.setOffline(true);
  for (let typed = 1; typed <= 10; typed += 1) {
    const card = page.getByRole('region', { name: /^Contar / });
    await card.getByRole('textbox').last().fill(String(typed));
    await card.getByRole('button', { name: 'Anotar y siguiente' }).click();
    await expect(page.getByTestId('sync-status')).toHaveText(
      typed === 1
        ? '1 entrada pendiente de enviar'
        : `${String(typed)} entradas pendientes de enviar`,
    );
  }
  await expect(page.getByText(/Sin conexión/)).toBeVisible();

  // Reloaded with no connection: the shell from the service worker, the sheet and the entries from
  // IndexedDB.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Recuento del/ })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText('10 entradas pendientes de enviar');
  await expect(
    page.getByRole('list', { name: 'Hoja de recuento' }).getByRole('listitem'),
  ).toHaveCount(5);

  // Online again, the first send reaches the server but its answer is lost (the connection drops
  // on the way back): the phone keeps the ten entries waiting, though the server holds them.
  const entriesUrl = `**/api/stock-counts/${String(countId)}/entries/`;
  let posts = 0;
  await context.route(entriesUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts > 1) return route.fallback();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => posts).toBe(1);
  await expect(page.getByTestId('sync-status')).toHaveText('10 entradas pendientes de enviar');
  expect(await serverEntries(page, countId)).toHaveLength(10);

  // The phone sends the same ten again when it next syncs: the server still holds exactly ten.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveText('Todo enviado');
  expect(posts).toBe(2);
  await context.unroute(entriesUrl);
  const sent = await serverEntries(page, countId);
  expect(sent).toHaveLength(10);

  // Syncing again (a reload sends what waits, and the online event) changes nothing.
  await page.reload();
  await expect(page.getByTestId('sync-status')).toHaveText('Todo enviado');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveText('Todo enviado');
  expect(await serverEntries(page, countId)).toEqual(sent);

  // The count in Inventario's list, with its ten entries.
  await page.getByRole('link', { name: 'Inventario' }).click();
  await expect(page).toHaveTitle('Inventario - Costeo');
  await page.getByRole('tab', { name: 'Recuentos' }).click();
  await expect(page.getByText(/· 10 entradas/)).toBeVisible();
  await checkBothWidths(page, info, 'recuentos');
});
