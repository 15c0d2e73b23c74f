import {
  PHOTO_FILE_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
  PHOTO_UNSUPPORTED_TYPE,
} from '@costeo/domain/contracts/recipe-photos';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import {
  isBlue,
  isRed,
  photoHeic,
  photoJpeg,
  photoJpegRotated,
  photoPng,
  photoWebp,
  pixelAt,
  pngBomb,
} from '../../../test/photo-fixtures.ts';
import { callApi, createRecipe, recipePayload } from '../../../test/recipe-factories.ts';

/* Recipe photos (issue 16, docs/decisions/021-recipe-photos.md) on a fresh database. */

let t: TestApp;
let ana: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const newRecipe = async (user: TestUser, name = 'Tortilla') =>
  (await createRecipe(t.app, user, recipePayload(name, []))).id;

const upload = (user: TestUser | null, id: number, bytes: Buffer) =>
  callApi(t.app, user, 'PUT', `recipes/${id}/photo/`, { content_base64: bytes.toString('base64') });

const download = (user: TestUser | null, id: number, query = '', headers = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/recipes/${id}/photo/${query}`,
    headers: { ...(user ? user.headers : {}), ...headers },
  });

const photoRows = async (recipeId: number) => {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from recipe_photos where recipe_id = ${recipeId}`,
  );
  return rows[0]?.n;
};

