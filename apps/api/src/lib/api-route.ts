/** What the check reads of a (Fastify) request: its URL and the route the router matched. */
export interface RoutedRequest {
  url: string;
  routeOptions: { url?: string | undefined };
}

/**
 * Whether the request is for the JSON API (not the SPA, not the API docs), decided by the route
 * the router matched, never by the raw URL: `/%61pi/…` reaches the same `/api/…` handler.
 * A request that matched no route is judged by its decoded path.
 */
export function isApiRequest(request: RoutedRequest): boolean {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
