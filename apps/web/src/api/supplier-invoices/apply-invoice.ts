import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceApplySchema,
  type InvoiceApply,
  type InvoiceApplyRequest,
} from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { ingredientKeys } from '../ingredients/keys.ts';
import { menuKeys } from '../menus/keys.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { supplierKeys } from '../suppliers/keys.ts';
import { usageKeys } from '../usage/keys.ts';
import { SUPPLIER_INVOICE_URLS } from '../urls.ts';
import { requestTimeout } from './preview-invoice.ts';
import { supplierInvoiceKeys } from './keys.ts';

/** Applies the invoice with the chef's decisions per line, in one transaction on the server. */
export async function applyInvoice(request: InvoiceApplyRequest): Promise<InvoiceApply> {
  // A photo read a while ago is read again (the server keeps a reading 15 minutes).
  const { data } = await apiClient.post<unknown>(
    SUPPLIER_INVOICE_URLS.apply,
    request,
    requestTimeout(request),
  );
  return invoiceApplySchema.parse(data);
}

/**
 * New prices move every cost: products, recipes, menus, the Dashboard and the plan usage reload;
 * the suppliers too (one may be new, or remember the invoice's tax id, and its spend grew).
 */
export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvoice,
    onSuccess: (result) => {
      queryClient.setQueryData(supplierInvoiceKeys.detail(result.invoice.id), result.invoice);
      return Promise.all(
        [
          supplierInvoiceKeys.all,
          ingredientKeys.all,
          recipeKeys.all,
          menuKeys.all,
          dashboardKeys.all,
          usageKeys.all,
          supplierKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
