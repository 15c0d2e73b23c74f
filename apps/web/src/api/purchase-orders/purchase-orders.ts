import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseOrderSentSchema,
  suggestedOrdersSchema,
  type PurchaseOrderInput,
} from '@costeo/domain/contracts/purchase-orders';
import { apiClient } from '../../lib/api-client.ts';
import {
  PURCHASE_ORDERS_SUGGESTED_URL,
  PURCHASE_ORDERS_URL,
  purchaseOrderReceivedUrl,
  purchaseOrderSendUrl,
  purchaseOrderUrl,
} from '../urls.ts';
import { purchaseOrderKeys } from './keys.ts';

export const PURCHASE_ORDERS_PAGE_SIZE = 20;

/** The suggested order of each supplier delivering that day (Pro and Business). */
export function useSuggestedOrders(deliveryDate: string, menus: readonly number[]) {
  return useQuery({
    queryKey: purchaseOrderKeys.suggested(deliveryDate, menus),
    queryFn: async () => {
      const { data } = await apiClient.get<unknown>(PURCHASE_ORDERS_SUGGESTED_URL, {
        params: {
          delivery_date: deliveryDate,
          ...(menus.length > 0 ? { menus: menus.join(',') } : {}),
        },
      });
      return suggestedOrdersSchema.parse(data);
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(deliveryDate),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePurchaseOrders(page: number) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(page),
    queryFn: async () => {
      const { data } = await apiClient.get<unknown>(PURCHASE_ORDERS_URL, {
        params: { page, page_size: PURCHASE_ORDERS_PAGE_SIZE },
      });
      return purchaseOrderListSchema.parse(data);
    },
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.detail(id ?? 0),
    queryFn: async () => {
      const { data } = await apiClient.get<unknown>(purchaseOrderUrl(id ?? 0));
      return purchaseOrderSchema.parse(data);
    },
    enabled: id !== null,
  });
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
}

export function useCreatePurchaseOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: async (input: PurchaseOrderInput) => {
      const { data } = await apiClient.post<unknown>(PURCHASE_ORDERS_URL, input);
      return purchaseOrderSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

export function useSendPurchaseOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: async ({ id, channel }: { id: number; channel: 'email' | 'whatsapp' }) => {
      const { data } = await apiClient.post<unknown>(purchaseOrderSendUrl(id), { channel });
      return purchaseOrderSentSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

export function useMarkPurchaseOrderReceived() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.post<unknown>(purchaseOrderReceivedUrl(id));
      return purchaseOrderSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

export function useDeletePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(purchaseOrderUrl(id));
    },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: purchaseOrderKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
    },
  });
}
