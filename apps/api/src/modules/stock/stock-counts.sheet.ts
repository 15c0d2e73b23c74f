import type {
  StockCount,
  StockCountListItem,
  StockEntry,
  StockSheetLine,
} from '@costeo/domain/contracts/stock';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { SalesService } from '../sales/sales.service.ts';
import { createExpectedStock } from './stock.expected.ts';
import { createStockReadModel } from './stock.read-model.ts';
import {
  createStockRepository,
  type StockCountRow,
  type StockEntryRow,
} from './stock.repository.ts';
import { formatQuantity } from './stock.units.ts';
import { unitCostsOn, type StockCosting } from './stock.valuation.ts';

/*
 * A stock count's sheet (issue 34 point 2, DOMAIN.md §10, decision 041), apart from the counts'
 * commands in stock-counts.service.ts: each item to count in area and shelf order, with the
 * expected quantity (last count + purchases − theoretical use since), what was counted and its
 * value at the count's day's prices; and a count's value for the list.
 */

export const ZERO = dec(0);
const NUMBER_ES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

export type ItemKey = `p${number}` | `r${number}`;
export const keyOf = (instanceId: number | null, recipeId: number | null): ItemKey =>
  instanceId !== null ? `p${instanceId}` : `r${recipeId ?? 0}`;

