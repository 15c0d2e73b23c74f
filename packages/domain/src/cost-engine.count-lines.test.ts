import { describe, expect, it } from 'vitest';
import { costRecipe } from './cost-engine.ts';
import { dec, toMoney, toQuantity } from './decimal.ts';
import { costOfNetQuantity, lineTakesMerma } from './ingredient-costs.ts';
import { graphOf, product, recipe, uses } from './test/recipe-fixtures.ts';
import { UNIT_CODES, type UnitCode } from './units.ts';

// Decision 022: merma is a loss of mass or volume; a line counted in whole items takes none.
const EGG = product(1, 'Huevo L', {
  baseUnit: 'ud',
  unitCost: '0.18',
  wastePct: '12',
  unitWeight: '65',
});
// Bought by weight, with a unit weight: a line "2 ud" is two whole onions as bought.
const ONION = product(2, 'Cebolla', {
  baseUnit: 'g',
  unitCost: '0.002',
  wastePct: '20',
  unitWeight: '110',
});

function lineOf(productId: number, quantity: string, unit: UnitCode) {
  const cost = costRecipe(
    graphOf([EGG, ONION]),
    recipe(null, 'R', { lines: [uses(productId, quantity, unit)] }),
  );
  return cost.lines[0]!;
}

describe('count lines are whole items (decision 022)', () => {
  it('issue 16 acceptance: 8 ud of eggs at 0,18 €/ud with 12 % merma cost 1,44 €', () => {
    const line = lineOf(1, '8', 'ud');
    expect(toMoney(line.cost!)).toBe('1.44');
    expect(toQuantity(line.grossQuantity!)).toBe('8.000');
  });

  it.each([
    // product, quantity, unit, expected cost, expected gross: why
    [1, '8', 'ud', '1.44', '8.000'], // bought by count, line in ud: no merma
    [1, '6', 'ud', '1.08', '6.000'], // issue 31: 6 × the price per egg (nutrition weighs 343,2 g)
    [1, '1', 'docena', '2.16', '1.000'], // 12 whole eggs
    [1, '130', 'g', '0.41', '147.727'], // 130 g of cleaned egg = 2 ud / 0.88 × 0.18: merma applies to mass
    [2, '2', 'ud', '0.44', '2.000'], // bought by weight, line in ud: 2 × 110 g × 0.002, no merma
    [2, '220', 'g', '0.55', '275.000'], // the same onions by net weight: 220 / 0.8 × 0.002
    [2, '1', 'kg', '2.50', '1.250'], // mass line: divides by the yield, never × (1 + merma)
  ] as const)('product %i, %s %s → %s € (gross %s)', (id, quantity, unit, cost, gross) => {
    const line = lineOf(id, quantity, unit);
    expect(toMoney(line.cost!)).toBe(cost);
    expect(toQuantity(line.grossQuantity!)).toBe(gross);
    expect(line.warning).toBeNull();
  });

  it('takes merma on every mass and volume unit, never on ud or docena', () => {
    const counted = UNIT_CODES.filter((unit) => !lineTakesMerma(unit));
    expect(counted).toEqual(['ud', 'docena']);
  });

  it('calculate_cost (one product) follows the same rule', () => {
    const costs = {
      ok: true as const,
      unitCost: dec('0.18'),
      usableUnitCost: dec('0.18').dividedBy('0.88'),
      yieldRatio: dec('0.88'),
    };
    const whole = costOfNetQuantity(costs, '8', 'ud', 'ud', { unitWeight: '65' });
    const byMass = costOfNetQuantity(costs, '130', 'g', 'ud', { unitWeight: '65' });
    if (!whole.ok || !byMass.ok) throw new Error('converts');
    expect(toMoney(whole.cost)).toBe('1.44');
    expect(toQuantity(whole.grossQuantity)).toBe('8.000');
    expect(toMoney(byMass.cost)).toBe('0.41');
  });
});
