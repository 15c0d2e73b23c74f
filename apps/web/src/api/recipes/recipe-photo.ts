import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PHOTO_EMPTY,
  PHOTO_FILE_TOO_LARGE,
  PHOTO_MAX_FILE_BYTES,
  recipePhotoSchema,
  type PhotoSize,
  type RecipePhoto,
} from '@costeo/domain/contracts/recipe-photos';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { readFileAsBase64 } from '../../lib/read-file.ts';
import { recipeKeys } from './keys.ts';
import { recipePhotoUrl } from '../urls.ts';

/**
 * A photo is fetched through the one axios instance (the bearer token; an <img src> could not
 * send it) as a blob. Its version is in the key and in `?v=`, so a new photo is a new query and
 * the browser may keep the old answer (the API marks it private and immutable).
 */
export const recipePhotoKey = (id: number, size: PhotoSize, version: string) =>
  ['recipe-photos', id, size, version] as const;

export async function getRecipePhoto(id: number, size: PhotoSize, version: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(recipePhotoUrl(id), {
    params: { size, v: version },
    responseType: 'blob',
  });
  return data;
}

/** The photo of a recipe as a blob; idle while `version` is null (no photo) or not `enabled`. */
export function useRecipePhoto(
  id: number,
  size: PhotoSize,
  version: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: recipePhotoKey(id, size, version ?? ''),
    queryFn: () => getRecipePhoto(id, size, version ?? ''),
    enabled: enabled && version !== null,
    staleTime: Infinity,
  });
}

/** What is wrong with a chosen file before it is sent (the server reads the bytes again), or null. */
export function checkPhotoFile(file: File): string | null {
  if (file.size === 0) return PHOTO_EMPTY;
  if (file.size > PHOTO_MAX_FILE_BYTES) return PHOTO_FILE_TOO_LARGE;
  return null;
}

export async function uploadRecipePhoto(id: number, file: File): Promise<RecipePhoto> {
  const { data } = await apiClient.put<unknown>(recipePhotoUrl(id), {
    content_base64: await readFileAsBase64(file),
  });
  return recipePhotoSchema.parse(data);
}

export async function deleteRecipePhoto(id: number): Promise<void> {
  await apiClient.delete(recipePhotoUrl(id));
}

/** The recipe on screen learns its new version at once; lists (thumbnails) are refetched. */
function usePhotoChanged() {
  const queryClient = useQueryClient();
  return (id: number, version: string | null) => {
    queryClient.setQueryData<Recipe>(recipeKeys.detail(id), (recipe) =>
      recipe ? { ...recipe, photo_updated_at: version } : recipe,
    );
    return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
  };
}

export function useUploadRecipePhoto() {
  const changed = usePhotoChanged();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadRecipePhoto(id, file),
    onSuccess: (photo, { id }) => changed(id, photo.photo_updated_at),
  });
}

export function useDeleteRecipePhoto() {
  const changed = usePhotoChanged();
  return useMutation({
    mutationFn: (id: number) => deleteRecipePhoto(id),
    onSuccess: (_data, id) => changed(id, null),
  });
}
