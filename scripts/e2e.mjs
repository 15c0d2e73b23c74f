#!/usr/bin/env node
// Browser journeys (Playwright) in a real Chromium against the built app on a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, ensureTestBrowser } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let chromium;
try {
  chromium = ensureTestBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`· Chromium: ${chromiumVersion(chromium)}`);

// The app the journeys run against: WEB_DIST_DIR when given (a build of one's own), else
// apps/web/dist, built first when missing.
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');
if (process.env.WEB_DIST_DIR && !existsSync(path.join(distDir, 'index.html'))) {
  console.error(`WEB_DIST_DIR has no index.html: ${distDir}`);
  process.exit(1);
}
if (!existsSync(path.join(distDir, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Keep the browser's profile, caches and config out of $HOME.
const xdg = mkdtempSync(path.join(tmpdir(), 'costeo-e2e-xdg-'));
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  XDG_CONFIG_HOME: path.join(xdg, 'config'),
  XDG_CACHE_HOME: path.join(xdg, 'cache'),
  XDG_DATA_HOME: path.join(xdg, 'data'),
};
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? 'list,json' : 'list';
const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'apps/web/playwright.config.ts',
    `--reporter=${reporters}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
