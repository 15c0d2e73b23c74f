#!/usr/bin/env node
// The installable app's icons (issue 34): PNGs drawn from the app's logo, apps/web/public/favicon.svg,
// with sharp (apps/api's dependency). Run again when the logo changes; the PNGs are committed.
//   node scripts/generate-pwa-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
const BRAND = '#c2410c';

// The logo as it is ("any" purpose), and the apple-touch-icon.
for (const [file, size] of [
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
  ['icons/apple-touch-icon.png', 180],
]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
}

// "maskable": the launcher may cut a circle out of it, so the logo sits in the inner 80 % on the
// brand colour.
const size = 512;
const inner = Math.round(size * 0.8);
const logo = await sharp(svg, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
  .composite([{ input: logo, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'icons/icon-maskable-512.png'));
console.log('icons written to apps/web/public/icons');
