import { describe, expect, it } from 'vitest';
import { formatBaseQuantity, formatReferencePrice, tomorrow } from './purchase-order-display.ts';

describe('formatBaseQuantity', () => {
  it('reads grams and millilitres from 1000 up in kg and l', () => {
    // 17 555,556 g / 1000 = 17,556 kg (3 places); 12 700 ml = 12,7 l.
    expect(formatBaseQuantity('17555.556', 'g')).toBe('17,556 kg');
    expect(formatBaseQuantity('12700.000', 'ml')).toBe('12,7 l');
  });

  it('keeps small amounts and units as they are', () => {
    expect(formatBaseQuantity('500.000', 'ml')).toBe('500 ml');
    expect(formatBaseQuantity('42', 'ud')).toBe('42 ud');
    expect(formatBaseQuantity('1500', 'ud')).toBe('1.500 ud');
  });

  it('says — for what is not a number', () => {
    expect(formatBaseQuantity('abc', 'g')).toBe('—');
  });
});

describe('tomorrow', () => {
  it('is the next local day, across a month and a year', () => {
    expect(tomorrow(new Date(2026, 10, 29, 23, 30))).toBe('2026-11-30');
    expect(tomorrow(new Date(2026, 11, 31, 8, 0))).toBe('2027-01-01');
  });
});

describe('formatReferencePrice', () => {
  it('says a price per gram per kg, per ml per l', () => {
    // 0,0012 €/g = 1,20 €/kg; 0,0063 €/ml = 6,30 €/l.
    expect(formatReferencePrice('0.0012', 'g')).toBe('1,20\u00a0€/kg');
    expect(formatReferencePrice('0.0063', 'ml')).toBe('6,30\u00a0€/l');
    expect(formatReferencePrice('0.2', 'ud')).toBe('0,20\u00a0€/ud');
  });
});
