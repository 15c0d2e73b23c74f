import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  stockCountListSchema,
  stockCountSchema,
  type StockCount,
  type StockCountInput,
  type StockEntryInput,
} from '@costeo/domain/contracts/stock';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';
import {
  STOCK_COUNTS_URL,
  stockCountEntriesUrl,
  stockCountEntryUrl,
  stockCountUrl,
} from '../urls.ts';
import { stockKeys } from './keys.ts';

export type StockCountList = z.infer<typeof stockCountListSchema>;

export const STOCK_COUNTS_PAGE_SIZE = 20;

/** The kitchen's counts, newest first. */
export async function listStockCounts(page: number): Promise<StockCountList> {
  const { data } = await apiClient.get<unknown>(STOCK_COUNTS_URL, {
    params: { page, page_size: STOCK_COUNTS_PAGE_SIZE },
  });
  return stockCountListSchema.parse(data);
}

export function useStockCounts(page: number) {
  return useQuery({
    queryKey: stockKeys.countList(page),
    queryFn: () => listStockCounts(page),
    placeholderData: keepPreviousData,
  });
}

/** A count with its sheet: the lines to count (expected, counted, flagged) and the entries. */
export async function getStockCount(id: number): Promise<StockCount> {
  const { data } = await apiClient.get<unknown>(stockCountUrl(id));
  return stockCountSchema.parse(data);
}

export function useCreateStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StockCountInput) => {
      const { data } = await apiClient.post<unknown>(STOCK_COUNTS_URL, input);
      return stockCountSchema.parse(data);
    },
    onSuccess: (count) => {
      queryClient.setQueryData(stockKeys.count(count.id), count);
      return queryClient.invalidateQueries({ queryKey: stockKeys.counts() });
    },
  });
}

/** Sends entries; one the server already has (its client_id) is not stored twice. */
export async function postStockEntries(countId: number, entries: StockEntryInput[]): Promise<void> {
  await apiClient.post(stockCountEntriesUrl(countId), { entries });
}

export async function deleteStockEntry(countId: number, clientId: string): Promise<void> {
  await apiClient.delete(stockCountEntryUrl(countId, clientId));
}
