import { describe, expect, it } from 'vitest';
import {
  INVALID_NUMBER_MESSAGE,
  NEGATIVE_NUMBER_MESSAGE,
  decimalInputError,
  parseDecimalInput,
  toApiDecimal,
  toDecimalInput,
} from './decimal-input.ts';

describe('Spanish numbers typed in a form (issue 16)', () => {
  it.each([
    ['1.250,00', '1250'],
    ['1250,5', '1250.5'],
    ['1,5', '1.5'],
    [' 10 ', '10'],
    ['12,50', '12.5'],
    ['1.250.000', '1250000'],
    ['1.250.000,75', '1250000.75'],
    [',5', '0.5'],
    ['1 250,50', '1250.5'],
    // A single dot is a decimal point, as the editor always read it (and phone keypads type it).
    ['1250.5', '1250.5'],
    ['1.5', '1.5'],
    ['0.916', '0.916'],
    ['12.50', '12.5'],
    ['0', '0'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseDecimalInput(text)?.toString()).toBe(expected);
    expect(decimalInputError(text)).toBeNull();
  });

  it.each([['1.2.3'], ['1,2,3'], ['12.50,5'], ['1.25,5'], ['abc'], ['1,'], [''], ['1e3']])(
    'refuses %s with a clear Spanish message',
    (text) => {
      expect(parseDecimalInput(text)).toBeNull();
      expect(decimalInputError(text)).toBe(INVALID_NUMBER_MESSAGE);
    },
  );

  it('refuses "1.250" (a thousand and a quarter, or 1,25?) offering both', () => {
    expect(parseDecimalInput('1.250')).toBeNull();
    expect(decimalInputError('1.250')).toBe('¿Miles o decimales? Escribe 1250 o 1,250.');
    expect(decimalInputError('12.500')).toBe('¿Miles o decimales? Escribe 12500 o 12,500.');
    // Grouped with a comma, or a leading 0, it is clear.
    expect(parseDecimalInput('1.250,0')?.toString()).toBe('1250');
    expect(parseDecimalInput('0.250')?.toString()).toBe('0.25');
  });

  it('refuses a negative number saying so', () => {
    expect(NEGATIVE_NUMBER_MESSAGE).toBe('No puede ser negativo.');
    expect(decimalInputError('-3')).toBe(NEGATIVE_NUMBER_MESSAGE);
    expect(decimalInputError('-1.250,5')).toBe(NEGATIVE_NUMBER_MESSAGE);
    expect(parseDecimalInput('-3')).toBeNull();
    expect(decimalInputError('-0')).toBeNull();
  });

  it('sends what was typed in the API form, places kept; text that is no number goes as typed', () => {
    expect(toApiDecimal('1.250,00')).toBe('1250.00');
    expect(toApiDecimal('5,50')).toBe('5.50');
    expect(toApiDecimal(' abc ')).toBe('abc');
  });

  it('shows an API decimal with the Spanish comma and without trailing zeros', () => {
    expect(toDecimalInput('20.00')).toBe('20');
    expect(toDecimalInput('0.916')).toBe('0,916');
    expect(toDecimalInput(null)).toBe('');
  });
});
