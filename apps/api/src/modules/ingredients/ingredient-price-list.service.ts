import {
  IMPORT_NO_DEFINITION,
  type ImportRowResult,
} from '@costeo/domain/contracts/ingredient-import';
import { dec } from '@costeo/domain/decimal';
import { normalizeSearch } from '@costeo/domain/text';
import type { UnitCode } from '@costeo/domain/units';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { DefinitionsService } from './ingredient-definitions.service.ts';
import { toInput } from './ingredient-instances.mappers.ts';
import { createInstancesRepository, type InstanceView } from './ingredient-instances.repository.ts';
import { historyRow, prepareRow, priceChanged } from './ingredient-instances.rows.ts';
import type { IngredientChangeListener } from './ingredient-usage.ts';

/** One row of a supplier's price list, read and checked by the import module. */
export interface PriceListRow {
  row: number;
  name: string;
  supplier: string;
  /** Null when the list has no brand column (an update keeps the product's brand). */
  brand: string | null;
  purchaseQuantity: string | null;
  purchaseUnit: UnitCode | null;
  purchasePrice: string | null;
  wastePct: string | null;
  /** Reasons the row cannot be read (malformed number, unknown unit…); empty when it can. */
  messages: string[];
}

/** The client's choice for a row: another catalog definition for a new product, or skip it. */
export interface PriceListChoice {
  definition?: number | null;
  skip?: boolean;
}

const keyOf = (name: string, supplier: string) =>
  `${normalizeSearch(name)}\u0000${normalizeSearch(supplier)}`;

/** The first message of a 400 thrown by the product rules (prepareRow), for a row's reasons. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError && error.status === 400) {
    const first = Object.values(error.body).flat()[0];
    if (typeof first === 'string') return first;
  }
  throw error;
}

/** Shorter and shorter beginnings of the name, then its words: what the catalog search is asked. */
function searchTerms(name: string): string[] {
  // Catalog names have no digits: "Cebolla lote 12" and "Harina 25kg" are searched without them,
  // so a long list of numbered variants costs one search, not one per row.
  const words = normalizeSearch(name)
    .split(' ')
    .filter((word) => word.length > 0 && !/\d/.test(word));
  const prefixes = words.map((_, i) => words.slice(0, words.length - i).join(' '));
  return [...new Set([...prefixes, ...words.filter((word) => word.length >= 3)])];
}

/**
 * A supplier's price list applied to the owner's products (issue 11, decision 017): each row
 * updates the product with the same normalised name and supplier, or creates one from a catalog
 * definition within the plan's quota. A price change writes history and re-costs recipes exactly
 * as an edit does (same `prepareRow`, `priceChanged`, listener), all in one transaction.
 */
