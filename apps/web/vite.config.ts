import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ViteUserConfig } from 'vitest/config';
import type { PrerenderedPage } from './src/app/prerender.tsx';
import { TEST_TIMEOUT_MS } from '../../test-timeouts.ts';

const reactRouterProductionBuild = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

/** Web tests that must load their modules afresh (vi.mock, vi.stubGlobal before an import). */
const WEB_ISOLATED_TESTS: string[] = [
  'src/app/zod-without-eval.test.ts',
  'src/lib/idempotency-key.test.ts',
  'src/features/ingredients/components/price-history-modal.test.tsx',
  'src/features/suppliers/pages/supplier-detail-page.test.tsx',
];

/** The web tests' settings, shared by the `web` and `web-isolated` projects. */
const WEB_TEST: NonNullable<ViteUserConfig['test']> = {
  // happy-dom rather than jsdom (issue 29): the same tests in half the time (unit step 94 → 55 s).
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // Issue 7, test time: no stylesheet is processed (CSS modules give their class names only);
  // worker threads start faster than child processes.
  css: false,
  pool: 'threads',
  // One limit for every test of the repository (test-timeouts.ts), generous for a loaded machine.
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: TEST_TIMEOUT_MS,
};

/** The project of WEB_ISOLATED_TESTS (vitest.config.ts): each file with modules of its own. */
export const webIsolatedProject = {
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [react()],
  resolve: { dedupe: ['react-is'] },
  test: { ...WEB_TEST, name: 'web-isolated', include: WEB_ISOLATED_TESTS, isolate: true },
};

// The API runs on its own port in development; the browser only ever talks to the same origin.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the prerendering needs of a chunk of the client build. */
interface BuiltChunk {
  imports: string[];
  css: string[];
  moduleId: string | null;
}

/**
 * After the client build (once, not per request): renders /, /login and /registro to HTML
 * (src/app/prerender.tsx, through an SSR build) and writes them to `pages/` beside index.html,
 * each with its page's stylesheets and modules preloaded; the server sends them for those routes
 * (apps/api plugins/spa.ts). Then writes `file.br` and `file.gz` beside every text file of the
 * build, at the highest levels, which the server sends with `preCompressed`. A compressed copy
 * that is not smaller is not written. One plugin, so the pages are written before compressing.
 */
function finishBuild(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, BuiltChunk>();
  return {
    name: 'costeo:finish-build',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite has folded the CSS-only chunks into their importers.
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          moduleId: output.facadeModuleId,
        });
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      await prerenderPages(config, outDir, chunks);
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function prerenderPages(
  config: ResolvedConfig,
  outDir: string,
  chunks: Map<string, BuiltChunk>,
): Promise<void> {
  // Inside the app's node_modules, so the SSR bundle's bare imports (react, @mantine/core…)
  // resolve; one directory per process, as several builds may run at once.
  const ssrDir = path.join(config.cacheDir, `prerender-${process.pid}`);
  await build({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
  });
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  // The auth store reads the stored token when it is created: an anonymous visitor here.
  const hadLocalStorage = 'localStorage' in globalThis;
  if (!hadLocalStorage) Object.assign(globalThis, { localStorage: emptyStorage() });
  try {
    const entry = (await readdir(ssrDir)).find((name) => /^prerender\.m?js$/.test(name));
    if (entry === undefined) throw new Error(`prerender: no SSR bundle in ${ssrDir}`);
    const { PRERENDERED_PAGES, renderPage } = (await import(
      pathToFileURL(path.join(ssrDir, entry)).href
    )) as typeof import('./src/app/prerender.tsx');
    await mkdir(path.join(outDir, 'pages'), { recursive: true });
    const bootScript = await writeBootScript(config, outDir);
    for (const page of PRERENDERED_PAGES) {
      const preloads = pagePreloads(config, page, chunks);
      const html = pageHtml(template, page, await renderPage(page), preloads, bootScript);
      await writeFile(path.join(outDir, 'pages', page.file), html);
    }
  } finally {
    if (!hadLocalStorage) Reflect.deleteProperty(globalThis, 'localStorage');
    await rm(ssrDir, { recursive: true, force: true });
  }
}

function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/**
 * The page's chunk with the chunks it imports, and their stylesheets, in the order Vite's
 * preload helper would insert them when the router imports the page (imported CSS first).
 */
function pagePreloads(
  config: ResolvedConfig,
  page: PrerenderedPage,
  chunks: Map<string, BuiltChunk>,
): { scripts: string[]; styles: string[] } {
  const moduleId = path.join(config.root, page.module);
  const pageChunk = [...chunks].find(([, chunk]) => chunk.moduleId === moduleId)?.[0];
  if (pageChunk === undefined) throw new Error(`prerender: no chunk for ${page.module}`);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (chunk === undefined) return;
    scripts.push(fileName);
    chunk.imports.forEach(visit);
    styles.push(...chunk.css.filter((css) => !styles.includes(css)));
  };
  visit(pageChunk);
  const url = (fileName: string) => `${config.base}${fileName}`;
  return { scripts: scripts.map(url), styles: styles.map(url) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The prerendered pages' only script. It starts the app (the entry chunk, with the page's
 * chunks preloaded) once the page has been painted, so the first paint waits for the markup and
 * the stylesheets alone; a hidden tab, which paints nothing, starts it at once.
 */
