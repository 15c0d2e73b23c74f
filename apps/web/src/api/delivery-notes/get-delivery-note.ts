import { useQuery } from '@tanstack/react-query';
import { deliveryNoteSchema, type DeliveryNote } from '@costeo/domain/contracts/purchases';
import { apiClient } from '../../lib/api-client.ts';
import { deliveryNoteUrl } from '../urls.ts';
import { deliveryNoteKeys } from './keys.ts';

/** One albarán with its lines as recorded. */
export async function getDeliveryNote(id: number): Promise<DeliveryNote> {
  const { data } = await apiClient.get<unknown>(deliveryNoteUrl(id));
  return deliveryNoteSchema.parse(data);
}

export function useDeliveryNote(id: number | null) {
  return useQuery({
    queryKey: deliveryNoteKeys.detail(id ?? 0),
    queryFn: () => getDeliveryNote(id ?? 0),
    enabled: id !== null,
  });
}
