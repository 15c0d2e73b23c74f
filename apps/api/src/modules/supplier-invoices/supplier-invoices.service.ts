import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  InvoiceApply,
  InvoicePreview,
  LastPurchase,
  Purchases,
  SupplierInvoice,
  SupplierInvoiceListItem,
} from '@costeo/domain/contracts/supplier-invoices';
import { dec, toMoney, toUnitPrice } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { DefinitionsService } from '../ingredients/ingredient-definitions.service.ts';
import type { Ledger } from '../ingredients/ingredient-ledger.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import type { PriceImpactService } from './price-impact.service.ts';
import { decode, toInvoice, toListItem } from './supplier-invoices.mappers.ts';
import {
  planInvoice,
  type InvoiceReader,
  type InvoiceReading,
  type InvoiceRequest,
} from './supplier-invoices.plan.ts';
import { recordInvoice, refuseIfApplied } from './supplier-invoices.record.ts';
import { supplierKeyOf } from './supplier-invoices.match.ts';
import { createSupplierInvoicesRepository } from './supplier-invoices.repository.ts';

export type { InvoiceReader, InvoiceReading };

/**
 * Supplier invoices (issue 19), an adapter of the ingredients ledger (issue 32, decision 039):
 * read in the worker pool, the supplier identified, matched to the owner's products and planned
 * through the ledger without writing — the one plan the preview shows and apply records, with its
 * margin impact. Apply records the plan in one transaction: the supplier made or remembered, the
 * prices, history and purchases through the ledger, the invoice, its lines and the learned codes.
 */
