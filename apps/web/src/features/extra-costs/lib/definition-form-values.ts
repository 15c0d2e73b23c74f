import {
  MAX_EXTRA_COST_AMOUNT,
  PERCENTAGE_MAX_MESSAGE,
} from '@costeo/domain/contracts/extra-costs';
import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import {
  NEGATIVE_NUMBER_MESSAGE,
  decimalInputError,
  parseDecimalInput,
  toDecimalInput,
} from '../../../lib/decimal-input.ts';
import { formatCount } from '../../../lib/format.ts';

/** The definition form as typed (amount with the Spanish comma). */
export interface DefinitionFormValues {
  name: string;
  description: string;
  costType: ExtraCostType;
  amount: string;
  isActive: boolean;
}

export const EMPTY_DEFINITION_FORM: DefinitionFormValues = {
  name: '',
  description: '',
  costType: 'fixed',
  amount: '',
  isActive: true,
};

export function formValuesFromDefinition(definition: {
  name: string;
  description: string;
  cost_type: ExtraCostType;
  amount: string;
  is_active: boolean;
}): DefinitionFormValues {
  return {
    name: definition.name,
    description: definition.description,
    costType: definition.cost_type,
    amount: toDecimalInput(definition.amount),
    isActive: definition.is_active,
  };
}

/**
 * An amount as typed → the API's decimal string ("0,35" → "0.35"), or the Spanish message saying
 * what is wrong with it. A percentage goes up to 100; money and percentages carry 2 decimals.
 */
export function parseAmount(
  text: string,
  costType: ExtraCostType,
): { amount: string } | { error: string } {
  if (text.trim() === '') return { error: 'Indica el importe.' };
  // Spanish numbers (issue 16): "1.250,50" reads; "-3" says it cannot be negative.
  const value = parseDecimalInput(text);
  if (value === null) {
    const negative = decimalInputError(text) === NEGATIVE_NUMBER_MESSAGE;
    return {
      error: negative ? NEGATIVE_NUMBER_MESSAGE : 'Introduce un número válido, p. ej. 0,35.',
    };
  }
  if (value.decimalPlaces() > 2) return { error: 'Usa como máximo 2 decimales.' };
  if (costType === 'percentage' && value.greaterThan(100)) {
    return { error: PERCENTAGE_MAX_MESSAGE };
  }
  if (value.greaterThan(MAX_EXTRA_COST_AMOUNT)) {
    return {
      error: `El importe no puede ser mayor que ${formatCount(MAX_EXTRA_COST_AMOUNT)}.`,
    };
  }
  return { amount: value.toFixed(2) };
}

/** The form's errors by field; empty when it can be sent. */
export function validateDefinitionForm(values: DefinitionFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.name.trim() === '') errors.name = 'Este campo es obligatorio.';
  else if (values.name.trim().length > 120) errors.name = 'Como máximo 120 caracteres.';
  const amount = parseAmount(values.amount, values.costType);
  if ('error' in amount) errors.amount = amount.error;
  return errors;
}
