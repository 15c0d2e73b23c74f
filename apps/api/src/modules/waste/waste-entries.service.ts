import { randomUUID } from 'node:crypto';
import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  WasteEntry,
  WasteEntryPatch,
  wasteEntryInputSchema,
  WasteListQuery,
  WasteQuick,
} from '@costeo/domain/contracts/waste';
import { dec, toQuantity } from '@costeo/domain/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { madridDay } from '../../lib/format-es.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { kindOf, productBase, recipeBase, toWasteEntry } from './waste.mappers.ts';
import {
  createWasteReadModel,
  type WasteEntryFilters,
  type WasteEntryRow,
} from './waste.read-model.ts';
import { createWasteRepository, type NewWasteEntry } from './waste.repository.ts';
import { loadWasteValuation, type WasteCosting } from './waste.valuation.ts';

/*
 * The waste log (issue 35 point 1, DOMAIN.md §12): entries of a product, an elaboración or a dish,
 * converted to the product's base unit (or raciones / the recipe's yield unit) when stored, stored
 * once per client id (typed offline, sent again: nothing doubled), valued on reading at their
 * day's prices (a price typed later for that day counts).
 */

type WasteEntryData = z.output<typeof wasteEntryInputSchema>;

/** Items the quick entry offers. */
const QUICK_ITEMS = 12;
const FUTURE_DATE = 'La fecha no puede ser posterior a hoy.';

