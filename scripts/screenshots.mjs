#!/usr/bin/env node
// Screenshots of the running app for a person to look at (not a test).
//   node scripts/screenshots.mjs [baseUrl] [outDir] [nameFilter]
// Logs in as demo/demo1234 for the authenticated pages; takes each page at 1280 and 390 px.
// Extra steps per shot: SHOTS below. Shots with `phase: 'pro'` run last, after demo has been
// upgraded to Pro through the API (so run it on a throwaway data directory).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from './find-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? path.join(tmpdir(), 'costeo-shots');
const nameFilter = process.argv[4] ?? '';
mkdirSync(outDir, { recursive: true });

/** The demo's bearer token, read from the logged-in page. */
async function authHeaders(page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return { authorization: `Bearer ${token}` };
}

async function openIngredientForm(page, search, option) {
  await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
  await drawer.getByRole('textbox', { name: /Ingrediente del catálogo/ }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
  // The catalog's usage schema fills in merma, IVA and the unit.
  await page.waitForTimeout(400);
  return drawer;
}

async function openPriceHistory(page, name) {
  await page
    .getByRole('button', { name: `Acciones de ${name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Historial de precios' }).click();
  await page.getByRole('dialog', { name: /Historial de precios/ }).waitFor();
  await page.waitForTimeout(900);
}

const SHOTS = [
  { name: 'landing', path: '/', auth: false },
  { name: 'login', path: '/login', auth: false },
  { name: 'registro', path: '/registro', auth: false },
  // Issue 22: the password reset's two pages (the second with a link's token, however invalid).
  { name: 'recuperar', path: '/recuperar', auth: false },
  { name: 'restablecer', path: '/restablecer?token=enlace-de-ejemplo', auth: false },
  { name: 'dashboard', path: '/dashboard', auth: true },
  { name: 'ingredients', path: '/ingredients', auth: true },
  {
    name: 'ingredient-form',
    path: '/ingredients',
    // A dialog: what is on screen, not the page under it.
    viewportOnly: true,
    auth: true,
    async act(page) {
      const drawer = await openIngredientForm(page, 'aceite de oliva', /Aceite de oliva virgen/);
      await drawer.getByLabel('Proveedor').fill('Makro');
      await drawer.getByLabel('Proveedor').press('Escape');
      await drawer.getByLabel('Cantidad').fill('5');
      await drawer.getByLabel(/Precio de compra/).fill('30,00');
      await drawer.getByText('€ por kg', { exact: true }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'ingredient-form-warning',
    path: '/ingredients',
    // A dialog: what is on screen, not the page under it.
    viewportOnly: true,
    auth: true,
    async act(page) {
      const drawer = await openIngredientForm(page, 'ceb', /^Cebolla/);
      await drawer.getByLabel('Cantidad').fill('10');
      await drawer.getByLabel(/Precio de compra/).fill('12,00');
      await drawer
        .getByRole('textbox', { name: /^Unidad/ })
        .or(drawer.getByRole('combobox', { name: /^Unidad/ }))
        .first()
        .click();
      await page.getByRole('option', { name: 'l (litro)' }).click();
      await drawer.getByText(/Falta la densidad/).waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'price-history-locked',
    path: '/ingredients',
    // A dialog: what is on screen, not the page under it.
    viewportOnly: true,
    auth: true,
    act: (page) => openPriceHistory(page, 'Cebolla'),
  },
  {
    name: 'price-history-pro',
    path: '/ingredients',
    // A dialog: what is on screen, not the page under it.
    viewportOnly: true,
    auth: true,
    phase: 'pro',
    act: (page) => openPriceHistory(page, 'Cebolla'),
  },
  {
    // The greengrocer's sent order received with the albarán typed, a box of potatoes added
    // that was not ordered.
    name: 'receive-unordered-pro',
    path: '/ingredients/orders',
    viewportOnly: true,
    auth: true,
    phase: 'pro',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Pedidos' }).click();
      // A row's number at 1280 px, a card at 390 px: both buttons name the supplier.
      await page
        .getByRole('button', { name: /Frutas y Verduras/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Pedido PED-/ });
      await dialog.getByRole('button', { name: 'Recibir con albarán o factura' }).click();
      await dialog.getByRole('button', { name: /Escribir el albarán/ }).click();
      const picker = dialog.getByRole('combobox', {
        name: 'Añadir un producto que no estaba en el pedido',
      });
      await picker.click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.keyboard.type('2');
      await picker.scrollIntoViewIfNeeded();
    },
  },
  { name: 'recipes', path: '/recipes', auth: true },
  {
    name: 'recipe-editor',
    path: '/recipes',
    auth: true,
    async act(page) {
      await page.getByRole('link', { name: 'Croquetas de jamón ibérico' }).first().click();
      await page.getByRole('region', { name: 'Margen y food cost' }).waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'recipe-analysis',
    path: '/recipes',
    auth: true,
    async act(page) {
      await page.getByRole('link', { name: 'Croquetas de jamón ibérico' }).first().click();
      await page.getByRole('tab', { name: 'Análisis de costes' }).click();
      await page.getByRole('img', { name: 'Reparto del coste por línea' }).waitFor();
      // The analysis, not the fields above it.
      await page
        .getByRole('tab', { name: 'Análisis de costes' })
        .evaluate((tab) => tab.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(800);
    },
  },
  {
    // Issue 21: the declaration of a saved recipe, per 100 g and per ración.
    name: 'recipe-nutrition',
    path: '/recipes',
    auth: true,
    async act(page) {
      await page.getByRole('link', { name: 'Croquetas de jamón ibérico' }).first().click();
      await page.getByRole('tab', { name: 'Información nutricional' }).click();
      const table = page.getByRole('table', { name: 'Información nutricional' });
      await table.waitFor();
      await table.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(400);
    },
    viewportOnly: true,
  },
  {
    // Issue 21: the product drawer's values per 100 g (the table's in grey under empty fields).
    name: 'product-nutrition',
    path: '/ingredients',
    viewportOnly: true,
    auth: true,
    async act(page) {
      const drawer = await openIngredientForm(page, 'leche entera', /^Leche entera/);
      await drawer.getByRole('button', { name: 'Información nutricional (por 100 g)' }).click();
      const fields = drawer.getByRole('group', { name: 'Información nutricional (por 100 g)' });
      await fields.waitFor();
      await fields.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(400);
    },
  },
  { name: 'extra-costs', path: '/extra-costs', auth: true },
  {
    name: 'extra-cost-form',
    path: '/extra-costs',
    viewportOnly: true,
    auth: true,
    async act(page) {
      await page.getByRole('button', { name: 'Nuevo coste extra' }).first().click();
      await page.getByRole('dialog', { name: 'Nuevo coste extra' }).waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'recipe-extra-costs',
    path: '/recipes',
    auth: true,
    async act(page) {
      await page.getByRole('link', { name: 'Croquetas de jamón ibérico' }).first().click();
      const section = page.getByRole('region', { name: 'Costes extra' });
      await section.waitFor();
      await section.getByRole('button', { name: 'Historial de costes extra' }).click();
      await page.waitForTimeout(600);
      await section.evaluate((node) => node.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(400);
    },
  },
  {
    // Mi perfil, scrolled to "Correos" (the weekly digest's switch, issue 22).
    name: 'profile',
    path: '/perfil',
    auth: true,
    viewportOnly: true,
    async act(page) {
      const toggle = page.getByRole('switch', { name: /Resumen semanal por correo/ });
      await toggle.waitFor({ state: 'attached' });
      await toggle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
    },
  },
  {
    // Issue 31: Mi perfil whole, the business's details, its logo and the quotes' defaults.
    name: 'perfil-negocio',
    path: '/perfil',
    auth: true,
    async act(page) {
      await page.getByLabel('NIF/CIF').waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    // Issue 31: the logo and the quotes' defaults, at desktop width too.
    name: 'perfil-presupuestos',
    path: '/perfil',
    auth: true,
    viewportOnly: true,
    async act(page) {
      const heading = page.getByRole('heading', { name: 'Presupuestos de eventos' });
      await heading.waitFor();
      await heading.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
    },
  },
  { name: 'menus', path: '/menus', auth: true },
  {
    name: 'menu-del-dia',
    path: '/menus',
    auth: true,
    async act(page) {
      await page
        .getByRole('link', { name: /Menú del día/ })
        .first()
        .click();
      await page.waitForURL('**/menus/*');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'menu-evento',
    path: '/menus',
    auth: true,
    async act(page) {
      await page
        .getByRole('link', { name: /Comunión/ })
        .first()
        .click();
      await page.waitForURL('**/menus/*');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'user-menu',
    path: '/dashboard',
    auth: true,
    async act(page) {
      await page.getByRole('button', { name: /demo/i }).click();
      // Plan badge and 'Uso actual' load when the menu opens.
      await page.getByText('Uso actual').first().waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'modal',
    path: '/dashboard',
    auth: true,
    async act(page) {
      await page.getByRole('button', { name: /demo/i }).click();
      await page.getByRole('menuitem', { name: 'Gestionar Suscripción' }).click();
      await page.getByRole('dialog', { name: 'Gestionar Suscripción' }).waitFor();
      await page.waitForTimeout(600);
    },
  },
];

const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-')), {
  executablePath: ensureChromium(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
const page = context.pages()[0] ?? (await context.newPage());
let loggedIn = false;

/** Demo on Pro, with two price changes of its onions, for the price history chart. */
async function upgradeDemoToPro() {
  const headers = await authHeaders(page);
  const upgrade = await page.request.post(`${base}/api/subscription/upgrade/`, {
    headers,
    data: { plan_code: 'pro' },
  });
  if (!upgrade.ok()) console.warn(`upgrade: ${upgrade.status()} ${await upgrade.text()}`);
  const list = await page.request.get(`${base}/api/ingredient-instances/?search=cebolla`, {
    headers,
  });
  const [onion] = (await list.json()).results;
  // A full PUT: the product keeps its supplier, brand and notes.
  const fields = ['definition', 'name', 'supplier', 'brand', 'purchase_quantity', 'purchase_unit'];
  const more = ['waste_pct', 'vat_pct', 'density', 'unit_weight', 'extra_allergens', 'notes'];
  const product = Object.fromEntries([...fields, ...more, 'is_active'].map((k) => [k, onion[k]]));
  for (const price of ['13.20', '12.60']) {
    await page.request.put(`${base}/api/ingredient-instances/${onion.id}/`, {
      headers,
      data: { ...product, purchase_price: price },
    });
  }
}

for (const phase of ['free', 'pro']) {
  const phaseShots = SHOTS.filter(
    (shot) => (shot.phase ?? 'free') === phase && shot.name.includes(nameFilter),
  );
  if (phase === 'pro' && phaseShots.length > 0) {
    if (!loggedIn) await logIn();
    await upgradeDemoToPro();
  }
  for (const width of [1280, 390]) {
    await takeShots(width, phaseShots);
  }
}
await context.close();

async function logIn() {
  await page.goto(`${base}/login`);
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/dashboard');
  loggedIn = true;
}

async function takeShots(width, shots) {
  await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
  for (const shot of shots) {
    if (shot.desktopOnly && width < 500) continue;
    if (shot.auth && !loggedIn) await logIn();
    if (!shot.auth && loggedIn) {
      await page.evaluate(() => localStorage.clear());
      loggedIn = false;
    }
    await page.goto(`${base}${shot.path}`);
    await page.waitForLoadState('networkidle');
    try {
      await shot.act?.(page);
    } catch (error) {
      console.warn(`${shot.name}: ${error.message.split('\n')[0]}`);
    }
    const file = path.join(outDir, `${shot.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: width < 500 && !shot.viewportOnly });
    console.log(file);
  }
}
