import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createKitchenData } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { checkBothWidths, PHONE } from './support/widths.ts';

// Issue 35 point 4 (Ley 1/2025): a cook on the free plan — the plan needs no upgrade — with
// waste recorded opens «Plan de prevención» on the phone, sees the self-diagnosis, picks
// measures, adds a donation agreement, tries to save without a responsible (refused, nothing
// lost), saves, downloads the PDF; the Dashboard shows «Mermas» with its chart, and the reminder
// once the review date has passed. axe and no sideways scroll at 390 and 1280 px.

const password = 'plan-de-prevencion-2026';

/** A calendar day in Madrid, `days` from today: the waste's dates and the review date. */
function madridDay(days = 0): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);
}

async function recordWaste(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/waste/', { headers: await bearer(page), data });
  expect(response.status(), `POST /api/waste/ ${await response.text()}`).toBe(201);
  return (await response.json()) as { value: string | null };
}

test('the prevention plan: measures, a donation agreement, versions and the PDF; the Dashboard’s waste', async ({
  page,
}, info) => {
  await registerAndSignIn(page, 'plan', password);
  const data = await createKitchenData(page);

  // Cebolla at 12,00 € / 10 kg = 1,20 €/kg: 2 kg thrown away = 2,40 €.
  const onion = await recordWaste(page, {
    date: madridDay(-1),
    ingredient_instance: data.products.onion,
    quantity: '2',
    unit: 'kg',
    reason: 'caducado',
    destination: 'residuo',
  });
  expect(onion.value).toBe('2.40');
  // Crema: (sofrito 500 g at 2,40 €/kg — 1,2 kg of cebolla with its 20 % merma is 1,5 kg bought,
  // 1,80 €, and 100 ml of AOVE 0,60 € — = 1,20 € + 400 ml of leche at 0,90 €/l = 0,36 €) / 4
  // raciones = 0,39 € a ración; 5 raciones given to the food bank = 1,95 €.
  const dish = await recordWaste(page, {
    date: madridDay(-8),
    recipe: data.crema.id,
    quantity: '5',
    unit: 'raciones',
    reason: 'sobreproduccion',
    destination: 'donacion',
  });
  expect(dish.value).toBe('1.95');

  // The Dashboard: «Mermas» with the 12 weeks' total and its chart.
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  const waste = page.getByTestId('dashboard-waste');
  await expect(waste).toContainText('4,35 €');
  await expect(
    waste.getByRole('img', { name: /Mermas por semana de las últimas 12 semanas: 4,35/ }),
  ).toBeVisible();
  await expect(page.getByText(/La revisión del plan de prevención venció/)).toHaveCount(0);
  await checkBothWidths(page, info, 'dashboard-waste', PHONE);

  // The plan, from the Dashboard's card, on the phone.
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Plan de prevención' }).click();
  await expect(page).toHaveTitle('Plan de prevención - Costeo');
  await expect(page.getByText('Aún no tienes plan de prevención')).toBeVisible();
  const diagnosis = page.getByRole('region', { name: 'Autodiagnóstico' });
  await expect(diagnosis).toContainText('4,35 €');
  await expect(diagnosis.getByRole('list', { name: 'Motivos principales' })).toContainText(
    'Caducado: 2,40 €',
  );
  await expect(page.getByRole('button', { name: 'Descargar el plan (PDF)' })).toBeDisabled();
  // A sensible start: the take-away containers of article 8 come ticked.
  const containers = page.getByRole('checkbox', { name: /Envases para que el cliente se lleve/ });
  await expect(containers).toBeChecked();
  await checkBothWidths(page, info, 'plan-new', PHONE);

  await page.setViewportSize(PHONE);
  const donation = page.getByRole('checkbox', { name: /Donación de excedentes aptos/ });
  await donation.check();
  await page.getByRole('checkbox', { name: /Formación del equipo/ }).check();
  await page.getByLabel('Nueva medida propia').fill('Menú del día con el excedente de la semana');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByText('Menú del día con el excedente de la semana')).toBeVisible();

  // A donation agreement: refused without its date, then added.
  await page.getByRole('textbox', { name: 'Entidad' }).fill('Banco de Alimentos de Madrid');
  await page.getByRole('button', { name: 'Añadir acuerdo' }).click();
  await expect(page.getByText('Indica desde cuándo.')).toBeVisible();
  await page.getByLabel('Desde', { exact: true }).fill('2026-03-02');
  await page.getByLabel('Notas (opcional)').first().fill('Recogen martes y viernes');
  await page.getByRole('button', { name: 'Añadir acuerdo' }).click();
  const agreements = page.getByRole('list', { name: 'Acuerdos de donación' });
  await expect(agreements).toContainText('Banco de Alimentos de Madrid');
  await expect(agreements).toContainText('Desde el 2 de marzo de 2026 · Recogen martes y viernes');

  // Saving without a responsible: refused in Spanish, the focus on the field, nothing lost.
  await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
  const responsible = page.getByLabel('Persona responsable');
  await expect(page.getByText('Indica la persona responsable del plan.')).toBeVisible();
  await expect(responsible).toBeFocused();
  await expect(donation).toBeChecked();
  await expect(agreements).toContainText('Banco de Alimentos de Madrid');

  await responsible.fill('Ana Ruiz, jefa de cocina');
  await page.getByLabel('Fecha de revisión').fill('2027-11-30');
  await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
  await expect(page.getByText('Versión 1 guardada.')).toBeVisible();
  await expect(page.getByText('Aún no tienes plan de prevención')).toHaveCount(0);
  const versions = page.getByRole('list', { name: 'Versiones del plan' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions).toContainText('Versión 1');
  // What was saved is what the form shows again.
  await expect(donation).toBeChecked();
  await expect(responsible).toHaveValue('Ana Ruiz, jefa de cocina');
  await checkBothWidths(page, info, 'plan-saved', PHONE);

  // The plan's PDF.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el plan (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('plan-prevencion-desperdicio-v1.pdf');
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A second version whose review date has passed: the Dashboard reminds the owner.
  await page.getByLabel('Fecha de revisión').fill(madridDay(-2));
  await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
  await expect(page.getByText('Versión 2 guardada.')).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  const [first] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar la versión 1 (PDF)' }).click(),
  ]);
  expect(first.suggestedFilename()).toBe('plan-prevencion-desperdicio-v1.pdf');

  await page.goto('/dashboard');
  const reminder = page.getByText(/La revisión del plan de prevención venció el/);
  await expect(reminder).toBeVisible();
  await page.getByRole('link', { name: 'Revisar el plan' }).click();
  await expect(page).toHaveTitle('Plan de prevención - Costeo');
});
