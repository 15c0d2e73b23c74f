import { useQuery } from '@tanstack/react-query';
import type { PhotoSize } from '@costeo/domain/contracts/recipe-photos';
import { apiClient } from '../../lib/api-client.ts';
import { readFileAsBase64 } from '../../lib/read-file.ts';
import { wastePhotoUrl } from '../urls.ts';

/*
 * A waste entry's photo (issue 35), through the recipe photos' pipeline: sent as base64 in JSON,
 * served as JPEG through the one axios instance (the bearer token), so as a blob.
 */

export async function getWastePhoto(id: number, size: PhotoSize): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(wastePhotoUrl(id), {
    params: { size },
    responseType: 'blob',
  });
  return data;
}

export const wastePhotoKey = (id: number) => ['waste', 'photo', id] as const;

/** An entry's photo as a blob; idle while it has none. */
export function useWastePhoto(id: number, size: PhotoSize, enabled: boolean) {
  return useQuery({
    queryKey: [...wastePhotoKey(id), size] as const,
    // The entry carries no photo version: the key is dropped when the photo changes.
    queryFn: () => getWastePhoto(id, size),
    enabled,
    staleTime: Infinity,
  });
}

/** `photo` may be a blob kept in IndexedDB while the phone was offline. */
export async function uploadWastePhoto(id: number, photo: Blob): Promise<void> {
  const file = photo instanceof File ? photo : new File([photo], 'foto', { type: photo.type });
  // The server turns, shrinks and re-encodes it in a worker: on a busy kitchen server that may
  // take longer than the 10 s every other request is given (the entry is saved already).
  await apiClient.put(
    wastePhotoUrl(id),
    { content_base64: await readFileAsBase64(file) },
    { timeout: 60_000 },
  );
}

export async function deleteWastePhoto(id: number): Promise<void> {
  await apiClient.delete(wastePhotoUrl(id));
}
