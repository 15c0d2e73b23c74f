import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { pdfText } from './support/pdf-text.ts';
import { createKitchenData } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { checkBothWidths, PHONE } from './support/widths.ts';

// Issue 35 journey, on a 390 px phone and on Gratuito (the law asks every food business, so the
// log needs no upgrade): a cook opens «Mermas y desperdicio» from Ingredientes, records 2 kg of
// cebolla gone off (bought at 12,00 € the 10 kg sack: 1,20 €/kg, its 20 % merma does not inflate
// waste: 2,40 €) and 2 raciones of the tortilla left over, sees each valued; loses the signal,
// records one more («Pendiente de enviar», kept through a reload), gets the signal back and sees
// it sent once; then the reports; then the prevention plan drawn from that log: a measure picked,
// the plan saved and its PDF downloaded and read. axe and no sideways scroll at 390 and 1280 px on
// each state (the plan's screens: waste-plan-journey.spec.ts).

const password = 'mermas-en-la-camara-2026';

async function serverEntries(page: Page) {
  const response = await page.request.get('/api/waste/?page_size=100', {
    headers: await bearer(page),
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      results: {
        client_id: string;
        name: string;
        quantity: string;
        unit: string;
        value: string | null;
      }[];
    }
  ).results;
}

/** The quick entry: an item by search, a quantity, a unit, a reason. */
async function recordWaste(
  page: Page,
  search: string,
  item: string,
  quantity: string,
  unit: string | null,
  reason: string,
) {
  const form = page.getByRole('region', { name: 'Registrar merma' });
  await form.getByRole('textbox', { name: 'Producto, elaboración o plato' }).fill(search);
  await form.getByRole('button', { name: new RegExp(`^${item}`) }).click();
  await expect(form.getByTestId('waste-item')).toHaveText(item);
  await form.getByRole('textbox', { name: 'Cantidad' }).fill(quantity);
  if (unit !== null) await form.getByRole('combobox', { name: 'Unidad' }).selectOption(unit);
  await form
    .locator('label')
    .filter({ hasText: new RegExp(`^${reason}$`) })
    .click();
  await expect(form.getByRole('radio', { name: reason })).toBeChecked();
  await form.getByRole('button', { name: 'Registrar merma' }).click();
}

// The offline part reloads the page with no signal: the app's service worker serves the shell.
test.use({ serviceWorkers: 'allow' });

