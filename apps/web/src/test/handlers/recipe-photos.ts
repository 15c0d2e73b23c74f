import {
  PHOTO_UNSUPPORTED_TYPE,
  recipePhotoRequestSchema,
  recipePhotoSchema,
} from '@costeo/domain/contracts/recipe-photos';
import { http, HttpResponse } from 'msw';
import { RECIPES_URL } from '../../api/urls.ts';
import { server } from '../server.ts';
import { answer, answerError, bodyOf, idOf, noContent, notFound } from './respond.ts';
import type { ServedRecipes } from './recipes.ts';

const PHOTO_PATH = `${RECIPES_URL}:id(\\d+)/photo/`;

/**
 * What GET answers for a stored photo. Text bytes: MSW's XHR interceptor (0.41) builds a blob
 * answer from the body decoded as UTF-8, so bytes such as a JPEG's FF D8 FF would not arrive as
 * sent.
 */
export const PHOTO_BYTES = 'JPEG';

/**
 * The photo endpoints over the recipes' store: a PUT stores a version (a file whose base64 starts
 * like a PDF is refused, as the server refuses it from its bytes); GET answers PHOTO_BYTES.
 */
export function serveRecipePhotos(recipes: ServedRecipes) {
  let clock = Date.parse('2026-03-16T10:00:00Z');
  const find = (params: Record<string, string | readonly string[] | undefined>) =>
    recipes.recipesState.recipes.find((recipe) => recipe.id === idOf(params));

  server.use(
    http.put(PHOTO_PATH, async ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      const { content_base64: content } = await bodyOf(request, recipePhotoRequestSchema);
      // "%PDF" in base64.
      if (content.startsWith('JVBER')) {
        return answerError(400, { content_base64: [PHOTO_UNSUPPORTED_TYPE] });
      }
      clock += 60_000;
      stored.photoUpdatedAt = new Date(clock).toISOString();
      return answer(recipePhotoSchema, {
        photo_updated_at: stored.photoUpdatedAt,
        width: 1200,
        height: 900,
      });
    }),
    http.get(PHOTO_PATH, ({ params }) => {
      const stored = find(params);
      if (!stored?.photoUpdatedAt) return notFound();
      return new HttpResponse(PHOTO_BYTES, { headers: { 'Content-Type': 'image/jpeg' } });
    }),
    http.delete(PHOTO_PATH, ({ params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      stored.photoUpdatedAt = null;
      return noContent();
    }),
  );
}
