import { MAX_DB_INTEGER } from '@costeo/domain/contracts/common';
import { dec } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SalesService } from '../sales/sales.service.ts';
import { createExpectedStock } from './stock.expected.ts';
import { createStockReadModel } from './stock.read-model.ts';
import { createStockRepository } from './stock.repository.ts';
import { productBase } from './stock.units.ts';

/** Where a product stands before an order (issue 37 point 3). */
export interface StockPosition {
  /** Σ of its par levels over the areas, in the base unit; null when it has none. */
  par: Decimal | null;
  /** Expected stock at the end of the day, in the base unit; null: never counted. */
  expected: Decimal | null;
  /** The day of the count the expected stock starts from. */
  countedOn: string | null;
}

/**
 * For the suggested orders (issue 37 point 3, DOMAIN.md §13): each product with a par level on
 * any shelf, and each of `productIds`, with its par level (Σ over the areas, converted as the
 * shelves read it) and its expected stock at the end of `day` (the counts' rule, the last count
 * on or before it). A par level that no longer converts (the product's format changed to a unit
 * without density) is left out and said in `warnings`.
 */
export function createStockPositions(deps: {
  db: Db;
  sales: Pick<SalesService, 'theoreticalUse'>;
}) {
  const { db } = deps;
  const repository = createStockRepository(db);
  const read = createStockReadModel(db);
  const expectedStock = createExpectedStock(deps);

  return async function positions(
    ownerId: number,
    day: string,
    productIds: readonly number[],
  ): Promise<{ products: Map<number, StockPosition>; warnings: string[] }> {
    const places = (await repository.places(ownerId, null)).filter(
      (place) => place.instanceId !== null && place.parQuantity !== null && place.parUnit !== null,
    );
    const ids = [...new Set([...places.map((place) => place.instanceId as number), ...productIds])];
    const [rows, expected] = await Promise.all([
      read.products(ownerId, ids),
      // Every count of `day` counts: the cursor is past any id.
      expectedStock(ownerId, { day, id: MAX_DB_INTEGER }, day, ids),
    ]);
    const products = new Map(rows.map((row) => [row.id, row]));
    const warnings: string[] = [];
    const par = new Map<number, Decimal>();
    for (const place of places) {
      const product = products.get(place.instanceId as number);
      if (!product) continue;
      try {
        const base = productBase(
          product,
          dec(place.parQuantity as string),
          place.parUnit as string,
          'par_level',
          'medir el nivel par de',
        );
        par.set(product.id, (par.get(product.id) ?? dec(0)).plus(base.quantity));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = Object.values(error.body).flat().join(' ');
        warnings.push(`El nivel par de «${product.name}» no se cuenta. ${reason}`);
      }
    }
    const result = new Map<number, StockPosition>();
    for (const id of ids) {
      if (!products.has(id)) continue;
      const found = expected.get(id);
      result.set(id, {
        par: par.get(id) ?? null,
        expected: found?.quantity ?? null,
        countedOn: found?.countedOn ?? null,
      });
    }
    return { products: result, warnings };
  };
}

export type StockPositions = ReturnType<typeof createStockPositions>;
