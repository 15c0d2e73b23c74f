import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { AppError } from '../lib/app-error.ts';

/**
 * DRF's `?ordering=field,-field` over an allow-list of fields. An unknown field is a 400 naming
 * the fields that can be used.
 */
export function parseOrdering(
  ordering: string | undefined,
  allowed: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!ordering) return fallback;
  const terms = ordering
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  const result: SQL[] = [];
  for (const term of terms) {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const column = allowed[field];
    if (!column) {
      throw AppError.field(
        'ordering',
        `No se puede ordenar por "${field}". Campos válidos: ${Object.keys(allowed).join(', ')}.`,
      );
    }
    result.push(descending ? desc(column) : asc(column));
  }
  return [...result, ...fallback];
}
