import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import PDFParser from 'pdf2json';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { upgradeToPro } from './support/pro-data.ts';
import { bearer, registerAndSignIn } from './support/session.ts';

// Issue 16 acceptance, as a chef on Pro: butter bought in 250 g packs goes into a bechamel (an
// elaboración yielding litres) in g, with three preparation steps and a photo; the bechamel costs
// per l and goes into a dish; a PVP of "abc" is refused on its field; a price typed the Spanish
// way ("1.250,00") reads back as typed; the ficha técnica prints the steps and the photo.

const password = 'bechamel-de-la-abuela';
const STEPS = [
  'Fundir la mantequilla a fuego suave.',
  'Tostar la harina sin que coja color.',
  'Añadir la leche caliente poco a poco sin dejar de remover.',
];

/** A small RGB PNG (a warm gradient), written by hand: no image library needed. */
function tinyPng(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) {
      rows.set(
        [240, 160 + Math.round((x / width) * 80), 60 + Math.round((y / height) * 120)],
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The text of a PDF as pdf2json reads it (as apps/api/test/pdf-text.ts does), plain spaces. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataReady', () => {
      resolve(parser.getRawTextContent().replace(/[\u00a0\u202f]/g, ' '));
    });
    parser.on('pdfParser_dataError', (error) => {
      reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
    });
    parser.parseBuffer(pdf);
  });
}

