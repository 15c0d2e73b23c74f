import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  StockCount,
  StockCountInput,
  StockCountListItem,
  StockEntry,
  StockEntryInput,
  StockSheetLine,
} from '@costeo/domain/contracts/stock';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { SalesService } from '../sales/sales.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createExpectedStock } from './stock.expected.ts';
import { createStockReadModel } from './stock.read-model.ts';
import {
  createStockRepository,
  type NewStockEntry,
  type StockCountRow,
  type StockEntryRow,
} from './stock.repository.ts';
import { formatQuantity, productBase, recipeBase } from './stock.units.ts';
import { unitCostsOn, type StockCosting } from './stock.valuation.ts';

/*
 * Stock counts (issue 34 point 2, DOMAIN.md §10, decision 041): a count taken at the end of its
 * day, its entries (typed in the purchase format, a unit, or an elaboración's yield unit; stored
 * once per client id), and its sheet — each item to count in area and shelf order, with the
 * expected quantity (last count + purchases − theoretical use since), what was counted and its
 * value at the count's day's prices.
 */

const ZERO = dec(0);
const NUMBER_ES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

type ItemKey = `p${number}` | `r${number}`;
const keyOf = (instanceId: number | null, recipeId: number | null): ItemKey =>
  instanceId !== null ? `p${instanceId}` : `r${recipeId ?? 0}`;

/** Each product's and elaboración's counted quantity in a count and its unit cost that day. */
export interface CountedQuantities {
  id: number;
  date: string;
  kind: 'full' | 'partial';
  /** Per product: Σ of its entries in its base unit; € per base unit that day (null: no price). */
  products: Map<number, { quantity: Decimal; baseUnit: string; unitCost: Decimal | null }>;
  /** Per elaboración: Σ in its yield unit; € per yield unit that day (null: no cost). */
  recipes: Map<number, { quantity: Decimal; yieldUnit: string; unitCost: Decimal | null }>;
}

