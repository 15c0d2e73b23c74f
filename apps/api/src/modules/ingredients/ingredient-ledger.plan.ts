import { dec, toQuantity } from '@costeo/domain/decimal';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import { convertQuantity, type BaseUnit, type UnitCode } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import type { PurchaseSource } from '../../db/schema/ingredients.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import { conversionFacts, toInput } from './ingredient-instances.mappers.ts';
import type { InstanceView } from './ingredient-instances.repository.ts';
import { prepareRow, priceChanged } from './ingredient-instances.rows.ts';

/*
 * The ledger's types and its rule for one entry (issue 32, decision 039): what an entry does to
 * its product — the row it would store, whether the price changes, the purchase it records.
 * Pure: the service (ingredient-ledger.service.ts) writes what this plans.
 */

/** Where the entries come from: the document, its supplier and its date. */
export interface LedgerSource {
  kind: PurchaseSource;
  /** "Factura A-123 de Huerta Viva, 12/11/2026": the history rows' and purchases' reference. */
  reference: string;
  /** The invoice's or albarán's id, once stored (null in a preview, or for a price list). */
  documentId: number | null;
  supplier: { id: number; name: string } | null;
  /** YYYY-MM-DD: the purchases' date. */
  date: string;
}

export interface LedgerEntry {
  /** The caller's line or row number, echoed in the outcome. */
  ref: number;
  /** An existing product, or a new one on a definition (catalog or the owner's own). */
  target: { product: InstanceView } | { definition: DefinitionRow; name: string };
  /** The purchase format the price is for; null: the product's own. */
  format?: { quantity: string; unit: UnitCode } | null;
  /** The price of one format, without VAT; null: the product's current price. */
  price?: string | null;
  brand?: string | null;
  wastePct?: string | null;
  vatPct?: string | null;
  /** What was received: formats (`format`) or a quantity in a unit; null: no purchase row. */
  received?: { quantity: string; unit: UnitCode | 'format' } | null;
  /** The document's net amount for what was received; null: quantity × the new price. */
  netAmount?: string | null;
  /** A supplier named on this entry (a price list's column), instead of the source's. */
  supplierName?: string | null;
}

/** Finds or makes the owner's supplier of a name (the suppliers module, wired in services.ts). */
export interface SupplierResolver {
  findOrCreateByName(
    tx: Db,
    ownerId: number,
    name: string,
    at: Date,
  ): Promise<{ id: number; name: string }>;
}

export interface LedgerOutcome {
  ref: number;
  action: 'update' | 'unchanged' | 'create' | 'error' | 'over_quota';
  /** Why the entry cannot be recorded (error, over_quota); null otherwise. */
  message: string | null;
  /** The product (null for a new one in a preview, or an error). */
  productId: number | null;
  name: string;
  baseUnit: BaseUnit | null;
  /** € per base unit before (null for a new product) and after. */
  previousUnitCost: string | null;
  unitCost: string | null;
  /** The product's purchase price changes (a new history row). */
  priceChanged: boolean;
  /** "El formato de compra cambia de 1 kg a 5 kg." when the entry changes it. */
  formatChange: string | null;
  purchase: { quantity: string; pricePerBaseUnit: string; netAmount: string } | null;
}

