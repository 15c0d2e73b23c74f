import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { TEST_TIMEOUT_MS, WAIT_TIMEOUT_MS } from '../../test-timeouts.ts';

// The journeys run against the real server (API + built SPA) on a brand-new embedded database,
// which therefore has the demo account.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3123);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'costeo-e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  // One limit for every test and every wait of the repository (test-timeouts.ts).
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: WAIT_TIMEOUT_MS },
  // Two journeys at a time on the 2-core machine: each registers its own accounts on the one
  // server, so they share nothing. A third saved 5 s of 157 on a fast machine, but on a slower
  // one (2–3× here) three browsers and the server's PDF and file work pushed a ficha técnica and
  // a sales preview past SPEC §9's 10 s request limit: the journeys failed with nothing wrong.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'es-ES',
    // As a cook who asks for less motion: Mantine's transitions are off (theme.ts,
    // respectReducedMotion), so no frame of a fading modal is painted for nothing and axe reads
    // the screen as it ends up (issue 29: CPU the 2-core machine needs for the journeys).
    reducedMotion: 'reduce',
    // The built app registers a service worker (the PWA, issue 34). Journeys that hold a request
    // to see a loading state route it from the page, which a worker's fetch would bypass: they run
    // without it; the offline journey (stock-journey.spec.ts) allows it.
    serviceWorkers: 'block',
    // A failed journey keeps its trace: each action with its time, the network and the console;
    // with the screenshot and the page's ARIA snapshot Playwright attaches to a failure. Without
    // the screencast, which made Chromium paint every frame to JPEG for journeys that pass, nor a
    // DOM snapshot before and after each action, which every journey paid for and only a failed
    // one kept: 11 % of the journeys' CPU (pro-account, menus and ingredients, 153 → 136 core-s
    // and 86 → 76 s here; issue 29).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey registers its own accounts from 127.0.0.1: more than the default 10 an hour
      // (the limit itself has API tests in apps/api/src/modules/auth).
      REGISTRATION_LIMIT_PER_HOUR: '0',
      DATABASE_URL: '',
    },
  },
});
