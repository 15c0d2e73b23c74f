import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tillItemSchema, type TillItem, type TillItemPatch } from '@costeo/domain/contracts/sales';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { tillItemUrl } from '../urls.ts';
import { salesKeys } from './keys.ts';

/** Links the item once (a dish, a menu, a product per unit sold, or not food), or unlinks it. */
export async function updateTillItem(id: number, patch: TillItemPatch): Promise<TillItem> {
  const { data } = await apiClient.patch<unknown>(tillItemUrl(id), patch);
  return tillItemSchema.parse(data);
}

/** A link moves the linked share, the dishes sold and their food cost: every sales read. */
export function useUpdateTillItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TillItemPatch }) => updateTillItem(id, patch),
    onSuccess: () =>
      Promise.all(
        [salesKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
