import {
  PHOTO_EMPTY,
  PHOTO_FILE_TOO_LARGE,
  PHOTO_MAX_FILE_BYTES,
  PHOTO_TIMED_OUT,
  PHOTO_TOO_COMPLEX,
  type PhotoSize,
  type RecipePhoto,
} from '@costeo/domain/contracts/recipe-photos';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWorkLimit, WorkLimitError, type WorkPool } from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import { detectPhotoType } from './recipe-photo.type.ts';
import { createRecipePhotosRepository } from './recipe-photos.repository.ts';

const FIELD = 'content_base64';

/** A photo to send: its bytes and its version (for the ETag). */
export interface PhotoFile {
  bytes: Buffer;
  updatedAt: Date;
}

/**
 * One photo per recipe (docs/decisions/021-recipe-photos.md). The bytes are checked here (size,
 * signature), processed in the worker pool (time and memory limits, one upload at a time per
 * user), and stored in the database beside the recipe, owner-scoped like every other row.
 */
export function createRecipePhotosService(deps: {
  db: Db;
  work: WorkPool;
  guard: UserWorkGuard;
  now: () => Date;
}) {
  const { db, work, guard, now } = deps;
  const repository = createRecipePhotosRepository(db);

  async function assertRecipe(ownerId: number, recipeId: number) {
    if (!(await repository.hasRecipe(ownerId, recipeId))) throw AppError.notFound();
  }

  function decode(contentBase64: string): Buffer {
    const bytes = Buffer.from(contentBase64.replace(/\s/g, ''), 'base64');
    if (bytes.length > PHOTO_MAX_FILE_BYTES) {
      throw new AppError('payload_too_large', PHOTO_FILE_TOO_LARGE);
    }
    if (bytes.length === 0) throw AppError.field(FIELD, PHOTO_EMPTY);
    return bytes;
  }

  async function process(bytes: Buffer) {
    // Its own copy of the bytes, moved to the thread rather than cloned.
    const own = new Uint8Array(bytes);
    try {
      return await work.run(
        'recipe-photo',
        { bytes: own },
        { limit: 'import', transfer: [own.buffer] },
      );
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, {
        field: FIELD,
        timedOut: PHOTO_TIMED_OUT,
        tooComplex: PHOTO_TOO_COMPLEX,
      });
    }
  }

  return {
    async put(ownerId: number, recipeId: number, contentBase64: string): Promise<RecipePhoto> {
      // 404 before any work: another owner's recipe costs no decoding.
      await assertRecipe(ownerId, recipeId);
      const bytes = decode(contentBase64);
      // The signature in the main thread: a PDF or a text never reaches the pool.
      detectPhotoType(bytes);
      const photo = await guard.run(ownerId, () => process(bytes));
      const at = now();
      const saved = await db.transaction((tx) =>
        createRecipePhotosRepository(tx).save(
          ownerId,
          recipeId,
          {
            image: Buffer.from(photo.image),
            thumbnail: Buffer.from(photo.thumbnail),
            width: photo.width,
            height: photo.height,
          },
          at,
        ),
      );
      // Deleted while the photo was processed.
      if (!saved) throw AppError.notFound();
      return { photo_updated_at: at.toISOString(), width: photo.width, height: photo.height };
    },

    async get(ownerId: number, recipeId: number, size: PhotoSize): Promise<PhotoFile> {
      const found = await repository.find(
        ownerId,
        recipeId,
        size === 'thumbnail' ? 'thumbnail' : 'image',
      );
      if (!found) throw AppError.notFound();
      return { bytes: found.bytes, updatedAt: found.updatedAt };
    },

    async remove(ownerId: number, recipeId: number): Promise<void> {
      const removed = await db.transaction((tx) =>
        createRecipePhotosRepository(tx).remove(ownerId, recipeId),
      );
      if (!removed) throw AppError.notFound();
    },

    /**
     * The same pipeline for another module's photo (a waste entry's, issue 35): the bytes checked
     * here, decoded and re-encoded as JPEG in the pool, one upload at a time per user; nothing
     * stored.
     */
    async prepare(ownerId: number, contentBase64: string) {
      const bytes = decode(contentBase64);
      detectPhotoType(bytes);
      const photo = await guard.run(ownerId, () => process(bytes));
      return { image: Buffer.from(photo.image), width: photo.width, height: photo.height };
    },

    /** The stored JPEG for the ficha técnica, or null (exports read it through this service). */
    async imageFor(ownerId: number, recipeId: number): Promise<Buffer | null> {
      return (await repository.find(ownerId, recipeId, 'image'))?.bytes ?? null;
    },

    /** For a duplicate, inside its transaction. */
    copy: (tx: Db, ownerId: number, fromId: number, toId: number) =>
      createRecipePhotosRepository(tx).copy(ownerId, fromId, toId, now()),
  };
}

export type RecipePhotosService = ReturnType<typeof createRecipePhotosService>;
