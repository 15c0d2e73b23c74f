import { describe, expect, it } from 'vitest';
import { costRecipe, createRecipeCoster } from './cost-engine.ts';
import { toMoney } from './decimal.ts';
import type { RecipeGraph, RecipeInput } from './recipe-graph.ts';
import {
  acceptanceGraph,
  BONES,
  graphOf,
  ONION,
  product,
  recipe,
  subRecipe,
  uses,
  usesSub,
} from './test/recipe-fixtures.ts';

const FLOUR = product(30, 'Harina de trigo', { unitCost: '0.0008', allergens: ['gluten'] });
const MILK = product(31, 'Leche entera', {
  baseUnit: 'ml',
  unitCost: '0.00095',
  density: '1.03',
  allergens: ['leche'],
});
const BUTTER = product(32, 'Mantequilla', { unitCost: '0.009', allergens: ['leche'] });
const HAM = product(33, 'Jamón serrano', { unitCost: '0.025', allergens: ['sulfitos'] });
const EGG = product(34, 'Huevo L', {
  baseUnit: 'ud',
  unitCost: '0.15',
  wastePct: '12',
  unitWeight: '65',
  allergens: ['huevos'],
});

/** Bechamel (level 3) → masa de croquetas (level 2) → croquetas (level 1) → ración de croquetas. */
function croquetteGraph(): RecipeGraph {
  const bechamel = subRecipe(40, 'Bechamel', '1', 'l', [
    uses(30, '80', 'g'), // 0.064
    uses(31, '1', 'l'), // 0.95
    uses(32, '80', 'g'), // 0.72
  ]);
  const dough = subRecipe(41, 'Masa de croquetas', '1200', 'g', [
    usesSub(40, '1', 'l'), // 1.734
    uses(33, '150', 'g'), // 3.75
  ]);
  const croquettes = subRecipe(42, 'Croquetas empanadas', '40', 'ud', [
    usesSub(41, '1.2', 'kg'), // 5.484
    uses(34, '2', 'ud'), // whole eggs, no merma (decision 022): 2 × 0.15 = 0.30
    uses(30, '100', 'g'), // 0.08
  ]);
  const plate = recipe(43, 'Ración de croquetas', {
    servings: 1,
    salePrice: '9.00',
    lines: [usesSub(42, '8', 'ud')],
  });
  return graphOf([FLOUR, MILK, BUTTER, HAM, EGG], [bechamel, dough, croquettes, plate]);
}

