import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { MAX_RECIPE_LINES } from './contracts/recipes.ts';
import { createRecipeCoster } from './cost-engine.ts';
import { formatCostAnalysis } from './recipe-cost-format.ts';
import { LINE_WARNINGS, MAX_LINE_COST } from './recipe-cost-model.ts';
import type { RecipeInput, RecipeLineInput } from './recipe-graph.ts';
import { graphOf, product, recipe, subRecipe, uses, usesSub } from './test/recipe-fixtures.ts';

/*
 * Every input within its contract bounds (quantities and yields 0.001–1 000 000, prices up to
 * 1 000 000 €, a stored unit cost below 10¹² €) still lets elaboraciones multiply: each level can
 * use 1 000 000 l of one that yields 0.001 ml (×10¹² a level). Without a bound on a line's cost the
 * figures outgrew the engine's 40 significant digits (10¹⁰⁵ € with made-up digits); with it, a line
 * past MAX_LINE_COST is flagged and costs nothing, so every figure stays small enough to be exact.
 */

/** Every figure of an answer: money 2 places, percentages 2, unit prices 4–6, quantities 3. */
function expectPlainFigures(value: unknown): void {
  if (typeof value === 'string' && /^-?[\d.]+(e[+-]?\d+)?$/i.test(value)) {
    expect(value).toMatch(/^-?\d+\.\d{2,6}$/);
    // Small enough to be exact within 40 significant digits, with room for six places.
    expect(value.replace(/^-/, '').split('.')[0]?.length).toBeLessThanOrEqual(30);
  } else if (Array.isArray(value)) value.forEach(expectPlainFigures);
  else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(expectPlainFigures);
  }
}

// The dearest product a user can save: just under 10¹² € per ml.
const DEAREST = product(1, 'Azafrán de oro', {
  baseUnit: 'ml',
  unitCost: '999999999999.999999999999',
});
const WATER = product(2, 'Agua', { baseUnit: 'ml', unitCost: '0.001' });

/** `levels` elaboraciones, each using `quantity` l of the one below, each yielding 0.001 ml. */
function chain(levels: number, quantity: string, base: RecipeLineInput[]): RecipeInput[] {
  const recipes = [subRecipe(100, 'Nivel 0', '0.001', 'ml', base)];
  for (let level = 1; level < levels; level += 1) {
    recipes.push(
      subRecipe(100 + level, `Nivel ${level}`, '0.001', 'ml', [usesSub(99 + level, quantity, 'l')]),
    );
  }
  recipes.push(
    recipe(200, 'Plato', {
      servings: 3,
      salePrice: '12.50',
      lines: [usesSub(99 + levels, '1', 'l')],
    }),
  );
  return recipes;
}

describe('figures within the contract bounds', () => {
  it('stay finite, plain and exact through nested yields of 0.001 ml', () => {
    const recipes = chain(6, '1000000', [uses(1, '1000000', 'l'), uses(2, '0.001', 'ml')]);
    const coster = createRecipeCoster(graphOf([DEAREST, WATER], recipes));
    for (const entry of recipes) {
      const cost = coster.costRecipeById(entry.id as number);
      if (!cost) throw new Error('not costed');
      const answer = formatCostAnalysis(entry.id as number, cost, []);
      expectPlainFigures(answer);
      for (const line of cost.lines) {
        if (line.cost !== null) expect(line.cost.lessThanOrEqualTo(MAX_LINE_COST)).toBe(true);
      }
    }
    // The 10²¹ € line is flagged and costs nothing; the water line is still costed.
    const level0 = coster.costRecipeById(100);
    expect(level0?.lines.map((line) => line.warning)).toEqual([LINE_WARNINGS.costOutOfRange, null]);
    expect(level0?.lines[1]?.cost?.toFixed()).toBe('0.000001');
    expect(level0?.costComplete).toBe(false);
    expect(coster.costRecipeById(200)?.costComplete).toBe(false);
  });

  it('keep every digit of a deep chain that stays under the bound', () => {
    // 0.001 g of saffron at 10 €/g, then 1 ml of each level: ×1000 a level, exact powers of ten.
    const saffron = product(3, 'Azafrán', { unitCost: '10' });
    const recipes = chain(4, '0.001', [uses(3, '0.001', 'g')]);
    const coster = createRecipeCoster(graphOf([saffron], recipes));
    const perMl = [100, 101, 102, 103].map((id) =>
      coster.costRecipeById(id)?.costPerYieldUnit?.toFixed(),
    );
    expect(perMl).toEqual(['10', '10000', '10000000', '10000000000']);
    const dish = coster.costRecipeById(200);
    // 1 l of a 10¹⁰ €/ml elaboración is 10¹³ €: past the bound, flagged rather than made up.
    expect(dish?.lines[0]?.warning).toBe(LINE_WARNINGS.costOutOfRange);
    // 100 ml of the 10⁷ €/ml level is 10⁹ €, exactly the bound: costed to the cent.
    const exact = graphOf(
      [saffron],
      [
        ...chain(3, '0.001', [uses(3, '0.001', 'g')]).slice(0, 3),
        recipe(201, 'Plato', { servings: 3, lines: [usesSub(102, '100', 'ml')] }),
      ],
    );
    const costed = createRecipeCoster(exact).costRecipeById(201);
    expect(costed?.costComplete).toBe(true);
    expect(costed?.totalCost.toFixed(2)).toBe('1000000000.00');
    expect(costed?.costPerServing.toFixed(2)).toBe('333333333.33');
  });

  it('let a full recipe of lines at the bound add up exactly', () => {
    const lines = Array.from({ length: MAX_RECIPE_LINES }, () => uses(2, '1000000', 'l'));
    const big = recipe(300, 'Banquete', { servings: 7, lines });
    const cost = createRecipeCoster(graphOf([WATER], [big])).costRecipeById(300);
    // 1 000 000 l of water at 0.001 €/ml is 1 000 000 € a line.
    expect(cost?.totalCost.toFixed(2)).toBe(
      new Decimal(1_000_000).times(MAX_RECIPE_LINES).toFixed(2),
    );
    expect(cost?.costComplete).toBe(true);
    expectPlainFigures(formatCostAnalysis(300, cost!, []));
  });
});
