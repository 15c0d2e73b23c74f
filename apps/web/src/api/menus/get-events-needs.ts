import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsNeedsSchema, type EventsNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { EVENTS_NEEDS_URL } from '../urls.ts';

/**
 * What to buy and prepare for the events dated from `dateFrom` to `dateTo`, each at its own guests
 * (issue 37): `GET /api/menus/needs/`. Pro and Business (403 `feature_not_available` otherwise);
 * 400 on `date_from`/`date_to` for a range the server refuses.
 */
export async function getEventsNeeds(dateFrom: string, dateTo: string): Promise<EventsNeedsAnswer> {
  const { data } = await apiClient.get<unknown>(EVENTS_NEEDS_URL, {
    params: { date_from: dateFrom, date_to: dateTo },
  });
  return eventsNeedsSchema.parse(data);
}

export function eventsNeedsQueryOptions(dateFrom: string, dateTo: string) {
  return queryOptions({
    // Under the menus' key: saving a menu (which invalidates `menus`) refreshes the needs.
    queryKey: [...menuKeys.all, 'events-needs', dateFrom, dateTo] as const,
    queryFn: () => getEventsNeeds(dateFrom, dateTo),
    // Another range keeps the last needs on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The needs of a range's events; idle while `enabled` is false (a half-typed range). */
export function useEventsNeeds(dateFrom: string, dateTo: string, enabled: boolean) {
  return useQuery({ ...eventsNeedsQueryOptions(dateFrom, dateTo), enabled });
}
