import { describe, expect, it } from 'vitest';
import {
  declareRecipe,
  displayNutrient,
  NUTRIENT_KEYS,
  nutrientText,
  type NutrientKey,
  type NutritionGraph,
  type NutritionLine,
  type NutritionPer100g,
  type NutritionProduct,
  type NutritionRecipe,
} from './nutrition.ts';

function values(partial: Partial<NutritionPer100g>, fill: string | null = '0'): NutritionPer100g {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, partial[key] === undefined ? fill : partial[key]]),
  ) as NutritionPer100g;
}

function product(id: number, extra: Partial<NutritionProduct> = {}): NutritionProduct {
  return {
    id,
    name: `Producto ${id}`,
    baseUnit: 'g',
    density: null,
    unitWeight: null,
    own: null,
    definition: null,
    definitionFromTable: false,
    ...extra,
  };
}

function recipe(id: number, lines: NutritionLine[], extra: Partial<NutritionRecipe> = {}) {
  return {
    id,
    name: `Receta ${id}`,
    servings: 4,
    yieldQuantity: null,
    yieldUnit: null,
    finalWeightG: null,
    lines,
    ...extra,
  } satisfies NutritionRecipe;
}

function graphOf(products: NutritionProduct[], recipes: NutritionRecipe[]): NutritionGraph {
  return {
    products: new Map(products.map((item) => [item.id, item])),
    recipes: new Map(recipes.map((item) => [item.id, item])),
  };
}

const text = (values: Record<NutrientKey, unknown>) =>
  Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, nutrientText(values[key] as never)]),
  ) as Record<NutrientKey, string | null>;

// The acceptance products: 10 g fat / 100 g, and 20 g fat + 2,5 g salt / 100 g.
const leanFood = product(1, { own: values({ fat: '10', energy_kcal: '90', energy_kj: '377' }) });
const fattyFood = product(2, { own: values({ fat: '20', salt: '2.5' }) });
const acceptanceLines: NutritionLine[] = [
  { id: 11, ingredientInstanceId: 1, quantity: '200', unit: 'g' },
  { id: 12, ingredientInstanceId: 2, quantity: '300', unit: 'g' },
];

