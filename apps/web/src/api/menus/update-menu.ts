import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  menuRequestSchema,
  menuSchema,
  type Menu,
  type MenuRequest,
} from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { menuUrl } from '../urls.ts';

/** PUT: the editor always holds the whole menu, sections and extras written whole, in order. */
export async function updateMenu(id: number, request: MenuRequest): Promise<Menu> {
  const { data } = await apiClient.put<unknown>(menuUrl(id), menuRequestSchema.parse(request));
  return menuSchema.parse(data);
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: MenuRequest }) => updateMenu(id, request),
    onSuccess: (menu) => {
      queryClient.setQueryData(menuKeys.detail(menu.id), menu);
      // The lists and its other quotes change with it; the answer itself is already cached.
      return queryClient.invalidateQueries({
        queryKey: menuKeys.all,
        predicate: (query) =>
          !(
            query.queryKey.length === 3 &&
            query.queryKey[1] === 'detail' &&
            query.queryKey[2] === menu.id
          ),
      });
    },
  });
}
