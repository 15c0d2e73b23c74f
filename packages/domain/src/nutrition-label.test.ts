import { describe, expect, it } from 'vitest';
import type { NutritionGraph, NutritionProduct, NutritionRecipe } from './nutrition.ts';
import { emphasizeAllergens, ingredientListText, labelIngredients } from './nutrition-label.ts';

function product(
  id: number,
  name: string,
  extra: Partial<NutritionProduct> = {},
): NutritionProduct {
  return {
    id,
    name,
    baseUnit: 'g',
    density: null,
    unitWeight: null,
    own: null,
    definition: null,
    definitionFromTable: false,
    allergens: [],
    ...extra,
  };
}

function recipe(
  id: number,
  name: string,
  lines: NutritionRecipe['lines'],
  extra: Partial<NutritionRecipe> = {},
): NutritionRecipe {
  return {
    id,
    name,
    servings: 4,
    yieldQuantity: null,
    yieldUnit: null,
    finalWeightG: null,
    lines,
    ...extra,
  };
}

function graphOf(products: NutritionProduct[], recipes: NutritionRecipe[]): NutritionGraph {
  return {
    products: new Map(products.map((item) => [item.id, item])),
    recipes: new Map(recipes.map((item) => [item.id, item])),
  };
}

/** The runs as text with the bold ones in **…**, as a reader of the label sees them. */
const marked = (runs: { text: string; bold: boolean }[]) =>
  runs.map((run) => (run.bold ? `**${run.text}**` : run.text)).join('');

describe('the label’s ingredient list', () => {
  const products = [
    product(1, 'Cebolla'),
    product(2, 'Leche entera', { baseUnit: 'ml', density: '1.03', allergens: ['leche'] }),
    product(3, 'Harina de trigo', { allergens: ['gluten'] }),
    product(4, 'Mantequilla', { allergens: ['leche'] }),
    product(5, 'Huevo', { baseUnit: 'ud', unitWeight: '60', allergens: ['huevos'] }),
    product(6, 'Caldo de ave', { allergens: ['apio'] }),
    product(7, 'Sal'),
  ];
  // Bechamel: 1 l of milk (1030 g), 80 g flour, 80 g butter; yields 1 kg.
  const bechamel = recipe(
    20,
    'Bechamel',
    [
      { id: 201, ingredientInstanceId: 2, quantity: '1', unit: 'l' },
      { id: 202, ingredientInstanceId: 3, quantity: '80', unit: 'g' },
      { id: 203, ingredientInstanceId: 4, quantity: '80', unit: 'g' },
    ],
    { yieldQuantity: '1', yieldUnit: 'kg' },
  );
  // The dish: 600 g onion, 300 g béchamel, 2 eggs (120 g), 250 ml stock with no density, then
  // 100 g more onion further down, 5 g salt.
  const dish = recipe(10, 'Sopa gratinada', [
    { id: 101, ingredientInstanceId: 1, quantity: '600', unit: 'g' },
    { id: 102, subRecipeId: 20, quantity: '300', unit: 'g' },
    { id: 103, ingredientInstanceId: 5, quantity: '2', unit: 'ud' },
    { id: 104, ingredientInstanceId: 6, quantity: '250', unit: 'ml' },
    { id: 105, ingredientInstanceId: 1, quantity: '100', unit: 'g' },
    { id: 106, ingredientInstanceId: 7, quantity: '5', unit: 'g' },
  ]);
  const graph = graphOf(products, [dish, bechamel]);

  it('orders every ingredient by its weight, heaviest first, one product once', () => {
    const list = labelIngredients(graph, 10);
    expect(list.map((item) => [item.name, item.grams])).toEqual([
      ['Cebolla', '700'],
      ['Bechamel', '300'],
      ['Huevo', '120'],
      ['Sal', '5'],
      // No density: it cannot be weighed, so it goes last rather than in a wrong place.
      ['Caldo de ave', null],
    ]);
    const sub = list[1]!;
    expect(sub.ingredients?.map((item) => [item.name, item.grams])).toEqual([
      ['Leche entera', '1030'],
      ['Harina de trigo', '80'],
      ['Mantequilla', '80'],
    ]);
    expect(sub.allergens).toEqual(['gluten', 'leche']);
  });

  it('weighs an elaboración counted in litres through its batch weight', () => {
    const stock = recipe(
      30,
      'Fumet',
      [{ id: 301, ingredientInstanceId: 7, quantity: '2000', unit: 'g' }],
      { yieldQuantity: '1', yieldUnit: 'l', finalWeightG: '1500' },
    );
    const soup = recipe(31, 'Sopa', [{ id: 311, subRecipeId: 30, quantity: '500', unit: 'ml' }]);
    const [line] = labelIngredients(graphOf(products, [stock, soup]), 31);
    // Half the litre of a batch that weighs 1500 g once cooked.
    expect(line?.grams).toBe('750');
  });

  it('puts the allergens in bold, in the name when it names them, else in brackets', () => {
    const runs = ingredientListText(labelIngredients(graph, 10));
    expect(marked(runs)).toBe(
      'Cebolla, Bechamel (**Leche** entera, Harina de **trigo**, **Mantequilla**), ' +
        '**Huevo**, Sal, Caldo de ave (**apio**)',
    );
  });

  it('finds the allergen’s word whatever its accents, case or plural', () => {
    expect(marked(emphasizeAllergens('SALMÓN ahumado', ['pescado']))).toBe('**SALMÓN** ahumado');
    expect(marked(emphasizeAllergens('Nueces peladas', ['frutos_cascara']))).toBe(
      '**Nueces** peladas',
    );
    expect(marked(emphasizeAllergens('Huevos camperos', ['huevos']))).toBe('**Huevos** camperos');
    // "rape" is a fish, not part of "grapefruit"; a word inside another word is not matched.
    expect(marked(emphasizeAllergens('Grapefruit', ['pescado']))).toBe('Grapefruit (**pescado**)');
    expect(marked(emphasizeAllergens('Salsa', ['soja', 'mostaza']))).toBe(
      'Salsa (**soja**, **mostaza**)',
    );
  });

  it('stops at a cycle between elaboraciones instead of looping', () => {
    const a = recipe(40, 'A', [{ id: 401, subRecipeId: 41, quantity: '1', unit: 'kg' }], {
      yieldQuantity: '1',
      yieldUnit: 'kg',
    });
    const b = recipe(41, 'B', [{ id: 411, subRecipeId: 40, quantity: '1', unit: 'kg' }], {
      yieldQuantity: '1',
      yieldUnit: 'kg',
    });
    const list = labelIngredients(graphOf(products, [a, b]), 40);
    expect(list).toHaveLength(1);
    expect(list[0]?.ingredients?.[0]?.ingredients).toEqual([]);
  });
});
