import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  purchaseOrderListSchema,
  purchaseOrderReceivedSchema,
  purchaseOrderReceiveNotePreviewSchema,
  purchaseOrderReceivePreviewSchema,
  purchaseOrderSchema,
  purchaseOrderSentSchema,
  suggestedOrdersSchema,
  type PurchaseOrder,
  type PurchaseOrderInput,
} from '@costeo/domain/contracts/purchase-orders';
import type { DeliveryNoteInput } from '@costeo/domain/contracts/purchases';
import type { InvoiceApplyRequest } from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { deliveryNoteKeys } from '../delivery-notes/keys.ts';
import { ingredientKeys } from '../ingredients/keys.ts';
import { menuKeys } from '../menus/keys.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { stockKeys } from '../stock/keys.ts';
import { requestTimeout } from '../supplier-invoices/preview-invoice.ts';
import { supplierInvoiceKeys } from '../supplier-invoices/keys.ts';
import { supplierKeys } from '../suppliers/keys.ts';
import { usageKeys } from '../usage/keys.ts';
import {
  PURCHASE_ORDERS_SUGGESTED_URL,
  PURCHASE_ORDERS_URL,
  purchaseOrderReceivedUrl,
  purchaseOrderReceiveNoteUrl,
  purchaseOrderReceiveUrl,
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

/** Rewrites a draft whole: its supplier, delivery day, notes and lines. */
export function useUpdatePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PurchaseOrderInput }) => {
      const { data } = await apiClient.put<unknown>(purchaseOrderUrl(id), input);
      return purchaseOrderSchema.parse(data);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(purchaseOrderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
    },
  });
}

// ---------- receiving (issue 37 point 5) ----------

/** The albarán typed against the order: its lines priced and the incidents. Writes nothing. */
export function usePreviewReceiveNote() {
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: DeliveryNoteInput }) => {
      const { data } = await apiClient.post<unknown>(purchaseOrderReceiveNoteUrl(id, true), note);
      return purchaseOrderReceiveNotePreviewSchema.parse(data);
    },
  });
}

/** The supplier's invoice or albarán (file or photos) read against the order. Writes nothing. */
export function usePreviewReceiveInvoice() {
  return useMutation({
    mutationFn: async ({ id, document }: { id: number; document: InvoiceApplyRequest }) => {
      const { data } = await apiClient.post<unknown>(
        purchaseOrderReceiveUrl(id, true),
        document,
        requestTimeout(document),
      );
      return purchaseOrderReceivePreviewSchema.parse(data);
    },
  });
}

/**
 * Receiving records a document: new prices move every cost (products, recipes, menus, the
 * Dashboard), its purchases the supplier's spend, and the order is received.
 */
function useAfterReceiving() {
  const queryClient = useQueryClient();
  return (order: PurchaseOrder) => {
    queryClient.setQueryData(purchaseOrderKeys.detail(order.id), order);
    return Promise.all(
      [
        purchaseOrderKeys.all,
        deliveryNoteKeys.all,
        stockKeys.all,
        supplierInvoiceKeys.all,
        ingredientKeys.all,
        recipeKeys.all,
        menuKeys.all,
        dashboardKeys.all,
        supplierKeys.all,
        usageKeys.all,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

/** Records the albarán typed, links it to the order and marks it received. */
export function useReceiveWithNote() {
  const after = useAfterReceiving();
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: DeliveryNoteInput }) => {
      const { data } = await apiClient.post<unknown>(purchaseOrderReceiveNoteUrl(id, false), note);
      return purchaseOrderReceiveNotePreviewSchema.parse(data);
    },
    onSuccess: (result) => after(result.order),
  });
}

/** Applies the supplier's document (as «Facturas de proveedor» does) and marks the order received. */
export function useReceiveWithInvoice() {
  const after = useAfterReceiving();
  return useMutation({
    mutationFn: async ({ id, document }: { id: number; document: InvoiceApplyRequest }) => {
      const { data } = await apiClient.post<unknown>(
        purchaseOrderReceiveUrl(id, false),
        document,
        requestTimeout(document),
      );
      return purchaseOrderReceivedSchema.parse(data);
    },
    onSuccess: (result) => after(result.order),
  });
}
