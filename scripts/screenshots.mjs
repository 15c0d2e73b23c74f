#!/usr/bin/env node
// Screenshots of the running app for a person to look at (not a test).
//   node scripts/screenshots.mjs [baseUrl] [outDir]
// Logs in as demo/demo1234 for the authenticated pages; takes each page at 1280 and 390 px.
// Extra steps per shot: SHOTS below.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from './find-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? path.join(tmpdir(), 'costeo-shots');
mkdirSync(outDir, { recursive: true });

const SHOTS = [
  { name: 'landing', path: '/', auth: false },
  { name: 'login', path: '/login', auth: false },
  { name: 'registro', path: '/registro', auth: false },
  { name: 'dashboard', path: '/dashboard', auth: true },
  { name: 'ingredients', path: '/ingredients', auth: true },
  {
    name: 'user-menu',
    path: '/dashboard',
    auth: true,
    async act(page) {
      await page.getByRole('button', { name: /demo/i }).click();
      // Plan badge and 'Uso actual' load when the menu opens.
      await page.getByText('Uso actual').waitFor();
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
for (const width of [1280, 390]) {
  await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
  for (const shot of SHOTS) {
    if (shot.desktopOnly && width < 500) continue;
    if (shot.auth && !loggedIn) {
      await page.goto(`${base}/login`);
      await page.getByLabel('Usuario').fill('demo');
      await page.getByLabel('Contraseña').fill('demo1234');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL('**/dashboard');
      loggedIn = true;
    }
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
    await page.screenshot({ path: file, fullPage: width < 500 });
    console.log(file);
  }
}
await context.close();
