import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call, read structurally: importing axios here would put it in the
 * first download (DESIGN.md §8), and only the API client needs it. */
function responseStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : null;
}

/** A 4xx will not change on retry; a network error or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = responseStatus(error);
  if (status !== null && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
