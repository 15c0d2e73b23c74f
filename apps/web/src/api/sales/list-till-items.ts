import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tillItemListSchema, type TillItemsQuery } from '@costeo/domain/contracts/sales';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';
import { SALES_URLS } from '../urls.ts';
import { salesKeys } from './keys.ts';

export type TillItemList = z.infer<typeof tillItemListSchema>;

export const TILL_ITEMS_PAGE_SIZE = 25;

/** The items list's query string: a link filter, a search, the period its figures cover. */
export interface TillItemsParams {
  link: TillItemsQuery['link'];
  search?: string;
  date_from?: string;
  date_to?: string;
  page: number;
}

export async function listTillItems(params: TillItemsParams): Promise<TillItemList> {
  // axios drops undefined params: an empty search is not sent.
  const { data } = await apiClient.get<unknown>(SALES_URLS.items, {
    params: { ...params, search: params.search || undefined, page_size: TILL_ITEMS_PAGE_SIZE },
  });
  return tillItemListSchema.parse(data);
}

export function useTillItems(params: TillItemsParams, enabled = true) {
  return useQuery({
    queryKey: salesKeys.items(params),
    queryFn: () => listTillItems(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
