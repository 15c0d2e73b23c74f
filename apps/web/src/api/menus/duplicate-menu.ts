import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateMenuRequestSchema, menuSchema, type Menu } from '@costeo/domain/contracts/menus';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { menuDuplicateUrl } from '../urls.ts';

/** POST `{id}/duplicate/`: a copy named "{name} (copia)" unless a name is given. */
export async function duplicateMenu(id: number, name?: string): Promise<Menu> {
  const body = duplicateMenuRequestSchema.parse(name === undefined ? {} : { name });
  const { data } = await apiClient.post<unknown>(menuDuplicateUrl(id), body);
  return menuSchema.parse(data);
}

export function useDuplicateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name?: string }) => duplicateMenu(id, name),
    onSuccess: (menu) => {
      queryClient.setQueryData(menuKeys.detail(menu.id), menu);
      return queryClient.invalidateQueries({ queryKey: menuKeys.lists() });
    },
  });
}
