import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { menuListSchema, type MenuKindCode, type MenuList } from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { MENUS_URL } from '../urls.ts';

/** The Menús list's query string (DRF pagination, search, kind filter, ordering). */
export interface MenuListParams {
  page: number;
  page_size: number;
  search?: string;
  kind?: MenuKindCode;
  /** DRF style: "name", "-event_date". */
  ordering?: string;
}

export async function listMenus(params: MenuListParams): Promise<MenuList> {
  // axios drops undefined params, so an unset filter is not sent at all.
  const { data } = await apiClient.get<unknown>(MENUS_URL, { params });
  return menuListSchema.parse(data);
}

export function menusQueryOptions(params: MenuListParams) {
  return queryOptions({
    queryKey: menuKeys.list(params),
    queryFn: () => listMenus(params),
    // Paging, filtering or typing keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMenus(params: MenuListParams) {
  return useQuery(menusQueryOptions(params));
}
