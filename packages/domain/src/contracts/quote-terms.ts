import { z } from 'zod';
import { MAX_PAYMENT_TERMS_LENGTH, MAX_QUOTE_VALIDITY_DAYS } from '../quotes.ts';
import { decimalString } from './common.ts';

/*
 * An event quote's terms as the API accepts them (issue 31): the profile's defaults (Mi perfil)
 * and an event's own (`null` there: the default).
 */

export const QUOTE_VALIDITY_INVALID = `Indica un número entero de días entre 1 y ${MAX_QUOTE_VALIDITY_DAYS}.`;

export const quoteValidityDaysInput = z
  .number({ error: QUOTE_VALIDITY_INVALID })
  .int(QUOTE_VALIDITY_INVALID)
  .min(1, QUOTE_VALIDITY_INVALID)
  .max(MAX_QUOTE_VALIDITY_DAYS, QUOTE_VALIDITY_INVALID);
export const quoteDepositPctInput = decimalString({ places: 2, min: 0, max: 100 });
export const paymentTermsInput = z
  .string()
  .trim()
  .max(
    MAX_PAYMENT_TERMS_LENGTH,
    `Asegúrate de que este campo no tenga más de ${MAX_PAYMENT_TERMS_LENGTH} caracteres.`,
  );
