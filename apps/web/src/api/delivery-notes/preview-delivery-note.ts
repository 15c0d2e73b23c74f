import { useMutation } from '@tanstack/react-query';
import {
  deliveryNoteResultSchema,
  type DeliveryNoteInput,
  type DeliveryNoteResult,
} from '@costeo/domain/contracts/purchases';
import { apiClient } from '../../lib/api-client.ts';
import { DELIVERY_NOTE_PREVIEW_URL } from '../urls.ts';

/**
 * What saving the albarán would record (each line priced, the total, the prices that change) and
 * what it does to the margins. Writes nothing.
 */
export async function previewDeliveryNote(request: DeliveryNoteInput): Promise<DeliveryNoteResult> {
  const { data } = await apiClient.post<unknown>(DELIVERY_NOTE_PREVIEW_URL, request);
  return deliveryNoteResultSchema.parse(data);
}

export function usePreviewDeliveryNote() {
  return useMutation({ mutationFn: previewDeliveryNote });
}
