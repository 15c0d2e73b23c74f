import { useMutation } from '@tanstack/react-query';
import {
  invoicePreviewSchema,
  type InvoicePreview,
  type InvoicePreviewRequest,
} from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIER_INVOICE_URLS } from '../urls.ts';

/** Reads the invoice: header, lines with their matches, prices and the margin impact. Writes nothing. */
export async function previewInvoice(request: InvoicePreviewRequest): Promise<InvoicePreview> {
  const { data } = await apiClient.post<unknown>(SUPPLIER_INVOICE_URLS.preview, request);
  return invoicePreviewSchema.parse(data);
}

export function usePreviewInvoice() {
  return useMutation({ mutationFn: previewInvoice });
}
