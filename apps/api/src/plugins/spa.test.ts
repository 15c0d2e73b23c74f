import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa.ts';

// A dist folder as `vite build` leaves it: every file with its .br and .gz siblings.
const INDEX_HTML = `<!doctype html><title>Costeo</title>${'<!-- relleno -->'.repeat(100)}`;
const ASSET_JS = `console.log(${JSON.stringify('costeo '.repeat(500))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let app: FastifyInstance;
beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'costeo-spa-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithSiblings(path.join(distDir, 'index.html'), INDEX_HTML);
  writeWithSiblings(path.join(distDir, 'assets', 'index-abc123.js'), ASSET_JS);
  app = Fastify({ logger: false });
  await app.register(spaPlugin, { distDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function get(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('precompressed assets', () => {
  it('sends the brotli file of a hashed asset to a client that accepts br, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_JS);
  });

  it('sends index.html compressed for every client route, never cached without revalidation', async () => {
    for (const url of ['/', '/login', '/registro', '/dashboard']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const gzipped = await get('/login', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX_HTML);
  });
});

describe('prerendered pages', () => {
  const PAGE_HTML = `<!doctype html><title>Iniciar Sesión - Costeo</title>${'<p>Entra</p>'.repeat(50)}`;
  let withPages: FastifyInstance;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'costeo-spa-pages-'));
    mkdirSync(path.join(distDir, 'pages'));
    writeWithSiblings(path.join(distDir, 'index.html'), INDEX_HTML);
    writeWithSiblings(path.join(distDir, 'pages', 'login.html'), PAGE_HTML);
    withPages = Fastify({ logger: false });
    await withPages.register(spaPlugin, { distDir });
    await withPages.ready();
  });
  afterAll(async () => {
    await withPages.close();
  });

  it('sends a route its prerendered page, and index.html to a route the build did not prerender', async () => {
    const login = await withPages.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(PAGE_HTML);
    for (const url of ['/registro', '/dashboard', '/login/otra']) {
      const response = await withPages.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});
