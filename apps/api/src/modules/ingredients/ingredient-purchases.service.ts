import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { Purchase } from '@costeo/domain/contracts/purchases';
import { dec, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { createLedgerRepository, type PurchaseFilters } from './ingredient-ledger.repository.ts';

/** `GET /api/purchases/` (issue 32): what was received, newest first, as the ledger wrote it. */
export function createPurchasesService(db: Db) {
  const repository = createLedgerRepository(db);
  return {
    async list(
      ownerId: number,
      filters: PurchaseFilters,
      query: PaginationQuery,
    ): Promise<{ count: number; results: Purchase[] }> {
      const { count, rows } = await repository.listPurchases(ownerId, filters, pageWindow(query));
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          date: row.purchasedOn,
          ingredient_instance: row.instanceId,
          product_name: row.productName,
          supplier: row.supplierId,
          supplier_name: row.supplierName,
          quantity: toQuantity(dec(row.quantity)),
          base_unit: row.baseUnit,
          price_per_base_unit: toUnitPrice(dec(row.pricePerBaseUnit)),
          net_amount: dec(row.netAmount).toFixed(2),
          source_kind: row.sourceKind,
          source_reference: row.sourceRef,
          source_id: row.sourceId,
        })),
      };
    },

    /**
     * What the ledger recorded as bought, without VAT, per month ("YYYY-MM") of the days
     * [from, to]: the waste reports' base (waste as % of purchases, issue 35).
     */
    spendByMonth: (
      ownerId: number,
      from: string,
      to: string,
    ): Promise<{ month: string; totalNet: string }[]> => repository.spendByMonth(ownerId, from, to),
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
