import { normalizeSearch } from '@costeo/domain/text';
import Fuse from 'fuse.js';

/**
 * The items whose names are closest to a text, best first: fuse.js's extended search over the
 * items' normalised names, each word of the text a fuzzy term (OR), so "ACEITE OLIVA V.EXTRA 5L"
 * finds "Aceite de oliva virgen extra" and "CROQ. JAMON IBERICO" finds "Croquetas de jamón
 * ibérico"; words with digits (sizes, formats) and very short ones are left out. What a supplier
 * invoice's unmatched line and a till's unlinked item are offered.
 */
export function closestByName<T extends { name: string }>(
  items: readonly T[],
): (text: string, limit?: number) => T[] {
  const fuse = new Fuse(
    items.map((item) => ({ item, search: normalizeSearch(item.name) })),
    { keys: ['search'], threshold: 0.34, ignoreLocation: true, useExtendedSearch: true },
  );
  return (text, limit = 3) => {
    const words = normalizeSearch(text)
      .split(/[^a-z0-9ñ]+/)
      .filter((word) => word.length >= 3 && !/\d/.test(word));
    if (words.length === 0) return [];
    return fuse.search(words.join(' | '), { limit }).map((hit) => hit.item.item);
  };
}
