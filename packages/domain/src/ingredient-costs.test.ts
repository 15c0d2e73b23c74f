import { describe, expect, it } from 'vitest';
import { toMoney, toQuantity, toUnitPrice } from './decimal.ts';
import {
  computeUnitCosts,
  costOfNetQuantity,
  priceEquivalences,
  priceWarnings,
  referencePrice,
  roundedPriceEquivalences,
  yieldPct,
  yieldRatio,
  type PurchaseFacts,
  type UnitCosts,
} from './ingredient-costs.ts';
import { DomainRuleError } from './rule-error.ts';
import { convertQuantity } from './units.ts';

function costs(facts: PurchaseFacts): UnitCosts {
  const result = computeUnitCosts(facts);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const onions = (wastePct: string): PurchaseFacts => ({
  purchaseQuantity: '10',
  purchaseUnit: 'kg',
  purchasePrice: '12.00',
  wastePct,
  baseUnit: 'g',
});

describe('merma divides by the yield (DOMAIN §1 trap)', () => {
  it.each([
    // merma, usable €/g, cost of 1 kg net, gross g
    ['0', '0.0012', '1.20', '1000.000'],
    ['20', '0.0015', '1.50', '1250.000'],
    ['40', '0.0020', '2.00', '1666.667'],
    ['11', '0.001348', '1.35', '1123.596'],
    ['50', '0.0024', '2.40', '2000.000'],
  ])('onions 10 kg for 12.00 € at %s %% merma', (waste, usable, cost, gross) => {
    const onion = costs(onions(waste));
    expect(toUnitPrice(onion.unitCost)).toBe('0.0012');
    expect(toUnitPrice(onion.usableUnitCost)).toBe(usable);
    const line = costOfNetQuantity(onion, '1', 'kg', 'g', {});
    if (!line.ok) throw new Error(line.reason);
    expect(toMoney(line.cost)).toBe(cost);
    expect(toQuantity(line.grossQuantity)).toBe(gross);
    expect(toQuantity(line.netQuantity)).toBe('1000.000');
  });

  it('at 20 % the factor is 1.25, not 1.20; at 40 % it is 1.667, not 1.40', () => {
    expect(costs(onions('20')).usableUnitCost.dividedBy('0.0012').toString()).toBe('1.25');
    expect(
      costs(onions('40')).usableUnitCost.dividedBy('0.0012').toDecimalPlaces(3).toString(),
    ).toBe('1.667');
  });
});

describe('olive oil 5 l for 30.00 €, density 0.916', () => {
  const oil = costs({
    purchaseQuantity: '5',
    purchaseUnit: 'l',
    purchasePrice: '30.00',
    wastePct: '0',
    baseUnit: 'ml',
    density: '0.916',
  });

  it('costs 6.00 €/l and 6.55 €/kg', () => {
    const eq = priceEquivalences(oil.unitCost, 'ml', { density: '0.916' });
    expect(toMoney(eq.per_l!)).toBe('6.00');
    expect(toMoney(eq.per_kg!)).toBe('6.55');
    expect(toUnitPrice(eq.per_ml!)).toBe('0.0060');
    expect(eq.per_ud).toBeNull();
  });

  it('has no €/kg without a density: null, never 1 l = 1 kg', () => {
    const eq = priceEquivalences(oil.unitCost, 'ml', {});
    expect(eq.per_kg).toBeNull();
    expect(eq.per_g).toBeNull();
    expect(toMoney(eq.per_l!)).toBe('6.00');
  });
});

describe('eggs 30 ud for 6.00 €, unit weight 65 g', () => {
  const facts = { unitWeight: '65' };
  const eggs = costs({
    purchaseQuantity: '30',
    purchaseUnit: 'ud',
    purchasePrice: '6.00',
    wastePct: '0',
    baseUnit: 'ud',
    ...facts,
  });

  it('costs 0.20 €/ud, and 130 g of eggs cost 0.40 €', () => {
    expect(toUnitPrice(eggs.unitCost)).toBe('0.2000');
    const line = costOfNetQuantity(eggs, '130', 'g', 'ud', facts);
    if (!line.ok) throw new Error(line.reason);
    expect(toMoney(line.cost)).toBe('0.40');
    expect(toQuantity(line.netQuantity)).toBe('2.000');
  });

  it('refuses grams without a unit weight', () => {
    expect(costOfNetQuantity(eggs, '130', 'g', 'ud', {})).toMatchObject({
      ok: false,
      reason: 'Falta el peso por unidad para convertir g a ud',
    });
  });

  it('gives € per kg through the unit weight', () => {
    const eq = priceEquivalences(eggs.unitCost, 'ud', facts);
    expect(toMoney(eq.per_kg!)).toBe('3.08');
    expect(toMoney(eq.per_ud!)).toBe('0.20');
    expect(eq.per_l).toBeNull();
  });
});

describe('a purchase unit that cannot reach the base unit', () => {
  it('fails with the Spanish reason', () => {
    expect(
      computeUnitCosts({
        purchaseQuantity: '1',
        purchaseUnit: 'l',
        purchasePrice: '3',
        wastePct: '0',
        baseUnit: 'g',
      }),
    ).toEqual({
      ok: false,
      code: 'missing_density',
      reason: 'Falta la densidad para convertir l a g',
    });
  });
});

describe('unit prices keep 4 to 6 decimals (DOMAIN §2)', () => {
  const eggs = costs({
    purchaseQuantity: '30',
    purchaseUnit: 'ud',
    purchasePrice: '4.00',
    wastePct: '0',
    baseUnit: 'ud',
  });

  it('30 eggs for 4,00 € are 0.1333 €/ud, not 0.13', () => {
    expect(toUnitPrice(eggs.unitCost)).toBe('0.1333');
    expect(roundedPriceEquivalences(eggs.unitCost, 'ud', { unitWeight: '65' })).toEqual({
      per_kg: '2.0513',
      per_100g: '0.2051',
      per_g: '0.002051',
      per_l: null,
      per_ml: null,
      per_ud: '0.1333',
    });
  });

  it('the reference price of a history row is the same string as the equivalence', () => {
    const onion = costs(onions('20'));
    expect(referencePrice(onion.unitCost, 'g')).toBe(
      roundedPriceEquivalences(onion.unitCost, 'g', {}).per_kg,
    );
    expect(referencePrice(eggs.unitCost, 'ud')).toBe('0.1333');
    const oil = costs({
      purchaseQuantity: '3',
      purchaseUnit: 'l',
      purchasePrice: '20',
      wastePct: '0',
      baseUnit: 'ml',
    });
    expect(referencePrice(oil.unitCost, 'ml')).toBe('6.6667');
  });
});

describe('the domain refuses impossible facts itself, not only the request schemas', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof DomainRuleError) return { field: error.field, message: error.message };
      throw error;
    }
    throw new Error('no refusal');
  };

  it.each(['100', '100.01', '250', '-1'])('refuses a merma of %s %%', (waste) => {
    expect(refusal(() => computeUnitCosts(onions(waste)))).toEqual({
      field: 'waste_pct',
      message: 'La merma debe estar entre 0 y 99,99 %.',
    });
    expect(refusal(() => yieldRatio(waste)).field).toBe('waste_pct');
  });

  it.each(['0', '-1', '-0.001'])('refuses a purchase quantity of %s', (quantity) => {
    expect(refusal(() => computeUnitCosts({ ...onions('0'), purchaseQuantity: quantity }))).toEqual(
      { field: 'purchase_quantity', message: 'La cantidad de compra debe ser mayor que 0.' },
    );
  });

  it('refuses a negative price and negative quantities to convert or cost', () => {
    expect(refusal(() => computeUnitCosts({ ...onions('0'), purchasePrice: '-0.01' }))).toEqual({
      field: 'purchase_price',
      message: 'El precio de compra no puede ser negativo.',
    });
    expect(refusal(() => convertQuantity('-1', 'kg', 'g'))).toEqual({
      field: 'quantity',
      message: 'La cantidad no puede ser negativa.',
    });
    expect(refusal(() => costOfNetQuantity(costs(onions('0')), '-5', 'g', 'g', {})).field).toBe(
      'quantity',
    );
  });

  it('accepts a merma of 99.99 % and a price of 0, with a warning for the price', () => {
    expect(yieldPct('99.99')).toBe('0.01');
    expect(yieldPct('20')).toBe('80.00');
    const free = costs({ ...onions('0'), purchasePrice: '0' });
    expect(free.unitCost.isZero()).toBe(true);
    expect(priceWarnings('0.0000')).toEqual([
      'El precio de compra es 0: el coste calculado será 0.',
    ]);
    expect(priceWarnings('0.0001')).toEqual([]);
  });
});
