import type { ImportMatch, ImportRowResult } from '@costeo/domain/contracts/ingredient-import';
import { normalizeSearch } from '@costeo/domain/text';
import type { UnitCode } from '@costeo/domain/units';
import type { InstanceView } from './ingredient-instances.repository.ts';

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
  /**
   * The purchase VAT the list gives ("4.00", "10.00" or "21.00", DOMAIN.md §5); null when the
   * list has no VAT column or the cell is empty (the product keeps its VAT, a new one takes its
   * definition's).
   */
  vatPct: string | null;
  /** Purchase formats received, when the list says (a delivery): recorded as a purchase. */
  receivedQuantity?: string | null;
  /** Reasons the row cannot be read (malformed number, unknown unit…); empty when it can. */
  messages: string[];
}

/** The client's choice for a row: one of the owner's products, a catalog definition, or skip. */
export interface PriceListChoice {
  product?: number | null;
  definition?: number | null;
  skip?: boolean;
}

/** What a row of the list is matched to among the owner's products (decision 017). */
export type RowMatch =
  | { kind: 'product'; product: InstanceView; match: ImportMatch }
  /** Another row (earlier in the file) already updates the product this row would update. */
  | { kind: 'taken'; product: InstanceView; by: number }
  /** The client chose a product that is no longer there (deleted since it was checked). */
  | { kind: 'gone' }
  /** No product: a new one; `sameName` counts the owner's products with the row's name. */
  | { kind: 'none'; sameName: number };

export const keyOf = (name: string, supplier: string) =>
  `${normalizeSearch(name)}\u0000${normalizeSearch(supplier)}`;

/** A product as a row of the answer shows it. */
export const productOf = (view: {
  id: number;
  name: string;
  supplier: string;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  purchasePrice: string;
}): NonNullable<ImportRowResult['product']> => ({
  id: view.id,
  name: view.name,
  supplier: view.supplier,
  purchase_quantity: view.purchaseQuantity,
  purchase_unit: view.purchaseUnit,
  purchase_price: view.purchasePrice,
});

/** Shorter and shorter beginnings of the name, then its words: what the catalog search is asked. */
export function searchTerms(name: string): string[] {
  // Catalog names have no digits: "Cebolla lote 12" and "Harina 25kg" are searched without them,
  // so a long list of numbered variants costs one search, not one per row.
  const words = normalizeSearch(name)
    .split(' ')
    .filter((word) => word.length > 0 && !/\d/.test(word));
  const prefixes = words.map((_, i) => words.slice(0, words.length - i).join(' '));
  return [...new Set([...prefixes, ...words.filter((word) => word.length >= 3)])];
}

/** Whether the row is matched at all: readable, not skipped, not a repeat of an earlier row. */
function matchable(row: PriceListRow, choice: PriceListChoice | undefined): boolean {
  return row.messages.length === 0 && row.purchasePrice !== null && !choice?.skip;
}

/**
 * Matches the rows to the owner's products, in the file's order:
 * 1. the client's choice (`product`, or `definition` for a new product) wins;
 * 2. the same normalised name and supplier (the brand breaks a tie when mapped);
 * 3. the same name alone, when exactly one of the owner's products has it, exactly one matchable
 *    row of the list has it, and no other row takes that product — so "Mantequilla" bought without
 *    a supplier is updated by "Mantequilla; Proveedor X", but two products (or two rows) called
 *    "Mantequilla" are left for the user to choose.
 * A product is updated by one row at most: a later row that reaches it is `taken`.
 * Rows repeating an earlier row's name and supplier are left out (the caller reports them).
 */
export function matchPriceListRows(
  products: readonly InstanceView[],
  rows: readonly PriceListRow[],
  choices: ReadonlyMap<number, PriceListChoice>,
): Map<number, RowMatch> {
  const byId = new Map(products.map((view) => [view.id, view]));
  const byKey = new Map<string, InstanceView[]>();
  const byName = new Map<string, InstanceView[]>();
  for (const view of products) {
    const key = keyOf(view.name, view.supplier);
    byKey.set(key, [...(byKey.get(key) ?? []), view]);
    const name = normalizeSearch(view.name);
    byName.set(name, [...(byName.get(name) ?? []), view]);
  }

  const matches = new Map<number, RowMatch>();
  const claimed = new Map<number, number>();
  const claim = (row: number, product: InstanceView, match: ImportMatch) => {
    const by = claimed.get(product.id);
    if (by === undefined) {
      claimed.set(product.id, row);
      matches.set(row, { kind: 'product', product, match });
    } else matches.set(row, { kind: 'taken', product, by });
  };

  const seenKeys = new Set<string>();
  const nameOnly: PriceListRow[] = [];
  for (const row of rows) {
    const choice = choices.get(row.row);
    if (!matchable(row, choice)) continue;
    const key = keyOf(row.name, row.supplier);
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    if (choice?.product) {
      const product = byId.get(choice.product);
      if (product) claim(row.row, product, 'chosen');
      else matches.set(row.row, { kind: 'gone' });
      continue;
    }
    const sameName = byName.get(normalizeSearch(row.name))?.length ?? 0;
    if (choice?.definition) {
      matches.set(row.row, { kind: 'none', sameName });
      continue;
    }
    const candidates = byKey.get(key) ?? [];
    const found =
      candidates.find((view) => row.brand !== null && view.brand === row.brand) ?? candidates[0];
    if (found) claim(row.row, found, 'name_supplier');
    else {
      matches.set(row.row, { kind: 'none', sameName });
      nameOnly.push(row);
    }
  }

  const rowsByName = new Map<string, number>();
  for (const row of nameOnly) {
    const name = normalizeSearch(row.name);
    rowsByName.set(name, (rowsByName.get(name) ?? 0) + 1);
  }
  for (const row of nameOnly) {
    const name = normalizeSearch(row.name);
    const [only, ...more] = byName.get(name) ?? [];
    if (!only || more.length > 0 || rowsByName.get(name) !== 1) continue;
    if (claimed.has(only.id)) continue;
    claim(row.row, only, 'name');
  }
  return matches;
}