export function createCountSheet(deps: {
  db: Db;
  sales: Pick<SalesService, 'theoreticalUse'>;
  costing: StockCosting;
}) {
  const { db, sales, costing } = deps;
  const repository = createStockRepository(db);
  const read = createStockReadModel(db);
  const expectedStock = createExpectedStock({ db, sales });

  /** The owner's products and elaboraciones among these (another owner's are absent). */
  async function itemsOf(
    ownerId: number,
    productIds: Iterable<number>,
    recipeIds: Iterable<number>,
  ) {
    const [products, recipes] = await Promise.all([
      read.products(ownerId, [...new Set(productIds)]),
      read.recipes(ownerId, [...new Set(recipeIds)]),
    ]);
    return {
      products: new Map(products.map((row) => [row.id, row])),
      recipes: new Map(recipes.map((row) => [row.id, row])),
    };
  }

  /** Σ of entries per item, in base (or yield) units. */
  function countedOf(entries: readonly StockEntryRow[]) {
    const counted = new Map<ItemKey, Decimal>();
    for (const entry of entries) {
      const key = keyOf(entry.instanceId, entry.recipeId);
      counted.set(key, (counted.get(key) ?? ZERO).plus(entry.quantityBase));
    }
    return counted;
  }

  /** The count's value: Σ counted × unit cost that day, 2 places. */
  async function valueOf(ownerId: number, count: StockCountRow, entries: readonly StockEntryRow[]) {
    const counted = countedOf(entries);
    const productIds = [...counted.keys()].flatMap((k) =>
      k[0] === 'p' ? [Number(k.slice(1))] : [],
    );
    const recipeIds = [...counted.keys()].flatMap((k) =>
      k[0] === 'r' ? [Number(k.slice(1))] : [],
    );
    const costs = await unitCostsOn(db, costing, ownerId, count.countedOn, productIds, recipeIds);
    let total = ZERO;
    for (const [key, quantity] of counted) {
      const id = Number(key.slice(1));
      const cost = key[0] === 'p' ? costs.products.get(id) : costs.recipes.get(id);
      if (cost) total = total.plus(dec(toMoney(quantity.times(cost))));
    }
    return toMoney(total);
  }

  function listItem(count: StockCountRow, entriesCount: number, value: string): StockCountListItem {
    return {
      id: count.id,
      date: count.countedOn,
      kind: count.kind,
      areas: count.areaIds,
      entries_count: entriesCount,
      value,
      created_at: count.createdAt.toISOString(),
    };
  }

  /**
   * The expected quantity of each product (DOMAIN.md §10): its last count before this one + the
   * purchases after that day up to this one − the theoretical use of the sales in between. Absent
   * without an earlier count. Elaboraciones have none (their production is not recorded).
   */
  async function expectedOf(
    ownerId: number,
    count: StockCountRow,
    productIds: readonly number[],
  ): Promise<Map<number, Decimal>> {
    const found = await expectedStock(
      ownerId,
      { day: count.countedOn, id: count.id },
      count.countedOn,
      productIds,
    );
    return new Map([...found].map(([id, expected]) => [id, expected.quantity]));
  }

  /** A count with its sheet (DOMAIN.md §10). */
  async function sheet(ownerId: number, count: StockCountRow): Promise<StockCount> {
    const [areas, entries] = await Promise.all([
      repository.areas(ownerId),
      repository.entries(ownerId, [count.id]),
    ]);
    const covered =
      count.areaIds.length === 0 ? areas : areas.filter((area) => count.areaIds.includes(area.id));
    const places = await repository.places(
      ownerId,
      covered.map((area) => area.id),
    );
    const chosen = new Set<ItemKey>([
      ...count.instanceIds.map((id) => keyOf(id, null)),
      ...count.recipeIds.map((id) => keyOf(null, id)),
    ]);
    type Slot = {
      instanceId: number | null;
      recipeId: number | null;
      areaId: number | null;
      areaName: string;
      position: number;
    };
    const slots: Slot[] = [];
    for (const area of covered) {
      for (const place of places.filter((p) => p.areaId === area.id)) {
        const key = keyOf(place.instanceId, place.recipeId);
        if (count.kind === 'partial' && !chosen.has(key)) continue;
        slots.push({
          instanceId: place.instanceId,
          recipeId: place.recipeId,
          areaId: area.id,
          areaName: area.name,
          position: place.position,
        });
      }
    }
    // Chosen, or counted, but on no covered shelf: after the areas, with no area.
    const placed = new Set(slots.map((slot) => keyOf(slot.instanceId, slot.recipeId)));
    const extra: ItemKey[] = [
      ...(count.kind === 'partial' ? [...chosen] : []),
      ...entries.map((entry) => keyOf(entry.instanceId, entry.recipeId)),
    ];
    let position = 0;
    for (const key of extra) {
      if (placed.has(key)) continue;
      placed.add(key);
      const id = Number(key.slice(1));
      slots.push({
        instanceId: key[0] === 'p' ? id : null,
        recipeId: key[0] === 'r' ? id : null,
        areaId: null,
        areaName: '',
        position: position++,
      });
    }
    const productIds = slots.flatMap((s) => (s.instanceId === null ? [] : [s.instanceId]));
    const recipeIds = slots.flatMap((s) => (s.recipeId === null ? [] : [s.recipeId]));
    const [items, costs, expected] = await Promise.all([
      itemsOf(ownerId, productIds, recipeIds),
      unitCostsOn(
        db,
        costing,
        ownerId,
        count.countedOn,
        [...new Set(productIds)],
        [...new Set(recipeIds)],
      ),
      expectedOf(ownerId, count, [...new Set(productIds)]),
    ]);

    // Each entry to its line: the line of its area, else the item's first line.
    const firstSlot = new Map<ItemKey, Slot>();
    const slotOf = new Map<string, Slot>();
    for (const slot of slots) {
      const key = keyOf(slot.instanceId, slot.recipeId);
      if (!firstSlot.has(key)) firstSlot.set(key, slot);
      slotOf.set(`${key}@${slot.areaId}`, slot);
    }
    const lineCounted = new Map<Slot, Decimal>();
    for (const entry of entries) {
      const key = keyOf(entry.instanceId, entry.recipeId);
      const slot = slotOf.get(`${key}@${entry.areaId}`) ?? firstSlot.get(key);
      if (!slot) continue;
      lineCounted.set(slot, (lineCounted.get(slot) ?? ZERO).plus(entry.quantityBase));
    }
    const itemCounted = countedOf(entries);
    const tolerance = dec(count.tolerancePct).dividedBy(100);

    let total = ZERO;
    const lines: StockSheetLine[] = slots.map((slot) => {
      const key = keyOf(slot.instanceId, slot.recipeId);
      const product = slot.instanceId === null ? undefined : items.products.get(slot.instanceId);
      const recipe = slot.recipeId === null ? undefined : items.recipes.get(slot.recipeId);
      const format = product ? formatQuantity(product) : null;
      const cost =
        slot.instanceId !== null
          ? costs.products.get(slot.instanceId)
          : costs.recipes.get(slot.recipeId ?? 0);
      const counted = lineCounted.get(slot) ?? null;
      const itemTotal = itemCounted.get(key) ?? null;
      const expectedQuantity = slot.instanceId === null ? undefined : expected.get(slot.instanceId);
      const flagged =
        itemTotal !== null &&
        expectedQuantity !== undefined &&
        itemTotal
          .minus(expectedQuantity)
          .abs()
          .greaterThan(expectedQuantity.abs().times(tolerance));
      const value = counted !== null && cost ? dec(toMoney(counted.times(cost))) : null;
      if (value) total = total.plus(value);
      return {
        ingredient_instance: slot.instanceId,
        recipe: slot.recipeId,
        name: product?.name ?? recipe?.name ?? '',
        area: slot.areaId,
        area_name: slot.areaName,
        position: slot.position,
        format_name: product
          ? `${NUMBER_ES.format(Number(product.purchaseQuantity))} ${product.purchaseUnit}`
          : null,
        format_quantity: format?.ok ? toQuantity(format.value) : null,
        base_unit: product?.baseUnit ?? recipe?.yieldUnit ?? 'ud',
        expected: expectedQuantity === undefined ? null : toQuantity(expectedQuantity),
        counted: counted === null ? null : toQuantity(counted),
        flagged,
        unit_cost: cost ? toUnitPrice(cost) : null,
        value: value === null ? null : toMoney(value),
      };
    });
    return {
      ...listItem(count, entries.length, toMoney(total)),
      tolerance_pct: dec(count.tolerancePct).toFixed(2),
      notes: count.notes,
      ingredient_instances: count.instanceIds,
      recipes: count.recipeIds,
      lines,
      entries: entries.map(toEntry),
    };
  }

  return { itemsOf, countedOf, valueOf, listItem, sheet };
}

function toEntry(row: StockEntryRow): StockEntry {
  return {
    id: row.id,
    client_id: row.clientId,
    ingredient_instance: row.instanceId,
    recipe: row.recipeId,
    area: row.areaId,
    quantity: dec(row.quantity).toFixed(3),
    unit: row.unit,
    quantity_base: dec(row.quantityBase).toFixed(3),
    base_unit: row.baseUnit,
    created_at: row.createdAt.toISOString(),
  };
}
