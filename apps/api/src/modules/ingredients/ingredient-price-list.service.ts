import {
  IMPORT_NO_DEFINITION,
  IMPORT_PRODUCT_TAKEN,
  type ImportRowResult,
} from '@costeo/domain/contracts/ingredient-import';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DefinitionRow } from './ingredient-definitions.repository.ts';
import type { DefinitionsService } from './ingredient-definitions.service.ts';
import type { InstanceView } from './ingredient-instances.repository.ts';
import type { Ledger, LedgerEntry } from './ingredient-ledger.service.ts';
import {
  keyOf,
  matchPriceListRows,
  productOf,
  searchTerms,
  type PriceListChoice,
  type PriceListRow,
} from './ingredient-price-list.match.ts';

/** The import module's types of a list row and a choice (owned by the matching). */
export type { PriceListChoice, PriceListRow };

/**
 * A supplier's price list applied to the owner's products (issue 11, decision 017), as an adapter
 * of the ledger (issue 32, decision 039): each row updates the product it matches
 * (`matchPriceListRows`: the client's choice, the same name and supplier, or the name alone when
 * unambiguous), or creates one from a catalog definition within the plan's quota. The products and
 * the catalog are read once, before the transaction (PGlite runs one connection); the preview and
 * the apply run the same code, the preview without writing.
 */
export function createPriceListService(deps: {
  db: Db;
  definitions: DefinitionsService;
  ledger: Ledger;
  now: () => Date;
}) {
  const { db, definitions, ledger, now } = deps;

  /** The chosen and suggested catalog definitions of the rows that make a new product. */
  async function resolveDefinitions(
    ownerId: number,
    products: readonly InstanceView[],
    rows: readonly PriceListRow[],
    choices: ReadonlyMap<number, PriceListChoice>,
  ) {
    const byId = new Map<number, DefinitionRow>();
    const load = async (id: number) => {
      if (!byId.has(id)) byId.set(id, await definitions.getVisible(ownerId, id));
      return byId.get(id) as DefinitionRow;
    };
    const owned = new Set(products.map((view) => view.id));
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
    const searched = new Map<string, number | null>();
    const suggested = new Map<number, number | null>();
    const matches = matchPriceListRows(products, rows, choices);
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
    return { byId, suggested, matches };
  }

  return {
    /**
     * Matches and checks every row; with `write` it also records them through the ledger. Both
     * go through the same code so a preview says exactly what apply will do.
     */
    async run(
      ownerId: number,
      rows: readonly PriceListRow[],
      choices: ReadonlyMap<number, PriceListChoice>,
      write: boolean,
      options: {
        /** Names where the prices came from, on their history rows ("Importación de …"). */
        source?: string;
      } = {},
    ) {
      const products = await ledger.products(db, ownerId);
      const { byId, suggested, matches } = await resolveDefinitions(
        ownerId,
        products,
        rows,
        choices,
      );
      const seen = new Map<string, number>();
      const results: ImportRowResult[] = [];
      const entries: LedgerEntry[] = [];
      const resultOf = new Map<number, ImportRowResult>();

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
        const common = {
          ref: row.row,
          price: row.purchasePrice,
          brand: row.brand,
          wastePct: row.wastePct,
          vatPct: row.vatPct,
          supplierName: row.supplier,
          received: row.receivedQuantity
            ? { quantity: row.receivedQuantity, unit: 'format' as const }
            : null,
        };
        if (matched.kind === 'product') {
          const match = matched.product;
          result.product = productOf(match);
          result.match = matched.match;
          result.definition = { id: match.definitionId, name: match.definitionName };
          entries.push({
            ...common,
            target: { product: match },
            format:
              row.purchaseQuantity !== null && row.purchaseUnit !== null
                ? { quantity: row.purchaseQuantity, unit: row.purchaseUnit }
                : null,
          });
          resultOf.set(row.row, result);
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
        entries.push({
          ...common,
          target: { definition, name: row.name },
          format: { quantity: row.purchaseQuantity, unit: row.purchaseUnit },
        });
        resultOf.set(row.row, result);
      }

      const today = now().toISOString().slice(0, 10);
      const recorded = await db.transaction((tx) =>
        ledger.record(
          tx,
          ownerId,
          entries,
          {
            kind: 'price_list',
            reference: options.source ?? '',
            documentId: null,
            supplier: null,
            date: today,
          },
          { write },
        ),
      );
      for (const outcome of recorded.outcomes) {
        const result = resultOf.get(outcome.ref);
        if (!result) continue;
        if (outcome.action === 'error' || outcome.action === 'over_quota') {
          result.action = outcome.action;
          result.messages.push(outcome.message ?? 'No se puede importar.');
          continue;
        }
        result.action = outcome.action;
        if (outcome.action === 'create' && outcome.productId !== null) {
          result.product = {
            id: outcome.productId,
            name: outcome.name,
            supplier: result.supplier,
            purchase_quantity: result.purchase_quantity ?? '',
            purchase_unit: result.purchase_unit ?? 'ud',
            purchase_price: result.purchase_price ?? '',
          };
        }
      }
      const { quota } = recorded;
      return {
        results,
        quota: { limit: quota.limit, used: quota.used, remaining: quota.remaining },
      };
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
