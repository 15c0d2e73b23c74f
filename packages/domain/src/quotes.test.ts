import { describe, expect, it } from 'vitest';
import { formatQuoteNumber, guestPortionText, quoteDeposit, quoteValidUntil } from './quotes.ts';

describe('an event quote as a business document', () => {
  it('numbers quotes "P-<year>-<number>" with at least four digits', () => {
    expect(formatQuoteNumber(2027, 12)).toBe('P-2027-0012');
    expect(formatQuoteNumber(2027, 1)).toBe('P-2027-0001');
    expect(formatQuoteNumber(2028, 12345)).toBe('P-2028-12345');
  });

  it('counts the day of issue as the first day of validity, across months and years', () => {
    expect(quoteValidUntil('2027-03-01', 30)).toBe('2027-03-30');
    expect(quoteValidUntil('2027-12-15', 30)).toBe('2028-01-13');
    expect(quoteValidUntil('2028-02-01', 29)).toBe('2028-02-29');
    expect(quoteValidUntil('2027-05-10', 1)).toBe('2027-05-10');
  });

  it('asks the deposit on the total with VAT, to the cent, and none at 0 %', () => {
    expect(quoteDeposit('4620.00', '30.00')).toBe('1386.00');
    expect(quoteDeposit('1000.01', '33.33')).toBe('333.30');
    expect(quoteDeposit('1000.00', '0.00')).toBeNull();
    expect(quoteDeposit(null, '30.00')).toBeNull();
  });

  it('says a dish per guest as a menu does', () => {
    expect(guestPortionText('3.00', 'croquetas')).toBe('3 croquetas por persona');
    expect(guestPortionText('1.50', ' copas ')).toBe('1,5 copas por persona');
    expect(guestPortionText('1250.00', 'g')).toBe('1.250 g por persona');
    expect(guestPortionText('2.00', '')).toBe('2 por persona');
    expect(guestPortionText(null, 'croquetas')).toBeNull();
  });
});
