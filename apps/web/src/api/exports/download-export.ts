import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { apiClient } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { menuKeys } from '../menus/keys.ts';
import { MENUS_URL } from '../urls.ts';

/** One export the API serves: its path, query and the name to save it as if none is sent. */
export interface ExportRequest {
  url: string;
  params?: Record<string, string | number | boolean>;
  fallbackName: string;
  /** ms; the app's 10 s unless told (a document rendered on a cold worker of a busy server). */
  timeout?: number;
}

/** `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf` → "a.pdf" (the UTF-8 form first). */
export function fileNameFrom(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * An error answer of a blob request arrives as a Blob: read its JSON back into the response so
 * lib/api-errors reads it like any other (`getFeatureNotAvailable`, `getErrorDetail`).
 */
async function readErrorBody(error: unknown): Promise<never> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = null;
    }
  }
  throw error;
}

/** Asks the API for the file (through the one axios instance) and saves it. */
export async function downloadExport(request: ExportRequest): Promise<string> {
  const response = await apiClient
    .get<Blob>(request.url, {
      params: request.params,
      responseType: 'blob',
      ...(request.timeout === undefined ? {} : { timeout: request.timeout }),
    })
    .catch(readErrorBody);
  const name = fileNameFrom(response.headers['content-disposition'], request.fallbackName);
  saveFile(response.data, name);
  return name;
}

export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    // An event's first client quote gives it its number (issue 31): the menu is read again.
    onSuccess: (_name, request) =>
      request.url.startsWith(MENUS_URL)
        ? queryClient.invalidateQueries({ queryKey: menuKeys.all })
        : undefined,
  });
}
