import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  stockPlaceSchema,
  storageAreaDetailSchema,
  storageAreaSchema,
  type StockPlaceParInput,
  type StockPlacesInput,
  type StorageArea,
  type StorageAreaDetail,
  type StorageAreaInput,
} from '@costeo/domain/contracts/stock';
import { apiClient } from '../../lib/api-client.ts';
import {
  STORAGE_AREAS_ORDER_URL,
  STORAGE_AREAS_URL,
  storageAreaItemsUrl,
  storageAreaItemUrl,
  storageAreaUrl,
} from '../urls.ts';
import { stockKeys } from './keys.ts';

/** The list answers an array, or a page of them: both are read. */
const areaListSchema = z.union([
  z.array(storageAreaSchema),
  z.object({ results: z.array(storageAreaSchema) }).transform((page) => page.results),
]);

/** The kitchen's storage areas in the order a cook walks them. */
export async function listStorageAreas(): Promise<StorageArea[]> {
  const { data } = await apiClient.get<unknown>(STORAGE_AREAS_URL, { params: { page_size: 100 } });
  return areaListSchema.parse(data);
}

export function useStorageAreas() {
  return useQuery({ queryKey: stockKeys.areas(), queryFn: listStorageAreas });
}

export async function getStorageArea(id: number): Promise<StorageAreaDetail> {
  const { data } = await apiClient.get<unknown>(storageAreaUrl(id));
  return storageAreaDetailSchema.parse(data);
}

export function useStorageArea(id: number | null) {
  return useQuery({
    queryKey: stockKeys.area(id ?? 0),
    queryFn: () => getStorageArea(id ?? 0),
    enabled: id !== null,
  });
}

function useInvalidateAreas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.areas() });
}

export function useCreateStorageArea() {
  const invalidate = useInvalidateAreas();
  return useMutation({
    mutationFn: async (input: StorageAreaInput) => {
      const { data } = await apiClient.post<unknown>(STORAGE_AREAS_URL, input);
      return storageAreaSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

export function useRenameStorageArea() {
  const invalidate = useInvalidateAreas();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      const { data } = await apiClient.put<unknown>(storageAreaUrl(id), { name });
      return storageAreaSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteStorageArea() {
  const invalidate = useInvalidateAreas();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(storageAreaUrl(id));
    },
    onSuccess: invalidate,
  });
}

/** Every area in its new order; the list shows it at once and is read again after. */
export function useReorderStorageAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (areas: StorageArea[]) => {
      await apiClient.put(STORAGE_AREAS_ORDER_URL, { areas: areas.map((area) => area.id) });
    },
    onMutate: (areas) => {
      queryClient.setQueryData(stockKeys.areas(), areas);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.areas() }),
  });
}

/** The area's shelves in order: products and elaboraciones (one left out is taken off). */
export function useSetAreaItems(areaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: StockPlacesInput['items']) => {
      const { data } = await apiClient.put<unknown>(storageAreaItemsUrl(areaId), { items });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.areas() }),
  });
}

/** A place's par level (issue 37): what the area should hold after a delivery; null clears it. */
export function useSetParLevel(areaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, par_level }: { item: number } & StockPlaceParInput) => {
      const { data } = await apiClient.patch<unknown>(storageAreaItemUrl(areaId, item), {
        par_level,
      });
      return stockPlaceSchema.parse(data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.area(areaId) }),
  });
}
