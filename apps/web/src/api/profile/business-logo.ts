import { useQuery } from '@tanstack/react-query';
import {
  businessLogoSchema,
  LOGO_EMPTY,
  LOGO_FILE_TOO_LARGE,
  LOGO_MAX_FILE_BYTES,
  type BusinessLogo,
} from '@costeo/domain/contracts/business-logo';
import { apiClient } from '../../lib/api-client.ts';
import { readFileAsBase64 } from '../../lib/read-file.ts';
import { PROFILE_LOGO_URL } from '../urls.ts';

/**
 * The business's logo (issue 31), fetched through the one axios instance as a blob like a recipe
 * photo. Its version is in the key and in `?v=`, so a new logo is a new query.
 */
export const businessLogoKey = (version: string) => ['business-logo', version] as const;

/** The logo as a blob; idle while `version` is null (no logo). */
export function useBusinessLogo(version: string | null) {
  return useQuery({
    queryKey: businessLogoKey(version ?? ''),
    queryFn: async () => {
      const { data } = await apiClient.get<Blob>(PROFILE_LOGO_URL, {
        params: { v: version },
        responseType: 'blob',
      });
      return data;
    },
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** What is wrong with a chosen file before it is sent (the server reads the bytes again), or null. */
export function checkLogoFile(file: File): string | null {
  if (file.size === 0) return LOGO_EMPTY;
  if (file.size > LOGO_MAX_FILE_BYTES) return LOGO_FILE_TOO_LARGE;
  return null;
}

export async function uploadBusinessLogo(file: File): Promise<BusinessLogo> {
  const { data } = await apiClient.put<unknown>(PROFILE_LOGO_URL, {
    content_base64: await readFileAsBase64(file),
  });
  return businessLogoSchema.parse(data);
}

export async function deleteBusinessLogo(): Promise<void> {
  await apiClient.delete(PROFILE_LOGO_URL);
}
