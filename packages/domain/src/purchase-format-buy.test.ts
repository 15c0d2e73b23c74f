import { describe, expect, it } from 'vitest';
import { toMoney, toQuantity } from './decimal.ts';
import {
  formatsToBuy,
  packageOfName,
  purchaseFormatName,
  pluralOf,
  type PurchaseFormatFacts,
} from './purchase-format-buy.ts';

const potato: PurchaseFormatFacts = {
  name: 'Patata agria caja 5 kg',
  baseUnit: 'g',
  purchaseQuantity: '5',
  purchaseUnit: 'kg',
  purchasePrice: '6.00',
};

describe('formatsToBuy', () => {
  it('rounds up to whole cajas and says the exact quantity in kg (issue 37)', () => {
    const buy = formatsToBuy(potato, '14200');
    if (!buy.ok) throw new Error(buy.reason);
    // 14 200 g / 5 000 g = 2,84 → 3 cajas = 15 000 g for 3 × 6,00 € = 18,00 €.
    expect(buy.text).toBe('3 cajas de 5 kg (14,2 kg)');
    expect(buy.formats).toBe(3);
    expect(toQuantity(buy.boughtQuantity)).toBe('15000.000');
    expect(toMoney(buy.cost)).toBe('18.00');
    expect(buy.formatName).toBe('caja de 5 kg');
  });

  it('leaves out the exact quantity when the formats hold exactly that', () => {
    const oil = {
      ...potato,
      name: 'AOVE Hojiblanca garrafa de 5 l',
      baseUnit: 'ml' as const,
      purchaseUnit: 'l' as const,
    };
    const buy = formatsToBuy(oil, '10000');
    expect(buy.text).toBe('2 garrafas de 5 l');
  });

  it('buys in «formatos» when the name names no package, and in kg by the kilo', () => {
    expect(formatsToBuy({ ...potato, name: 'Patata' }, '5200').text).toBe(
      '2 formatos de 5 kg (5,2 kg)',
    );
    const byKilo = { ...potato, name: 'Tomate', purchaseQuantity: '1' };
    expect(formatsToBuy(byKilo, '3600').text).toBe('4 kg (3,6 kg)');
    expect(formatsToBuy({ ...potato, name: 'Sal', purchaseQuantity: '1' }, '1000').text).toBe(
      '1 kg',
    );
  });

  it('one format in the singular, and nothing to buy for nothing needed', () => {
    expect(formatsToBuy(potato, '192').text).toBe('1 caja de 5 kg (192 g)');
    const none = formatsToBuy(potato, '0');
    expect(none.ok && none.formats).toBe(0);
  });

  it('reaches a format of another kind through the unit weight, and says when it cannot', () => {
    // Tins of 2 500 g each, bought by the unit.
    const tins = {
      ...potato,
      name: 'Tomate triturado',
      purchaseQuantity: '6',
      purchaseUnit: 'ud' as const,
    };
    expect(formatsToBuy({ ...tins, unitWeight: '2500' }, '20000').text).toBe(
      '2 formatos de 6 ud (20 kg)',
    );
    const unknown = formatsToBuy(tins, '20000');
    expect(unknown.ok).toBe(false);
    expect(unknown.text).toBe('20 kg');
    expect(!unknown.ok && unknown.reason).toBe(
      '«Tomate triturado»: su formato de compra no se expresa en g (Falta el peso por unidad para convertir ud a g).',
    );
  });
});

describe('packageOfName', () => {
  it.each([
    ['Patata agria caja 5 kg', 'caja'],
    ['AOVE Hojiblanca garrafa de 5 l', 'garrafa'],
    ['Harina de trigo (saco 25 kg)', 'saco'],
    ['Huevos L bandeja 30 ud', 'bandeja'],
    ['Aceite de girasol bidón 25 l', 'bidón'],
    ['Leche entera brik', null],
    ['Cebolla', null],
  ])('%s → %s', (name, word) => {
    expect(packageOfName(name)).toBe(word);
  });

  it('makes plurals the Spanish way', () => {
    expect(['caja', 'bidón', 'barril', 'pack', 'saco'].map(pluralOf)).toEqual([
      'cajas',
      'bidones',
      'barriles',
      'packs',
      'sacos',
    ]);
  });
});

describe('purchaseFormatName', () => {
  it.each([
    ['Patata agria caja 5 kg', '5', 'kg', 'caja de 5 kg'],
    ['Aceite de oliva', '5', 'l', 'formato de 5 l'],
    ['Calabacín', '1', 'kg', 'kg'],
    ['Huevos L', '1', 'ud', 'ud'],
    ['Queso curado', '1500', 'g', 'formato de 1,5 kg'],
    ['Nata garrafa 1 l', '1', 'l', 'garrafa de 1 l'],
  ] as const)('%s, %s %s → %s', (name, purchaseQuantity, purchaseUnit, expected) => {
    expect(purchaseFormatName({ name, purchaseQuantity, purchaseUnit })).toBe(expected);
  });
});
