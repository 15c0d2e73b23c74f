import { PHOTO_UNSUPPORTED_TYPE } from '@costeo/domain/contracts/recipe-photos';
import type { FakeReply } from './fake-api.ts';
import type { RecipesApi } from './recipes-api.ts';

const PHOTO_PATH = /^\/api\/recipes\/(\d+)\/photo\/$/;
const idOf = (url: string) => Number(PHOTO_PATH.exec(url)?.[1]);

/**
 * The photo endpoints on the recipes fake: a PUT stores a version (a file whose base64 starts
 * like a PDF is refused, as the server refuses it from its bytes); GET answers a small JPEG blob.
 */
export function addRecipePhotoRoutes(account: RecipesApi) {
  let clock = Date.parse('2026-03-16T10:00:00Z');
  const find = (url: string) => account.recipesState.recipes.find((r) => r.id === idOf(url));
  const notFound: FakeReply = { status: 404, data: { detail: 'No encontrado.' } };

  account.api.on('PUT', PHOTO_PATH, (request): FakeReply => {
    const stored = find(request.url);
    if (!stored) return notFound;
    const { content_base64: content } = request.body as { content_base64: string };
    // "%PDF" in base64.
    if (content.startsWith('JVBER')) {
      return { status: 400, data: { content_base64: [PHOTO_UNSUPPORTED_TYPE] } };
    }
    clock += 60_000;
    stored.photoUpdatedAt = new Date(clock).toISOString();
    return {
      status: 200,
      data: { photo_updated_at: stored.photoUpdatedAt, width: 1200, height: 900 },
    };
  });
  account.api.on('GET', PHOTO_PATH, (request): FakeReply => {
    const stored = find(request.url);
    if (!stored?.photoUpdatedAt) return notFound;
    return {
      status: 200,
      data: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    };
  });
  account.api.on('DELETE', PHOTO_PATH, (request): FakeReply => {
    const stored = find(request.url);
    if (!stored) return notFound;
    stored.photoUpdatedAt = null;
    return { status: 204 };
  });
}
