import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costRecipe } from './cost-engine.ts';
import { dec } from './decimal.ts';
import type { ExtraCostInput, RecipeLineInput } from './recipe-graph.ts';
import { scaleRecipeCost } from './recipe-scaling.ts';
import { graphOf, product, recipe, subRecipe } from './test/recipe-fixtures.ts';
import type { UnitCode } from './units.ts';

/** Products in g, ml and ud (with density and unit weight), and one elaboración yielding 2 l. */
const graph = graphOf(
  [
    product(1, 'Cebolla', { unitCost: '0.0012', wastePct: '20' }),
    product(2, 'Aceite', { baseUnit: 'ml', unitCost: '0.006', density: '0.916' }),
    product(3, 'Huevo', { baseUnit: 'ud', unitCost: '0.1333', wastePct: '12', unitWeight: '65' }),
    product(4, 'Sal', { unitCost: '0.00025' }),
  ],
  [subRecipe(10, 'Fondo', '2', 'l', [{ ingredientInstanceId: 1, quantity: '1', unit: 'kg' }])],
);

const decimalText = (max: number, places: number) =>
  fc.integer({ min: 1, max: max * 10 ** places }).map((n) =>
    dec(n)
      .dividedBy(10 ** places)
      .toString(),
  );

const productLine = fc.record({
  ingredientInstanceId: fc.constantFrom(1, 2, 3, 4),
  quantity: decimalText(5000, 3),
  unit: fc.constantFrom<UnitCode>('g', 'kg', 'ml', 'l', 'cucharada', 'ud', 'docena'),
});
const subLine = fc.record({
  subRecipeId: fc.constant(10),
  quantity: decimalText(3000, 3),
  unit: fc.constantFrom<UnitCode>('ml', 'dl', 'l'),
});
const lines = fc.array(fc.oneof(productLine, subLine), { minLength: 1, maxLength: 12 });
const extras = fc.array(
  fc.record({
    name: fc.constant('Extra'),
    costType: fc.constantFrom('fixed', 'per_serving', 'percentage' as const),
    amount: decimalText(20, 2),
  }),
  { maxLength: 3 },
);

function sameValue(a: Decimal | null, b: Decimal | null): boolean {
  if (a === null || b === null) return a === b;
  // 40 significant digits of working precision: equal to 25 places is equal.
  return a.minus(b).abs().lessThan('1e-25');
}

describe('scaling servings is linear (DOMAIN.md §2)', () => {
  it('scaleRecipeCost multiplies every quantity and cost by N / servings', () => {
    fc.assert(
      fc.property(
        lines,
        extras,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 500 }),
        (recipeLines: RecipeLineInput[], extraCosts: ExtraCostInput[], servings, target) => {
          const cost = costRecipe(
            graph,
            recipe(null, 'R', { servings, lines: recipeLines, extraCosts }),
          );
          const scaled = scaleRecipeCost(cost, target);
          const factor = dec(target).dividedBy(servings);
          cost.lines.forEach((line, index) => {
            const other = scaled.lines[index]!;
            expect(sameValue(other.netQuantity, line.netQuantity.times(factor))).toBe(true);
            expect(sameValue(other.grossQuantity, line.grossQuantity?.times(factor) ?? null)).toBe(
              true,
            );
            expect(sameValue(other.cost, line.cost?.times(factor) ?? null)).toBe(true);
            expect(other.warning).toBe(line.warning);
          });
          expect(sameValue(scaled.totalCost, cost.totalCost.times(factor))).toBe(true);
          expect(sameValue(scaled.ingredientsCost, cost.ingredientsCost.times(factor))).toBe(true);
          expect(scaled.costPerServing.equals(cost.costPerServing)).toBe(true);
          expect(scaled.costComplete).toBe(cost.costComplete);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a batch k times larger (quantities, fixed costs, servings × k) costs k times more, same per serving', () => {
    fc.assert(
      fc.property(
        lines,
        extras,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 2, max: 12 }),
        (recipeLines: RecipeLineInput[], extraCosts: ExtraCostInput[], servings, k) => {
          const base = costRecipe(
            graph,
            recipe(null, 'R', { servings, lines: recipeLines, extraCosts, salePrice: '9.90' }),
          );
          const bigger = costRecipe(
            graph,
            recipe(null, 'R', {
              servings: servings * k,
              salePrice: '9.90',
              lines: recipeLines.map((line) => ({
                ...line,
                quantity: dec(line.quantity).times(k),
              })),
              extraCosts: extraCosts.map((extra) =>
                extra.costType === 'fixed'
                  ? { ...extra, amount: dec(extra.amount).times(k) }
                  : extra,
              ),
            }),
          );
          expect(sameValue(bigger.totalCost, base.totalCost.times(k))).toBe(true);
          expect(sameValue(bigger.costPerServing, base.costPerServing)).toBe(true);
          expect(sameValue(bigger.foodCostPct, base.foodCostPct)).toBe(true);
          expect(bigger.costComplete).toBe(base.costComplete);
          // And the engine's scaled view of the small batch is the big batch.
          const scaled = scaleRecipeCost(base, servings * k);
          expect(sameValue(scaled.totalCost, bigger.totalCost)).toBe(true);
          scaled.lines.forEach((line, index) => {
            expect(sameValue(line.cost, bigger.lines[index]!.cost)).toBe(true);
            expect(sameValue(line.grossQuantity, bigger.lines[index]!.grossQuantity)).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
