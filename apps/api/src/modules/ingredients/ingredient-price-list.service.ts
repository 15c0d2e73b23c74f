import {
  IMPORT_NO_DEFINITION,
  IMPORT_PRODUCT_TAKEN,
  type ImportRowResult,
} from '@costeo/domain/contracts/ingredient-import';
import { dec } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { DefinitionsService } from './ingredient-definitions.service.ts';
import { toInput } from './ingredient-instances.mappers.ts';
import { createInstancesRepository, type InstanceView } from './ingredient-instances.repository.ts';
import { historyRow, prepareRow, priceChanged } from './ingredient-instances.rows.ts';
import {
  keyOf,
  matchPriceListRows,
  productOf,
  searchTerms,
  type PriceListChoice,
  type PriceListRow,
} from './ingredient-price-list.match.ts';
import type { ProductCostListener } from './ingredient-usage.ts';

/** The import module's types of a list row and a choice (owned by the matching). */
export type { PriceListChoice, PriceListRow };

/** The first message of a 400 thrown by the product rules (prepareRow), for a row's reasons. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError && error.status === 400) {
    const first = Object.values(error.body).flat()[0];
    if (typeof first === 'string') return first;
  }
  throw error;
}

/**
 * A supplier's price list applied to the owner's products (issue 11, decision 017): each row
 * updates the product it matches (`matchPriceListRows`: the client's choice, the same name and
 * supplier, or the name alone when unambiguous), or creates one from a catalog definition within
 * the plan's quota. A price change writes history and re-costs recipes exactly
 * as an edit does (same `prepareRow`, `priceChanged`, listener), all in one transaction.
 */
export function createPriceListService(deps: {
  db: Db;
  definitions: DefinitionsService;
  entitlements: EntitlementsService;
  costs: ProductCostListener;
  now: () => Date;
}) {
  const { db, definitions, entitlements, costs, now } = deps;

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
    const products = await createInstancesRepository(db).list(
      ownerId,
      {},
      { limit: 1_000_000, offset: 0 },
    );
    const owned = new Set(products.rows.map((view) => view.id));
    for (const [row, choice] of choices) {
      if (choice.product && choice.definition) {
        throw AppError.field(
          'overrides',
          `Fila ${row}: elige un producto tuyo o un ingrediente del catálogo, no ambos.`,
        );
      }
      // Another user's product is refused exactly like one that does not exist (tenancy).
      if (choice.product && !owned.has(choice.product)) {
        throw AppError.field('overrides', `Fila ${row}: el producto no existe.`);
      }
      if (!choice.definition) continue;
      try {
        await load(choice.definition);
      } catch {
        throw AppError.field('overrides', `Fila ${row}: el ingrediente del catálogo no existe.`);
      }
    }
    for (const id of new Set(products.rows.map((view) => view.definitionId))) await load(id);
    const searched = new Map<string, number | null>();
    const suggested = new Map<number, number | null>();
    const matches = matchPriceListRows(products.rows, rows, choices);
    for (const row of rows) {
      if (row.messages.length > 0 || choices.get(row.row)?.definition) continue;
      if (matches.get(row.row)?.kind !== 'none') continue;
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
     * The owner's products as a supplier document is matched against them (name, supplier, the
     * purchase format, the cost per base unit and the base unit of their definition).
     */
    async products(ownerId: number): Promise<InstanceView[]> {
      const { rows } = await createInstancesRepository(db).list(
        ownerId,
        {},
        { limit: 1_000_000, offset: 0 },
      );
      return rows;
    },

    /**
     * Matches and checks every row; with `write` it also saves them. Both go through the same code
     * so a preview says exactly what apply will do.
     */
    async run(
      ownerId: number,
      rows: readonly PriceListRow[],
      choices: ReadonlyMap<number, PriceListChoice>,
      write: boolean,
      options: {
        /** Names where the prices came from, on their history rows (a supplier invoice). */
        source?: string;
        /** Runs in the same transaction once the rows are written (the invoice is stored there). */
        within?: (tx: Db, results: readonly ImportRowResult[]) => Promise<void>;
      } = {},
    ) {
      const source = options.source ?? '';
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
        const matches = matchPriceListRows(products, rows, choices);
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
            match: null,
            same_name_products: 0,
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
          const matched = matches.get(row.row) ?? { kind: 'none', sameName: 0 };
          if (matched.kind === 'gone') {
            result.messages.push('El producto elegido ya no existe: elige otro.');
            continue;
          }
          if (matched.kind === 'taken') {
            result.product = productOf(matched.product);
            result.messages.push(
              `El producto «${matched.product.name}» ${IMPORT_PRODUCT_TAKEN} ${matched.by}: elige otro o no importes esta fila.`,
            );
            continue;
          }
          if (matched.kind === 'product') {
            const match: InstanceView = matched.product;
            result.product = productOf(match);
            result.match = matched.match;
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
                await repository.insertPriceHistory(
                  historyRow(ownerId, match.id, prepared, source),
                );
              }
              changedIds.push(match.id);
            }
            continue;
          }

          result.same_name_products = matched.sameName;
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
            await repository.insertPriceHistory(historyRow(ownerId, id, prepared, source));
            result.product = productOf({ ...prepared, id });
          }
        }
        if (write && changedIds.length > 0) await costs.productsChanged(tx, ownerId, changedIds);
        if (write && options.within) await options.within(tx, results);
        return {
          results,
          quota: { limit: quota.limit, used: quota.used, remaining: quota.remaining },
        };
      });
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
