import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { menuNeedsSchema, type MenuNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { menuUrl } from '../urls.ts';

/**
 * What to buy and prepare for a menu and `guests` (issue 37): `GET /api/menus/{id}/needs/`; without
 * `guests`, an event's own headcount. Pro and Business (403 `feature_not_available` otherwise).
 */
export async function getMenuNeeds(id: number, guests?: number): Promise<MenuNeedsAnswer> {
  const { data } = await apiClient.get<unknown>(`${menuUrl(id)}needs/`, {
    params: guests === undefined ? {} : { guests },
  });
  return menuNeedsSchema.parse(data);
}

export function menuNeedsQueryOptions(id: number, guests: number | null) {
  return queryOptions({
    // Under the menu's key: saving the menu (which invalidates `menus`) refreshes its needs.
    queryKey: [...menuKeys.detail(id), 'needs', guests ?? 0] as const,
    queryFn: () => getMenuNeeds(id, guests ?? undefined),
    // Typing another headcount keeps the last needs on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The needs for `guests` (null: the event's own); idle while `enabled` is false. */
export function useMenuNeeds(id: number, guests: number | null, enabled: boolean) {
  return useQuery({ ...menuNeedsQueryOptions(id, guests), enabled });
}
