import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { dec } from '@costeo/domain/decimal';
import { normalizeSearch } from '@costeo/domain/text';
import type { UnitCode } from '@costeo/domain/units';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { formatPurchaseFormat } from './display.ts';

/** What makes two products "the same" to a cook: name, supplier and purchase format. */
export interface ProductIdentity {
  /** The name it will be saved with: the one typed, else the catalog entry's. */
  name: string;
  supplier: string;
  /** As typed ("5", "0,5"). */
  quantity: string;
  unit: UnitCode | null;
}

type Candidate = Pick<
  IngredientInstance,
  'name' | 'supplier' | 'purchase_quantity' | 'purchase_unit'
>;

/**
 * The first of `candidates` identical to the product about to be created: the same name and
 * supplier (trimmed, ignoring case and accents: "Tomate  Pera" is «tomate pera») and the same
 * purchase format (quantity and unit). Null when there is none.
 */
export function findDuplicateProduct<C extends Candidate>(
  candidates: readonly C[],
  product: ProductIdentity,
): C | null {
  const quantity = parseDecimalInput(product.quantity);
  if (!quantity || product.unit === null) return null;
  const name = normalizeSearch(product.name);
  const supplier = normalizeSearch(product.supplier);
  if (name === '') return null;
  return (
    candidates.find(
      (candidate) =>
        normalizeSearch(candidate.name) === name &&
        normalizeSearch(candidate.supplier) === supplier &&
        candidate.purchase_unit === product.unit &&
        dec(candidate.purchase_quantity).equals(quantity),
    ) ?? null
  );
}

/** "Ya tienes «Tomate pera» de Frutas García en 5 kg." (or "sin proveedor"). */
export function duplicateProductMessage(existing: Candidate): string {
  const supplier = existing.supplier.trim() === '' ? 'sin proveedor' : `de ${existing.supplier}`;
  const format = formatPurchaseFormat(existing.purchase_quantity, existing.purchase_unit);
  return `Ya tienes «${existing.name}» ${supplier} en ${format}.`;
}
