import {
  invoiceApplyRequestSchema,
  invoiceApplySchema,
  invoicePreviewRequestSchema,
  invoicePreviewSchema,
  purchasesSchema,
  supplierInvoiceListSchema,
  supplierInvoiceSchema,
  type InvoiceLineDecision,
  type InvoicePreview,
  type SupplierInvoice,
} from '@costeo/domain/contracts/supplier-invoices';
import type { PlanCode } from '@costeo/domain/plans';
import { http } from 'msw';
import { SUPPLIER_INVOICE_URLS, SUPPLIER_INVOICES_URL } from '../../api/urls.ts';
import { server } from '../server.ts';
import { featureRefusal, serveIngredients } from './ingredients.ts';
import { answer, answerError, bodyOf, idOf, notFound, page } from './respond.ts';

interface SupplierInvoicesOptions {
  plan?: PlanCode;
  /** The preview the server reads from any file, given the chef's decisions. */
  preview: (decisions: InvoiceLineDecision[], planHasImpact: boolean) => InvoicePreview;
}

/**
 * A signed-in account with its products (serveIngredients) plus the supplier-invoice endpoints:
 * applying stores the invoice (the list, detail and purchases then show it) and refuses the same
 * number twice, as the real server does.
 */
export function serveSupplierInvoices(options: SupplierInvoicesOptions) {
  const served = serveIngredients({ plan: options.plan });
  const invoices: SupplierInvoice[] = [];
  const hasImpact = () => served.state.plan !== 'free';
  server.use(
    http.post(SUPPLIER_INVOICE_URLS.preview, async ({ request }) => {
      const body = await bodyOf(request, invoicePreviewRequestSchema);
      return answer(invoicePreviewSchema, options.preview(body.decisions, hasImpact()));
    }),
    http.post(SUPPLIER_INVOICE_URLS.apply, async ({ request }) => {
      const body = await bodyOf(request, invoiceApplyRequestSchema);
      const preview = options.preview(body.decisions, hasImpact());
      if (invoices.some((stored) => stored.number === preview.invoice.number)) {
        return answerError(400, {
          detail: 'Esta factura ya se aplicó el 27 de noviembre de 2026.',
        });
      }
      const lines = preview.lines.map((line) => {
        const skipped = body.decisions.find((decision) => decision.line === line.line)?.skip;
        const product = skipped ? null : line.match.ingredient_instance;
        return {
          line: line.line,
          code: line.code,
          description: line.description,
          quantity: line.quantity,
          unit_of_measure: line.unit_of_measure,
          unit_price: line.unit_price,
          discount_total: line.discount_total,
          vat_pct: line.vat_pct,
          line_total: line.line_total,
          decision: product === null ? ('skip' as const) : ('update' as const),
          ingredient_instance: product,
          price_per_base_unit: line.price_per_base_unit,
          base_unit: line.base_unit,
          previous_price_per_base_unit: product === null ? null : line.old_price_per_base_unit,
        };
      });
      const invoice: SupplierInvoice = {
        ...preview.invoice,
        id: invoices.length + 1,
        applied_at: '2026-11-27T09:30:00Z',
        file_name: body.file_name,
        lines_count: lines.length,
        lines,
      };
      invoices.unshift(invoice);
      const updated = lines.filter((line) => line.decision === 'update').length;
      return answer(
        invoiceApplySchema,
        { invoice, updated, created: 0, skipped: lines.length - updated },
        201,
      );
    }),
    http.get(SUPPLIER_INVOICES_URL, () =>
      answer(
        supplierInvoiceListSchema,
        page(invoices.map(({ lines, ...item }) => ({ ...item, lines_count: lines.length }))),
      ),
    ),
    http.get(SUPPLIER_INVOICE_URLS.purchases, () => {
      if (!hasImpact()) return featureRefusal();
      const bySupplier = new Map<string, number>();
      for (const invoice of invoices) {
        bySupplier.set(
          invoice.supplier_name,
          (bySupplier.get(invoice.supplier_name) ?? 0) + Number(invoice.total_net),
        );
      }
      return answer(purchasesSchema, {
        since: '2025-12-01',
        by_supplier: [...bySupplier].map(([name, total]) => ({
          supplier_name: name,
          supplier_tax_id: '',
          invoices_count: invoices.filter((invoice) => invoice.supplier_name === name).length,
          total_net: total.toFixed(2),
        })),
        by_month: [{ month: '2026-11', total_net: '0.00' }],
      });
    }),
    http.get(`${SUPPLIER_INVOICES_URL}:id(\\d+)/`, ({ params }) => {
      const invoice = invoices.find((stored) => stored.id === idOf(params));
      return invoice ? answer(supplierInvoiceSchema, invoice) : notFound();
    }),
  );
  return { ...served, invoices };
}
