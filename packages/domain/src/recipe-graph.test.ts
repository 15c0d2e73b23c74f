import { describe, expect, it } from 'vitest';
import { cycleErrorMessage, findCycle } from './recipe-graph.ts';
import { graphOf, recipe, subRecipe, uses, usesSub } from './test/recipe-fixtures.ts';

// A (1) uses B (2) and C (3); B and C both use D (4); D uses a product only.
const graph = graphOf(
  [],
  [
    recipe(1, 'Croquetas', { lines: [usesSub(2, '1', 'kg'), usesSub(3, '1', 'l')] }),
    subRecipe(2, 'Masa', '1', 'kg', [usesSub(4, '1', 'l'), uses(9, '1', 'g')]),
    subRecipe(3, 'Salsa', '1', 'l', [usesSub(4, '500', 'ml')]),
    subRecipe(4, 'Bechamel', '1', 'l', [uses(9, '80', 'g')]),
  ],
);

describe('findCycle', () => {
  it('finds a recipe that contains itself directly', () => {
    expect(findCycle(graph, 4, [usesSub(4, '1', 'l')])).toEqual(['Bechamel', 'Bechamel']);
  });

  it('finds an indirect cycle and names every recipe on it, in order', () => {
    // Bechamel would use Croquetas, which uses Masa, which uses Bechamel.
    expect(findCycle(graph, 4, [usesSub(1, '1', 'ud')])).toEqual([
      'Bechamel',
      'Croquetas',
      'Masa',
      'Bechamel',
    ]);
    expect(findCycle(graph, 4, [uses(9, '1', 'g'), usesSub(3, '1', 'l')])).toEqual([
      'Bechamel',
      'Salsa',
      'Bechamel',
    ]);
  });

  it('a shared sub-recipe used twice is not a cycle', () => {
    expect(findCycle(graph, 1, graph.recipes.get(1)!.lines)).toBeNull();
    const twice = [usesSub(4, '1', 'l'), usesSub(4, '2', 'l'), usesSub(2, '1', 'kg')];
    expect(findCycle(graph, 1, twice)).toBeNull();
  });

  it('uses the proposed lines, not the stored ones, for the recipe being saved', () => {
    // Stored Masa uses Bechamel; proposed Masa does not, so Bechamel → Masa is fine.
    expect(findCycle(graph, 2, [uses(9, '1', 'g')])).toBeNull();
    const withMasa = graphOf([], [...graph.recipes.values()]);
    expect(findCycle(withMasa, 4, [usesSub(2, '1', 'kg')])).toEqual([
      'Bechamel',
      'Masa',
      'Bechamel',
    ]);
  });

  it('names a new recipe with the name given', () => {
    expect(findCycle(graph, 99, [usesSub(99, '1', 'l')], 'Nueva')).toEqual(['Nueva', 'Nueva']);
  });

  it('ignores unknown sub-recipes and ends on a stored cycle that does not involve the recipe', () => {
    const looped = graphOf(
      [],
      [
        subRecipe(5, 'X', '1', 'l', [usesSub(6, '1', 'l')]),
        subRecipe(6, 'Y', '1', 'l', [usesSub(5, '1', 'l')]),
      ],
    );
    expect(findCycle(looped, 7, [usesSub(5, '1', 'l'), usesSub(404, '1', 'l')], 'Z')).toBeNull();
  });

  it('walks each recipe once: a wide, deep graph is answered at once', () => {
    // 200 levels, each using the next one twice: a naive walk would take 2^200 steps.
    const levels = Array.from({ length: 200 }, (_, index) =>
      subRecipe(100 + index, `N${index}`, '1', 'l', [
        usesSub(101 + index, '1', 'l'),
        usesSub(101 + index, '2', 'l'),
      ]),
    );
    const deep = graphOf([], levels);
    expect(findCycle(deep, 100, levels[0]!.lines)).toBeNull();
    expect(findCycle(deep, 400, [usesSub(100, '1', 'l')], 'Fondo')).toBeNull();
    // N199 uses #300: a recipe 300 using N0 closes a 201-recipe cycle.
    const cycle = findCycle(deep, 300, [usesSub(100, '1', 'l')], 'Fondo');
    expect(cycle).toHaveLength(202);
    expect(cycle!.slice(0, 3)).toEqual(['Fondo', 'N0', 'N1']);
    expect(cycle!.at(-2)).toBe('N199');
  });
});

describe('cycleErrorMessage', () => {
  it('names the recipes with arrows', () => {
    expect(cycleErrorMessage(['A', 'B', 'A'])).toBe(
      'La receta no puede contenerse a sí misma: A → B → A.',
    );
  });
});
