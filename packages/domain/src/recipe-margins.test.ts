import { describe, expect, it } from 'vitest';
import { dec, toMoney, toPercent } from './decimal.ts';
import {
  computeExtraCost,
  computeMargins,
  isLowMargin,
  isProfitable,
  marginThreshold,
  netSalePrice,
  recipeStatus,
  suggestedSalePrice,
} from './recipe-margins.ts';
import { DomainRuleError } from './rule-error.ts';

describe('extra costs (DOMAIN.md §2)', () => {
  it.each([
    ['fixed', '1.00', 4, '2.25', '1'],
    ['per_serving', '0.25', 4, '2.25', '1'],
    ['percentage', '10', 4, '2.25', '0.225'],
    ['percentage', '3', 10, '12.00', '0.36'],
    ['per_serving', '0.35', 12, '0', '4.2'],
  ] as const)(
    '%s %s with %i servings on %s € of ingredients → %s €',
    (type, amount, servings, ingredients, cost) => {
      expect(computeExtraCost(type, amount, servings, dec(ingredients)).toString()).toBe(cost);
    },
  );

  it('refuses a negative amount', () => {
    expect(() => computeExtraCost('fixed', '-1', 1, dec(0))).toThrow(DomainRuleError);
  });
});

describe('net sale price: PVP / (1 + VAT), never PVP × (1 − VAT)', () => {
  it.each([
    ['8.80', '10', '8.00'],
    ['11.00', '10', '10.00'],
    ['12.10', '21', '10.00'],
    ['10.40', '4', '10.00'],
    ['9.50', '0', '9.50'],
  ])('%s € with VAT %s → %s €', (pvp, vat, net) => {
    expect(toMoney(netSalePrice(pvp, vat))).toBe(net);
  });

  it('11.00 € at 10 % is 10.00 €, not 9.90 €', () => {
    expect(netSalePrice('11.00', '10').toString()).toBe('10');
  });
});

describe('suggested PVP = cost per serving / target × (1 + VAT)', () => {
  it.each([
    ['0.5625', '30', '10', '2.06'],
    ['1.11875', '30', '10', '4.10'],
    ['3.00', '25', '10', '13.20'],
    ['3.00', '35', '21', '10.37'],
  ])('%s € at target %s and VAT %s → %s €', (cost, target, vat, pvp) => {
    expect(toMoney(suggestedSalePrice(dec(cost), target, vat))).toBe(pvp);
  });
});

describe('computeMargins', () => {
  it('gives the acceptance figures', () => {
    const margins = computeMargins({
      costPerServing: dec('0.5625'),
      salePrice: '8.80',
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(toMoney(margins.netSalePrice!)).toBe('8.00');
    expect(toPercent(margins.foodCostPct!)).toBe('7.03');
    expect(toMoney(margins.marginPerServing!)).toBe('7.44');
    expect(toPercent(margins.marginPct!)).toBe('92.97');
    expect(toMoney(margins.suggestedSalePrice)).toBe('2.06');
  });

  it('a food cost exactly on a half rounds up: 0,46875 € on 1,50 € at 10 % is 34,375 % → 34,38 %', () => {
    // Through the net price (1,3636… €, no exact decimal) it came out 34,37499…9 % → 34,37 %.
    const margins = computeMargins({
      costPerServing: dec('0.46875'),
      salePrice: '1.50',
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(margins.foodCostPct!.toString()).toBe('34.375');
    expect(toPercent(margins.foodCostPct!)).toBe('34.38');
    expect(toPercent(margins.marginPct!)).toBe('65.63');
  });

  it('margin % is exactly 100 − food cost %', () => {
    const margins = computeMargins({
      costPerServing: dec('1').dividedBy(3),
      salePrice: '7.77',
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(margins.marginPct!.plus(margins.foodCostPct!).toString()).toBe('100');
  });

  it('a cost above the net price gives a negative margin', () => {
    const margins = computeMargins({
      costPerServing: dec('5'),
      salePrice: '4.40',
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(toMoney(margins.marginPerServing!)).toBe('-1.00');
    expect(toPercent(margins.foodCostPct!)).toBe('125.00');
    expect(toPercent(margins.marginPct!)).toBe('-25.00');
  });

  it('without a PVP there is no net price, margin nor food cost, but a suggested PVP', () => {
    const margins = computeMargins({
      costPerServing: dec('3'),
      salePrice: null,
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(margins).toMatchObject({
      netSalePrice: null,
      marginPerServing: null,
      marginPct: null,
      foodCostPct: null,
    });
    expect(toMoney(margins.suggestedSalePrice)).toBe('11.00');
  });

  it('a PVP of 0 has a margin per serving but no percentage of nothing', () => {
    const margins = computeMargins({
      costPerServing: dec('1'),
      salePrice: '0',
      saleVatPct: '10',
      targetFoodCostPct: '30',
    });
    expect(margins.marginPerServing!.toString()).toBe('-1');
    expect(margins.foodCostPct).toBeNull();
    expect(margins.marginPct).toBeNull();
  });

  it.each([
    ['target_food_cost_pct', '10', '0'],
    ['target_food_cost_pct', '10', '100'],
    ['sale_vat_pct', '-1', '30'],
    ['sale_vat_pct', '100', '30'],
  ])('refuses %s out of range (VAT %s, target %s)', (field, vat, target) => {
    const call = () =>
      computeMargins({
        costPerServing: dec(1),
        salePrice: '5',
        saleVatPct: vat,
        targetFoodCostPct: target,
      });
    expect(call).toThrow(DomainRuleError);
    try {
      call();
    } catch (error) {
      expect((error as DomainRuleError).field).toBe(field);
    }
  });
});

describe('rentable / margen bajo (DOMAIN.md §2)', () => {
  it.each([
    ['7.03', '30', true],
    ['30', '30', true],
    ['30.01', '30', false],
    ['25', '20', false],
  ])('food cost %s against target %s → rentable %s', (foodCost, target, expected) => {
    expect(isProfitable(foodCost, target)).toBe(expected);
    // The same rule in margin terms: margin % ≥ 100 − target.
    expect(isLowMargin(dec(100).minus(foodCost), target)).toBe(!expected);
  });

  it('an explicit threshold in margin % replaces the target', () => {
    expect(marginThreshold('30').toString()).toBe('70');
    expect(marginThreshold('30', '80').toString()).toBe('80');
    expect(isLowMargin('75', '30')).toBe(false);
    expect(isLowMargin('75', '30', '80')).toBe(true);
    expect(isLowMargin('80', '30', '80')).toBe(false);
    expect(isLowMargin('75', '30', null)).toBe(false);
  });

  it.each([
    [{ costComplete: false, marginPct: '92.97', targetFoodCostPct: '30' }, undefined, 'incomplete'],
    [{ costComplete: true, marginPct: null, targetFoodCostPct: '30' }, undefined, 'no_price'],
    [{ costComplete: true, marginPct: '70', targetFoodCostPct: '30' }, undefined, 'profitable'],
    [{ costComplete: true, marginPct: '69.99', targetFoodCostPct: '30' }, undefined, 'low_margin'],
    [{ costComplete: true, marginPct: '75', targetFoodCostPct: '30' }, '80', 'low_margin'],
  ])('status of %o (threshold %s) → %s', (recipe, threshold, status) => {
    expect(recipeStatus(recipe, threshold)).toBe(status);
  });
});