test('a cook records waste on the phone, one of it offline, and reads the reports', async ({
  page,
  context,
}, info) => {
  await registerAndSignIn(page, 'mermas', password);
  const data = await createKitchenData(page);
  await page.setViewportSize(PHONE);

  await page.goto('/ingredients');
  await page.getByRole('link', { name: 'Mermas' }).click();
  await expect(page).toHaveTitle('Mermas y desperdicio - Costeo');
  await expect(page.getByRole('link', { name: 'Plan de prevención' })).toBeVisible();
  await expect(
    page
      .getByText('Aún no has registrado ninguna merma')
      .or(page.getByText(/^No hay mermas en el periodo/)),
  ).toBeVisible();
  await checkBothWidths(page, info, 'mermas-vacio', PHONE);

  // Nothing is lost on bad input: the messages say what is missing, in Spanish.
  await page.setViewportSize(PHONE);
  const form = page.getByRole('region', { name: 'Registrar merma' });
  await form.getByRole('button', { name: 'Registrar merma' }).click();
  await expect(form.getByText('Elige un producto, una elaboración o un plato.')).toBeVisible();
  await expect(form.getByText('Indica la cantidad.')).toBeVisible();
  await expect(form.getByText('Elige el motivo.')).toBeVisible();
  await checkBothWidths(page, info, 'mermas-errores', PHONE);
  await page.setViewportSize(PHONE);

  // A product in kg: 2 kg × 1,20 €/kg = 2,40 € (its 20 % merma does not inflate it).
  await form.getByRole('combobox', { name: 'Destino' }).selectOption('Residuo');
  await recordWaste(page, 'ceboll', 'Cebolla', '2', 'kg', 'Caducado');
  await expect(form.getByTestId('waste-saved')).toHaveText('Registrada: 2 kg de Cebolla · 2,40 €');

  // A dish in raciones (its unit by default), donated, at its cost per serving: the tortilla's 4
  // raciones take 300 g of sofrito (1,5 kg of cebolla gross and 100 ml of AOVE a kg: 2,40 €/kg →
  // 0,72 €), 6 huevos (0,90 €) and 50 ml of AOVE (0,30 €) = 1,92 €, plus the envase 0,35 € a
  // ración: 0,83 € a ración, 1,66 € for two. Weight: 450 g of cebolla, 6 × 65 g of huevo and
  // 80 ml of AOVE × 0,916 = 913,28 g for four, 0,457 kg for two.
  await form.getByRole('combobox', { name: 'Destino' }).selectOption('Donación');
  await recordWaste(page, 'tortilla', data.tortilla.name, '2', null, 'Sobreproducción');
  await expect(form.getByTestId('waste-saved')).toHaveText(
    `Registrada: 2 raciones de ${data.tortilla.name} · 1,66 € · 0,457 kg`,
  );

  // The log, by day: today's two entries with their values and the day's total.
  const today = page.getByRole('region', { name: 'Hoy' });
  await expect(today.getByTestId('waste-entry')).toHaveCount(2);
  await expect(today.getByTestId('waste-entry').filter({ hasText: /^Cebolla/ })).toContainText(
    '2,40 €',
  );
  await expect(today.getByTestId('waste-entry').filter({ hasText: /^Cebolla/ })).toContainText(
    'Caducado · Residuo',
  );
  await expect(
    today.getByTestId('waste-entry').filter({ hasText: data.tortilla.name }),
  ).toContainText('Sobreproducción · Donación');
  await expect(page.getByTestId('waste-sync-status')).toHaveText('Todo enviado');
  await checkBothWidths(page, info, 'mermas-registradas', PHONE);
  await page.setViewportSize(PHONE);

  // The used items come first now: no search needed for the cebolla.
  await expect(
    form.getByRole('list', { name: 'Usados últimamente' }).getByRole('button').first(),
  ).toContainText(data.tortilla.name);

  // The service worker of the build controls the page (its shell is precached).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByTestId('waste-sync-status')).toHaveText('Todo enviado');

  // No signal: the entry waits on the phone, shown as pending, and survives a reload.
  await context.setOffline(true);
  await expect(page.getByText(/^Sin conexión: lo que registres/)).toBeVisible();
  await form
    .getByRole('list', { name: 'Usados últimamente' })
    .getByRole('button', { name: /^Cebolla/ })
    .click();
  await form.getByRole('textbox', { name: 'Cantidad' }).fill('0,5');
  // The destination starts at the one used last.
  await expect(form.getByRole('combobox', { name: 'Destino' })).toHaveValue('donacion');
  await form
    .locator('label')
    .filter({ hasText: /^Deteriorado$/ })
    .click();
  await form.getByRole('button', { name: 'Registrar merma' }).click();
  await expect(form.getByTestId('waste-saved')).toHaveText(
    'Guardada en este dispositivo: 0,5 kg de Cebolla',
  );
  await expect(page.getByTestId('waste-sync-status')).toHaveText('1 merma pendiente de enviar');
  await expect(today.getByTestId('waste-pending')).toContainText('Pendiente de enviar');
  await checkBothWidths(page, info, 'mermas-sin-conexion', PHONE);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('waste-sync-status')).toHaveText('1 merma pendiente de enviar');
  await expect(page.getByRole('region', { name: 'Hoy' }).getByTestId('waste-pending')).toHaveCount(
    1,
  );
  expect(await serverEntries(page)).toHaveLength(2);

  // Signal again: sent once, valued (0,5 kg × 1,20 €/kg = 0,60 €).
  await context.setOffline(false);
  await expect(page.getByTestId('waste-sync-status')).toHaveText('Todo enviado');
  await expect(page.getByRole('region', { name: 'Hoy' }).getByTestId('waste-pending')).toHaveCount(
    0,
  );
  await expect(page.getByRole('region', { name: 'Hoy' }).getByTestId('waste-entry')).toHaveCount(3);
  const sent = await serverEntries(page);
  expect(sent).toHaveLength(3);
  expect(sent.find((entry) => entry.quantity.startsWith('0.5'))?.value).toBe('0.60');
  // Syncing again changes nothing.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByTestId('waste-sync-status')).toHaveText('Todo enviado');
  expect((await serverEntries(page)).map((entry) => entry.client_id).sort()).toEqual(
    sent.map((entry) => entry.client_id).sort(),
  );

  // The reports: 2,40 + 0,60 = 3,00 € of cebolla, 2,5 kg; the dish apart; by reason and destination.
  await page.getByRole('tab', { name: 'Informes' }).click();
  await expect(page.getByTestId('report-entries')).toHaveText('3');
  const byItem = page.getByRole('region', { name: 'Merma por producto, elaboración o plato' });
  await expect(byItem.getByRole('row').filter({ hasText: /^Cebolla/ })).toContainText('3,00 €');
  await expect(byItem.getByRole('row').filter({ hasText: /^Cebolla/ })).toContainText('2,5 kg');
  await expect(byItem.getByRole('row').filter({ hasText: data.tortilla.name })).toContainText(
    '1,66 €',
  );
  const byDestination = page.getByRole('region', { name: 'Merma por destino' });
  await expect(byDestination.getByRole('row').nth(1)).toContainText('Donación');
  await expect(byDestination.getByRole('row').nth(2)).toContainText('Residuo');
  // The offline cebolla went where the last entry went (Donación): 1,66 + 0,60 = 2,26 €.
  await expect(byDestination.getByRole('row').nth(1)).toContainText('2,26 €');
  await expect(byDestination.getByRole('row').nth(2)).toContainText('2,40 €');
  await expect(page.getByRole('img', { name: 'Merma por mes en euros' })).toBeVisible();
  await checkBothWidths(page, info, 'mermas-informes', PHONE);

  // An entry corrected (2 → 3 kg of cebolla: 3,60 €) and another deleted after a confirmation.
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Registro' }).click();
  await page.getByRole('button', { name: 'Editar 2 kg de Cebolla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar merma: Cebolla' });
  await expect(dialog.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('2');
  await expectNoSeriousA11yViolations(page, 'editar merma (390 px)');
  await dialog.getByRole('textbox', { name: 'Cantidad' }).fill('3');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('waste-entry').filter({ hasText: /^Cebolla3,60\s€3 kg/ }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: `Borrar 2 raciones de ${data.tortilla.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Borrar merma' })
    .getByRole('button', { name: 'Borrar' })
    .click();
  await expect(page.getByTestId('waste-entry')).toHaveCount(2);
  expect(await serverEntries(page)).toHaveLength(2);

  // The same cook, still on the phone, turns the log into the prevention plan (Ley 1/2025): the
  // self-diagnosis reads what was recorded (3,60 + 0,60 = 4,20 €, 3,5 kg of cebolla), a measure
  // is picked, the plan saved and its PDF downloaded, carrying the figures and the measures.
  await page.getByRole('link', { name: 'Plan de prevención' }).click();
  await expect(page).toHaveTitle('Plan de prevención - Costeo');
  await expect(page.getByRole('region', { name: 'Autodiagnóstico' })).toContainText('4,20 €');
  const donation = page.getByRole('checkbox', { name: /Donación de excedentes aptos/ });
  await donation.check();
  await page.getByLabel('Persona responsable').fill('Marta Gil, cocinera');
  await page.getByLabel('Fecha de revisión').fill('2027-11-30');
  await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
  await expect(page.getByText('Versión 1 guardada.')).toBeVisible();
  await expect(donation).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el plan (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plan-prevencion-desperdicio-v1.pdf');
  const plan = (await pdfText(await readFile(await download.path()))).replace(/\s*\r?\n/g, ' ');
  expect(plan).toContain('Plan de prevención de las pérdidas y el desperdicio alimentario');
  expect(plan).toContain('Desperdicio total4,20 €');
  expect(plan).toContain('Peso3,5 kg');
  expect(plan).toContain('CebollaProducto23,5 kg4,20 €');
  expect(plan).toContain('Donación de excedentes aptos a bancos de alimentos o entidades sociales');
  expect(plan).toContain('Marta Gil, cocinera');
});
