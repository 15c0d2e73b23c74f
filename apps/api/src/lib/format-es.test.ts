import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatLineQuantity,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
} from './format-es.ts';

/** Intl puts a no-break space before € and %; compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('es-ES formatting of the documents', () => {
  it.each([
    ['1234.56', '1.234,56 €'],
    ['12.5', '12,50 €'],
    ['0.005', '0,01 €'],
    ['1000000', '1.000.000,00 €'],
    ['-3.20', '-3,20 €'],
    [null, '—'],
    ['abc', '—'],
  ])('money %s → %s (grouped from 4 digits, unlike CLDR es-ES)', (value, expected) => {
    expect(plain(formatMoney(value))).toBe(expected);
  });

  it.each([
    ['7.03', '7,03 %'],
    ['30', '30,00 %'],
    ['100.00', '100,00 %'],
    [null, '—'],
  ])('percentage points %s → %s', (value, expected) => {
    expect(plain(formatPercent(value))).toBe(expected);
  });

  it('keeps unit prices as the API rounded them (4 to 6 places)', () => {
    expect(plain(formatUnitPrice('0.001639'))).toBe('0,001639 €');
    expect(plain(formatUnitPrice('1.2000'))).toBe('1,20 €');
    expect(plain(formatUnitPrice('1234.5'))).toBe('1.234,50 €');
  });

  it('shows quantities as a cook weighs them', () => {
    expect(formatQuantity('1000.000')).toBe('1.000');
    expect(formatQuantity('0.250')).toBe('0,25');
    expect(formatLineQuantity('168.539', 'g')).toBe('168,54 g');
    expect(formatLineQuantity('1.250', 'kg')).toBe('1,25 kg');
    expect(formatLineQuantity('0.667', 'kg')).toBe('0,667 kg');
    expect(formatLineQuantity(null, 'kg')).toBe('—');
  });

  it('dates documents in Spain: 23:30 UTC on 31 December is already 1 January in Madrid', () => {
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 de enero de 2027');
    expect(formatLongDate(new Date('2026-03-15T10:00:00Z'))).toBe('15 de marzo de 2026');
  });

  it('prints a stored calendar day as written, with its weekday', () => {
    expect(formatCalendarDay('2026-12-12')).toBe('sábado, 12 de diciembre de 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('viernes, 1 de enero de 2027');
    expect(formatCalendarDay(null)).toBe('—');
    expect(formatCalendarDay('12/12/2026')).toBe('—');
  });
});
