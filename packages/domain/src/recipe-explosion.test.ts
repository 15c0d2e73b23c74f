import { describe, expect, it } from 'vitest';
import { dec, toQuantity } from './decimal.ts';
import { createRecipeExploder, explodeRecipes, menuDemands } from './recipe-explosion.ts';
import type { Explosion } from './recipe-explosion.ts';
import { graphOf, product, recipe, subRecipe, uses, usesSub } from './test/recipe-fixtures.ts';

/** Harina at 5 % merma, priced per g. */
const FLOUR = product(1, 'Harina de trigo', { wastePct: '5' });
/** Leche in ml with its density: a line in g reaches ml through it. */
const MILK = product(2, 'Leche entera', { baseUnit: 'ml', density: '1.03', wastePct: '0' });
/** Eggs bought by the unit, 12 % merma (a count line takes none, decision 022). */
const EGG = product(3, 'Huevo L', { baseUnit: 'ud', wastePct: '12', unitWeight: '65' });
/** Ham priced per g (base g), used in kg with 20 % merma. */
const HAM = product(4, 'Jamón serrano', { wastePct: '20' });
/** Oil in ml with no density: a line in g cannot be exploded. */
const OIL = product(5, 'Aceite de girasol', { baseUnit: 'ml' });

/** Bechamel: 1 l yields 1 l, with 100 g of flour and 1 l of milk per litre. */
const BECHAMEL = subRecipe(10, 'Bechamel', '1', 'l', [uses(1, '100', 'g'), uses(2, '1', 'l')]);
/** A batch of 10 croquetas: 1 l of bechamel, 2 eggs, 0,2 kg of ham. */
const CROQUETAS = recipe(20, 'Croquetas', {
  servings: 10,
  lines: [usesSub(10, '1', 'l'), uses(3, '2', 'ud'), uses(4, '0.2', 'kg')],
});

const graph = () => graphOf([FLOUR, MILK, EGG, HAM, OIL], [BECHAMEL, CROQUETAS]);

const fixed = (explosion: Explosion) =>
  Object.fromEntries([...explosion.quantities].map(([id, quantity]) => [id, toQuantity(quantity)]));

