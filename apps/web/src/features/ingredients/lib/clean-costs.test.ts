import { describe, expect, it } from 'vitest';
import { costRecipe } from '@costeo/domain/cost-engine';
import { toUnitPrice } from '@costeo/domain/decimal';
import { computeUnitCosts, type PurchaseFacts } from '@costeo/domain/ingredient-costs';
import type { UnitCode } from '@costeo/domain/units';
import { graphOf, productFromPurchase, recipe, uses } from '@costeo/domain/test/recipe-fixtures';
import { computeCleanCosts } from './clean-costs.ts';

function cleanOf(purchase: PurchaseFacts) {
  const costs = computeUnitCosts(purchase);
  if (!costs.ok) throw new Error(costs.reason);
  return computeCleanCosts(costs, purchase.baseUnit, purchase);
}

/** What the cost engine charges a recipe line of 1 `unit` of this product, as a unit price. */
function engineCharge(purchase: PurchaseFacts, unit: UnitCode): string {
  const product = productFromPurchase(1, 'Producto', purchase);
  const cost = costRecipe(graphOf([product]), recipe(null, 'R', { lines: [uses(1, '1', unit)] }));
  const line = cost.lines[0];
  if (!line?.cost) throw new Error('no line cost');
  return toUnitPrice(line.cost);
}

const ONION: PurchaseFacts = {
  purchaseQuantity: '10',
  purchaseUnit: 'kg',
  purchasePrice: '12.00',
  wastePct: '20',
  baseUnit: 'g',
};
// 30 eggs for 4,00 € (issue 7), 65 g each, 12 % merma (the shell).
const EGGS: PurchaseFacts = {
  purchaseQuantity: '30',
  purchaseUnit: 'ud',
  purchasePrice: '4.00',
  wastePct: '12',
  baseUnit: 'ud',
  unitWeight: '65',
};

describe('cost per clean kg and per whole item beside the price (issue 31)', () => {
  it('DOMAIN §1: onions 10 kg for 12,00 € at 20 % merma → 1,50 €/kg limpio (÷ 0,80, never × 1,20)', () => {
    expect(cleanOf(ONION)).toEqual({ clean: { unit: 'kg', value: '1.5000' }, perItem: null });
    // 40 % merma divides by 0,60: 6 €/kg → 10 €/kg limpio, not 8,40.
    expect(
      cleanOf({ ...ONION, purchaseQuantity: '1', purchasePrice: '6', wastePct: '40' }).clean,
    ).toEqual({ unit: 'kg', value: '10.0000' });
  });

  it('decision 022: eggs cost 0,1333 € per whole egg in a recipe (no merma), 2,3310 € per clean kg', () => {
    // 4 / 30 = 0,1333 € per egg; per clean kg: 1 000 g / 65 g = 15,38 eggs ÷ 0,88 × 0,1333.
    expect(cleanOf(EGGS)).toEqual({
      clean: { unit: 'kg', value: '2.3310' },
      perItem: '0.1333',
    });
  });

  it('an onion bought by weight with 110 g per ud: a whole onion 0,132 € (price per g × 110), no merma', () => {
    expect(cleanOf({ ...ONION, unitWeight: '110' })).toEqual({
      clean: { unit: 'kg', value: '1.5000' },
      perItem: '0.1320',
    });
  });

  it('olive oil 5 l for 30,00 €: 6,00 €/l limpio; counted without a unit weight: only per ud', () => {
    expect(
      cleanOf({
        purchaseQuantity: '5',
        purchaseUnit: 'l',
        purchasePrice: '30',
        wastePct: '0',
        baseUnit: 'ml',
      }),
    ).toEqual({ clean: { unit: 'l', value: '6.0000' }, perItem: null });
    expect(cleanOf({ ...EGGS, unitWeight: null })).toEqual({ clean: null, perItem: '0.1333' });
  });

  it.each([
    ['onions in kg', ONION, 'kg'],
    ['onions in ud', { ...ONION, unitWeight: '110' }, 'ud'],
    ['eggs in ud', EGGS, 'ud'],
    ['eggs in kg', EGGS, 'kg'],
    [
      'a dear spice in kg',
      { ...ONION, purchaseQuantity: '0.25', purchasePrice: '37.1234', wastePct: '3.5' },
      'kg',
    ],
  ] as const)(
    '%s: the figure is what the cost engine charges a line of 1 %s',
    (_, purchase, unit) => {
      const clean = cleanOf(purchase);
      const shown = unit === 'ud' ? clean.perItem : clean.clean?.value;
      expect(shown).toBe(engineCharge(purchase, unit));
    },
  );
});
