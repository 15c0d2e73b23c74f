import { describe, expect, it } from 'vitest';
import { formatLineQuantity, formatLineUnitPrice, priceUnitOf } from './format-quantity.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('recipe lines as a cook reads them (issue 31)', () => {
  it('shows 1 000 g or more in kg and 1 000 ml or more in l', () => {
    expect(plain(formatLineQuantity('1538.462', 'g'))).toBe('1,538 kg');
    expect(plain(formatLineQuantity('250', 'g'))).toBe('250 g');
    expect(plain(formatLineQuantity('1500', 'ml'))).toBe('1,5 l');
    expect(plain(formatLineQuantity('6', 'ud'))).toBe('6 ud');
    expect(formatLineQuantity(null, 'g')).toBe('—');
  });

  it('reads a unit cost per kg, per l or per its count unit', () => {
    expect(plain(formatLineUnitPrice('0.0012', 'g'))).toBe('1,20 €/kg');
    expect(plain(formatLineUnitPrice('1.2', 'kg'))).toBe('1,20 €/kg');
    expect(plain(formatLineUnitPrice('0.0085', 'ml'))).toBe('8,50 €/l');
    expect(plain(formatLineUnitPrice('0.18', 'ud'))).toBe('0,18 €/ud');
    expect(plain(formatLineUnitPrice('2.16', 'docena'))).toBe('2,16 €/docena');
    expect(priceUnitOf('cucharada')).toBe('l');
    expect(formatLineUnitPrice(null, 'g')).toBe('—');
  });
});
