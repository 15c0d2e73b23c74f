import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function pageWindow(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** DRF's envelope with absolute `next` / `previous` links; a page past the end is 404. */
export function toPage<T>(
  request: FastifyRequest,
  query: PaginationQuery,
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  if (query.page > lastPage) throw new AppError('not_found', 'Página no válida.');
  const link = (page: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    next: query.page < lastPage ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results,
  };
}
