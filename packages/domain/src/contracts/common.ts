import { z } from 'zod';

/**
 * Decimals travel as strings with fixed places, like Django REST Framework's DecimalField
 * (`"12.50"`). Input accepts a string or a JSON number and is normalised to the fixed-place string.
 */
export function decimalString(options: {
  places: number;
  min?: number;
  max?: number;
  label?: string;
}) {
  const { places, min, max } = options;
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Introduce un número válido.' });
      return z.NEVER;
    }
    const [, fraction = ''] = text.split('.');
    if (fraction.length > places) {
      ctx.addIssue({
        code: 'custom',
        message: `Asegúrate de que no haya más de ${places} decimales.`,
      });
      return z.NEVER;
    }
    const numeric = Number(text);
    if (min !== undefined && numeric < min) {
      ctx.addIssue({
        code: 'custom',
        message: `Asegúrate de que este valor es mayor o igual a ${min}.`,
      });
      return z.NEVER;
    }
    if (max !== undefined && numeric > max) {
      ctx.addIssue({
        code: 'custom',
        message: `Asegúrate de que este valor es menor o igual a ${max}.`,
      });
      return z.NEVER;
    }
    return fixPlaces(text, places);
  });
}

/** Pads or keeps the fraction of a validated decimal text to exactly `places` digits. */
export function fixPlaces(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cleanInteger = integer.replace(/^0+(?=\d)/, '');
  const padded = places > 0 ? `.${fraction.padEnd(places, '0').slice(0, places)}` : '';
  const result = `${cleanInteger}${padded}`;
  return negative && /[1-9]/.test(result) ? `-${result}` : result;
}

// Error bodies (`{detail}`, `{field: [messages]}`, the 403 refusals…) are in ./errors.ts.

/** DRF page envelope. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** The largest PostgreSQL `integer` (every id and count column). */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * An integer that fits the database's `integer` columns; larger values would make PostgreSQL fail
 * ("out of range for type integer") instead of answering 400 on the field.
 */
export function dbInteger(options: { min?: number } = {}) {
  const min = options.min ?? 1;
  return z
    .number()
    .int()
    .min(min, `Asegúrate de que este valor es mayor o igual a ${min}.`)
    .max(MAX_DB_INTEGER, `Asegúrate de que este valor es menor o igual a ${MAX_DB_INTEGER}.`);
}

/** A database id in a query string (`?category=3`): digits only, then {@link dbInteger}. */
export function dbIntegerQuery() {
  return z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'Introduce un número entero válido.')
    .transform(Number)
    .pipe(dbInteger());
}

/**
 * The `{id}` of every route: plain digits from 1 to 2147483647. Anything else (`0`, `-1`, `1.5`,
 * `1e3`, `abc`, 999999999999) names no row, so the error plugin answers 404 `No encontrado.` as
 * DRF does for a URL that matches nothing.
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_DB_INTEGER));

export const idParamSchema = z.object({ id: idParam });

export const isoDateTime = z.string().describe('ISO 8601 UTC');

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** DRF page-number pagination: `?page=N&page_size=M` (size clamped to 1–100). */
export const paginationQuerySchema = z.object({
  // Past the last page is DRF's 404 "Página no válida."; the cap keeps the SQL offset finite.
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .default(1)
    .transform((page) => Math.min(page, MAX_DB_INTEGER)),
  page_size: z.coerce
    .number()
    .int()
    .catch(PAGE_SIZE_DEFAULT)
    .default(PAGE_SIZE_DEFAULT)
    .transform((size) => Math.min(PAGE_SIZE_MAX, Math.max(1, size))),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
