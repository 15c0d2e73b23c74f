import type { PaginationQuery } from '@costeo/domain/contracts/common';
import { AppError } from './app-error.ts';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** What the links need of the request (a Fastify request is one): the URL it asked for. */
export interface PagedRequest {
  url: string;
}

export function pageWindow(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * The link to another page of this request: its path and query only, under `publicUrl` when set.
 * Never from the `Host` header, which the client chooses (a forged one would put its site in
 * `next`). Only the path and query of `request.url` are kept, whatever form it came in.
 */
export function pageLink(request: PagedRequest, publicUrl: string | null, page: number): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('page', String(page));
  // A path starting `//` would read as another host once the link is relative.
  const path = url.pathname.replace(/^\/{2,}/, '/');
  return `${publicUrl ?? ''}${path}${url.search}`;
}

/**
 * DRF's envelope with `next` / `previous` links (absolute under PUBLIC_URL, else relative to the
 * site); a page past the end is 404.
 */
export function toPage<T>(
  request: PagedRequest,
  query: PaginationQuery,
  page: { count: number; results: T[] },
  publicUrl: string | null,
): Page<T> {
  const { count, results } = page;
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  if (query.page > lastPage) throw new AppError('not_found', 'Página no válida.');
  return {
    count,
    next: query.page < lastPage ? pageLink(request, publicUrl, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(request, publicUrl, query.page - 1) : null,
    results,
  };
}
