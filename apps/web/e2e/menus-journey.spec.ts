import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createKitchenData, upgradeToPro, type KitchenData } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';
import { checkBothWidths, DESKTOP, PHONE } from './support/widths.ts';

// Issue 18 journey: from the Dashboard a chef opens Menús, builds a menú del día (sections with
// dishes found by search), watches the food cost move as a share changes (the domain's engine,
// live in the browser), and, on Pro, downloads the client quote of an event. At 1280 and 390 px.

const password = 'menu-del-dia-2026';

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** Two more dishes beside the kitchen's tortilla and crema, through the API. */
async function createMoreDishes(page: Page, data: KitchenData): Promise<void> {
  const headers = await bearer(page);
  const dishes = [
    {
      name: 'Huevos rotos con cebolla',
      category: 'Segundos',
      servings: 2,
      lines: [
        { ingredient_instance: data.products.eggs, quantity: '4', unit: 'ud' },
        { sub_recipe: data.sofrito.id, quantity: '200', unit: 'g' },
        { ingredient_instance: data.products.oil, quantity: '60', unit: 'ml' },
      ],
    },
    {
      name: 'Flan casero',
      category: 'Postres',
      servings: 6,
      lines: [
        { ingredient_instance: data.products.eggs, quantity: '5', unit: 'ud' },
        { ingredient_instance: data.products.milk, quantity: '750', unit: 'ml' },
      ],
    },
  ];
  for (const dish of dishes) {
    const response = await page.request.post('/api/recipes/', { headers, data: dish });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** The value under a label of a figures panel ("4,76 €"). */
function figure(panel: Locator, label: string): Locator {
  return panel.locator(`p:text-is("${label}") + p`);
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `Sección: ${name}` });
}

/** Finds a dish with the section's "Añadir plato" search and adds it. */
async function addDish(page: Page, sectionName: string, search: string, dish: string) {
  const picker = section(page, sectionName).getByRole('combobox', {
    name: `Añadir plato a ${sectionName}`,
  });
  await picker.click();
  await picker.fill(search);
  await page.getByRole('option', { name: new RegExp(`^${dish}`) }).click();
  await expect(section(page, sectionName).getByRole('listitem', { name: dish })).toBeVisible();
}

/** "Nuevo menú" on Menús: name, kind, price (and headcount), then the editor opens. */
async function createMenu(
  page: Page,
  menu: { name: string; kind: 'Menú del día' | 'Evento'; price: string; guests?: string },
  label: string,
) {
  await page.getByRole('button', { name: 'Nuevo menú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo menú' });
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(menu.name);
  await dialog.getByRole('radio', { name: new RegExp(`^${menu.kind}`) }).check();
  await dialog.getByRole('textbox', { name: /Precio por persona/ }).fill(menu.price);
  if (menu.guests) await dialog.getByRole('textbox', { name: /Invitados/ }).fill(menu.guests);
  await expectNoSeriousA11yViolations(page, `new menu modal (${label})`);
  await dialog.getByRole('button', { name: 'Crear y añadir platos' }).click();
  await expect(page).toHaveURL(/\/menus\/\d+$/);
  await expect(page).toHaveTitle('Detalle de Menú - Costeo');
  await expect(page.getByRole('heading', { level: 1, name: menu.name })).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });
