import { normalizeTaxId } from '@costeo/domain/tax-id';
import { normalizeSearch } from '@costeo/domain/text';
import { supplierMatchName } from '@costeo/domain/suppliers';
import type { SupplierNames } from './suppliers.repository.ts';

/** Spanish order, accents and case aside ("Árbol" beside "arce"; "ñ" after "n", as in a dictionary). */
export const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** A supplier's name as stored (`suppliers.name` is 120 characters). */
export const NAME_LENGTH = 120;
/** Other names (aliases) a supplier keeps at most. */
export const MAX_ALIASES = 20;
const ALIAS_LENGTH = 200;

/**
 * The key a supplier's name is unique by: the domain's match name ("Huerta Viva S.L." →
 * "huerta viva"). A name of no letters or digits ("—") has none, so it is kept as typed, folded.
 */
export function matchKey(name: string): string {
  return (supplierMatchName(name) || normalizeSearch(name)).slice(0, 160);
}

export function cleanTaxId(raw: string): string {
  return normalizeTaxId(raw.trim()).slice(0, 20);
}

/** Aliases as stored: trimmed, each once, at most {@link MAX_ALIASES}. */
export function cleanAliases(aliases: readonly string[]): string[] {
  const out: string[] = [];
  for (const alias of aliases) {
    const text = alias.trim().slice(0, ALIAS_LENGTH);
    if (text && !out.includes(text)) out.push(text);
  }
  return out.slice(0, MAX_ALIASES);
}

/** Whether `key` (a {@link matchKey}) names the supplier: its own match name or one of its aliases'. */
export function answersTo(supplier: SupplierNames, key: string): boolean {
  return supplier.matchName === key || supplier.aliases.some((alias) => matchKey(alias) === key);
}

/** Of the suppliers a name may belong to, those it names: by their own name first, then by alias. */
export function namedBy(suppliers: SupplierNames[], key: string): SupplierNames[] {
  const own = suppliers.filter((supplier) => supplier.matchName === key);
  const aliased = suppliers.filter(
    (supplier) => supplier.matchName !== key && answersTo(supplier, key),
  );
  return [...own, ...aliased];
}
