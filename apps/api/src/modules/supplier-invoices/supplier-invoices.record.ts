import { dec, toMoney, toQuantity } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DefinitionsService } from '../ingredients/ingredient-definitions.service.ts';
import type { Ledger } from '../ingredients/ingredient-ledger.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import { dateEs, discountTotal } from './supplier-invoices.mappers.ts';
import type { InvoicePlan, InvoiceRequest } from './supplier-invoices.plan.ts';
import { createSupplierInvoicesRepository } from './supplier-invoices.repository.ts';

/*
 * An invoice's plan recorded (issue 32): in the apply's transaction, the supplier made or
 * remembered, the own definitions made, the prices, history and purchases through the ledger, and
 * the invoice with its lines, its learned codes and a PDF's columns.
 */

/** Again inside the transaction: two applies of one invoice at once store one. */
export async function refuseIfApplied(tx: Db, ownerId: number, plan: InvoicePlan) {
  const appliedAt = await createSupplierInvoicesRepository(tx).appliedAt(
    ownerId,
    plan.supplierKey,
    plan.header.number,
  );
  if (appliedAt) {
    throw AppError.field(
      'non_field_errors',
      `Esta factura ya se aplicó el ${dateEs(appliedAt.toISOString().slice(0, 10))}.`,
    );
  }
}

/** The plan recorded in `tx`: supplier, own definitions, ledger, invoice, lines, codes. */
export async function recordInvoice(
  deps: { ledger: Ledger; definitions: DefinitionsService; suppliers: SuppliersService },
  tx: Db,
  ownerId: number,
  plan: InvoicePlan,
  request: InvoiceRequest,
  at: Date,
) {
  const { ledger, definitions, suppliers } = deps;
  await refuseIfApplied(tx, ownerId, plan);
  const doc = { taxId: plan.header.supplier_tax_id, name: plan.header.supplier_name };
  const supplier =
    plan.supplier.id === null
      ? await suppliers.createFromDocument(tx, ownerId, doc, at)
      : { id: plan.supplier.id, name: plan.supplier.name ?? plan.header.supplier_name };
  if (plan.supplier.id !== null)
    await suppliers.rememberIdentity(tx, ownerId, supplier.id, doc, at);
  const txRepository = createSupplierInvoicesRepository(tx);
  const invoiceId = await txRepository.insert(
    ownerId,
    {
      supplierKey: plan.supplierKey,
      supplierName: plan.header.supplier_name.slice(0, 200),
      supplierTaxId: plan.header.supplier_tax_id,
      supplierId: supplier.id,
      number: plan.header.number.slice(0, 60),
      issueDate: plan.header.issue_date,
      format: plan.header.format,
      kind: plan.header.kind,
      currency: plan.header.currency.slice(0, 3),
      totalNet: plan.header.total_net,
      totalVat: plan.header.total_vat,
      total: plan.header.total,
      fileName: request.file_name,
      appliedAt: at,
    },
    [],
  );
  const ownOf = new Map(
    plan.lines.flatMap((line) => (line.ownDefinition ? [[line.number, line.ownDefinition]] : [])),
  );
  const entries = [];
  for (const entry of plan.entries) {
    const own = ownOf.get(entry.ref);
    if (own && 'definition' in entry.target) {
      const definition = await definitions.ownInTransaction(tx, ownerId, {
        name: own.name,
        baseUnit: entry.target.definition.baseUnit,
        vatPct: entry.target.definition.vatPct,
      });
      entries.push({ ...entry, target: { definition, name: entry.target.name } });
    } else entries.push(entry);
  }
  const { outcomes } = await ledger.record(
    tx,
    ownerId,
    entries,
    { ...plan.source, documentId: invoiceId, supplier },
    { write: true },
  );
  const failed = outcomes.find((o) => o.action === 'error' || o.action === 'over_quota');
  if (failed) {
    throw AppError.field(
      'decisions',
      `Línea ${failed.ref}: ${failed.message ?? 'no se puede aplicar.'}`,
    );
  }
  const productOf = new Map(outcomes.map((o) => [o.ref, o.productId]));
  await txRepository.insertLines(
    ownerId,
    invoiceId,
    plan.lines.map((line) => {
      const instanceId = line.decision === 'skip' ? null : (productOf.get(line.number) ?? null);
      const previous = instanceId === null ? undefined : plan.byId.get(instanceId);
      return {
        position: line.number,
        code: (line.read.code ?? '').slice(0, 60),
        description: line.read.description.slice(0, 300),
        quantity: toQuantity(dec(line.read.quantity)),
        unitOfMeasure: (line.read.unitOfMeasure?.code ?? '').slice(0, 40),
        unitPrice: dec(line.read.unitPrice).toDecimalPlaces(6).toFixed(6),
        discountTotal: discountTotal(line.read),
        vatPct: line.read.vatPct,
        lineTotal: toMoney(dec(line.read.lineTotal)),
        ingredientInstanceId: instanceId,
        decision: line.decision,
        pricePerBaseUnit: line.priced.pricePerBaseUnit?.toDecimalPlaces(12).toFixed(12) ?? null,
        baseUnit: line.priced.baseUnit,
        previousUnitCost: line.decision === 'update' ? (previous?.unitCost ?? null) : null,
      };
    }),
  );
  await txRepository.learnCodes(
    ownerId,
    plan.supplierKey,
    plan.lines.flatMap((line) => {
      const id = productOf.get(line.number);
      const code = line.read.code ?? '';
      return code && id && line.decision !== 'skip'
        ? [{ code: code.slice(0, 60), instanceId: id }]
        : [];
    }),
  );
  if (plan.header.format === 'pdf' && request.pdf_columns) {
    await txRepository.savePdfLayout(ownerId, plan.supplierKey, request.pdf_columns, at);
  }
  return { invoiceId, supplier };
}
