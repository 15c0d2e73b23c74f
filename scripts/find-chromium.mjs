// Finds a Chromium for the browser tests: CHROMIUM_PATH, the system's chromium or chrome, or
// Playwright's own browser cache. When there is none it installs one the ordinary way where it
// can (Debian as root: apt-get), and otherwise fails with the exact command to run. Never skips.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightCache() {
  const base =
    process.env.PLAYWRIGHT_BROWSERS_PATH ||
    (process.platform === 'darwin'
      ? path.join(os.homedir(), 'Library', 'Caches', 'ms-playwright')
      : path.join(os.homedir(), '.cache', 'ms-playwright'));
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => name.startsWith('chromium'))
    .flatMap((name) => [
      path.join(base, name, 'chrome-linux', 'chrome'),
      path.join(base, name, 'chrome-linux64', 'chrome'),
      path.join(base, name, 'chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ]);
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  return [...SYSTEM_CANDIDATES, ...playwrightCache()].find((candidate) => existsSync(candidate));
}

function isDebianRoot() {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0;
}

/**
 * Chromium's old headless shell (Debian's chromium-headless-shell; what Playwright itself runs
 * headless): the same Blink and V8 without the full browser, so the journeys' browsers leave
 * more of a 2-core machine to the pages (e2e step 191 s → 167 s here; issue 29).
 */
const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

/** The browser for the journeys: CHROMIUM_PATH, else the headless shell, else any Chromium. */
export function ensureTestBrowser() {
  if (!process.env.CHROMIUM_PATH) {
    const shell = HEADLESS_SHELL_CANDIDATES.find((candidate) => existsSync(candidate));
    if (shell) return shell;
  }
  return ensureChromium();
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isDebianRoot()) {
    console.log('· No Chromium found: installing Debian’s chromium package (apt-get).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  const command = existsSync('/etc/debian_version')
    ? 'sudo apt-get update && sudo apt-get install -y chromium'
    : 'npx playwright install chromium';
  throw new Error(
    `No Chromium found for the browser tests. Install one with:\n\n  ${command}\n\n` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

export function chromiumVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return executable;
  }
}
