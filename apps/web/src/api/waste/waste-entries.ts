import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  wasteBatchResultSchema,
  wasteEntrySchema,
  wasteListSchema,
  wasteQuickSchema,
  type WasteEntry,
  type WasteEntryInput,
  type WasteEntryPatch,
  type WasteList,
  type WasteListQuery,
  type WasteQuick,
} from '@costeo/domain/contracts/waste';
import { apiClient } from '../../lib/api-client.ts';
import { WASTE_BATCH_URL, WASTE_QUICK_URL, WASTE_URL, wasteEntryUrl } from '../urls.ts';

/*
 * The waste log (issue 35): its entries, the batch an offline phone sends, and the quick entry's
 * last items and reasons. Every key is under ['waste'], so recording waste refreshes the reports
 * (and the plan's self-diagnosis) too.
 */

export const wasteKeys = {
  all: ['waste'] as const,
  entries: () => [...wasteKeys.all, 'entries'] as const,
  list: (query: WasteListQuery) => [...wasteKeys.entries(), query] as const,
  quick: () => [...wasteKeys.all, 'quick'] as const,
};

export const WASTE_PAGE_SIZE = 50;

/** A page of the log, newest date first, with the filters set. */
export async function listWasteEntries(query: WasteListQuery): Promise<WasteList> {
  const { data } = await apiClient.get<unknown>(WASTE_URL, {
    params: { page_size: WASTE_PAGE_SIZE, ...query },
  });
  return wasteListSchema.parse(data);
}

export function useWasteEntries(query: WasteListQuery) {
  return useQuery({
    queryKey: wasteKeys.list(query),
    queryFn: () => listWasteEntries(query),
    placeholderData: keepPreviousData,
  });
}

/** Records one entry; one whose client_id the server has already is answered as stored. */
export async function createWasteEntry(input: WasteEntryInput): Promise<WasteEntry> {
  const { data } = await apiClient.post<unknown>(WASTE_URL, input);
  return wasteEntrySchema.parse(data);
}

/** What a phone typed offline, in one request: stored once per client_id, however often sent. */
export async function postWasteBatch(entries: WasteEntryInput[]): Promise<WasteEntry[]> {
  const { data } = await apiClient.post<unknown>(WASTE_BATCH_URL, { entries });
  return wasteBatchResultSchema.parse(data).entries;
}

/** The reasons, destinations and items used last, most recent first. */
export async function getWasteQuick(): Promise<WasteQuick> {
  const { data } = await apiClient.get<unknown>(WASTE_QUICK_URL);
  return wasteQuickSchema.parse(data);
}

export function useWasteQuick() {
  return useQuery({ queryKey: wasteKeys.quick(), queryFn: getWasteQuick, staleTime: 30_000 });
}

export function useUpdateWasteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: WasteEntryPatch }) => {
      const { data } = await apiClient.patch<unknown>(wasteEntryUrl(id), patch);
      return wasteEntrySchema.parse(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wasteKeys.all }),
  });
}

export function useDeleteWasteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(wasteEntryUrl(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wasteKeys.all }),
  });
}
