/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs on its own port in development; the browser only ever talks to the same origin.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels (done
 * once per build, not per request). The server sends them with `preCompressed` (apps/api
 * plugins/spa.ts). A compressed copy that is not smaller is not written.
 */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'costeo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
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

export default defineConfig({
  plugins: [react(), precompressBuild()],
  // recharts imports react-is; the copy hoisted to the repository root is v17 (for Testing
  // Library), which does not recognise React 19 elements. Resolve the app's own v19 instead.
  resolve: { dedupe: ['react-is'] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Issue 7, test time: no stylesheet is processed (CSS modules give their class names only);
    // worker threads start faster than child processes.
    css: false,
    pool: 'threads',
    // Testing Library waits up to 5 s for lazy chunks (src/test/setup.ts); a test needs room for
    // a few such waits on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});
