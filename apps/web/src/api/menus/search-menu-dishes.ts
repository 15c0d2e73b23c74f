import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { menuDishListSchema, type MenuDish } from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { MENU_DISHES_URL } from '../urls.ts';

/** The dishes (recipes that are not elaboraciones) matching `search`, by name, 50 at most. */
export async function searchMenuDishes(search: string): Promise<MenuDish[]> {
  const { data } = await apiClient.get<unknown>(MENU_DISHES_URL, {
    params: search === '' ? {} : { search },
  });
  return menuDishListSchema.parse(data);
}

/** Idle until `enabled` (the picker is opened or typed in). */
export function useMenuDishSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: menuKeys.dishes(search),
    queryFn: () => searchMenuDishes(search),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