/** The first message of a 400 thrown by the product rules, for an entry's reason. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError && error.status === 400) {
    const first = Object.values(error.body).flat()[0];
    if (typeof first === 'string') return first;
  }
  throw error;
}

const formatText = (quantity: string, unit: UnitCode) => formatReadableQuantity(quantity, unit);

export type EntrySupplier = { id: number | null; name: string } | null;

/** What one entry does to its product, and the row it would store; throws nothing. */
export function planEntry(entry: LedgerEntry, at: Date, entrySupplier: EntrySupplier) {
  const { target } = entry;
  const existing = 'product' in target ? target.product : null;
  const definition: DefinitionRow =
    'definition' in target
      ? target.definition
      : ({
          id: target.product.definitionId,
          name: target.product.definitionName,
          baseUnit: target.product.baseUnit,
          density: target.product.definitionDensity,
          unitWeight: target.product.definitionUnitWeight,
          wastePct: target.product.wastePct,
          vatPct: target.product.vatPct,
        } as DefinitionRow);
  const format = entry.format ?? (existing ? null : undefined);
  if (!existing && !format) {
    return { error: 'Falta el formato de compra (cantidad y unidad).' } as const;
  }
  const price = entry.price ?? existing?.purchasePrice;
  if (price === undefined) return { error: 'Falta el precio.' } as const;
  // A product without a supplier joins the supplier of the document (an invoice, an albarán);
  // one with a supplier keeps it. A price list's supplier column names the row's supplier for a
  // new product only: an existing product keeps what it had (decision 017).
  const fromList = Boolean(entry.supplierName?.trim());
  const supplier = existing?.supplierId || (existing && fromList) ? null : entrySupplier;
  let prepared: ReturnType<typeof prepareRow>;
  try {
    prepared = prepareRow(
      existing
        ? {
            ...toInput(existing),
            supplier: supplier?.name ?? existing.supplier,
            brand: entry.brand ?? existing.brand,
            purchase_quantity: format?.quantity ?? existing.purchaseQuantity,
            purchase_unit: format?.unit ?? existing.purchaseUnit,
            purchase_price: price,
            waste_pct: entry.wastePct ?? existing.wastePct,
            vat_pct: (entry.vatPct ?? existing.vatPct) as typeof existing.vatPct,
          }
        : {
            definition: definition.id,
            name: 'name' in target ? target.name : '',
            supplier: entrySupplier?.name ?? '',
            brand: entry.brand ?? '',
            purchase_quantity: format?.quantity ?? '1',
            purchase_unit: format?.unit ?? 'ud',
            purchase_price: price,
            waste_pct: entry.wastePct ?? undefined,
            vat_pct: (entry.vatPct ?? undefined) as undefined,
            extra_allergens: [],
            notes: '',
            is_active: true,
          },
      definition,
      at,
    );
  } catch (error) {
    return { error: reasonOf(error) } as const;
  }
  const newPrice = existing ? priceChanged(existing, prepared) : true;
  const changed =
    !existing ||
    newPrice ||
    !dec(existing.wastePct).equals(prepared.wastePct) ||
    existing.brand !== prepared.brand ||
    existing.vatPct !== prepared.vatPct ||
    (supplier !== null && supplier.name !== '' && existing.supplierId === null);
  const formatChange =
    existing &&
    format &&
    (!dec(existing.purchaseQuantity).equals(format.quantity) ||
      existing.purchaseUnit !== format.unit)
      ? `El formato de compra cambia de ${formatText(existing.purchaseQuantity, existing.purchaseUnit)} a ${formatText(format.quantity, format.unit)}.`
      : null;
  let purchase: LedgerOutcome['purchase'] = null;
  if (entry.received) {
    const { quantity, unit } = entry.received;
    const [amount, from] =
      unit === 'format'
        ? [dec(quantity).times(prepared.purchaseQuantity), prepared.purchaseUnit]
        : [dec(quantity), unit];
    const facts = existing
      ? conversionFacts(existing)
      : { density: definition.density, unitWeight: definition.unitWeight };
    const base = convertQuantity(amount, from, definition.baseUnit, facts);
    if (!base.ok) return { error: base.reason } as const;
    if (base.value.isZero()) return { error: 'La cantidad recibida es 0.' } as const;
    const net =
      entry.netAmount === null || entry.netAmount === undefined
        ? base.value.times(prepared.unitCost)
        : dec(entry.netAmount);
    purchase = {
      quantity: toQuantity(base.value),
      pricePerBaseUnit: net.dividedBy(base.value).toDecimalPlaces(12).toFixed(12),
      netAmount: net.toDecimalPlaces(2).toFixed(2),
    };
  }
  return {
    existing,
    definition,
    prepared,
    newPrice,
    changed,
    formatChange,
    purchase,
    linkSupplier: supplier,
  };
}