/** A full-page screenshot kept with the run's results, to look at. */
async function snapshot(page: Page, info: TestInfo, name: string) {
  // Toasts fade out on their own timer; the picture is of the screen, not of them.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Milk, through the API: the bechamel's other product (the butter is made on screen). */
async function createMilk(page: Page) {
  const headers = await bearer(page);
  const found = await page.request.get(
    '/api/ingredient-definitions/search_suggestions/?q=leche%20entera',
    { headers },
  );
  const [definition] = (await found.json()) as { id: number }[];
  const created = await page.request.post('/api/ingredient-instances/', {
    headers,
    data: {
      definition: definition?.id,
      name: 'Leche entera',
      purchase_quantity: '1',
      purchase_unit: 'l',
      purchase_price: '0.90',
      waste_pct: '0',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a chef costs a bechamel with steps and photo, uses it in a dish and prints its ficha técnica', async ({
  page,
}, info) => {
  await registerAndSignIn(page, 'chef', password);
  await upgradeToPro(page);
  await createMilk(page);
  await page.reload();

  // Ingredientes: butter bought in 250 g packs for 2,10 €.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Ingredientes' })
    .click();
  await expect(page).toHaveTitle('Ingredientes - Costeo');
  await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('mantequ');
  await page.getByRole('option', { name: /^Mantequilla sin sal/ }).click();
  await drawer.getByRole('textbox', { name: 'Nombre' }).fill('Mantequilla');
  await drawer.getByLabel('Cantidad').fill('250');
  await drawer.getByRole('combobox', { name: 'Unidad' }).click();
  await page.getByRole('option', { name: /^g \(/ }).click();
  await drawer.getByLabel(/Precio de compra/).fill('2,10');
  await drawer.getByLabel('Merma (%)').fill('0');
  await expectNoSeriousA11yViolations(page, 'Ingredientes: new product drawer (1280 px)');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  const butterRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Mantequilla', exact: true }) });
  await expect(butterRow).toContainText('250 g');
  await expect(butterRow).toContainText(/2,10\s€/);

  // A price typed the Spanish way, thousands and all, reads back as typed.
  await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill('jamón ibé');
  await page.getByRole('option', { name: /^Jamón ibérico loncheado/ }).click();
  await drawer.getByRole('textbox', { name: 'Nombre' }).fill('Paleta ibérica de bellota');
  await drawer.getByLabel('Cantidad').fill('8');
  await drawer.getByRole('combobox', { name: 'Unidad' }).click();
  await page.getByRole('option', { name: /^kg \(/ }).click();
  await drawer.getByLabel(/Precio de compra/).fill('1.250,00');
  await expect(drawer.getByLabel(/Precio de compra/)).not.toHaveAttribute('aria-invalid', 'true');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  const hamRow = page.getByRole('row').filter({
    has: page.getByRole('button', { name: 'Paleta ibérica de bellota', exact: true }),
  });
  await expect(hamRow).toContainText(/1\.250,00\s€/);
  await expectNoSeriousA11yViolations(page, 'Ingredientes: table with the products (1280 px)');
  // The «Ingrediente guardado» notification leaves by itself; axe under the next dialog once
  // caught it half faded (contrast 1,04 on a busy machine): wait for them to be gone.
  await expect(page.getByText('Ingrediente guardado')).toHaveCount(0);

  // Recetas: the bechamel, an elaboración yielding 1 l.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Recetas' })
    .click();
  await page.getByRole('button', { name: 'Nueva receta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva receta' });
  await create.getByRole('textbox', { name: /Nombre/ }).fill('Bechamel');
  await create.getByRole('textbox', { name: /Raciones/ }).fill('1');
  await create.getByRole('switch', { name: /Es una elaboración/ }).click();
  await create.getByRole('textbox', { name: /Cantidad producida/ }).fill('1');
  await expect(create.getByLabel('Unidad producida', { exact: true })).toHaveValue(/^l\b/);
  await expectNoSeriousA11yViolations(page, 'Nueva receta: an elaboración (1280 px)');
  await create.getByRole('button', { name: 'Crear y añadir ingredientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bechamel' })).toBeVisible();
  const bechamelUrl = page.url();

  // An elaboración is not sold: no PVP, no sale IVA.
  await expect(page.getByRole('textbox', { name: /PVP/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /IVA de venta/ })).toHaveCount(0);

  // The butter, bought in 250 g, goes in by the gram.
  const picker = page.getByRole('combobox', { name: 'Añadir ingrediente' });
  await picker.click();
  await picker.fill('mantequ');
  await page
    .getByRole('option', { name: /^Mantequilla/ })
    .first()
    .click();
  const butter = page.getByRole('listitem', { name: 'Línea 1: Mantequilla' });
  await expect(butter.getByLabel('Unidad de Mantequilla', { exact: true })).toHaveValue('g');
  await butter.getByRole('textbox', { name: 'Cantidad neta de Mantequilla' }).fill('100');
  await expect(butter).toContainText(/0,84\s€/);
  await picker.click();
  await picker.fill('leche');
  await page
    .getByRole('option', { name: /^Leche entera/ })
    .first()
    .click();
  const milk = page.getByRole('listitem', { name: 'Línea 2: Leche entera' });
  await expect(milk.getByLabel('Unidad de Leche entera', { exact: true })).toHaveValue('ml');
  await milk.getByRole('textbox', { name: 'Cantidad neta de Leche entera' }).fill('1000');
  await expect(milk).toContainText(/0,90\s€/);

  // Preparación: three steps, Enter starting the next one.
  await page.getByRole('button', { name: 'Añadir paso' }).click();
  for (const [index, text] of STEPS.entries()) {
    const step = page.getByRole('textbox', { name: `Paso ${index + 1}`, exact: true });
    await expect(step).toBeFocused();
    await step.fill(text);
    if (index < STEPS.length - 1) await step.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: /^Paso \d+$/ })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'Bechamel editor with lines and steps (1280 px)');

  // Foto: saved as soon as it is chosen.
  await page.getByTestId('recipe-photo-input').setInputFiles({
    name: 'bechamel.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(page.getByRole('img', { name: 'Foto de Bechamel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Todo guardado');

  // Its cost per litre: (0,84 € + 0,90 €) for 1 l.
  const elaboracion = page.getByRole('region', { name: 'Coste de la elaboración' });
  await expect(elaboracion).toContainText(/1,74\s€\/l/);
  await page.reload();
  await expect(elaboracion).toContainText(/1,74\s€\/l/);
  await expect(page.getByRole('textbox', { name: 'Paso 3', exact: true })).toHaveValue(STEPS[2]!);
  await expect(page.getByRole('img', { name: 'Foto de Bechamel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Bechamel saved, with its photo (1280 px)');
  await snapshot(page, info, 'elaboracion');

  // A dish using it: 500 ml of bechamel, in ml since it yields litres.
  await page.getByRole('link', { name: 'Volver a Recetas' }).click();
  await page.getByRole('button', { name: 'Nueva receta' }).click();
  await create.getByRole('textbox', { name: /Nombre/ }).fill('Croquetas caseras');
  await create.getByRole('textbox', { name: /Raciones/ }).fill('4');
  await create.getByRole('button', { name: 'Crear y añadir ingredientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Croquetas caseras' })).toBeVisible();
  const dishUrl = page.url();
  await page.getByRole('combobox', { name: 'Añadir elaboración' }).click();
  await page.getByRole('option', { name: 'Bechamel' }).click();
  const bechamel = page.getByRole('listitem', { name: 'Línea 1: Bechamel' });
  await expect(bechamel.getByLabel('Unidad de Bechamel', { exact: true })).toHaveValue('ml');
  await bechamel.getByRole('textbox', { name: 'Cantidad neta de Bechamel' }).fill('500');
  await expect(bechamel).toContainText(/0,87\s€/);

  // A PVP of "abc": refused on the PVP field, not with the generic message.
  const pvp = page.getByRole('textbox', { name: /PVP \(IVA incluido\)/ });
  await pvp.fill('abc');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(pvp).toHaveAttribute('aria-invalid', 'true');
  await expect(pvp).toHaveAccessibleDescription(/número válido/);
  await expect(
    page.getByText('No se ha podido guardar la receta. Inténtalo de nuevo.'),
  ).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Cambios sin guardar');
  await expectNoSeriousA11yViolations(page, 'dish with a refused PVP (1280 px)');
  await snapshot(page, info, 'editor-pvp-error');

  await pvp.fill('9,50');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Todo guardado');
  await expect(pvp).toHaveValue('9,50');
  await expectNoSeriousA11yViolations(page, 'dish saved (1280 px)');

  // The bechamel's ficha técnica: the three steps and the photo.
  await page.goto(bechamelUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Bechamel' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Coste de la elaboración' }).getByRole('link', {
      name: 'Croquetas caseras',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const sheetItem = page.getByRole('menuitem', { name: /Ficha técnica \(PDF\)/ });
  await expect(sheetItem).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Bechamel: Exportar menu (1280 px)');
  const [download] = await Promise.all([page.waitForEvent('download'), sheetItem.click()]);
  expect(download.suggestedFilename()).toMatch(/^ficha-tecnica-bechamel-[\d-]+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = await pdfText(pdf);
  expect(text).toContain('Preparación');
  // pdf2json reads a numbered step's text before its number.
  STEPS.forEach((step, index) => {
    expect(text).toContain(`${step}${index + 1}. `);
  });
  expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThan(0);

  // Phone width: the elaboración with its photo, and the dish.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(bechamelUrl);
  await expect(page.getByRole('img', { name: 'Foto de Bechamel' })).toBeVisible();
  await expect(elaboracion).toContainText(/1,74\s€\/l/);
  await expectNoSeriousA11yViolations(page, 'Bechamel with its photo (390 px)');
  await snapshot(page, info, 'elaboracion');
  await page.goto(dishUrl);
  await expect(bechamel.getByRole('textbox', { name: 'Cantidad neta de Bechamel' })).toHaveValue(
    '500',
  );
  await expectNoSeriousA11yViolations(page, 'dish editor (390 px)');
  await pvp.fill('abc');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(pvp).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'dish with a refused PVP (390 px)');
  await snapshot(page, info, 'editor-pvp-error');
});
