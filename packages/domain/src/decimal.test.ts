import { describe, expect, it } from 'vitest';
import { dec, toFactor, toMoney, toPercent, toQuantity, toUnitPrice } from './decimal.ts';

describe('edge formatting (DOMAIN §2: money 2, unit prices 4 to 6, percentages 2)', () => {
  it.each([
    ['1.5', '1.50'],
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['0.125', '0.13'],
    ['-0.125', '-0.13'],
    ['1000', '1000.00'],
  ])('money %s → %s (half up, exact)', (value, expected) => {
    expect(toMoney(dec(value))).toBe(expected);
  });

  it.each([
    ['0.0012', '0.0012'],
    ['0.0015', '0.0015'],
    ['0.00025', '0.00025'],
    ['0.0000004', '0.0000'],
    ['6', '6.0000'],
    ['0.1234567', '0.1235'],
    ['0.02', '0.0200'],
    // 30 eggs for 4,00 €: 0,1333 €/ud, not 0,13 (issue 7).
    ['0.1333333333', '0.1333'],
    ['0.0123456', '0.01235'],
    ['0.00123456', '0.001235'],
    ['12.34567', '12.3457'],
    ['-0.1333333', '-0.1333'],
  ])('unit price %s → %s', (value, expected) => {
    expect(toUnitPrice(dec(value))).toBe(expected);
  });

  it('keeps 6 places for unit factors, which are not prices', () => {
    expect(toFactor(dec('1000'))).toBe('1000.0000');
    expect(toFactor(dec(1000).dividedBy('0.916'))).toBe('1091.703057');
  });

  it('formats percentages and quantities', () => {
    expect(toPercent(dec('22.0045'))).toBe('22.00');
    expect(toPercent(dec('33.335'))).toBe('33.34');
    expect(toQuantity(dec('1250'))).toBe('1250.000');
    expect(toQuantity(dec('0.0005'))).toBe('0.001');
  });

  it('adds 0.1 and 0.2 exactly', () => {
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
  });
});
