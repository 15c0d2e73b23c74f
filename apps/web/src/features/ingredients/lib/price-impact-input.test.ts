import { describe, expect, it } from 'vitest';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { otherCostFactsChanged, priceImpactInput } from './price-impact-input.ts';

// Onion 10 kg for 12,00 €, used in 2 recipes.
const ONION = onionProduct({ recipes_count: 2 });
const AS_SAVED = { purchase_price: '12,00', purchase_quantity: '10', purchase_unit: 'kg' } as const;

describe('what the product drawer asks price_impact/ (issue 31)', () => {
  it('nothing while the price and format are the saved ones, however written', () => {
    expect(priceImpactInput(ONION, AS_SAVED)).toBeNull();
    expect(
      priceImpactInput(ONION, { ...AS_SAVED, purchase_price: '12', purchase_quantity: '10,000' }),
    ).toBeNull();
  });

  it('a new price: the price only; a new format: the price with the format', () => {
    expect(priceImpactInput(ONION, { ...AS_SAVED, purchase_price: '1.250,5' })).toEqual({
      ingredient_instance: 1,
      new_price: '1250.5',
    });
    expect(priceImpactInput(ONION, { ...AS_SAVED, purchase_quantity: '5' })).toEqual({
      ingredient_instance: 1,
      new_price: '12',
      purchase_quantity: '5',
      purchase_unit: 'kg',
    });
    expect(priceImpactInput(ONION, { ...AS_SAVED, purchase_unit: 'g' })).toMatchObject({
      purchase_quantity: '10',
      purchase_unit: 'g',
    });
  });

  it('nothing for a product no recipe uses, a new one, or what is not a valid price yet', () => {
    const change = { ...AS_SAVED, purchase_price: '15' };
    expect(priceImpactInput(onionProduct({ recipes_count: 0 }), change)).toBeNull();
    expect(priceImpactInput(null, change)).toBeNull();
    for (const price of ['', '15,', 'quince', '1,23456', '2000000']) {
      expect(priceImpactInput(ONION, { ...AS_SAVED, purchase_price: price }), price).toBeNull();
    }
    expect(priceImpactInput(ONION, { ...change, purchase_unit: null })).toBeNull();
  });

  it('says when the merma, density or unit weight typed are not the saved ones', () => {
    const saved = { waste_pct: '20', density: '', unit_weight: '' };
    expect(otherCostFactsChanged(ONION, saved)).toBe(false);
    expect(otherCostFactsChanged(ONION, { ...saved, waste_pct: '20,00' })).toBe(false);
    expect(otherCostFactsChanged(ONION, { ...saved, waste_pct: '25' })).toBe(true);
    expect(otherCostFactsChanged(ONION, { ...saved, unit_weight: '110' })).toBe(true);
  });
});