export function createWasteEntriesService(deps: {
  db: Db;
  costing: WasteCosting;
  now: () => Date;
}) {
  const { db, costing, now } = deps;
  const read = createWasteReadModel(db);
  const repository = createWasteRepository(db);

  /** The entries as the API answers them, valued at their days (a constant number of reads). */
  async function answer(ownerId: number, rows: readonly WasteEntryRow[]): Promise<WasteEntry[]> {
    if (rows.length === 0) return [];
    const valuation = await loadWasteValuation(db, read, costing, ownerId, rows);
    return rows.map((row) => toWasteEntry(row, valuation.value(row)));
  }

  async function ownEntry(ownerId: number, id: number): Promise<WasteEntryRow> {
    const [row] = await read.entries(ownerId, { ids: [id] });
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Entries converted to base units; a 400 naming what cannot be (`field` for a batch). */
  async function toRows(
    ownerId: number,
    entries: readonly WasteEntryData[],
    at: Date,
    batchField: string | null,
  ): Promise<NewWasteEntry[]> {
    const [products, recipes] = await Promise.all([
      read.products(
        ownerId,
        entries.flatMap((e) => (e.ingredient_instance === null ? [] : [e.ingredient_instance])),
      ),
      read.recipes(
        ownerId,
        entries.flatMap((e) => (e.recipe === null ? [] : [e.recipe])),
      ),
    ]);
    const productOf = new Map(products.map((row) => [row.id, row]));
    const recipeOf = new Map(recipes.map((row) => [row.id, row]));
    const today = madridDay(at);
    return entries.map((entry) => {
      // Food is thrown away on a day that has come (a phone's day may run ahead of Madrid's by hours).
      if (entry.date > today) {
        throw AppError.field(batchField ?? 'date', FUTURE_DATE);
      }
      const quantity = dec(entry.quantity);
      let base: { quantity: ReturnType<typeof dec>; unit: string };
      if (entry.ingredient_instance !== null) {
        const product = productOf.get(entry.ingredient_instance);
        if (!product) {
          throw AppError.field(batchField ?? 'ingredient_instance', 'El producto no existe.');
        }
        base = productBase(product, quantity, entry.unit, batchField ?? 'unit');
      } else {
        const recipe = recipeOf.get(entry.recipe ?? 0);
        if (!recipe) throw AppError.field(batchField ?? 'recipe', 'La receta no existe.');
        base = recipeBase(recipe, quantity, entry.unit, batchField ?? 'unit');
      }
      return {
        ownerId,
        clientId: entry.client_id ?? randomUUID(),
        wastedOn: entry.date,
        instanceId: entry.ingredient_instance,
        recipeId: entry.recipe,
        quantity: quantity.toFixed(3),
        unit: entry.unit,
        quantityBase: toQuantity(base.quantity),
        baseUnit: base.unit,
        reason: entry.reason,
        destination: entry.destination,
        note: entry.note,
        createdAt: at,
        updatedAt: at,
      };
    });
  }

  return {
    /** One entry; `created: false` when its client id was stored before (nothing doubled). */
    async create(
      ownerId: number,
      input: WasteEntryData,
    ): Promise<{ entry: WasteEntry; created: boolean }> {
      if (input.client_id !== undefined) {
        const [stored] = await read.entries(ownerId, { clientIds: [input.client_id] });
        if (stored)
          return { entry: (await answer(ownerId, [stored]))[0] as WasteEntry, created: false };
      }
      const [row] = await toRows(ownerId, [input], now(), null);
      const inserted = await repository.insertEntries([row as NewWasteEntry]);
      const [stored] = await read.entries(ownerId, {
        clientIds: [(row as NewWasteEntry).clientId],
      });
      if (!stored) throw AppError.notFound();
      return {
        entry: (await answer(ownerId, [stored]))[0] as WasteEntry,
        created: inserted.length > 0,
      };
    },

    /** What a phone typed offline, in one transaction; entries sent before are kept as stored. */
    async batch(
      ownerId: number,
      entries: readonly WasteEntryData[],
    ): Promise<{ entries: WasteEntry[]; created: number }> {
      const withIds = entries.map((entry) => ({
        ...entry,
        client_id: entry.client_id ?? randomUUID(),
      }));
      const clientIds = withIds.map((entry) => entry.client_id);
      const known = await repository.storedClientIds(ownerId, clientIds);
      // Converted before the transaction: PGlite's one connection reads nothing else inside it.
      const rows = await toRows(
        ownerId,
        withIds.filter((entry) => !known.has(entry.client_id)),
        now(),
        'entries',
      );
      const inserted = await db.transaction((tx) => createWasteRepository(tx).insertEntries(rows));
      const stored = await read.entries(ownerId, { clientIds });
      const byClient = new Map(stored.map((row) => [row.clientId, row]));
      const ordered = [...new Set(clientIds)].flatMap((id) => {
        const row = byClient.get(id);
        return row ? [row] : [];
      });
      return { entries: await answer(ownerId, ordered), created: inserted.length };
    },

    async list(
      ownerId: number,
      query: Omit<WasteListQuery, 'page' | 'page_size'>,
      page: PaginationQuery,
    ): Promise<{ count: number; results: WasteEntry[] }> {
      const filters: WasteEntryFilters = {
        dateFrom: query.date_from,
        dateTo: query.date_to,
        reason: query.reason,
        destination: query.destination,
        instanceId: query.ingredient_instance,
        recipeId: query.recipe,
      };
      const [rows, count] = await Promise.all([
        read.entries(ownerId, filters, pageWindow(page)),
        read.countEntries(ownerId, filters),
      ]);
      return { count, results: await answer(ownerId, rows) };
    },

    async get(ownerId: number, id: number): Promise<WasteEntry> {
      return (await answer(ownerId, [await ownEntry(ownerId, id)]))[0] as WasteEntry;
    },

    /** An edit: a new quantity or unit is converted again for the entry's item. */
    async update(ownerId: number, id: number, patch: WasteEntryPatch): Promise<WasteEntry> {
      const entry = await ownEntry(ownerId, id);
      const change: Parameters<typeof repository.updateEntry>[2] = {};
      if (patch.date !== undefined) {
        if (patch.date > madridDay(now())) throw AppError.field('date', FUTURE_DATE);
        change.wastedOn = patch.date;
      }
      if (patch.reason !== undefined) change.reason = patch.reason;
      if (patch.destination !== undefined) change.destination = patch.destination;
      if (patch.note !== undefined) change.note = patch.note;
      if (patch.quantity !== undefined || patch.unit !== undefined) {
        const quantity = dec(patch.quantity ?? entry.quantity);
        const unit = patch.unit ?? entry.unit;
        let base: { quantity: ReturnType<typeof dec>; unit: string };
        if (entry.instanceId !== null) {
          const [product] = await read.products(ownerId, [entry.instanceId]);
          if (!product) throw AppError.notFound();
          base = productBase(product, quantity, unit, 'unit');
        } else {
          const [recipe] = await read.recipes(ownerId, [entry.recipeId ?? 0]);
          if (!recipe) throw AppError.notFound();
          base = recipeBase(recipe, quantity, unit, 'unit');
        }
        change.quantity = quantity.toFixed(3);
        change.unit = unit;
        change.quantityBase = toQuantity(base.quantity);
        change.baseUnit = base.unit;
      }
      if (!(await repository.updateEntry(ownerId, id, change, now()))) throw AppError.notFound();
      return (await answer(ownerId, [await ownEntry(ownerId, id)]))[0] as WasteEntry;
    },

    async remove(ownerId: number, id: number): Promise<void> {
      if (!(await repository.deleteEntry(ownerId, id))) throw AppError.notFound();
    },

    /** The reasons, destinations and items used last, most recent first, each once. */
    async quick(ownerId: number): Promise<WasteQuick> {
      const recent = await read.recent(ownerId, QUICK_ITEMS);
      const [products, recipes] = await Promise.all([
        read.products(
          ownerId,
          recent.items.flatMap((item) => (item.instanceId === null ? [] : [item.instanceId])),
        ),
        read.recipes(
          ownerId,
          recent.items.flatMap((item) => (item.recipeId === null ? [] : [item.recipeId])),
        ),
      ]);
      const productOf = new Map(products.map((row) => [row.id, row]));
      const recipeOf = new Map(recipes.map((row) => [row.id, row]));
      return {
        reasons: recent.reasons,
        destinations: recent.destinations,
        items: recent.items.flatMap((item) => {
          const product = item.instanceId === null ? undefined : productOf.get(item.instanceId);
          const recipe = item.recipeId === null ? undefined : recipeOf.get(item.recipeId);
          if (!product && !recipe) return [];
          return [
            {
              ingredient_instance: item.instanceId,
              recipe: item.recipeId,
              kind: kindOf({
                instanceId: item.instanceId,
                isSubrecipe: recipe?.isSubrecipe ?? false,
              }),
              name: product?.name ?? recipe?.name ?? '',
              unit: item.unit,
            },
          ];
        }),
      };
    },
  };
}

export type WasteEntriesService = ReturnType<typeof createWasteEntriesService>;
