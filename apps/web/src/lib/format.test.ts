import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatCount,
  formatDateTime,
  formatEuro,
  formatPercent,
  formatPercentFixed,
  formatPurchasePrice,
  formatQuantity,
  formatShortDate,
  formatUnitPrice,
} from './format.ts';

// Intl puts a no-break space (U+00A0) between the number and the symbol.
const NBSP = '\u00a0';

describe('es-ES formatting (DESIGN §7)', () => {
  it.each([
    ['12.50', `12,50${NBSP}€`],
    [12.5, `12,50${NBSP}€`],
    ['0.045', `0,05${NBSP}€`],
    ['-3.2', `-3,20${NBSP}€`],
    ['1234567.89', `1.234.567,89${NBSP}€`],
    ['12,5', `12,50${NBSP}€`],
    // Issue 16: Intl's es-ES leaves 4 digits ungrouped ("1250,50 €"); the app groups them always.
    ['1250.5', `1.250,50${NBSP}€`],
    [1000, `1.000,00${NBSP}€`],
  ])('formats %s as euros: %s', (value, expected) => {
    expect(formatEuro(value)).toBe(expected);
  });

  it('keeps decimal strings exact: "1.005" rounds to 1,01 € (the float 1.005 would give 1,00 €)', () => {
    expect(formatEuro('1.005')).toBe(`1,01${NBSP}€`);
  });

  // Issue 16: every percentage with two decimals (was "30 %", "27,3 %"), as the Excel and the PDF.
  it.each([
    ['30.00', `30,00${NBSP}%`],
    ['27.345', `27,35${NBSP}%`],
    ['15.1', `15,10${NBSP}%`],
    [22, `22,00${NBSP}%`],
    ['0', `0,00${NBSP}%`],
    ['1250', `1.250,00${NBSP}%`],
  ])('formats %s percentage points as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('formats margins and food cost with exactly two decimals, so a column lines up', () => {
    expect(formatPercentFixed('59.30')).toBe(`59,30${NBSP}%`);
    expect(formatPercentFixed('7.03')).toBe(`7,03${NBSP}%`);
    expect(formatPercentFixed('100')).toBe(`100,00${NBSP}%`);
    expect(formatPercentFixed('x')).toBe('—');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatEuro('abc')).toBe('—');
    expect(formatEuro(Number.NaN)).toBe('—');
    expect(formatPercent('')).toBe('—');
  });

  it('formats API date-times as es-ES dates, long and short', () => {
    expect(formatDate('2026-04-15T12:00:00Z')).toBe('15 de abril de 2026');
    expect(formatShortDate('2026-04-15T12:00:00Z')).toBe('15/04/2026');
    expect(formatDate('mañana')).toBe('—');
  });
});

describe('unit prices and quantities (DOMAIN §2: unit prices keep 4 to 6 decimals)', () => {
  it.each([
    ['0.0012', `0,0012${NBSP}€`],
    ['0.00025', `0,00025${NBSP}€`],
    ['0.006', `0,006${NBSP}€`],
    ['1.2', `1,20${NBSP}€`],
    // 30 eggs for 4,00 € (issue 7): 0,1333 €/ud, not 0,13.
    ['0.1333', `0,1333${NBSP}€`],
    ['6.5502', `6,5502${NBSP}€`],
    ['1250.1234', `1.250,1234${NBSP}€`],
  ])('formats the unit price %s as %s', (value, expected) => {
    expect(formatUnitPrice(value)).toBe(expected);
  });

  it.each([
    ['12.3457', `12,3457${NBSP}€`],
    ['12.0000', `12,00${NBSP}€`],
    ['13.5000', `13,50${NBSP}€`],
    ['0.0000', `0,00${NBSP}€`],
    ['1250.0000', `1.250,00${NBSP}€`],
  ])('shows the purchase price %s exactly as %s', (value, expected) => {
    expect(formatPurchasePrice(value)).toBe(expected);
  });

  it.each([
    ['10', '10'],
    ['0.5', '0,5'],
    ['2.250', '2,25'],
    ['1000', '1.000'],
    ['1250.5', '1.250,5'],
  ])('formats the quantity %s as %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it('groups the thousands of a count always ("1.000", never "1000")', () => {
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('formats a date-time with the time of day', () => {
    expect(formatDateTime('2026-03-15T12:00:00Z')).toMatch(/^15\/03\/2026, \d{2}:00$/);
    expect(formatDateTime('no')).toBe('—');
  });
});
