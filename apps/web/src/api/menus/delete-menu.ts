import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { menuKeys } from './keys.ts';
import { menuUrl } from '../urls.ts';

/** DELETE a menu (204); nothing else uses a menu, so there is no in-use refusal. */
export async function deleteMenu(id: number): Promise<void> {
  await apiClient.delete(menuUrl(id));
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: menuKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: menuKeys.lists() });
    },
  });
}
