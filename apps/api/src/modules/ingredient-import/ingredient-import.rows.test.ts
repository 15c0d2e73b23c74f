import type { ImportMapping } from '@costeo/domain/contracts/ingredient-import';
import { describe, expect, it } from 'vitest';
import { toPriceListRows } from './ingredient-import.rows.ts';

const MAPPING: ImportMapping = {
  name: 0,
  supplier: null,
  brand: null,
  quantity: 1,
  unit: 2,
  price: 3,
  waste: null,
};

function read(quantity: string, price: string) {
  const [row] = toPriceListRows(
    [{ number: 2, cells: ['Azafrán', quantity, 'kg', price] }],
    MAPPING,
  );
  if (!row) throw new Error('no row');
  return { quantity: row.purchaseQuantity, price: row.purchasePrice, messages: row.messages };
}

// The same bounds as the product contract: a row past them is a row error with its reason.
describe('import rows within the contract bounds', () => {
  it.each([
    ['0,001', '0.001'],
    ['0,0005', '0.001'],
    ['1.000.000', '1000000.000'],
    ['1000000,000', '1000000.000'],
  ])('accept the quantity %s as %s', (raw, stored) => {
    expect(read(raw, '5')).toEqual({ quantity: stored, price: '5.0000', messages: [] });
  });

  it.each([
    ['0', 'La cantidad debe ser mayor que 0.'],
    ['0,0004', 'La cantidad debe ser como mínimo 0,001.'],
    ['-1', 'La cantidad debe ser mayor que 0.'],
    ['1.000.000,001', 'La cantidad debe ser como máximo 1 000 000.'],
    ['99999999999999999999999999999999999999999999', 'La cantidad debe ser como máximo 1 000 000.'],
  ])('refuse the quantity %s', (raw, message) => {
    expect(read(raw, '5')).toMatchObject({ quantity: null, messages: [message] });
  });

  it.each([
    ['0', '0.0000'],
    ['1.000.000', '1000000.0000'],
    ['12,50 €', '12.5000'],
  ])('accept the price %s as %s', (raw, stored) => {
    expect(read('1', raw)).toMatchObject({ price: stored, messages: [] });
  });

  it.each([
    ['-0,01', 'El precio no puede ser negativo.'],
    ['1.000.000,01', 'El precio debe ser como máximo 1 000 000 €.'],
    ['9'.repeat(400), 'El precio debe ser como máximo 1 000 000 €.'],
  ])('refuse the price %s', (raw, message) => {
    expect(read('1', raw)).toMatchObject({ price: null, messages: [message] });
  });
});

describe('issue 32: the VAT column', () => {
  const withVat: ImportMapping = { ...MAPPING, vat: 4 };
  const readVat = (cell: string, mapping = withVat) => {
    const [row] = toPriceListRows(
      [{ number: 7, cells: ['Tomate', '5', 'kg', '12,50', cell] }],
      mapping,
    );
    if (!row) throw new Error('no row');
    return { vatPct: row.vatPct, messages: row.messages };
  };

  it('reads 4, 10 and 21 as written in a Spanish sheet', () => {
    expect(readVat('4')).toEqual({ vatPct: '4.00', messages: [] });
    expect(readVat('10 %')).toEqual({ vatPct: '10.00', messages: [] });
    expect(readVat('21,00')).toEqual({ vatPct: '21.00', messages: [] });
    expect(readVat('0,1')).toEqual({ vatPct: '10.00', messages: [] });
  });

  it('leaves the VAT alone (null) for an empty cell or no VAT column', () => {
    expect(readVat('')).toEqual({ vatPct: null, messages: [] });
    expect(readVat('21', MAPPING)).toEqual({ vatPct: null, messages: [] });
  });

  it('refuses any other rate with a Spanish reason (the row is an error)', () => {
    expect(readVat('7 %')).toEqual({
      vatPct: null,
      messages: ['IVA no válido: «7 %»; el IVA de compra es 4, 10 o 21 %.'],
    });
    expect(readVat('exento')).toEqual({
      vatPct: null,
      messages: ['IVA no válido: «exento» no es un número.'],
    });
  });
});