describe('sub-recipes nest to any depth', () => {
  it('costs four levels: bechamel → masa → croquetas → ración', () => {
    const coster = createRecipeCoster(croquetteGraph());
    expect(coster.costRecipeById(40)!.totalCost.toString()).toBe('1.734');
    expect(coster.costRecipeById(41)!.totalCost.toString()).toBe('5.484');
    const croquettes = coster.costRecipeById(42)!;
    expect(croquettes.totalCost.toString()).toBe('5.864');
    // 8 of 40 croquetas: a fifth of the batch.
    const plate = coster.costRecipeById(43)!;
    expect(plate.ingredientsCost.toString()).toBe(croquettes.totalCost.dividedBy(5).toString());
    expect(toMoney(plate.costPerServing)).toBe('1.17');
    expect(plate.costComplete).toBe(true);
  });

  it('carries allergens up through every level, in Anexo II order', () => {
    const plate = createRecipeCoster(croquetteGraph()).costRecipeById(43)!;
    expect(plate.allergens).toEqual(['gluten', 'huevos', 'leche', 'sulfitos']);
  });

  it('costs a shared sub-recipe once per coster', () => {
    const graph = croquetteGraph();
    let milkReads = 0; // milk is only in the bechamel: one read per costing of it
    const counted: RecipeGraph = {
      ...graph,
      products: {
        get: (id: number) => {
          if (id === 31) milkReads += 1;
          return graph.products.get(id);
        },
      } as RecipeGraph['products'],
    };
    const twice = recipe(50, 'Dos bechameles', {
      lines: [usesSub(40, '500', 'ml'), usesSub(40, '250', 'ml'), usesSub(41, '100', 'g')],
    });
    const coster = createRecipeCoster(counted);
    const result = coster.costRecipe(twice);
    coster.costRecipeById(42);
    coster.costRecipeById(43);
    expect(milkReads).toBe(1);
    expect(coster.costRecipeById(40)).toBe(coster.costRecipeById(40));
    expect(result.costComplete).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('costs a deep, wide graph in linear time (each level uses the next one twice)', () => {
    const levels = Array.from({ length: 100 }, (_, index) =>
      subRecipe(
        200 + index,
        `N${index}`,
        '2',
        'l',
        index === 99
          ? [uses(30, '1', 'kg')]
          : [usesSub(201 + index, '1', 'l'), usesSub(201 + index, '1000', 'ml')],
      ),
    );
    // Without memoisation this would be 2^99 costings.
    const top = createRecipeCoster(graphOf([FLOUR], levels)).costRecipeById(200)!;
    // Every level costs as much as the one below (2 l of a 2 l batch): 0.80 €.
    expect(top.totalCost.toString()).toBe('0.8');
    expect(top.allergens).toEqual(['gluten']);
  });

  it('without line detail, totals, margins and warnings are the same', () => {
    const graph = croquetteGraph();
    const full = createRecipeCoster(graph).costRecipeById(43)!;
    const summary = createRecipeCoster(graph, { lineDetail: false }).costRecipeById(43)!;
    expect(summary.totalCost.equals(full.totalCost)).toBe(true);
    expect(summary.marginPct!.equals(full.marginPct!)).toBe(true);
    expect(summary.warnings).toEqual(full.warnings);
    expect(summary.lines[0]!.cost!.equals(full.lines[0]!.cost!)).toBe(true);
    expect(summary.lines[0]!.costSharePct).toBeNull();
  });

  it('accepts a sub-recipe line in any unit of the yield unit’s kind', () => {
    const result = costRecipe(
      croquetteGraph(),
      recipe(null, 'R', { lines: [usesSub(40, '2', 'dl'), usesSub(41, '0.6', 'kg')] }),
    );
    // 0.2 l × 1.734 + 600 g × 5.484 / 1200 g.
    expect(result.lines.map((line) => line.cost!.toString())).toEqual(['0.3468', '2.742']);
    expect(result.lines[1]!.grossQuantity!.toString()).toBe('0.6');
  });
});

describe('sub-recipe warnings', () => {
  it('a unit of another kind than the yield unit is flagged, never guessed', () => {
    const result = costRecipe(
      acceptanceGraph(),
      recipe(null, 'R', { lines: [usesSub(10, '500', 'g')] }),
    );
    expect(result.lines[0]!.warning).toBe(
      'La unidad g no se puede convertir a la unidad de rendimiento de «Fondo oscuro» (l).',
    );
    expect(result.lines[0]!.cost).toBeNull();
    expect(result.costComplete).toBe(false);
  });

  it('a recipe without a yield cannot be costed as a line', () => {
    const noYield = recipe(60, 'Salsa sin rendimiento', { lines: [uses(1, '100', 'g')] });
    const result = costRecipe(
      graphOf([ONION], [noYield]),
      recipe(null, 'R', { lines: [usesSub(60, '1', 'l')] }),
    );
    expect(result.warnings).toEqual([
      'Salsa sin rendimiento: La elaboración «Salsa sin rendimiento» no tiene rendimiento (cantidad y unidad).',
    ]);
    expect(result.costComplete).toBe(false);
  });

  it('an unknown sub-recipe is flagged', () => {
    const result = costRecipe(graphOf([]), recipe(null, 'R', { lines: [usesSub(404, '1', 'l')] }));
    expect(result.warnings).toEqual(['Línea 1: La elaboración no existe.']);
  });

  it('an incomplete sub-recipe makes the recipe incomplete and says which', () => {
    const milk = product(31, 'Leche', { unitCost: '0.001' }); // base g, no density
    const sauce = subRecipe(61, 'Salsa', '1', 'l', [uses(31, '1', 'l'), uses(2, '1', 'kg')]);
    const result = costRecipe(
      graphOf([milk, BONES], [sauce]),
      recipe(null, 'R', { lines: [usesSub(61, '500', 'ml')] }),
    );
    // The known part is costed (3.00 € / l → 1.50), and flagged.
    expect(result.lines[0]!.cost!.toString()).toBe('1.5');
    expect(result.lines[0]!.warning).toBe('El coste de la elaboración «Salsa» está incompleto.');
    expect(result.costComplete).toBe(false);
    expect(result.status).toBe('incomplete');
  });

  it('a cycle already stored is flagged instead of looping', () => {
    const a: RecipeInput = subRecipe(70, 'A', '1', 'l', [usesSub(71, '1', 'l')]);
    const b: RecipeInput = subRecipe(71, 'B', '1', 'l', [usesSub(70, '1', 'l')]);
    const coster = createRecipeCoster(graphOf([], [a, b]));
    const result = coster.costRecipeById(70)!;
    expect(result.costComplete).toBe(false);
    expect(coster.costRecipeById(70)).not.toBe(result); // not memoised: it met a cycle
    expect(result.warnings).toEqual(['B: El coste de la elaboración «B» está incompleto.']);
    const inner = createRecipeCoster(graphOf([], [a, b])).costRecipeById(71)!;
    expect(inner.warnings).toEqual(['A: El coste de la elaboración «A» está incompleto.']);
  });

  it('a recipe containing itself directly is flagged on that line', () => {
    const self = subRecipe(72, 'Masa madre', '1', 'kg', [usesSub(72, '200', 'g')]);
    const result = createRecipeCoster(graphOf([], [self])).costRecipeById(72)!;
    expect(result.lines[0]!.warning).toBe(
      'La elaboración «Masa madre» contiene esta receta: referencia circular.',
    );
    expect(result.lines[0]!.cost).toBeNull();
    expect(result.costComplete).toBe(false);
  });

  it('a draft that would contain itself is flagged on the line', () => {
    const graph = acceptanceGraph();
    const soup = { ...graph.recipes.get(20)!, yieldQuantity: '4', yieldUnit: 'ud' as const };
    const stock = graph.recipes.get(10)!;
    const coster = createRecipeCoster(graphOf([ONION, BONES], [stock, soup]));
    // The stock, edited to contain the soup that contains the stock.
    const result = coster.costRecipe({ ...stock, lines: [usesSub(20, '1', 'ud')] });
    expect(result.costComplete).toBe(false);
    expect(result.lines[0]!.warning).toBe(
      'El coste de la elaboración «Sopa de cebolla» está incompleto.',
    );
    // What was costed against the draft is not remembered as the stored soup's cost.
    const storedSoup = coster.costRecipeById(20)!;
    expect(storedSoup.costComplete).toBe(true);
    expect(storedSoup.totalCost.toString()).toBe('2.25');
  });
});
