import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deliveryNoteResultSchema,
  type DeliveryNoteInput,
  type DeliveryNoteResult,
} from '@costeo/domain/contracts/purchases';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { ingredientKeys } from '../ingredients/keys.ts';
import { menuKeys } from '../menus/keys.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { supplierInvoiceKeys } from '../supplier-invoices/keys.ts';
import { supplierKeys } from '../suppliers/keys.ts';
import { DELIVERY_NOTES_URL } from '../urls.ts';
import { deliveryNoteKeys } from './keys.ts';

/** Records the albarán (201): its purchases and new prices, in one transaction on the server. */
export async function createDeliveryNote(request: DeliveryNoteInput): Promise<DeliveryNoteResult> {
  const { data } = await apiClient.post<unknown>(DELIVERY_NOTES_URL, request);
  return deliveryNoteResultSchema.parse(data);
}

/**
 * A new price moves every cost (products, recipes, menus, the Dashboard); the purchases move the
 * supplier's spend and last purchases, and the purchases panel of the invoices screen.
 */
export function useCreateDeliveryNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliveryNote,
    onSuccess: (result) => {
      if (result.note)
        queryClient.setQueryData(deliveryNoteKeys.detail(result.note.id), result.note);
      return Promise.all(
        [
          deliveryNoteKeys.lists(),
          ingredientKeys.all,
          recipeKeys.all,
          menuKeys.all,
          dashboardKeys.all,
          supplierKeys.all,
          supplierInvoiceKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
