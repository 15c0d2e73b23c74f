import { describe, expect, it } from 'vitest';
import { formatReadableQuantity, readableQuantity } from './quantity-display.ts';

/** Intl writes a no-break space inside large numbers in some runtimes: compare plain text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quantities as a cook reads them (issue 31)', () => {
  it.each([
    // quantity, unit, shown
    ['1538.462', 'g', '1,538 kg'], // the case: never "1.538,462 g"
    ['1000', 'g', '1 kg'],
    ['999.996', 'g', '1 kg'], // would read "1.000 g": that is a kilo
    ['999.4', 'g', '999,4 g'],
    ['168.544', 'g', '168,54 g'],
    ['2500', 'ml', '2,5 l'],
    ['750', 'ml', '750 ml'],
    ['12500000', 'mg', '12,5 kg'],
    ['1.25', 'kg', '1,25 kg'],
    ['2', 'ud', '2 ud'],
    ['0.5', 'docena', '0,5 docena'],
    ['30', 'cucharada', '30 cucharada'],
    ['1250000', 'g', '1.250 kg'],
  ] as const)('%s %s → %s', (quantity, unit, shown) => {
    expect(plain(formatReadableQuantity(quantity, unit))).toBe(shown);
  });

  it('keeps the exact value for whoever computes with it', () => {
    const readable = readableQuantity('1538.462', 'g');
    expect(readable.unit).toBe('kg');
    expect(readable.value.toString()).toBe('1.538462');
    expect(readable.maxDecimals).toBe(3);
  });

  it('rolls a negative difference the same way (a change of −1 200 g is −1,2 kg)', () => {
    expect(plain(formatReadableQuantity('-1200', 'g'))).toBe('-1,2 kg');
  });
});