for (const viewport of WIDTHS) {
  test(`a chef builds a menú del día, moves a share and downloads an event's quote on Pro at ${viewport.name}`, async ({
    page,
  }, info) => {
    const label = viewport.name;
    await registerAndSignIn(page, `menus${viewport.width}`, password);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const data = await createKitchenData(page);
    await createMoreDishes(page, data);

    // From the Dashboard to Menús: a new account has none yet.
    await page.reload();
    await page.getByRole('link', { name: 'Menús' }).click();
    await expect(page).toHaveURL(/\/menus$/);
    await expect(page).toHaveTitle('Menús - Costeo');
    await expect(page.getByRole('heading', { name: 'Crea tu primer menú' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Recetas y menús' })
        .getByRole('link', { name: 'Menús' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, `Menús, empty (${label})`);

    // A menú del día at 13,50 €: its usual sections come with it.
    await createMenu(page, { name: 'Menú del día', kind: 'Menú del día', price: '13,50' }, label);
    await addDish(page, 'Primeros', 'crema', 'Crema de cebolla');
    await addDish(page, 'Primeros', 'tortilla', 'Tortilla de cebolla');
    await addDish(page, 'Segundos', 'huevos', 'Huevos rotos con cebolla');
    await addDish(page, 'Postres', 'flan', 'Flan casero');
    const panel = page.getByRole('region', { name: 'Cifras del menú' });
    await expect(panel.getByText('En vivo: sin guardar todavía')).toBeVisible();
    await expect(figure(panel, 'Food cost')).toHaveText(/^\d+,\d{2}\s%$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Todo guardado');
    await expect(panel.getByText('Guardadas')).toBeVisible();
    const saved = await figure(panel, 'Food cost').textContent();
    const savedCost = await figure(panel, 'Coste por cubierto (esperado)').textContent();
    await expectNoSeriousA11yViolations(page, `menú del día editor (${label})`);

    // Most guests choose the crema: the food cost moves as the shares are typed.
    const primeros = section(page, 'Primeros');
    await primeros
      .getByRole('textbox', { name: 'Comensales (%) que eligen Crema de cebolla' })
      .fill('80');
    await expect(primeros.getByRole('alert')).toContainText(
      'indica el porcentaje de cada plato, o de ninguno',
    );
    await primeros
      .getByRole('textbox', { name: 'Comensales (%) que eligen Tortilla de cebolla' })
      .fill('30');
    await expect(primeros.getByRole('alert')).toHaveText(
      'Los porcentajes de «Primeros» suman 110 % y deben sumar 100 %.',
    );
    await expectNoSeriousA11yViolations(page, `shares that do not add up (${label})`);
    await primeros
      .getByRole('textbox', { name: 'Comensales (%) que eligen Tortilla de cebolla' })
      .fill('20');
    await expect(primeros.getByRole('alert')).toBeHidden();
    await expect(figure(panel, 'Food cost')).not.toHaveText(saved ?? '');
    await expect(figure(panel, 'Coste por cubierto (esperado)')).not.toHaveText(savedCost ?? '');
    const moved = await figure(panel, 'Food cost').textContent();
    // "Igualar" puts 50 / 50 back: the saved figures again.
    await primeros.getByRole('button', { name: 'Igualar los porcentajes de Primeros' }).click();
    await expect(figure(panel, 'Food cost')).toHaveText(saved ?? '');
    await primeros
      .getByRole('textbox', { name: 'Comensales (%) que eligen Crema de cebolla' })
      .fill('80');
    await primeros
      .getByRole('textbox', { name: 'Comensales (%) que eligen Tortilla de cebolla' })
      .fill('20');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Todo guardado');
    // The server's figures are the editor's.
    await page.reload();
    await expect(figure(panel, 'Food cost')).toHaveText(moved ?? '');

    // Back on Menús, the list shows it with its figures.
    await page.getByRole('link', { name: 'Volver a Menús' }).click();
    const row = viewport.width < 768 ? page.getByRole('listitem') : page.getByRole('row');
    await expect(row.filter({ hasText: 'Menú del día' }).first()).toContainText(moved ?? '');
    await expectNoSeriousA11yViolations(page, `Menús with a menu (${label})`);

    // On Pro: an event for 60 guests with its extras, and its quote for the client.
    await upgradeToPro(page);
    await page.reload();
    await createMenu(
      page,
      { name: 'Comunión de Martina', kind: 'Evento', price: '45', guests: '60' },
      label,
    );
    await addDish(page, 'Aperitivos', 'crema', 'Crema de cebolla');
    await addDish(page, 'Principal', 'huevos', 'Huevos rotos con cebolla');
    await addDish(page, 'Postre', 'flan', 'Flan casero');
    const extras = page.getByRole('region', { name: 'Costes del evento' });
    await extras.getByRole('button', { name: 'Añadir coste' }).click();
    await extras.getByRole('textbox', { name: 'Concepto del coste 1' }).fill('Camareros');
    await extras.getByRole('textbox', { name: 'Importe de Camareros' }).fill('300');
    await expect(figure(extras, 'Costes extra')).toHaveText(/^300,00\s€$/);
    await expect(extras.getByText('Presupuesto para 60 invitados')).toBeVisible();
    await expect(figure(extras, 'Total (IVA incl.)')).toHaveText(/^2\.700,00\s€$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Todo guardado');
    await expectNoSeriousA11yViolations(page, `event editor (${label})`);

    await page.getByRole('button', { name: 'Exportar' }).click();
    const quote = page.getByRole('menuitem', { name: /Presupuesto para el cliente \(PDF\)/ });
    await expect(quote).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Exportar menu of an event (${label})`);
    const [download] = await Promise.all([page.waitForEvent('download'), quote.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^presupuesto-comunion-de-martina-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Issue 37: what to buy for the 60 guests, by supplier in purchase formats.
    await page.getByRole('button', { name: 'Necesidades', exact: true }).click();
    const needs = page.getByRole('dialog', { name: 'Necesidades: Comunión de Martina' });
    await expect(needs.getByRole('textbox', { name: 'Invitados' })).toHaveValue('60');
    await expect(needs.getByText('Qué comprar')).toBeVisible();
    await expect(needs).toContainText('Cebolla');
    await expectNoSeriousA11yViolations(page, `needs of an event (${label})`);
    await page.screenshot({ path: info.outputPath(`menu-needs-${viewport.width}.png`) });
    // The production sheet for the pass, for the same guests.
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      needs.getByRole('button', { name: 'Hoja de producción (PDF)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/^produccion-comunion-de-martina-60-.+\.pdf$/);
    const printed = await readFile(await sheet.path());
    expect(printed.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.keyboard.press('Escape');
    await expect(needs).toBeHidden();

    // Issue 37: the needs of the week's events, from the list. The event is dated in two days.
    const eventId = Number(/\/menus\/(\d+)$/.exec(page.url())?.[1]);
    const now = new Date();
    const inTwoDays = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2);
    const eventDate = [
      inTwoDays.getFullYear(),
      String(inTwoDays.getMonth() + 1).padStart(2, '0'),
      String(inTwoDays.getDate()).padStart(2, '0'),
    ].join('-');
    const dated = await page.request.patch(`/api/menus/${String(eventId)}/`, {
      headers: await bearer(page),
      data: { event_date: eventDate },
    });
    expect(dated.status(), await dated.text()).toBe(200);
    await page.getByRole('link', { name: 'Volver a Menús' }).click();
    await expect(page).toHaveURL(/\/menus$/);
    await page.getByRole('button', { name: 'Necesidades de eventos' }).click();
    const week = page.getByRole('dialog', { name: 'Necesidades de eventos' });
    // Today to a week ahead by default: the event is in, at its own 60 guests.
    await expect(week.getByText('1 evento, 60 invitados: coste de los ingredientes')).toBeVisible();
    await expect(week).toContainText('Comunión de Martina (60 invitados)');
    await expect(week.getByText('Qué comprar')).toBeVisible();
    await expect(week).toContainText('Cebolla');
    await checkBothWidths(
      page,
      info,
      'events-needs',
      viewport.width === PHONE.width ? PHONE : DESKTOP,
    );
    const [daySheet] = await Promise.all([
      page.waitForEvent('download'),
      week.getByRole('button', { name: /^Hoja de producción \(PDF\) del / }).click(),
    ]);
    expect(daySheet.suggestedFilename()).toBe(`produccion-dia-${eventDate}.pdf`);
    const dayBytes = await readFile(await daySheet.path());
    expect(dayBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // A range with no event says so.
    await week.getByRole('textbox', { name: 'Desde' }).fill('2020-01-01');
    await week.getByRole('textbox', { name: 'Hasta' }).fill('2020-01-31');
    await expect(week.getByText('No hay eventos en esas fechas')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `events needs, empty range (${label})`);
  });
}