describe('PUT /api/recipes/{id}/photo/', () => {
  it('stores a JPEG fitted in 1200 × 1200, without metadata, with a 160 px thumbnail; the recipe says it has one', async () => {
    const id = await newRecipe(ana);
    const put = await upload(ana, id, await photoJpeg());
    expect(put.statusCode, put.body).toBe(200);
    const answer = put.json();
    expect(answer).toMatchObject({ width: 1200, height: 600 });

    const recipe = (await callApi(t.app, ana, 'GET', `recipes/${id}/`)).json();
    expect(recipe.photo_updated_at).toBe(answer.photo_updated_at);
    const list = (await callApi(t.app, ana, 'GET', 'recipes/')).json();
    expect(list.results.find((item: { id: number }) => item.id === id).photo_updated_at).toBe(
      answer.photo_updated_at,
    );

    const full = await download(ana, id, `?v=${encodeURIComponent(answer.photo_updated_at)}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 600]);
    expect(meta.exif).toBeUndefined();
    expect(isRed(await pixelAt(full.rawPayload, 10, 300))).toBe(true);
    expect(isBlue(await pixelAt(full.rawPayload, 1190, 300))).toBe(true);

    const again = await download(ana, id, '', { 'if-none-match': full.headers.etag as string });
    expect(again.statusCode).toBe(304);

    const thumb = await download(ana, id, '?size=thumbnail');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([160, 160]);
    expect(thumb.headers.etag).not.toBe(full.headers.etag);
  });

  it('turns a phone photo upright from its EXIF orientation (6: rotate 90° clockwise)', async () => {
    const id = await newRecipe(ana);
    const put = await upload(ana, id, await photoJpegRotated());
    expect(put.json()).toMatchObject({ width: 600, height: 1200 });
    const full = (await download(ana, id)).rawPayload;
    // The stored left half (red) is on top once turned.
    expect(isRed(await pixelAt(full, 300, 10))).toBe(true);
    expect(isBlue(await pixelAt(full, 300, 1190))).toBe(true);
  });

  it.each([
    ['PNG', photoPng],
    ['WebP', photoWebp],
  ])('accepts a %s and stores a JPEG', async (_name, make) => {
    const id = await newRecipe(ana);
    const put = await upload(ana, id, await make());
    expect(put.statusCode, put.body).toBe(200);
    const meta = await sharp((await download(ana, id)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 600]);
  });

  it('accepts a real HEVC HEIC (iPhone), decoded by heic-decode: size and colours kept', async () => {
    const id = await newRecipe(ana);
    const put = await upload(ana, id, photoHeic());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ width: 64, height: 48 });
    const full = (await download(ana, id)).rawPayload;
    expect((await sharp(full).metadata()).format).toBe('jpeg');
    expect(isRed(await pixelAt(full, 8, 24))).toBe(true);
    expect(isBlue(await pixelAt(full, 56, 24))).toBe(true);
  });

  it('replacing keeps one photo; DELETE removes it and the recipe says so', async () => {
    const id = await newRecipe(ana);
    await upload(ana, id, await photoPng());
    const second = await upload(ana, id, photoHeic());
    expect(second.statusCode).toBe(200);
    expect(await photoRows(id)).toBe(1);
    const removed = await callApi(t.app, ana, 'DELETE', `recipes/${id}/photo/`);
    expect(removed.statusCode).toBe(204);
    expect((await callApi(t.app, ana, 'GET', `recipes/${id}/`)).json().photo_updated_at).toBeNull();
    expect((await download(ana, id)).statusCode).toBe(404);
    expect(await photoRows(id)).toBe(0);
  });
});

describe('hostile photos: a Spanish 4xx, and the server keeps answering', () => {
  let id: number;
  beforeAll(async () => {
    id = await newRecipe(ana, 'Objetivo');
  });

  const refusedWith = async (bytes: Buffer, status: number, message: string) => {
    const response = await upload(ana, id, bytes);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).toContain(message);
    expect((await callApi(t.app, null, 'GET', 'health/')).statusCode).toBe(200);
  };

  it('a PDF or a text is not a photo', async () => {
    await refusedWith(
      Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF'),
      400,
      PHOTO_UNSUPPORTED_TYPE,
    );
    await refusedWith(
      Buffer.from('Receta de la abuela: 3 huevos, 2 patatas.'),
      400,
      PHOTO_UNSUPPORTED_TYPE,
    );
  });

  it('a truncated JPEG is refused as damaged', async () => {
    const jpeg = await photoJpeg();
    await refusedWith(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, PHOTO_UNREADABLE);
  });

  it('a 20 MB file is 413 with the size in Spanish', async () => {
    const response = await upload(ana, id, Buffer.alloc(20 * 1024 * 1024, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: PHOTO_FILE_TOO_LARGE });
  });

  // How fast /api/health/ answers meanwhile is a bar of `npm run bench:hostile` (its "PNG bomb").
  it('a decompression bomb (PNG declaring 30 000 × 30 000) is refused, and /api/health/ answers while it is processed', async () => {
    const pending = upload(ana, id, pngBomb());
    const health = await callApi(t.app, null, 'GET', 'health/');
    expect(health.statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ content_base64: [PHOTO_TOO_MANY_PIXELS] });
  });

  it('bad base64 and an empty file are field errors', async () => {
    const bad = await callApi(t.app, ana, 'PUT', `recipes/${id}/photo/`, { content_base64: '***' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('content_base64');
    const empty = await callApi(t.app, ana, 'PUT', `recipes/${id}/photo/`, { content_base64: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('nothing was stored by any of them', async () => {
    expect(await photoRows(id)).toBe(0);
  });
});

describe('owner scoping', () => {
  it('401 without a token on every method', async () => {
    const id = await newRecipe(ana);
    expect((await upload(null, id, await photoPng())).statusCode).toBe(401);
    expect((await download(null, id)).statusCode).toBe(401);
    expect((await callApi(t.app, null, 'DELETE', `recipes/${id}/photo/`)).statusCode).toBe(401);
  });

  it("404 on another owner's recipe: no upload, no read, no delete", async () => {
    const id = await newRecipe(ana);
    await upload(ana, id, await photoPng());
    const put = await upload(other, id, await photoPng());
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ detail: 'No encontrado.' });
    expect((await download(other, id)).statusCode).toBe(404);
    expect((await callApi(t.app, other, 'DELETE', `recipes/${id}/photo/`)).statusCode).toBe(404);
    expect((await download(ana, id)).statusCode).toBe(200);
    expect((await upload(ana, 999_999, await photoPng())).statusCode).toBe(404);
  });
});

describe('the photo follows the recipe', () => {
  it('a duplicate has its own copy; deleting a recipe deletes its photo', async () => {
    const id = await newRecipe(ana, 'Croquetas');
    await upload(ana, id, await photoPng());
    const copy = await callApi(t.app, ana, 'POST', `recipes/${id}/duplicate/`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id as number;
    expect(copy.json().photo_updated_at).not.toBeNull();
    const original = (await download(ana, id)).rawPayload;
    expect((await download(ana, copyId)).rawPayload.equals(original)).toBe(true);

    expect((await callApi(t.app, ana, 'DELETE', `recipes/${id}/`)).statusCode).toBe(204);
    expect(await photoRows(id)).toBe(0);
    expect((await download(ana, copyId)).statusCode).toBe(200);
  });
});
