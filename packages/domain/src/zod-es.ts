import { z } from 'zod';
import { es } from 'zod/locales';

/**
 * Spanish validation messages everywhere (API answers and web forms), with DRF's wording for a
 * missing field. Call once at start-up on each side.
 */
export function configureSpanishZod(): void {
  z.config(es());
  z.config({
    customError: (issue) =>
      issue.input === undefined && issue.code !== 'custom'
        ? 'Este campo es obligatorio.'
        : undefined,
  });
}
