import type { Db } from '../../db/client.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { historyRow, type prepareRow } from './ingredient-instances.rows.ts';
import {
  planEntry,
  type EntrySupplier,
  type LedgerEntry,
  type LedgerOutcome,
  type LedgerSource,
  type SupplierResolver,
} from './ingredient-ledger.plan.ts';
import { createLedgerRepository, type LedgerPurchaseRow } from './ingredient-ledger.repository.ts';
import type { ProductCostListener } from './ingredient-usage.ts';

export type { LedgerEntry, LedgerOutcome, LedgerSource, SupplierResolver };

/*
 * The ledger (issue 32, docs/decisions/039-purchases-ledger.md): the one command through which a
 * price and a delivery enter Costeo, whatever the document (a supplier invoice, a price list, an
 * albarán typed by hand). In the caller's transaction it writes the products' prices, a history
 * row for each price that changed, a purchase row for each entry whose quantity received is known,
 * and tells costing once. With `write: false` it runs the same code and writes nothing, so a
 * preview says exactly what apply will do.
 */

export function createLedger(deps: {
  entitlements: EntitlementsService;
  costs: ProductCostListener;
  suppliers: SupplierResolver;
  now: () => Date;
}) {
  const { entitlements, costs, suppliers, now } = deps;

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
        const planned = planEntry(entry, at, entrySupplier);
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
