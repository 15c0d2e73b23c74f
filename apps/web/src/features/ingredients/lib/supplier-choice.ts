import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { supplierMatchName } from '@costeo/domain/suppliers';
import { normalizeSearch } from '@costeo/domain/text';

/** What the product's "Proveedor" holds: one of the owner's suppliers, or a name typed. */
export interface SupplierChoice {
  /** The supplier's id; null with a name: a name the API links or creates on save. */
  id: number | null;
  name: string;
}

type Named = Pick<Supplier, 'id' | 'name' | 'aliases'>;

/**
 * The supplier a typed name is, once legal forms, punctuation, case and accents are set aside
 * ("huerta viva sl" is «Huerta Viva»), by its name or one of its other names; null when none.
 */
export function findSupplierByName<S extends Named>(
  suppliers: readonly S[],
  typed: string,
): S | null {
  const key = supplierMatchName(typed);
  if (key === '') return null;
  return (
    suppliers.find((supplier) =>
      [supplier.name, ...supplier.aliases].some((name) => supplierMatchName(name) === key),
    ) ?? null
  );
}

/** The suppliers whose name or other names contain the typed text (all when nothing is typed). */
export function filterSuppliers<S extends Named>(suppliers: readonly S[], typed: string): S[] {
  const term = normalizeSearch(typed);
  if (term === '') return [...suppliers];
  return suppliers.filter((supplier) =>
    [supplier.name, ...supplier.aliases].some((name) => normalizeSearch(name).includes(term)),
  );
}
