/**
 * Accent- and case-insensitive form of a text for searching: "Azúcar" → "azucar",
 * "Jalapeño" → "jalapeno". The API stores it beside names and normalises queries the same way.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
