import type { StockClose } from '@costeo/domain/contracts/stock';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SalesService } from '../sales/sales.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { WasteService } from '../waste/waste.service.ts';
import { closeFrom, dayAfter } from './stock-close.figures.ts';
import { createStockCloseReadModel } from './stock-close.read-model.ts';

/**
 * The month's close between two counts (issue 34 point 4, DOMAIN.md §10): actual use against the
 * theoretical use of the period's sales. "Analytics avanzado" (plan feature `analytics`,
 * Business). A bounded number of statements whatever the number of products: the two counts;
 * the entries, purchases and counted elaboraciones' graph (one); the sales' theoretical use and
 * net food revenue (the sales module's two) and the period's waste (the waste module's, a
 * constant few), at the same time; the products' facts and prices at the closing day.
 */
export function createStockCloseService(deps: {
  db: Db;
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
  sales: Pick<SalesService, 'periodUseAndRevenue'>;
  /** The period's recorded waste in products (issue 35 point 2, DOMAIN.md §10). */
  waste: Pick<WasteService, 'periodWaste'>;
}) {
  const { entitlements, sales, waste } = deps;
  const read = createStockCloseReadModel(deps.db);

  return {
    async close(ownerId: number, fromCount: number, toCount: number): Promise<StockClose> {
      await entitlements.assertFeature(ownerId, 'analytics');
      const counts = await read.counts(ownerId, [fromCount, toCount]);
      const from = counts.find((count) => count.id === fromCount);
      const to = counts.find((count) => count.id === toCount);
      if (!from || !to) throw AppError.notFound();
      if (from.id === to.id || from.date >= to.date) {
        throw AppError.field(
          'to_count',
          'El recuento final debe ser de un día posterior al del recuento inicial.',
        );
      }
      // The period: the day after the opening count up to the closing count's day (§10).
      const period = { dateFrom: dayAfter(from.date), dateTo: to.date };
      const [stock, sold, wasted] = await Promise.all([
        read.stockRows(ownerId, [from.id, to.id], { after: from.date, upTo: to.date }),
        sales.periodUseAndRevenue(ownerId, {
          date_from: period.dateFrom,
          date_to: period.dateTo,
        }),
        waste.periodWaste(ownerId, { date_from: period.dateFrom, date_to: period.dateTo }),
      ]);
      const productIds = new Set<number>();
      for (const [, productId] of stock.entries) if (productId !== null) productIds.add(productId);
      for (const [productId] of stock.purchases) productIds.add(productId);
      for (const [, , productId] of stock.lines) if (productId !== null) productIds.add(productId);
      for (const product of sold.use.products) productIds.add(product.ingredient_instance);
      for (const line of wasted.lines) productIds.add(line.productId);
      const products = await read.products(ownerId, productIds, to.date);
      return closeFrom({
        fromCount: from,
        toCount: to,
        period,
        stock,
        products,
        sales: sold,
        waste: wasted,
      });
    },
  };
}

export type StockCloseService = ReturnType<typeof createStockCloseService>;
