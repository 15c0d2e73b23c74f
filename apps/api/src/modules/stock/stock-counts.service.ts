import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { StockCount, StockCountInput, StockEntryInput } from '@costeo/domain/contracts/stock';
import { dec, toQuantity } from '@costeo/domain/decimal';
import type { UnitCode } from '@costeo/domain/units';
import type Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { SalesService } from '../sales/sales.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createCountSheet, keyOf, type ItemKey } from './stock-counts.sheet.ts';
import {
  createStockRepository,
  type NewStockEntry,
  type StockCountRow,
} from './stock.repository.ts';
import { productBase, recipeBase } from './stock.units.ts';
import { unitCostsOn, type StockCosting } from './stock.valuation.ts';

/*
 * Stock counts (issue 34 point 2, DOMAIN.md §10, decision 041): a count taken at the end of its
 * day and its entries (typed in the purchase format, a unit, or an elaboración's yield unit;
 * stored once per client id). Its sheet — each item to count in area and shelf order, with the
 * expected quantity, what was counted and its value — is stock-counts.sheet.ts's.
 */

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
  const { itemsOf, countedOf, valueOf, listItem, sheet } = createCountSheet({ db, sales, costing });

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

export type StockCountsService = ReturnType<typeof createStockCountsService>;
