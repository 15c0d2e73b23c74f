import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatDocumentTitle } from '../lib/titles.ts';

/** Route `handle`: the SPEC.md §2 title of the page, null for "no title" (landing). */
export interface RouteHandle {
  title: string | null;
}

export function titleHandle(title: string | null): RouteHandle {
  return { title };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets document.title from the deepest matched route that declares one. */
export function useRouteDocumentTitle(): void {
  const matches = useMatches();
  let title: string | null = null;
  for (const match of matches) {
    if (isRouteHandle(match.handle)) title = match.handle.title;
  }
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
