import { describe, expect, it } from 'vitest';
import { closestProducts, matchInvoiceLines, supplierKeyOf } from './supplier-invoices.match.ts';

const products = [
  { id: 1, name: 'Tomate pera', supplier: 'Hortalizas García', supplierId: null },
  { id: 2, name: 'Cebolla dulce', supplier: 'Hortalizas García', supplierId: null },
  { id: 3, name: 'Cebolla dulce', supplier: 'Makro', supplierId: null },
  { id: 4, name: 'Aceite de oliva virgen extra', supplier: 'Makro', supplierId: null },
];

describe('matchInvoiceLines', () => {
  it('matches by the learned code first, then by name and supplier, else none', () => {
    const learned = new Map([
      ['T-01', 1],
      ['GONE', 99],
    ]);
    const matches = matchInvoiceLines(
      [
        { line: 1, code: 'T-01', description: 'TOMATE PERA CAT I' },
        { line: 2, code: 'C-07', description: 'CEBOLLA DULCE' },
        { line: 3, code: 'GONE', description: 'Pimiento rojo' },
        { line: 4, code: '', description: 'Aceite de oliva virgen extra' },
      ],
      { id: null, names: ['hortalizas garcia'] },
      learned,
      products,
    );
    expect([...matches.entries()]).toEqual([
      [1, { productId: 1, matchedBy: 'code' }],
      // The Hortalizas García one, not Makro's product of the same name.
      [2, { productId: 2, matchedBy: 'name' }],
      // A learned code whose product was deleted matches nothing.
      [3, { productId: null, matchedBy: 'none' }],
      // The same name from another supplier is not a match: the chef decides.
      [4, { productId: null, matchedBy: 'none' }],
    ]);
  });

  it('does not give one product to two lines', () => {
    const matches = matchInvoiceLines(
      [
        { line: 1, code: 'A', description: 'Tomate pera' },
        { line: 2, code: 'B', description: 'Tomate pera' },
      ],
      { id: null, names: ['Hortalizas García'] },
      new Map(),
      products,
    );
    expect(matches.get(1)).toEqual({ productId: 1, matchedBy: 'name' });
    expect(matches.get(2)).toEqual({ productId: null, matchedBy: 'none' });
  });

  it('matches the products of the linked supplier, whatever name the invoice gives it', () => {
    const linked = [
      { id: 10, name: 'Tomate pera', supplier: 'Huerta Viva', supplierId: 7 },
      { id: 11, name: 'Tomate pera', supplier: 'Huerta Viva S.L.', supplierId: 8 },
    ];
    const lines = [{ line: 1, code: '', description: 'TOMATE PERA' }];
    expect(
      matchInvoiceLines(lines, { id: 7, names: ['Huerta Viva S.L.'] }, new Map(), linked).get(1),
    ).toEqual({ productId: 10, matchedBy: 'name' });
    // Not linked yet: only the name written on the invoice counts.
    expect(
      matchInvoiceLines(lines, { id: null, names: ['Huerta Viva S.L.'] }, new Map(), linked).get(1),
    ).toEqual({ productId: 11, matchedBy: 'name' });
  });
});

describe('closestProducts and supplierKeyOf', () => {
  it('offers the closest names first', () => {
    const closest = closestProducts(products);
    expect(closest('ACEITE OLIVA V.EXTRA 5L').map((product) => product.id)[0]).toBe(4);
    expect(closest('cebola dulze').map((product) => product.id)).toEqual(
      expect.arrayContaining([2, 3]),
    );
    expect(closest('zzzz qqqq')).toEqual([]);
  });

  it('keys a supplier by tax id, else by its normalised name', () => {
    expect(supplierKeyOf('B12345678', 'Hortalizas García')).toBe('nif:B12345678');
    expect(supplierKeyOf('', 'Hortalizas  GARCÍA')).toBe(supplierKeyOf('', 'hortalizas garcia'));
  });
});
