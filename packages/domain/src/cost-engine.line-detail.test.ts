import { describe, expect, it } from 'vitest';
import { createRecipeCoster } from './cost-engine.ts';
import type { RecipeGraph, RecipeInput } from './recipe-graph.ts';

const recipe = (id: number, name: string, extra: Partial<RecipeInput>): RecipeInput => ({
  id,
  name,
  servings: 4,
  salePrice: '9.50',
  saleVatPct: null,
  targetFoodCostPct: null,
  isSubrecipe: false,
  yieldQuantity: null,
  yieldUnit: null,
  lines: [],
  extraCosts: [],
  ...extra,
});

// 1,50 €/kg onion with a 20 % merma; a 2 l stock of 2 kg of it; a soup of 300 g + 250 ml of stock.
const graph: RecipeGraph = {
  products: new Map([
    [
      1,
      { id: 1, name: 'Cebolla', baseUnit: 'g', unitCost: '0.0015', wastePct: '20', allergens: [] },
    ],
  ]),
  recipes: new Map([
    [
      10,
      recipe(10, 'Fondo', {
        servings: 1,
        salePrice: null,
        isSubrecipe: true,
        yieldQuantity: '2',
        yieldUnit: 'l',
        lines: [{ ingredientInstanceId: 1, quantity: '2', unit: 'kg' }],
      }),
    ],
    [
      20,
      recipe(20, 'Sopa', {
        lines: [
          { ingredientInstanceId: 1, quantity: '300', unit: 'g' },
          { subRecipeId: 10, quantity: '250', unit: 'ml' },
        ],
      }),
    ],
  ]),
  defaults: { saleVatPct: '10', targetFoodCostPct: '30' },
};

describe('line detail for some recipes only (decision 023)', () => {
  it('gives gross quantities and shares to the named recipes, the same figures to all', () => {
    const all = createRecipeCoster(graph);
    const some = createRecipeCoster(graph, { lineDetail: new Set([20]) });
    const soup = some.costRecipeById(20);
    const stock = some.costRecipeById(10);
    expect(soup?.lines.map((line) => line.grossQuantity?.toFixed())).toEqual(['375', '250']);
    expect(soup?.lines.every((line) => line.costSharePct !== null)).toBe(true);
    // The stock was costed inside the soup's run, with its own setting: no detail.
    expect(stock?.lines.map((line) => [line.grossQuantity, line.costSharePct])).toEqual([
      [null, null],
    ]);
    expect(soup?.totalCost.toFixed()).toBe(all.costRecipeById(20)?.totalCost.toFixed());
    expect(soup?.lines.map((line) => line.cost?.toFixed())).toEqual(
      all.costRecipeById(20)?.lines.map((line) => line.cost?.toFixed()),
    );
    expect(stock?.totalCost.toFixed()).toBe(all.costRecipeById(10)?.totalCost.toFixed());
  });
});
