import { normalizeSearch } from '@costeo/domain/text';
import { closestByName } from '../../lib/closest-names.ts';

/** One of the owner's products, as matching reads it. */
export interface MatchProduct {
  id: number;
  name: string;
  supplier: string;
  /** The owner's supplier it belongs to (issue 32); null: none. */
  supplierId: number | null;
}

/** The invoice's supplier as matching knows it: the owner's supplier (once linked) and names. */
export interface MatchSupplier {
  id: number | null;
  /** The names on the invoice and of the linked supplier. */
  names: readonly string[];
}

export interface LineToMatch {
  line: number;
  code: string;
  description: string;
}

export interface LineMatch {
  productId: number | null;
  matchedBy: 'code' | 'name' | 'none';
}

/**
 * A supplier is known by its tax id (NIF/CIF) when the invoice gives one, else by its normalised
 * name: the key of its learned product codes, its PDF layout and its invoice numbers.
 */
export function supplierKeyOf(taxId: string, name: string): string {
  return taxId ? `nif:${taxId}` : `nombre:${normalizeSearch(name)}`.slice(0, 160);
}

/**
 * Matches an invoice's lines to the owner's products (issue 19 point 2), in the invoice's order:
 * 1. the supplier's code, learned from an earlier invoice of the same supplier;
 * 2. the same normalised name, among the products of the invoice's supplier (the owner's supplier
 *    it is linked to, or products whose supplier is written as the invoice writes it);
 * otherwise none (the chef picks among the candidates, creates a product or skips the line).
 * A product matched by an earlier line is not matched again by a later one (the chef decides).
 */
export function matchInvoiceLines(
  lines: readonly LineToMatch[],
  supplier: MatchSupplier,
  learned: ReadonlyMap<string, number>,
  products: readonly MatchProduct[],
): Map<number, LineMatch> {
  const existing = new Set(products.map((product) => product.id));
  const names = new Set(supplier.names.map(normalizeSearch).filter((name) => name !== ''));
  const ofSupplier = (product: MatchProduct) =>
    supplier.id !== null && product.supplierId !== null
      ? product.supplierId === supplier.id
      : names.has(normalizeSearch(product.supplier));
  const byName = new Map<string, number[]>();
  for (const product of products) {
    if (!ofSupplier(product)) continue;
    const key = normalizeSearch(product.name);
    byName.set(key, [...(byName.get(key) ?? []), product.id]);
  }
  const taken = new Set<number>();
  const result = new Map<number, LineMatch>();
  for (const line of lines) {
    const byCode = line.code ? learned.get(line.code) : undefined;
    if (byCode !== undefined && existing.has(byCode) && !taken.has(byCode)) {
      taken.add(byCode);
      result.set(line.line, { productId: byCode, matchedBy: 'code' });
      continue;
    }
    const named = byName.get(normalizeSearch(line.description)) ?? [];
    const [only] = named;
    if (named.length === 1 && only !== undefined && !taken.has(only)) {
      taken.add(only);
      result.set(line.line, { productId: only, matchedBy: 'name' });
      continue;
    }
    result.set(line.line, { productId: null, matchedBy: 'none' });
  }
  return result;
}

/** The owner's products closest to a line's description, best first (lib/closest-names.ts). */
export function closestProducts(
  products: readonly MatchProduct[],
): (description: string, limit?: number) => MatchProduct[] {
  return closestByName(products);
}
