import { dec } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { SalesService } from '../sales/sales.service.ts';
import { createStockReadModel } from './stock.read-model.ts';
import { createStockRepository } from './stock.repository.ts';

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A product's expected quantity and the day of the count it starts from. */
export interface ExpectedStock {
  quantity: Decimal;
  countedOn: string;
}

/**
 * The expected quantity of products (DOMAIN.md §10): each one's last count before `before` (a day
 * and a count id: counts of that day with a smaller id come before) + the ledger's purchases after
 * that count's day up to `upTo` − the theoretical use of the sales in between. A product never
 * counted is absent. One rule for a count's sheet (before the count itself) and for the suggested
 * orders (issue 37: before now).
 */
export function createExpectedStock(deps: { db: Db; sales: Pick<SalesService, 'theoreticalUse'> }) {
  const { db, sales } = deps;
  const repository = createStockRepository(db);
  const read = createStockReadModel(db);

  return async function expectedStock(
    ownerId: number,
    before: { day: string; id: number },
    upTo: string,
    productIds: readonly number[],
  ): Promise<Map<number, ExpectedStock>> {
    const expected = new Map<number, ExpectedStock>();
    if (productIds.length === 0) return expected;
    const wanted = new Set(productIds);
    const previous = (await repository.previousCounted(ownerId, before)).filter(
      (row) => row.instanceId !== null && wanted.has(row.instanceId),
    );
    const byDay = new Map<string, { id: number; quantity: string }[]>();
    for (const row of previous) {
      const list = byDay.get(row.day) ?? [];
      list.push({ id: row.instanceId as number, quantity: row.quantity });
      byDay.set(row.day, list);
    }
    await Promise.all(
      [...byDay].map(async ([day, rows]) => {
        const ids = rows.map((row) => row.id);
        const [bought, use] = await Promise.all([
          read.purchasedBetween(ownerId, day, upTo, ids),
          day < upTo
            ? sales.theoreticalUse(ownerId, { date_from: nextDay(day), date_to: upTo })
            : null,
        ]);
        const used = new Map(
          (use?.products ?? []).map((product) => [product.ingredient_instance, product.quantity]),
        );
        for (const row of rows) {
          expected.set(row.id, {
            quantity: dec(row.quantity)
              .plus(bought.get(row.id) ?? 0)
              .minus(used.get(row.id) ?? 0),
            countedOn: day,
          });
        }
      }),
    );
    return expected;
  };
}