const BOOT_SCRIPT = `const tag = document.querySelector('script[data-app]');
const list = (name) => tag.dataset[name].split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// A few links per task: the main thread is never held long.
const preload = async (hrefs) => {
  for (let index = 0; index < hrefs.length; index += 6) {
    if (index > 0) await nextTask();
    for (const href of hrefs.slice(index, index + 6)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
};
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  // Everything downloads at once; the modules are then run in order, the entry's libraries one
  // task each and the entry last.
  await preload([...list('deps'), tag.dataset.app]);
  void preload(list('preload'));
  for (const href of list('deps')) {
    await nextTask();
    await import(href);
  }
  await nextTask();
  await import(tag.dataset.app);
};
if (document.visibilityState === 'hidden') void start();
else if (tag.dataset.start === 'gesture') {
  // A page whose every control is a link (the landing): its markup is the whole page and its links
  // work without the app (the pages they lead to arrive prerendered too). The app starts at the
  // visitor's first gesture, so a phone reading the page runs no script for it.
  const gestures = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  const go = () => {
    for (const type of gestures) removeEventListener(type, go, true);
    void start();
  };
  for (const type of gestures) addEventListener(type, go, { capture: true, passive: true });
} else requestAnimationFrame(() => setTimeout(start, 0));
document.addEventListener('visibilitychange', start, { once: true });
`;

/** Writes the boot script under a name that changes with its content (cached for a year). */
async function writeBootScript(config: ResolvedConfig, outDir: string): Promise<string> {
  const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8);
  const fileName = `${config.build.assetsDir}/boot-${hash}.js`;
  await writeFile(path.join(outDir, fileName), BOOT_SCRIPT);
  return `${config.base}${fileName}`;
}

function pageHtml(
  template: string,
  page: PrerenderedPage,
  markup: string,
  preloads: { scripts: string[]; styles: string[] },
  bootScript: string,
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (entry === null) throw new Error('prerender: no entry script in index.html');
  const [entryTag, entrySrc] = entry;
  const preloaded = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  const deps = preloaded.map((match) => match[1]);
  const scripts = preloads.scripts.filter((href) => href !== entrySrc && !deps.includes(href));
  const styles = preloads.styles
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const boot =
    `<script type="module" crossorigin src="${bootScript}" data-app="${entrySrc}"` +
    ` data-deps="${deps.join(' ')}" data-preload="${scripts.join(' ')}"` +
    `${page.startOn === 'gesture' ? ' data-start="gesture"' : ''}></script>`;
  // Until the app takes over (main.tsx), nothing can be typed in or sent: what was typed would be
  // lost, and a form sent without its script would put the password in the address.
  // main.tsx removes the attribute named by data-prerender-lock once the page is hydrated.
  const inert = markup.replace(
    /<(input|button|select|textarea)\b([^>]*)>/g,
    (tag: string, name: string, attributes: string) => {
      const attribute = name === 'input' ? 'readonly' : 'disabled';
      if (new RegExp(`\\s${attribute}(=|\\s|$)`).test(attributes)) return tag;
      return `<${name} ${attribute}="" data-prerender-lock="${attribute}"${attributes}>`;
    },
  );
  let head = template.replace(entryTag, '');
  for (const [tag] of preloaded) head = head.replace(tag, '');
  const html = head
    // MantineProvider sets it when it runs; the colours of the markup depend on it before that.
    .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `  ${[...styles, boot].join('\n    ')}\n  </head>`)
    .replace(/\n\s*\n/g, '\n')
    .replace('<div id="root"></div>', () => `<div id="root">${inert}</div>`);
  if (!html.includes(inert) || !html.includes('data-mantine-color-scheme')) {
    throw new Error(`prerender: index.html is not as expected for ${page.path}`);
  }
  return html;
}

async function compressFile(file: string) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Issue 34: the app is installable and its shell works offline (a count sheet opened online is
 * filled in a cámara with no signal). The service worker precaches the build's HTML, JS, CSS and
 * icons (every page's chunk, so an offline reload can open any screen) and answers navigations
 * with index.html; the API is never cached (network only). main.tsx registers it.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: null,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'Costeo',
      short_name: 'Costeo',
      description: 'Escandallos, merma, food cost, alérgenos e inventario de tu cocina.',
      lang: 'es',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The prerendered pages are the server's answer to /, /login and /registro online; offline
      // every navigation gets the app's shell.
      globIgnores: ['pages/**'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      // Never the API: no route of the worker matches /api/, so it lets those requests go to the
      // network untouched (not even fetched on the page's behalf) — what a count sends reaches the
      // server or waits in IndexedDB.
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    finishBuild(),
    ...(command === 'build' && isSsrBuild !== true ? installableApp() : []),
  ],
  // recharts imports react-is; the copy hoisted to the repository root is v17 (for Testing
  // Library), which does not recognise React 19 elements. Resolve the app's own v19 instead.
  resolve: {
    dedupe: ['react-is'],
    // react-router's package exports point every condition at its development build (remix-run/
    // react-router#12532, #14102): dev-only checks and warnings run on every navigation. The
    // production build it also ships is used for `vite build`.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }]
        : [],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React DOM and the router apart from the entry: the prerendered pages' boot script
        // evaluates them one task each (a single 400 KB entry held the main thread the longest).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    ...WEB_TEST,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every page's module loaded before each file's tests (src/test/setup-pages.ts).
    setupFiles: [...(WEB_TEST.setupFiles as string[]), './src/test/setup-pages.ts'],
    // The files that replace a module or a global before loading what they test need modules of
    // their own: they run in the `web-isolated` project (below). The others share each worker's
    // loaded modules (React, Mantine, MSW, the contracts), which spares loading them again for
    // every file (issue 17: npm test under 12 minutes).
    exclude: WEB_ISOLATED_TESTS,
    isolate: false,
  },
}));