export function createStockCountsService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  sales: Pick<SalesService, 'theoreticalUse'>;
  costing: StockCosting;
  now: () => Date;
}) {
  const { db, entitlements, sales, costing, now } = deps;
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

  /** Entries converted to base units (or yield units); a 400 naming what cannot be. */
  async function toEntryRows(
    ownerId: number,
    entries: readonly StockEntryInput[],
    at: Date,
  ): Promise<Omit<NewStockEntry, 'countId'>[]> {
    if (entries.length === 0) return [];
    const areaIds = new Set((await repository.areas(ownerId)).map((area) => area.id));
    const items = await itemsOf(
      ownerId,
      entries.flatMap((e) => (e.ingredient_instance == null ? [] : [e.ingredient_instance])),
      entries.flatMap((e) => (e.recipe == null ? [] : [e.recipe])),
    );
    return entries.map((entry) => {
      const instanceId = entry.ingredient_instance ?? null;
      const recipeId = entry.recipe ?? null;
      const areaId = entry.area ?? null;
      if (areaId !== null && !areaIds.has(areaId))
        throw AppError.field('entries', 'La zona no existe.');
      const quantity = dec(entry.quantity);
      const unit = entry.unit;
      let base: { quantity: Decimal; unit: string };
      if (instanceId !== null) {
        const product = items.products.get(instanceId);
        if (!product) throw AppError.field('entries', 'El producto no existe.');
        base = productBase(product, quantity, unit, 'entries', 'contar');
      } else {
        const recipe = items.recipes.get(recipeId ?? 0);
        if (!recipe) throw AppError.field('entries', 'La elaboración no existe.');
        base = recipeBase(recipe, quantity, unit, 'entries', 'cuenta');
      }
      return {
        ownerId,
        clientId: entry.client_id.trim(),
        areaId,
        instanceId,
        recipeId,
        quantity: quantity.toFixed(3),
        unit,
        quantityBase: toQuantity(base.quantity),
        baseUnit: base.unit as UnitCode,
        createdAt: at,
      };
    });
  }

  async function ownCount(ownerId: number, id: number): Promise<StockCountRow> {
    const count = await repository.count(ownerId, id);
    if (!count) throw AppError.notFound();
    return count;
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

  return {
    /** `seed`: the demo's seed, on the free plan, which reads counts but does not take them. */
    async create(
      ownerId: number,
      input: StockCountInput,
      options: { seed?: boolean } = {},
    ): Promise<StockCount> {
      if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
      const areaIds = [...new Set(input.areas ?? [])];
      const own = new Set((await repository.areas(ownerId)).map((area) => area.id));
      if (areaIds.some((id) => !own.has(id))) throw AppError.field('areas', 'La zona no existe.');
      const instanceIds = [...new Set(input.ingredient_instances ?? [])];
      const recipeIds = [...new Set(input.recipes ?? [])];
      const items = await itemsOf(ownerId, instanceIds, recipeIds);
      if (instanceIds.some((id) => !items.products.has(id)))
        throw AppError.field('ingredient_instances', 'El producto no existe.');
      for (const id of recipeIds) {
        const recipe = items.recipes.get(id);
        if (!recipe?.isSubrecipe) throw AppError.field('recipes', 'La elaboración no existe.');
      }
      const at = now();
      // Converted before the transaction: a single-connection engine (PGlite) reads nothing else
      // while it is open.
      const entryRows = await toEntryRows(ownerId, input.entries ?? [], at);
      const count = await db.transaction(async (tx) => {
        const inTx = createStockRepository(tx);
        const row = await inTx.insertCount({
          ownerId,
          countedOn: input.date,
          kind: input.kind,
          areaIds,
          instanceIds: input.kind === 'partial' ? instanceIds : [],
          recipeIds: input.kind === 'partial' ? recipeIds : [],
          tolerancePct: String(input.tolerance_pct ?? '25'),
          notes: input.notes ?? '',
          createdAt: at,
        });
        await inTx.insertEntries(entryRows.map((entry) => ({ ...entry, countId: row.id })));
        return row;
      });
      return sheet(ownerId, count);
    },

    async list(ownerId: number, page: PaginationQuery) {
      const [rows, total] = await Promise.all([
        repository.counts(ownerId, pageWindow(page)),
        repository.countCounts(ownerId),
      ]);
      const entries = await repository.entries(
        ownerId,
        rows.map((row) => row.id),
      );
      const results = await Promise.all(
        rows.map(async (row) => {
          const own = entries.filter((entry) => entry.countId === row.id);
          return listItem(row, own.length, await valueOf(ownerId, row, own));
        }),
      );
      return { count: total, results };
    },

    async get(ownerId: number, id: number): Promise<StockCount> {
      return sheet(ownerId, await ownCount(ownerId, id));
    },

    async remove(ownerId: number, id: number): Promise<void> {
      await entitlements.assertFeature(ownerId, 'price_history');
      if (!(await repository.deleteCount(ownerId, id))) throw AppError.notFound();
    },

    /** Adds entries; an entry whose client id the count already has is stored once. */
    async addEntries(
      ownerId: number,
      id: number,
      entries: readonly StockEntryInput[],
    ): Promise<StockCount> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const count = await ownCount(ownerId, id);
      const at = now();
      const rows = await toEntryRows(ownerId, entries, at);
      await db.transaction(async (tx) => {
        const inTx = createStockRepository(tx);
        await inTx.insertEntries(rows.map((entry) => ({ ...entry, countId: id })));
        await inTx.touchCount(ownerId, id, at);
      });
      return sheet(ownerId, count);
    },

    /** A typo removed by its client id (again: nothing to remove, still done). */
    async removeEntry(ownerId: number, id: number, clientId: string): Promise<void> {
      await entitlements.assertFeature(ownerId, 'price_history');
      await ownCount(ownerId, id);
      await repository.deleteEntry(ownerId, id, clientId);
    },

    /**
     * For the close (issue 34 point 4): each product's and elaboración's counted quantity in the
     * count (Σ of its entries, in base or yield units) and its unit cost at the count's day (DOMAIN.md
     * §10). Null: not the owner's count.
     */
    async countedQuantities(ownerId: number, id: number): Promise<CountedQuantities | null> {
      const count = await repository.count(ownerId, id);
      if (!count) return null;
      const entries = await repository.entries(ownerId, [id]);
      const counted = countedOf(entries);
      const unitOf = new Map<ItemKey, string>();
      for (const entry of entries)
        unitOf.set(keyOf(entry.instanceId, entry.recipeId), entry.baseUnit);
      const productIds = [...counted.keys()].flatMap((k) =>
        k[0] === 'p' ? [Number(k.slice(1))] : [],
      );
      const recipeIds = [...counted.keys()].flatMap((k) =>
        k[0] === 'r' ? [Number(k.slice(1))] : [],
      );
      const costs = await unitCostsOn(db, costing, ownerId, count.countedOn, productIds, recipeIds);
      const result: CountedQuantities = {
        id: count.id,
        date: count.countedOn,
        kind: count.kind,
        products: new Map(),
        recipes: new Map(),
      };
      for (const [key, quantity] of counted) {
        const itemId = Number(key.slice(1));
        const unit = unitOf.get(key) ?? '';
        if (key[0] === 'p')
          result.products.set(itemId, {
            quantity,
            baseUnit: unit,
            unitCost: costs.products.get(itemId) ?? null,
          });
        else
          result.recipes.set(itemId, {
            quantity,
            yieldUnit: unit,
            unitCost: costs.recipes.get(itemId) ?? null,
          });
      }
      return result;
    },

    /** Products' € per base unit and elaboraciones' € per yield unit in force at the end of `day`. */
    unitCostsOn: (
      ownerId: number,
      day: string,
      productIds: readonly number[],
      recipeIds: readonly number[] = [],
    ) => unitCostsOn(db, costing, ownerId, day, productIds, recipeIds),
  };
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

export type StockCountsService = ReturnType<typeof createStockCountsService>;
