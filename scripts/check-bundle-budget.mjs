#!/usr/bin/env node
// The landing page's budget (issue 7): everything apps/web/dist/index.html loads eagerly (the entry
// script, its modulepreloads and the stylesheets) must stay under 200 KB gzip-compressed. Runs
// after `vite build` (apps/web's build script), so `npm test` and `npm start` fail past it.
//   node scripts/check-bundle-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** The same-origin files a tag of index.html makes the browser fetch before the page can run. */
function listEagerFiles(source) {
  const tags = [
    ...source.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...source.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
    ...source.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="(?:modulepreload|stylesheet)"/g),
  ];
  return [...new Set(tags.map((match) => match[1]))].filter((href) => href.startsWith('/'));
}

function measureFile(href) {
  const content = readFileSync(path.join(distDir, href));
  return {
    file: href,
    raw: content.length,
    gzip: gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const rows = listEagerFiles(html).map(measureFile);
if (rows.length === 0) {
  console.error(`✖ bundle budget: ${distDir}/index.html loads no script or stylesheet`);
  process.exit(1);
}
const total = rows.reduce(
  (sum, row) => ({
    raw: sum.raw + row.raw,
    gzip: sum.gzip + row.gzip,
    brotli: sum.brotli + row.brotli,
  }),
  { raw: 0, gzip: 0, brotli: 0 },
);

console.log('\nLanding page, initial JS + CSS (loaded by index.html):');
console.log(`${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  file`);
for (const row of rows)
  console.log(`${kb(row.raw)} ${kb(row.gzip)} ${kb(row.brotli)}  ${row.file}`);
console.log(`${kb(total.raw)} ${kb(total.gzip)} ${kb(total.brotli)}  total`);

if (total.gzip > BUDGET_BYTES) {
  console.error(
    `✖ bundle budget exceeded: ${kb(total.gzip).trim()} gzip > ${kb(BUDGET_BYTES).trim()}. ` +
      'Load the new code lazily (a route or a dialog) or make it smaller.',
  );
  process.exit(1);
}
console.log(`✔ bundle budget: ${kb(total.gzip).trim()} gzip of ${kb(BUDGET_BYTES).trim()}`);
