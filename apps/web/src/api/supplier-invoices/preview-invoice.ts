import { useMutation } from '@tanstack/react-query';
import {
  invoicePreviewSchema,
  type InvoicePreview,
  type InvoicePreviewRequest,
} from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIER_INVOICE_URLS } from '../urls.ts';

/**
 * A photo or a scanned PDF is read by OCR on the server (issue 36, decision 044): seconds a page,
 * up to 4 pages, behind another chef's photos in the one OCR thread. Those calls wait up to two
 * minutes instead of SPEC §9's 10 s; an e-invoice (XML) keeps the 10 s.
 */
export const SCAN_TIMEOUT_MS = 120_000;

export const requestTimeout = (request: { file_name: string }) =>
  /\.(xml|xsig)$/i.test(request.file_name) ? undefined : { timeout: SCAN_TIMEOUT_MS };

/** Reads the invoice: header, lines with their matches, prices and the margin impact. Writes nothing. */
export async function previewInvoice(request: InvoicePreviewRequest): Promise<InvoicePreview> {
  const { data } = await apiClient.post<unknown>(
    SUPPLIER_INVOICE_URLS.preview,
    request,
    requestTimeout(request),
  );
  return invoicePreviewSchema.parse(data);
}

export function usePreviewInvoice() {
  return useMutation({ mutationFn: previewInvoice });
}
