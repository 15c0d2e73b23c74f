import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  menuRequestSchema,
  menuSchema,
  type Menu,
  type MenuRequest,
} from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { MENUS_URL } from '../urls.ts';

/** POST a menu (sections and extras written whole). */
export async function createMenu(request: MenuRequest): Promise<Menu> {
  const { data } = await apiClient.post<unknown>(MENUS_URL, menuRequestSchema.parse(request));
  return menuSchema.parse(data);
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: (menu) => {
      queryClient.setQueryData(menuKeys.detail(menu.id), menu);
      return queryClient.invalidateQueries({ queryKey: menuKeys.lists() });
    },
  });
}
