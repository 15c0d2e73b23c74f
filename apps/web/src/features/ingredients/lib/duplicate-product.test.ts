import { describe, expect, it } from 'vitest';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { duplicateProductMessage, findDuplicateProduct } from './duplicate-product.ts';

const TOMATO = onionProduct({
  id: 7,
  name: 'Tomate pera',
  supplier: 'Frutas García',
  purchase_quantity: '5.000',
  purchase_unit: 'kg',
});
const same = { name: 'Tomate pera', supplier: 'Frutas García', quantity: '5', unit: 'kg' } as const;

describe('a product identical to one the cook has (issue 31)', () => {
  it('is the same name (trimmed, any case and accents), supplier and purchase format', () => {
    expect(findDuplicateProduct([TOMATO], same)).toBe(TOMATO);
    expect(
      findDuplicateProduct([TOMATO], {
        name: '  TOMATE   Pérá ',
        supplier: ' frutas garcia',
        quantity: '5,0',
        unit: 'kg',
      }),
    ).toBe(TOMATO);
  });

  it('another supplier, quantity or unit is another product', () => {
    expect(findDuplicateProduct([TOMATO], { ...same, supplier: 'Makro' })).toBeNull();
    expect(findDuplicateProduct([TOMATO], { ...same, supplier: '' })).toBeNull();
    expect(findDuplicateProduct([TOMATO], { ...same, quantity: '10' })).toBeNull();
    expect(findDuplicateProduct([TOMATO], { ...same, quantity: '5000', unit: 'g' })).toBeNull();
    expect(findDuplicateProduct([TOMATO], { ...same, name: 'Tomate pera rama' })).toBeNull();
  });

  it('asks nothing until the format is a number with a unit', () => {
    expect(findDuplicateProduct([TOMATO], { ...same, quantity: '' })).toBeNull();
    expect(findDuplicateProduct([TOMATO], { ...same, unit: null })).toBeNull();
  });

  it('says which one in Spanish, with the supplier or "sin proveedor"', () => {
    expect(duplicateProductMessage(TOMATO)).toBe(
      'Ya tienes «Tomate pera» de Frutas García en 5 kg.',
    );
    expect(duplicateProductMessage({ ...TOMATO, supplier: '', purchase_quantity: '0.500' })).toBe(
      'Ya tienes «Tomate pera» sin proveedor en 0,5 kg.',
    );
  });
});
