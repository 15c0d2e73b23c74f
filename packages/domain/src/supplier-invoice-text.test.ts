import { describe, expect, it } from 'vitest';
import {
  findSpanishDates,
  parseSpanishDate,
  parseSpanishDecimal,
} from './supplier-invoice-text.ts';

describe('parseSpanishDecimal (numbers as a Spanish invoice prints them)', () => {
  it.each([
    ['22,50', '22.50'],
    ['1.234,50 €', '1234.50'],
    ['1,234.50', '1234.50'],
    ['12,5', '12.5'],
    ['0,750', '0.750'],
    ['7.20', '7.20'],
    ['-3,00', '-3.00'],
    ['3,00-', '-3.00'],
    ['5 %', '5'],
    ['1.234.567', '1234567'],
    ['€ 14,50', '14.50'],
    ['0', '0'],
    ['-0,00', '0.00'],
  ])('%s → %s', (raw, expected) => {
    expect(parseSpanishDecimal(raw)).toBe(expected);
  });

  it.each(['', 'abc', '1,2,3', '1.2.3', '12,5a', '--3', '1.23,4,5', '1-2'])(
    '%s is not a number',
    (raw) => {
      expect(parseSpanishDecimal(raw)).toBeNull();
    },
  );

  it('reads a lone mark before three digits by the document convention, and refuses it without one', () => {
    expect(parseSpanishDecimal('1.500')).toBeNull();
    expect(parseSpanishDecimal('1.500', 'comma')).toBe('1500');
    expect(parseSpanishDecimal('1.500', 'dot')).toBe('1.500');
    expect(parseSpanishDecimal('2,500', 'comma')).toBe('2.500');
    expect(parseSpanishDecimal('2,500', 'dot')).toBe('2500');
  });
});

describe('Spanish dates', () => {
  it.each([
    ['Fecha: 03/11/2026', '2026-11-03'],
    ['3-11-26', '2026-11-03'],
    ['03.11.2026', '2026-11-03'],
    ['Valencia, 3 de noviembre de 2026', '2026-11-03'],
    ['1 de Septiembre del 2025', '2025-09-01'],
  ])('%s → %s', (raw, expected) => {
    expect(parseSpanishDate(raw)).toBe(expected);
  });

  it('refuses dates that do not exist and reads day before month', () => {
    expect(parseSpanishDate('31/02/2026')).toBeNull();
    expect(parseSpanishDate('13/25/2026')).toBeNull();
    expect(parseSpanishDate('12/01/2026')).toBe('2026-01-12');
  });

  it('finds every date of a text in order', () => {
    expect(findSpanishDates('Fecha 03/11/2026 · Vencimiento 3 de diciembre de 2026')).toEqual([
      '2026-11-03',
      '2026-12-03',
    ]);
  });
});
