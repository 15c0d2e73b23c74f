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
  type InvoiceSupplier,
  type InvoiceSupplierChoice,
  type SupplierInvoice,
} from '@costeo/domain/contracts/supplier-invoices';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import type { PlanCode } from '@costeo/domain/plans';
import { http } from 'msw';
import { SUPPLIER_INVOICE_URLS, SUPPLIER_INVOICES_URL } from '../../api/urls.ts';
import { server } from '../server.ts';
import { featureRefusal, serveIngredients } from './ingredients.ts';
import { answer, answerError, bodyOf, idOf, notFound, page } from './respond.ts';

interface SupplierInvoicesOptions {
  plan?: PlanCode;
  /** The owner's suppliers (serveIngredients' unless given). */
  suppliers?: Supplier[];
  /** The preview the server reads from any file, given the chef's decisions and supplier choice. */
  preview: (
    decisions: InvoiceLineDecision[],
    planHasImpact: boolean,
    supplier: InvoiceSupplierChoice,
  ) => InvoicePreview;
}

/** The id a supplier made on apply gets (issue 32: an invoice from an unknown supplier). */
export const NEW_SUPPLIER_ID = 60;

/**
 * A signed-in account with its products (serveIngredients) plus the supplier-invoice endpoints:
 * applying stores the invoice (the list, detail and purchases then show it) and refuses the same
 * number twice, as the real server does.
 */
export function serveSupplierInvoices(options: SupplierInvoicesOptions) {
  const served = serveIngredients({ plan: options.plan, suppliers: options.suppliers });
  const invoices: SupplierInvoice[] = [];
  const hasImpact = () => served.state.plan !== 'free';
  server.use(
    http.post(SUPPLIER_INVOICE_URLS.preview, async ({ request }) => {
      const body = await bodyOf(request, invoicePreviewRequestSchema);
      return answer(
        invoicePreviewSchema,
        options.preview(body.decisions, hasImpact(), body.supplier),
      );
    }),
    http.post(SUPPLIER_INVOICE_URLS.apply, async ({ request }) => {
      const body = await bodyOf(request, invoiceApplyRequestSchema);
      const preview = options.preview(body.decisions, hasImpact(), body.supplier);
      if (invoices.some((stored) => stored.number === preview.invoice.number)) {
        return answerError(400, {
          detail: 'Esta factura ya se aplicó el 27 de noviembre de 2026.',
        });
      }
      const decisionOf = (line: number) =>
        body.decisions.find((decision) => decision.line === line);
      const lines = preview.lines.map((line) => {
        const decision = decisionOf(line.line);
        const product = decision?.skip || decision?.create ? null : line.match.ingredient_instance;
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
          decision: decision?.create
            ? ('create' as const)
            : product === null
              ? ('skip' as const)
              : ('update' as const),
          ingredient_instance: product,
          price_per_base_unit: line.price_per_base_unit,
          base_unit: line.base_unit,
          previous_price_per_base_unit: product === null ? null : line.old_price_per_base_unit,
        };
      });
      // Apply makes the supplier the preview did not find (or the chef asked for).
      const supplier: InvoiceSupplier =
        preview.supplier.id === null
          ? {
              id: NEW_SUPPLIER_ID,
              name: preview.invoice.supplier_name,
              matched_by: 'none',
              candidates: [],
            }
          : preview.supplier;
      const invoice: SupplierInvoice = {
        ...preview.invoice,
        supplier: supplier.id,
        id: invoices.length + 1,
        applied_at: '2026-11-27T09:30:00Z',
        file_name: body.file_name,
        lines_count: lines.length,
        lines,
      };
      invoices.unshift(invoice);
      const priceChanges = new Map(preview.lines.map((line) => [line.line, line.price_changes]));
      const matched = lines.filter((line) => line.decision === 'update');
      const updated = matched.filter((line) => priceChanges.get(line.line) === true).length;
      const created = lines.filter((line) => line.decision === 'create').length;
      return answer(
        invoiceApplySchema,
        {
          invoice,
          updated,
          unchanged: matched.length - updated,
          created,
          skipped: lines.length - matched.length - created,
          supplier,
          lines: preview.lines,
          impact_available: preview.impact_available,
          affected_recipes: preview.affected_recipes,
          affected_menus: preview.affected_menus,
        },
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
          supplier: invoices.find((invoice) => invoice.supplier_name === name)?.supplier ?? null,
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