export function createSupplierInvoicesService(deps: {
  db: Db;
  read: InvoiceReader;
  ledger: Ledger;
  definitions: DefinitionsService;
  suppliers: SuppliersService;
  impact: PriceImpactService;
  entitlements: EntitlementsService;
  now: () => Date;
}) {
  const { db, read, ledger, definitions, suppliers, impact, entitlements, now } = deps;
  const repository = createSupplierInvoicesRepository(db);
  const planDeps = { db, read, ledger, definitions, suppliers, decode };

  return {
    async preview(ownerId: number, request: InvoiceRequest): Promise<InvoicePreview> {
      const plan = await planInvoice(planDeps, ownerId, request, { candidates: true });
      const appliedAt = await repository.appliedAt(ownerId, plan.supplierKey, plan.header.number);
      if (plan.type === 'pdf-table') {
        return {
          invoice: plan.header,
          supplier: plan.supplier,
          already_applied_at: appliedAt?.toISOString() ?? null,
          needs_columns: true,
          pdf_table: { rows: plan.reading.rows, guessed_columns: plan.reading.guessed },
          scan: plan.reading.scan ?? null,
          lines: [],
          impact_available: false,
          affected_recipes: [],
          affected_menus: [],
        };
      }
      return {
        invoice: plan.header,
        supplier: plan.supplier,
        already_applied_at: appliedAt?.toISOString() ?? null,
        needs_columns: false,
        pdf_table: null,
        scan: plan.reading.scan ?? null,
        lines: plan.lines.map((line) => line.preview),
        ...(await impact.impactOf(ownerId, plan.newCosts)),
      };
    },

    async apply(ownerId: number, request: InvoiceRequest): Promise<InvoiceApply> {
      const plan = await planInvoice(planDeps, ownerId, request, { candidates: false });
      if (plan.type === 'pdf-table') {
        throw AppError.field(
          'pdf_columns',
          'Indica las columnas de la tabla de este PDF (código, descripción, cantidad, precio…).',
        );
      }
      await refuseIfApplied(db, ownerId, plan);
      const [first] = [...plan.problems.entries()].sort(([a], [b]) => a - b);
      if (first) {
        throw AppError.field(
          'decisions',
          `Línea ${first[0]}: ${first[1]} Omítela para aplicar el resto.`,
        );
      }
      // The same impact the preview showed: computed from the same plan, before anything changes.
      const shown = await impact.impactOf(ownerId, plan.newCosts);
      const at = now();
      const { invoiceId, supplier } = await db.transaction((tx) =>
        recordInvoice({ ledger, definitions, suppliers }, tx, ownerId, plan, request, at),
      );
      const stored = await repository.find(ownerId, invoiceId);
      if (!stored) throw new Error('applied invoice not found');
      const invoice = toInvoice(stored.invoice, stored.lines);
      const outcomes = [...plan.outcomes.values()];
      return {
        invoice,
        updated: outcomes.filter((o) => o.action !== 'create' && o.priceChanged).length,
        created: outcomes.filter((o) => o.action === 'create').length,
        skipped: plan.lines.filter((line) => line.decision === 'skip').length,
        unchanged: outcomes.filter((o) => o.action !== 'create' && !o.priceChanged).length,
        supplier: { ...plan.supplier, id: supplier.id, name: supplier.name },
        lines: plan.lines.map((line) => line.preview),
        ...shown,
      };
    },

    async list(
      ownerId: number,
      query: PaginationQuery,
    ): Promise<{ count: number; results: SupplierInvoiceListItem[] }> {
      const { count, rows } = await repository.list(ownerId, pageWindow(query));
      return { count, results: rows.map((row) => toListItem(row, row.linesCount)) };
    },

    /** Spend per supplier and per month over the last `months` (plan feature price_history). */
    async purchases(ownerId: number, months: number): Promise<Purchases> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const today = now();
      const first = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1),
      );
      const since = first.toISOString().slice(0, 10);
      const { bySupplier, byMonth } = await repository.purchases(ownerId, since);
      const spent = new Map(byMonth.map((row) => [row.month, row.net]));
      const monthsList = Array.from({ length: months }, (_, index) => {
        const day = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, 1));
        return day.toISOString().slice(0, 7);
      });
      return {
        since,
        by_supplier: bySupplier.map((row) => ({
          supplier_name: row.supplierName,
          supplier_tax_id: row.supplierTaxId,
          supplier: row.supplierId,
          invoices_count: row.invoices,
          total_net: toMoney(dec(row.net)),
        })),
        by_month: monthsList.map((month) => ({
          month,
          total_net: toMoney(dec(spent.get(month) ?? '0')),
        })),
      };
    },

    /** The product's last purchase on an applied invoice (plan feature price_history). */
    async lastPurchase(ownerId: number, instanceId: number): Promise<LastPurchase> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const row = await repository.lastPurchase(ownerId, instanceId);
      if (!row) return { purchase: null };
      return {
        purchase: {
          invoice: row.invoiceId,
          number: row.number,
          supplier_name: row.supplierName,
          issue_date: row.issueDate,
          quantity: row.quantity,
          unit_of_measure: row.unitOfMeasure,
          line_total: row.lineTotal,
          price_per_base_unit:
            row.pricePerBaseUnit === null ? null : toUnitPrice(dec(row.pricePerBaseUnit)),
          base_unit: row.baseUnit,
        },
      };
    },

    /**
     * The supplier's own code of each product, learned from its invoices (issue 37: orders
     * print them): a code learned under that supplier (its tax id, name or other names) first,
     * else the newest learned for the product. Products without one are absent.
     */
    async supplierCodes(
      ownerId: number,
      supplier: { taxId: string; names: readonly string[] },
      instanceIds: readonly number[],
    ): Promise<Map<number, string>> {
      const keys = new Set([
        ...(supplier.taxId ? [supplierKeyOf(supplier.taxId, '')] : []),
        ...supplier.names.map((name) => supplierKeyOf('', name)),
      ]);
      const codes = new Map<number, string>();
      const rows = await repository.codesOfProducts(ownerId, instanceIds);
      for (const row of rows) {
        if (keys.has(row.supplierKey) && !codes.has(row.instanceId)) {
          codes.set(row.instanceId, row.code);
        }
      }
      for (const row of rows) if (!codes.has(row.instanceId)) codes.set(row.instanceId, row.code);
      return codes;
    },

    async get(ownerId: number, id: number): Promise<SupplierInvoice> {
      const stored = await repository.find(ownerId, id);
      if (!stored) throw AppError.notFound();
      return toInvoice(stored.invoice, stored.lines);
    },
  };
}

export type SupplierInvoicesService = ReturnType<typeof createSupplierInvoicesService>;
