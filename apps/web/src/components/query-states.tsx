import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from './load-error-alert.tsx';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer loads (a skeleton of the screen). */
  loading: ReactNode;
  /** The error's title; the alert offers "Reintentar". */
  errorTitle: string;
  /** Nothing yet (a new user): what the screen is for and how to start. */
  empty?: { when: (data: T) => boolean; render: (data: T) => ReactNode };
  /** A search or filter that matches nothing. */
  noMatches?: { when: (data: T) => boolean; render: (data: T) => ReactNode };
  children: (data: T) => ReactNode;
}

/**
 * The states of a screen's data, in order: loading → error with "Reintentar" → empty → no
 * matches → the data. One place, so every list says them the same way.
 */
export function QueryStates<T>({
  query,
  loading,
  errorTitle,
  empty,
  noMatches,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <LoadErrorAlert
        title={errorTitle}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty?.when(query.data)) return empty.render(query.data);
  if (noMatches?.when(query.data)) return noMatches.render(query.data);
  return children(query.data);
}
