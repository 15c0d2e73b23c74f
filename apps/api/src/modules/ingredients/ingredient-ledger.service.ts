import { dec, toQuantity } from '@costeo/domain/decimal';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import { convertQuantity, type BaseUnit, type UnitCode } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import type { PurchaseSource } from '../../db/schema/ingredients.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import { conversionFacts, toInput } from './ingredient-instances.mappers.ts';
import type { InstanceView } from './ingredient-instances.repository.ts';
import { historyRow, prepareRow, priceChanged } from './ingredient-instances.rows.ts';
import { createLedgerRepository, type LedgerPurchaseRow } from './ingredient-ledger.repository.ts';
import type { ProductCostListener } from './ingredient-usage.ts';

/*
 * The ledger (issue 32, docs/decisions/039-purchases-ledger.md): the one command through which a
 * price and a delivery enter Costeo, whatever the document (a supplier invoice, a price list, an
 * albarán typed by hand). In the caller's transaction it writes the products' prices, a history
 * row for each price that changed, a purchase row for each entry whose quantity received is known,
 * and tells costing once. With `write: false` it runs the same code and writes nothing, so a
 * preview says exactly what apply will do.
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

type EntrySupplier = { id: number | null; name: string } | null;

export function createLedger(deps: {
  entitlements: EntitlementsService;
  costs: ProductCostListener;
  suppliers: SupplierResolver;
  now: () => Date;
}) {
  const { entitlements, costs, suppliers, now } = deps;

  /** What one entry does to its product, and the row it would store; throws nothing. */
  function plan(entry: LedgerEntry, at: Date, entrySupplier: EntrySupplier) {
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
    // A product without a supplier joins the document's; one with a supplier keeps it.
    const supplier = existing?.supplierId ? null : entrySupplier;
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

  return {
    /** The owner's products, once per request: what matching and the ledger read. */
    products: (db: Db, ownerId: number) => createLedgerRepository(db).products(ownerId),

    /**
     * Records the entries in `tx` (or, with `write: false`, says what it would record). Each
     * outcome is in the entries' order; entries that cannot be recorded are `error` (with the
     * reason) or `over_quota`, and the others are still recorded: callers that need all or
     * nothing check the outcomes first (a dry run) or throw inside `tx`.
     */
    async record(
      tx: Db,
      ownerId: number,
      entries: readonly LedgerEntry[],
      source: LedgerSource,
      options: { write: boolean },
    ): Promise<{
      outcomes: LedgerOutcome[];
      quota: { limit: number; used: number; remaining: number | null; message: string };
    }> {
      const at = now();
      const repository = createLedgerRepository(tx);
      // Locks the owner's row: records of one owner run one at a time (quota, DESIGN.md §5).
      const quota = await entitlements.quotaRoom(tx, ownerId, 'ingredient_instances');
      // Suppliers named per entry (a price list): found or made once each, only when writing.
      const named = new Map<string, EntrySupplier>();
      for (const entry of entries) {
        const name = entry.supplierName?.trim() ?? '';
        if (name === '' || named.has(name)) continue;
        named.set(
          name,
          options.write
            ? await suppliers.findOrCreateByName(tx, ownerId, name, at)
            : { id: null, name },
        );
      }
      const supplierOf = (entry: LedgerEntry): EntrySupplier => {
        const name = entry.supplierName?.trim() ?? '';
        return name === '' ? source.supplier : (named.get(name) ?? null);
      };
      let created = 0;
      const outcomes: LedgerOutcome[] = [];
      const updates: {
        id: number;
        row: ReturnType<typeof prepareRow>;
        supplierId: number | null;
        supplierName: string | null;
      }[] = [];
      const inserts: {
        index: number;
        row: ReturnType<typeof prepareRow>;
        supplierId: number | null;
      }[] = [];
      const purchaseSupplier = new Map<number, EntrySupplier>();
      const history: { index: number; row: ReturnType<typeof prepareRow> }[] = [];
      const purchases: { index: number; purchase: NonNullable<LedgerOutcome['purchase']> }[] = [];
      const changedIds: number[] = [];

      for (const entry of entries) {
        const entrySupplier = supplierOf(entry);
        const planned = plan(entry, at, entrySupplier);
        const outcome: LedgerOutcome = {
          ref: entry.ref,
          action: 'error',
          message: null,
          productId: 'product' in entry.target ? entry.target.product.id : null,
          name: 'product' in entry.target ? entry.target.product.name : entry.target.name,
          baseUnit:
            'product' in entry.target
              ? entry.target.product.baseUnit
              : entry.target.definition.baseUnit,
          previousUnitCost: 'product' in entry.target ? entry.target.product.unitCost : null,
          unitCost: null,
          priceChanged: false,
          formatChange: null,
          purchase: null,
        };
        outcomes.push(outcome);
        if ('error' in planned) {
          outcome.message = planned.error ?? 'No se puede registrar.';
          continue;
        }
        const { existing, prepared } = planned;
        if (!existing) {
          if (quota.remaining !== null && created >= quota.remaining) {
            outcome.action = 'over_quota';
            outcome.message = `Límite del plan: ${quota.message}`;
            continue;
          }
          created += 1;
        }
        Object.assign(outcome, {
          action: existing ? (planned.changed ? 'update' : 'unchanged') : 'create',
          name: prepared.name,
          unitCost: prepared.unitCost,
          priceChanged: planned.newPrice,
          formatChange: planned.formatChange,
          purchase: planned.purchase,
        });
        const index = outcomes.length - 1;
        if (existing && planned.changed) {
          updates.push({
            id: existing.id,
            row: prepared,
            supplierId: planned.linkSupplier?.id ?? existing.supplierId,
            supplierName: planned.linkSupplier?.name ?? null,
          });
          changedIds.push(existing.id);
        }
        if (!existing)
          inserts.push({ index, row: prepared, supplierId: entrySupplier?.id ?? null });
        if (planned.newPrice) history.push({ index, row: prepared });
        if (planned.purchase) {
          purchases.push({ index, purchase: planned.purchase });
          purchaseSupplier.set(index, entrySupplier);
        }
      }

      if (options.write) {
        await repository.updatePrices(ownerId, updates, at);
        const newIds = await repository.insertProducts(
          ownerId,
          inserts.map(({ row, supplierId }) => ({ row, supplierId })),
          at,
        );
        inserts.forEach(({ index }, position) => {
          const outcome = outcomes[index];
          if (outcome) outcome.productId = newIds[position] ?? null;
        });
        const idOf = (index: number) => {
          const id = outcomes[index]?.productId;
          if (id === null || id === undefined) throw new Error('ledger entry without a product');
          return id;
        };
        await repository.insertHistory(
          history.map(({ index, row }) => ({
            ...historyRow(ownerId, idOf(index), row, source.reference),
            sourceKind: source.kind,
          })),
        );
        await repository.insertPurchases(
          purchases.map(({ index, purchase }): LedgerPurchaseRow => {
            const outcome = outcomes[index];
            return {
              ownerId,
              instanceId: idOf(index),
              productName: (outcome?.name ?? '').slice(0, 150),
              supplierId: purchaseSupplier.get(index)?.id ?? null,
              supplierName: (purchaseSupplier.get(index)?.name ?? '').slice(0, 200),
              purchasedOn: source.date,
              quantity: purchase.quantity,
              baseUnit: outcome?.baseUnit ?? 'ud',
              pricePerBaseUnit: purchase.pricePerBaseUnit,
              netAmount: purchase.netAmount,
              sourceKind: source.kind,
              sourceRef: source.reference.slice(0, 300),
              sourceId: source.documentId,
              createdAt: at,
            };
          }),
        );
        if (changedIds.length > 0) await costs.productsChanged(tx, ownerId, changedIds);
      }
      return {
        outcomes,
        quota: {
          limit: quota.limit,
          used: quota.used,
          remaining: quota.remaining,
          message: quota.message,
        },
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