describe('explodeRecipes', () => {
  it('explodes 120 croquetas through the bechamel by hand (the issue)', () => {
    // 120 sold / 10 per batch = 12 batches; 12 l of bechamel; 12 × 100 g = 1 200 g net of flour;
    // gross 1 200 / 0,95 = 1 263,157894… g. Milk: 12 l = 12 000 ml. Eggs: 12 × 2 = 24 ud whole
    // (no merma on ud). Ham: 12 × 0,2 kg = 2 400 g net → 2 400 / 0,8 = 3 000 g gross.
    const result = explodeRecipes(graph(), [{ recipeId: 20, servings: 120 }]);
    expect(fixed(result)).toEqual({
      1: '1263.158',
      2: '12000.000',
      3: '24.000',
      4: '3000.000',
    });
    // And the elaboración to prepare, in its yield unit (issue 37): 12 l of bechamel.
    expect([...result.elaboraciones].map(([id, q]) => [id, toQuantity(q)])).toEqual([
      [10, '12.000'],
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('adds demands of one dish and subtracts refunds', () => {
    const result = explodeRecipes(graph(), [
      { recipeId: 20, servings: 130 },
      { recipeId: 20, servings: -10 },
    ]);
    expect(fixed(result)[3]).toBe('24.000');
    const refund = explodeRecipes(graph(), [{ recipeId: 20, servings: -5 }]);
    expect(fixed(refund)[3]).toBe('-1.000');
  });

  it('takes fractional servings (a menu share)', () => {
    const result = explodeRecipes(graph(), [{ recipeId: 20, servings: '2.5' }]);
    // 2,5 / 10 of a batch: 0,25 × 2 eggs = 0,5 ud.
    expect(fixed(result)[3]).toBe('0.500');
  });

  it('converts a line in g of a product in ml through its density, merma included', () => {
    const dish = recipe(30, 'Natillas', { servings: 2, lines: [uses(2, '206', 'g')] });
    const result = explodeRecipes(graphOf([MILK], [dish]), [{ recipeId: 30, servings: 2 }]);
    // 206 g / 1,03 g/ml = 200 ml (one batch of 2 servings).
    expect(fixed(result)).toEqual({ 2: '200.000' });
  });

  it('weighs a count product used in g (merma applies) and counts one used in ud (none)', () => {
    const dish = recipe(31, 'Tortilla', {
      servings: 1,
      lines: [uses(3, '130', 'g'), uses(3, '1', 'docena')],
    });
    const result = explodeRecipes(graphOf([EGG], [dish]), [{ recipeId: 31, servings: 1 }]);
    // 130 g / 65 g/ud = 2 ud net → / 0,88 = 2,272727… ud; plus 12 whole eggs.
    expect(fixed(result)).toEqual({ 3: '14.273' });
  });

  it('goes through elaboraciones at any depth, by the share of each yield', () => {
    const roux = subRecipe(40, 'Roux', '500', 'g', [uses(1, '250', 'g')]);
    const sauce = subRecipe(41, 'Salsa', '2', 'l', [usesSub(40, '1', 'kg')]);
    const dish = recipe(42, 'Plato', { servings: 4, lines: [usesSub(41, '500', 'ml')] });
    const result = explodeRecipes(graphOf([FLOUR], [roux, sauce, dish]), [
      { recipeId: 42, servings: 4 },
    ]);
    // One batch uses 0,5 l of 2 l of salsa = 1/4 of its 1 kg of roux = 250 g of 500 g = 1/2 of
    // the roux's 250 g of flour = 125 g net → 125 / 0,95 = 131,578947… g gross.
    expect(fixed(result)).toEqual({ 1: '131.579' });
  });

  it('reports the lines it cannot explode, naming the dish and the line, without throwing', () => {
    const noYield = subRecipe(50, 'Fondo', '1', 'l', [], { yieldQuantity: null });
    const fried = subRecipe(51, 'Fritura', '1', 'kg', [uses(5, '100', 'g'), uses(1, '1', 'kg')]);
    const dish = recipe(52, 'Pescaíto', {
      servings: 1,
      lines: [usesSub(50, '1', 'l'), usesSub(51, '1', 'kg'), usesSub(51, '1', 'ud')],
    });
    const result = explodeRecipes(graphOf([FLOUR, OIL], [noYield, fried, dish]), [
      { recipeId: 52, servings: 1 },
    ]);
    expect(result.warnings).toEqual([
      '«Pescaíto», línea «Fondo»: La elaboración «Fondo» no tiene rendimiento (cantidad y unidad).',
      '«Pescaíto», línea «Fritura» › «Aceite de girasol»: Falta la densidad para convertir g a ml.',
      '«Pescaíto», línea «Fritura»: La unidad ud no se puede convertir a la unidad de rendimiento de «Fritura» (kg).',
    ]);
    // What is known still counts: the flour of the fritura (1 kg net / 0,95).
    expect(fixed(result)).toEqual({ 1: '1052.632' });
  });

  it('reports a cycle instead of looping', () => {
    const a = subRecipe(60, 'A', '1', 'kg', [usesSub(61, '1', 'kg')]);
    const b = subRecipe(61, 'B', '1', 'kg', [usesSub(60, '1', 'kg'), uses(1, '95', 'g')]);
    const dish = recipe(62, 'Plato', { lines: [usesSub(60, '1', 'kg')] });
    const result = explodeRecipes(graphOf([FLOUR], [a, b, dish]), [{ recipeId: 62, servings: 1 }]);
    expect(result.warnings).toEqual([
      '«Plato», línea «A» › «B» › «A»: La elaboración «A» contiene esta receta: referencia circular.',
    ]);
    expect(fixed(result)).toEqual({ 1: '100.000' });
  });

  it('explodes each elaboración once however many dishes use it', () => {
    const exploder = createRecipeExploder(graph());
    const one = exploder.perServing(20);
    expect(toQuantity(one.quantities.get(1) ?? missing())).toBe('10.526');
    const again = exploder.explode([{ recipeId: 20, servings: 10 }]);
    expect(fixed(again)[1]).toBe('105.263');
  });
});

function missing(): never {
  throw new Error('missing product');
}

describe('menuDemands', () => {
  const menu = {
    name: 'Menú del día',
    sections: [
      {
        name: 'Primeros',
        choice: 'one' as const,
        items: [
          { recipeId: 1, servingsPerCover: '1', expectedSharePct: '60' },
          { recipeId: 2, servingsPerCover: '1', expectedSharePct: '40' },
        ],
      },
      {
        name: 'Postres',
        choice: 'one' as const,
        items: [
          { recipeId: 3, servingsPerCover: '1', expectedSharePct: null },
          { recipeId: 4, servingsPerCover: '1', expectedSharePct: null },
          { recipeId: 5, servingsPerCover: '1', expectedSharePct: null },
        ],
      },
      {
        name: 'Pan',
        choice: 'all' as const,
        items: [{ recipeId: 6, servingsPerCover: '2', expectedSharePct: null }],
      },
    ],
  };

  it('splits covers by the expected shares, equal when none, all for `all` sections', () => {
    const { demands, warnings } = menuDemands(menu, 30);
    expect(demands.map((demand) => [demand.recipeId, toQuantity(dec(demand.servings))])).toEqual([
      [1, '18.000'],
      [2, '12.000'],
      [3, '10.000'],
      [4, '10.000'],
      [5, '10.000'],
      [6, '60.000'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads shares that no longer add up to 100 as equal shares, and says so', () => {
    const stale = {
      name: 'Menú del día',
      sections: [
        {
          name: 'Primeros',
          choice: 'one' as const,
          // 60 + 10: the 40 % dish was deleted and another one added since.
          items: [
            { recipeId: 1, servingsPerCover: '1', expectedSharePct: '60' },
            { recipeId: 2, servingsPerCover: '1', expectedSharePct: '10' },
          ],
        },
      ],
    };
    const { demands, warnings } = menuDemands(stale, -4);
    expect(demands.map((demand) => toQuantity(dec(demand.servings)))).toEqual(['-2.000', '-2.000']);
    expect(warnings).toEqual([
      '«Menú del día»: los porcentajes de «Primeros» no suman 100 %; se reparten por igual.',
    ]);
  });

  it('feeds the exploder: a menu of croquetas at 50 % explodes like half the covers', () => {
    const halves = {
      name: 'Menú',
      sections: [
        {
          name: 'Primeros',
          choice: 'one' as const,
          items: [
            { recipeId: 20, servingsPerCover: '1', expectedSharePct: '50' },
            { recipeId: 20, servingsPerCover: '1', expectedSharePct: '50' },
          ],
        },
      ],
    };
    const { demands } = menuDemands(halves, 120);
    expect(fixed(explodeRecipes(graph(), demands))[1]).toBe('1263.158');
  });
});
