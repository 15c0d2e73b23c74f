import { describe, expect, it } from 'vitest';
import { readableUse, sortUse } from './theoretical-use-panel.tsx';

function product(name: string, quantity: string, baseUnit: string, cost: string) {
  return { ingredient_instance: name.length, name, base_unit: baseUnit, quantity, cost };
}

describe('the theoretical use, read as a chef reads it', () => {
  it('rolls grams and millilitres into kg and l from 1 000; counts stay units, to one decimal', () => {
    expect(readableUse({ quantity: '14200.000', base_unit: 'g' })).toBe('14,2 kg');
    expect(readableUse({ quantity: '1200.500', base_unit: 'g' })).toBe('1,201 kg');
    expect(readableUse({ quantity: '850.000', base_unit: 'ml' })).toBe('850 ml');
    expect(readableUse({ quantity: '2750.000', base_unit: 'ml' })).toBe('2,75 l');
    expect(readableUse({ quantity: '168.542', base_unit: 'g' })).toBe('168,54 g');
    expect(readableUse({ quantity: '36.000', base_unit: 'ud' })).toBe('36 ud');
    expect(readableUse({ quantity: '1434.958', base_unit: 'ud' })).toBe('1.435 ud');
    expect(readableUse({ quantity: '2.500', base_unit: 'ud' })).toBe('2,5 ud');
  });
});

describe('the theoretical use, sorted', () => {
  const products = [
    product('Harina', '1200.000', 'g', '1.20'),
    product('Aceite de oliva', '500.000', 'ml', '10.50'),
    product('Ñora', '40.000', 'g', '2.00'),
    product('Nata', '1000.000', 'ml', '2.00'),
  ];
  const names = (rows: typeof products) => rows.map((row) => row.name);

  it('keeps the API order (the dearest first) until a column is chosen', () => {
    expect(names(sortUse(products, null))).toEqual(names(products));
  });

  it('sorts by cost as numbers, ties by name, either way', () => {
    expect(names(sortUse(products, { field: 'cost', direction: 'desc' }))).toEqual([
      'Aceite de oliva',
      'Nata',
      'Ñora',
      'Harina',
    ]);
    expect(names(sortUse(products, { field: 'cost', direction: 'asc' }))).toEqual([
      'Harina',
      'Nata',
      'Ñora',
      'Aceite de oliva',
    ]);
  });

  it('sorts by name in Spanish (Ñ after N)', () => {
    expect(names(sortUse(products, { field: 'name', direction: 'asc' }))).toEqual([
      'Aceite de oliva',
      'Harina',
      'Nata',
      'Ñora',
    ]);
  });
});
