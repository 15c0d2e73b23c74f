import { describe, expect, it } from 'vitest';
import {
  duplicateRecipeName,
  MAX_RECIPE_LINES,
  recipePatchSchema,
  recipeRequestSchema,
  subrecipeYieldIssues,
} from './recipes.ts';

const line = { ingredient_instance: 1, quantity: '1', unit: 'kg' };

function messages(input: unknown): Record<string, string[]> {
  const result = recipeRequestSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('recipeRequestSchema', () => {
  it('fills the defaults and normalises decimals to fixed places', () => {
    const parsed = recipeRequestSchema.parse({
      name: '  Sopa de cebolla ',
      servings: 4,
      sale_price: 8.8,
      lines: [line, { sub_recipe: 10, quantity: '500', unit: 'ml', note: 'caliente' }],
    });
    expect(parsed).toEqual({
      name: 'Sopa de cebolla',
      category: '',
      description: '',
      servings: 4,
      sale_price: '8.80',
      sale_vat_pct: null,
      target_food_cost_pct: null,
      is_subrecipe: false,
      yield_quantity: null,
      yield_unit: null,
      final_weight_g: null,
      instructions: '',
      lines: [
        { ingredient_instance: 1, sub_recipe: null, quantity: '1.000', unit: 'kg', note: '' },
        {
          ingredient_instance: null,
          sub_recipe: 10,
          quantity: '500.000',
          unit: 'ml',
          note: 'caliente',
        },
      ],
    });
  });

  it('a line names a product or a sub-recipe, exactly one', () => {
    const both = { ingredient_instance: 1, sub_recipe: 2, quantity: '1', unit: 'g' };
    const neither = { quantity: '1', unit: 'g' };
    expect(messages({ name: 'R', servings: 1, lines: [both, neither] })).toEqual({
      'lines.0.ingredient_instance': ['Indica un ingrediente o una elaboración (uno de los dos).'],
      'lines.1.ingredient_instance': ['Indica un ingrediente o una elaboración (uno de los dos).'],
    });
  });

  it('an elaboración needs its yield', () => {
    expect(messages({ name: 'Fondo', servings: 1, is_subrecipe: true })).toEqual({
      yield_quantity: ['Una elaboración necesita su rendimiento (cantidad que produce).'],
      yield_unit: ['Una elaboración necesita la unidad de su rendimiento.'],
    });
    expect(
      recipeRequestSchema.safeParse({
        name: 'Fondo',
        servings: 1,
        is_subrecipe: true,
        yield_quantity: '2',
        yield_unit: 'l',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ servings: 0 }, 'servings'],
    [{ servings: 10_001 }, 'servings'],
    [{ servings: 1.5 }, 'servings'],
    [{ sale_price: '-1' }, 'sale_price'],
    [{ sale_price: '1.234' }, 'sale_price'],
    [{ sale_vat_pct: '100' }, 'sale_vat_pct'],
    [{ target_food_cost_pct: '0' }, 'target_food_cost_pct'],
    [{ target_food_cost_pct: '100' }, 'target_food_cost_pct'],
    [{ yield_unit: 'racion' }, 'yield_unit'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(151) }, 'name'],
    [{ category: 'x'.repeat(81) }, 'category'],
    [{ lines: [{ ...line, quantity: '0' }] }, 'lines.0.quantity'],
    [{ lines: [{ ...line, unit: 'pizca' }] }, 'lines.0.unit'],
    [{ lines: [{ ...line, ingredient_instance: 2_147_483_648 }] }, 'lines.0.ingredient_instance'],
    [{ lines: [{ ...line, note: 'x'.repeat(301) }] }, 'lines.0.note'],
  ])('refuses %o on %s', (override, field) => {
    expect(Object.keys(messages({ name: 'R', servings: 4, ...override }))).toEqual([field]);
  });

  it(`accepts ${MAX_RECIPE_LINES} lines and refuses one more`, () => {
    const lines = Array.from({ length: MAX_RECIPE_LINES }, () => line);
    expect(recipeRequestSchema.safeParse({ name: 'R', servings: 1, lines }).success).toBe(true);
    expect(messages({ name: 'R', servings: 1, lines: [...lines, line] })).toEqual({
      lines: ['Una receta admite como máximo 200 líneas.'],
    });
  });
});

describe('recipePatchSchema and subrecipeYieldIssues', () => {
  it('changes only what is sent', () => {
    expect(recipePatchSchema.parse({ sale_price: '9.5' })).toEqual({ sale_price: '9.50' });
  });

  it('lets the API check the merged recipe', () => {
    expect(
      subrecipeYieldIssues({ is_subrecipe: true, yield_quantity: '2.000', yield_unit: null }),
    ).toEqual([
      { field: 'yield_unit', message: 'Una elaboración necesita la unidad de su rendimiento.' },
    ]);
    expect(
      subrecipeYieldIssues({ is_subrecipe: false, yield_quantity: null, yield_unit: null }),
    ).toEqual([]);
  });
});

describe('duplicateRecipeName', () => {
  it('adds " (copia)" within 150 characters', () => {
    expect(duplicateRecipeName('Flan')).toBe('Flan (copia)');
    expect(duplicateRecipeName('x'.repeat(150))).toHaveLength(150);
  });
});
