import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuSchema, type Menu } from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { menuUrl } from '../urls.ts';

/** A menu with its figures; `guests` re-quotes an event for another headcount. */
export async function getMenu(id: number, guests?: number): Promise<Menu> {
  const { data } = await apiClient.get<unknown>(menuUrl(id), {
    params: guests === undefined ? {} : { guests },
  });
  return menuSchema.parse(data);
}

export function menuQueryOptions(id: number) {
  return queryOptions({ queryKey: menuKeys.detail(id), queryFn: () => getMenu(id) });
}

export function useMenu(id: number) {
  return useQuery(menuQueryOptions(id));
}

/** An event quoted for `guests` (null: idle), without changing the saved headcount. */
export function useMenuQuote(id: number, guests: number | null) {
  return useQuery({
    queryKey: menuKeys.quote(id, guests ?? 0),
    queryFn: () => getMenu(id, guests ?? undefined),
    enabled: guests !== null,
  });
}
