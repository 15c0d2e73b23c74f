import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  deliveryNoteListSchema,
  type DeliveryNoteListItem,
} from '@costeo/domain/contracts/purchases';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';
import { DELIVERY_NOTES_URL } from '../urls.ts';
import { deliveryNoteKeys } from './keys.ts';

export type DeliveryNoteList = z.infer<typeof deliveryNoteListSchema>;
export type { DeliveryNoteListItem };

export const DELIVERY_NOTES_PAGE_SIZE = 20;

/** The albaranes typed by hand, newest delivery first. */
export async function listDeliveryNotes(page: number): Promise<DeliveryNoteList> {
  const { data } = await apiClient.get<unknown>(DELIVERY_NOTES_URL, {
    params: { page, page_size: DELIVERY_NOTES_PAGE_SIZE },
  });
  return deliveryNoteListSchema.parse(data);
}

export function deliveryNotesQueryOptions(page: number) {
  return queryOptions({
    queryKey: deliveryNoteKeys.list(page),
    queryFn: () => listDeliveryNotes(page),
    // Turning the page keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryNotes(page: number) {
  return useQuery(deliveryNotesQueryOptions(page));
}