export function createPriceListService(deps: {
  db: Db;
  definitions: DefinitionsService;
  entitlements: EntitlementsService;
  recipes: IngredientChangeListener;
  now: () => Date;
}) {
  const { db, definitions, entitlements, recipes, now } = deps;

  /** Catalog reads happen before the transaction (PGlite runs one connection). */
  async function resolveDefinitions(
    ownerId: number,
    rows: readonly PriceListRow[],
    choices: ReadonlyMap<number, PriceListChoice>,
  ) {
    const byId = new Map<number, DefinitionRow>();
    const load = async (id: number) => {
      if (!byId.has(id)) byId.set(id, await definitions.getVisible(ownerId, id));
      return byId.get(id) as DefinitionRow;
    };
    for (const [row, choice] of choices) {
      if (!choice.definition) continue;
      try {
        await load(choice.definition);
      } catch {
        throw AppError.field('overrides', `Fila ${row}: el ingrediente del catálogo no existe.`);
      }
    }
    const products = await createInstancesRepository(db).list(
      ownerId,
      {},
      { limit: 1_000_000, offset: 0 },
    );
    for (const id of new Set(products.rows.map((view) => view.definitionId))) await load(id);
    const searched = new Map<string, number | null>();
    const suggested = new Map<number, number | null>();
    const known = new Set(products.rows.map((view) => keyOf(view.name, view.supplier)));
    for (const row of rows) {
      if (row.messages.length > 0 || choices.get(row.row)?.definition) continue;
      if (known.has(keyOf(row.name, row.supplier))) continue;
      let found: number | null = null;
      for (const term of searchTerms(row.name)) {
        if (!searched.has(term)) {
          const [best] = await definitions.suggestions(ownerId, term);
          searched.set(term, best?.id ?? null);
        }
        found = searched.get(term) ?? null;
        if (found) break;
      }
      suggested.set(row.row, found);
      if (found) await load(found);
    }
    return { byId, suggested };
  }

  return {
    /**
     * Matches and checks every row; with `write` it also saves them. Both go through the same code
     * so a preview says exactly what apply will do.
     */
    async run(
      ownerId: number,
      rows: readonly PriceListRow[],
      choices: ReadonlyMap<number, PriceListChoice>,
      write: boolean,
    ) {
      const { byId, suggested } = await resolveDefinitions(ownerId, rows, choices);
      const at = now();
      return db.transaction(async (tx) => {
        const repository = createInstancesRepository(tx);
        const quota = await entitlements.quotaRoom(tx, ownerId, 'ingredient_instances');
        const { rows: products } = await repository.list(
          ownerId,
          {},
          { limit: 1_000_000, offset: 0 },
        );
        const byKey = new Map<string, InstanceView[]>();
        for (const view of products) {
          const key = keyOf(view.name, view.supplier);
          byKey.set(key, [...(byKey.get(key) ?? []), view]);
        }
        const seen = new Map<string, number>();
        const changedIds: number[] = [];
        let created = 0;
        const results: ImportRowResult[] = [];

        for (const row of rows) {
          const choice = choices.get(row.row) ?? {};
          const result: ImportRowResult = {
            row: row.row,
            name: row.name,
            supplier: row.supplier,
            brand: row.brand ?? '',
            purchase_quantity: row.purchaseQuantity,
            purchase_unit: row.purchaseUnit,
            purchase_price: row.purchasePrice,
            waste_pct: row.wastePct,
            action: 'error',
            product: null,
            definition: null,
            definition_suggested: false,
            messages: [...row.messages],
          };
          results.push(result);
          if (choice.skip) {
            result.action = 'skipped';
            result.messages = [];
            continue;
          }
          if (result.messages.length > 0 || row.purchasePrice === null) continue;
          const key = keyOf(row.name, row.supplier);
          const earlier = seen.get(key);
          if (earlier !== undefined) {
            result.messages.push(
              `Repetida: el mismo producto y proveedor ya está en la fila ${earlier}.`,
            );
            continue;
          }
          seen.set(key, row.row);
          const candidates = byKey.get(key) ?? [];
          const match =
            candidates.find((view) => row.brand !== null && view.brand === row.brand) ??
            candidates[0];

          if (match) {
            result.product = {
              id: match.id,
              name: match.name,
              supplier: match.supplier,
              purchase_quantity: match.purchaseQuantity,
              purchase_unit: match.purchaseUnit,
              purchase_price: match.purchasePrice,
            };
            result.definition = { id: match.definitionId, name: match.definitionName };
            const definition = byId.get(match.definitionId);
            if (!definition) throw new Error('product definition not loaded');
            let prepared: ReturnType<typeof prepareRow>;
            try {
              prepared = prepareRow(
                {
                  ...toInput(match),
                  brand: row.brand ?? match.brand,
                  purchase_quantity: row.purchaseQuantity ?? match.purchaseQuantity,
                  purchase_unit: row.purchaseUnit ?? match.purchaseUnit,
                  purchase_price: row.purchasePrice,
                  waste_pct: row.wastePct ?? match.wastePct,
                },
                definition,
                at,
              );
            } catch (error) {
              result.messages.push(reasonOf(error));
              continue;
            }
            const newPrice = priceChanged(match, prepared);
            const changed =
              newPrice ||
              !dec(match.wastePct).equals(prepared.wastePct) ||
              match.brand !== prepared.brand;
            result.action = changed ? 'update' : 'unchanged';
            if (changed && write) {
              await repository.update(ownerId, match.id, prepared);
              if (newPrice) {
                await repository.insertPriceHistory(historyRow(ownerId, match.id, prepared));
              }
              changedIds.push(match.id);
            }
            continue;
          }

          const definitionId = choice.definition ?? suggested.get(row.row) ?? null;
          const definition = definitionId ? byId.get(definitionId) : undefined;
          if (!definition) {
            result.messages.push(IMPORT_NO_DEFINITION);
            continue;
          }
          result.definition = { id: definition.id, name: definition.name };
          result.definition_suggested = !choice.definition;
          if (row.purchaseQuantity === null || row.purchaseUnit === null) {
            result.messages.push('Falta el formato de compra (cantidad y unidad).');
            continue;
          }
          let prepared: ReturnType<typeof prepareRow>;
          try {
            prepared = prepareRow(
              {
                definition: definition.id,
                name: row.name,
                supplier: row.supplier,
                brand: row.brand ?? '',
                purchase_quantity: row.purchaseQuantity,
                purchase_unit: row.purchaseUnit,
                purchase_price: row.purchasePrice,
                waste_pct: row.wastePct ?? undefined,
                extra_allergens: [],
                notes: '',
                is_active: true,
              },
              definition,
              at,
            );
          } catch (error) {
            result.messages.push(reasonOf(error));
            continue;
          }
          if (quota.remaining !== null && created >= quota.remaining) {
            result.action = 'over_quota';
            result.messages.push(`Límite del plan: ${quota.message}`);
            continue;
          }
          created += 1;
          result.action = 'create';
          if (write) {
            const id = await repository.insert({ ...prepared, ownerId, createdAt: at });
            await repository.insertPriceHistory(historyRow(ownerId, id, prepared));
            result.product = {
              id,
              name: prepared.name,
              supplier: prepared.supplier,
              purchase_quantity: prepared.purchaseQuantity,
              purchase_unit: prepared.purchaseUnit,
              purchase_price: prepared.purchasePrice,
            };
          }
        }
        if (write && changedIds.length > 0) await recipes.productsChanged(tx, ownerId, changedIds);
        return {
          results,
          quota: { limit: quota.limit, used: quota.used, remaining: quota.remaining },
        };
      });
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