describe('declareRecipe', () => {
  it.each([
    // [case, final weight, fat/100 g, fat/serving, salt/100 g]
    ['batch of 500 g (sum of net masses)', null, '16', '20', '1.5'],
    ['cooked weight of 400 g', '400', '20', '20', '1.875'],
    ['cooked weight of 250 g', '250', '32', '20', '3'],
  ])('%s', (_case, finalWeightG, fat100, fatServing, salt100) => {
    const graph = graphOf([leanFood, fattyFood], [recipe(1, acceptanceLines, { finalWeightG })]);
    const result = declareRecipe(graph, 1);
    expect(text(result.per100g).fat).toBe(fat100);
    expect(text(result.perServing).fat).toBe(fatServing);
    expect(text(result.per100g).salt).toBe(salt100);
    expect(result.complete).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.weightSource).toBe(finalWeightG === null ? 'lines' : 'final_weight');
  });

  it.each([
    // [unit, quantity, facts, grams the line weighs]
    ['ml', '250', { density: '0.916' }, '229'],
    ['l', '0.5', { density: '1.03' }, '515'],
    ['ud', '3', { unitWeight: '60' }, '180'],
    ['kg', '1.2', {}, '1200'],
  ] as const)('weighs a line in %s through the product facts', (unit, quantity, facts, grams) => {
    const food = product(3, { ...facts, own: values({ fat: '100' }) });
    const graph = graphOf([food], [recipe(1, [{ ingredientInstanceId: 3, quantity, unit }])]);
    const result = declareRecipe(graph, 1);
    expect(nutrientText(result.weightG)).toBe(grams);
    expect(text(result.batch).fat).toBe(grams);
    expect(text(result.per100g).fat).toBe('100');
  });

  it('weighs the edible part of a line counted in whole items (DOMAIN.md §2, issue 31)', () => {
    // 6 huevos L of 65 g with 12 % merma: 6 × 65 × 0,88 = 343,2 g of egg without its shell.
    const eggs = product(4, {
      baseUnit: 'ud',
      unitWeight: '65',
      wastePct: '12',
      own: values({ protein: '12.5' }),
    });
    const byCount = graphOf(
      [eggs],
      [recipe(1, [{ ingredientInstanceId: 4, quantity: '6', unit: 'ud' }])],
    );
    expect(nutrientText(declareRecipe(byCount, 1).weightG)).toBe('343.2');
    expect(text(declareRecipe(byCount, 1).batch).protein).toBe('42.9');
    // Half a dozen is the same six eggs.
    const byDozen = graphOf(
      [eggs],
      [recipe(1, [{ ingredientInstanceId: 4, quantity: '0.5', unit: 'docena' }])],
    );
    expect(nutrientText(declareRecipe(byDozen, 1).weightG)).toBe('343.2');
    // In grams the cook already wrote the cleaned weight: no merma on top.
    const byWeight = graphOf(
      [eggs],
      [recipe(1, [{ ingredientInstanceId: 4, quantity: '300', unit: 'g' }])],
    );
    expect(nutrientText(declareRecipe(byWeight, 1).weightG)).toBe('300');
  });

  it('names a line without density instead of guessing 1 ml = 1 g', () => {
    const food = product(3, { own: values({ fat: '5' }) });
    const graph = graphOf(
      [food],
      [recipe(1, [{ id: 7, ingredientInstanceId: 3, quantity: '100', unit: 'ml' }])],
    );
    const result = declareRecipe(graph, 1);
    expect(result.complete).toBe(false);
    expect(result.missing).toEqual([
      expect.objectContaining({ lineId: 7, reason: 'no_weight', productId: 3 }),
    ]);
    expect(result.per100g.fat).toBeNull();
  });

  it('leaves a nutrient unknown (never 0) and names the line whose food has no value', () => {
    const noSugar = product(4, { name: 'Sepia', own: values({ sugars: null, fibre: null }) });
    const graph = graphOf(
      [leanFood, noSugar],
      [
        recipe(1, [
          { id: 1, ingredientInstanceId: 1, quantity: '100', unit: 'g' },
          { id: 2, ingredientInstanceId: 4, quantity: '100', unit: 'g' },
        ]),
      ],
    );
    const result = declareRecipe(graph, 1);
    expect(result.complete).toBe(false);
    expect(result.missing).toEqual([
      {
        lineId: 2,
        name: 'Sepia',
        productId: 4,
        subRecipeId: null,
        reason: 'no_value',
        nutrients: ['sugars', 'fibre'],
      },
    ]);
    expect(result.per100g.sugars).toBeNull();
    expect(result.per100g.fibre).toBeNull();
    expect(text(result.per100g).fat).toBe('5');
  });

  it('takes the label key by key over the definition, and the definition over nothing', () => {
    const labelled = product(5, {
      own: values({ fat: '30' }, null),
      definition: values({ fat: '1', protein: '7' }),
      definitionFromTable: true,
    });
    const graph = graphOf(
      [labelled],
      [recipe(1, [{ ingredientInstanceId: 5, quantity: '100', unit: 'g' }])],
    );
    const result = declareRecipe(graph, 1);
    expect(text(result.per100g).fat).toBe('30');
    expect(text(result.per100g).protein).toBe('7');
    expect(result.sources).toEqual(['product', 'table']);
  });

  it('goes through an elaboración by its yield (and its cooked weight)', () => {
    // Sofrito: 200 g + 300 g of the acceptance foods, yields 400 g (cooked); 100 g of it in a dish.
    const sofrito = recipe(2, acceptanceLines, {
      yieldQuantity: '400',
      yieldUnit: 'g',
      finalWeightG: '400',
    });
    const dish = recipe(1, [{ id: 21, subRecipeId: 2, quantity: '100', unit: 'g' }], {
      servings: 1,
    });
    const result = declareRecipe(graphOf([leanFood, fattyFood], [sofrito, dish]), 1);
    // 80 g of fat in the batch of 400 g: 100 g carry 20 g.
    expect(text(result.batch).fat).toBe('20');
    expect(nutrientText(result.weightG)).toBe('100');
    expect(text(result.per100g).fat).toBe('20');
    expect(result.complete).toBe(true);
  });

  it('weighs an elaboración yielding litres by its batch weight', () => {
    const stock = recipe(2, acceptanceLines, { yieldQuantity: '1', yieldUnit: 'l' });
    const dish = recipe(1, [{ subRecipeId: 2, quantity: '250', unit: 'ml' }], { servings: 1 });
    const result = declareRecipe(graphOf([leanFood, fattyFood], [stock, dish]), 1);
    expect(nutrientText(result.weightG)).toBe('125');
    expect(text(result.batch).fat).toBe('20');
  });

  it('names an elaboración without a yield', () => {
    const noYield = recipe(2, acceptanceLines);
    const dish = recipe(1, [{ id: 5, subRecipeId: 2, quantity: '100', unit: 'g' }]);
    const result = declareRecipe(graphOf([leanFood, fattyFood], [noYield, dish]), 1);
    expect(result.complete).toBe(false);
    expect(result.missing[0]).toMatchObject({ lineId: 5, reason: 'no_yield' });
  });

  it('is incomplete for an empty recipe', () => {
    const result = declareRecipe(graphOf([], [recipe(1, [])]), 1);
    expect(result.complete).toBe(false);
    expect(result.per100g.fat).toBeNull();
  });
});

describe('displayNutrient (EU guidance on rounding)', () => {
  it.each([
    ['energy_kj', '1234.5', '1235'],
    ['energy_kcal', '0.4', '0'],
    ['fat', '16', '16'],
    ['fat', '10.4', '10'],
    ['fat', '9.96', '10,0'],
    ['fat', '9.94', '9,9'],
    ['fat', '0.5', '0,5'],
    ['fat', '0.49', '0'],
    ['protein', '12.5', '13'],
    ['sugars', '3.25', '3,3'],
    ['fibre', '0.3', '0'],
    ['saturates', '0.09', '0'],
    ['saturates', '0.1', '0,1'],
    ['saturates', '10.5', '11'],
    ['salt', '0.0124', '0'],
    ['salt', '0.0125', '0,01'],
    ['salt', '0.456', '0,46'],
    ['salt', '1.5', '1,5'],
    ['salt', '1.875', '1,9'],
  ] as const)('%s %s → %s', (key, value, shown) => {
    expect(displayNutrient(key, value)).toBe(shown);
  });

  it('keeps unknown unknown', () => {
    expect(displayNutrient('fat', null)).toBeNull();
  });
});
