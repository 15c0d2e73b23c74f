import { describe, expect, it } from 'vitest';
import {
  extraCostAmountIssue,
  extraCostDefinitionPatchSchema,
  extraCostDefinitionRequestSchema,
  recipeExtraCostRequestSchema,
} from './extra-costs.ts';

describe('extra-cost contracts', () => {
  it('a definition: defaults, 2 places, amount ≥ 0, a percentage ≤ 100', () => {
    expect(
      extraCostDefinitionRequestSchema.parse({
        name: ' Envase para llevar ',
        cost_type: 'per_serving',
        amount: '0,35',
      }),
    ).toEqual({
      name: 'Envase para llevar',
      description: '',
      cost_type: 'per_serving',
      amount: '0.35',
      is_active: true,
      apply_to_recipes: false,
    });
    expect(
      extraCostDefinitionRequestSchema.safeParse({ name: 'X', cost_type: 'fixed', amount: '150' })
        .success,
    ).toBe(true);
    const over = extraCostDefinitionRequestSchema.safeParse({
      name: 'X',
      cost_type: 'percentage',
      amount: '100.01',
    });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Un porcentaje no puede ser mayor que 100.',
    });
    for (const amount of ['-1', '0.001', 'abc']) {
      expect(
        extraCostDefinitionRequestSchema.safeParse({ name: 'X', cost_type: 'fixed', amount })
          .success,
        amount,
      ).toBe(false);
    }
    expect(extraCostDefinitionPatchSchema.parse({ amount: 2 })).toEqual({
      amount: '2.00',
      apply_to_recipes: false,
    });
  });

  it('a recipe extra cost: amount omitted or null = the definition’s', () => {
    expect(recipeExtraCostRequestSchema.parse({ recipe: 1, definition: 2 })).toEqual({
      recipe: 1,
      definition: 2,
      amount: null,
      notes: '',
    });
    expect(recipeExtraCostRequestSchema.safeParse({ recipe: 0, definition: 2 }).success).toBe(
      false,
    );
    expect(extraCostAmountIssue('percentage', '100.00')).toBeNull();
    expect(extraCostAmountIssue('per_serving', '250.00')).toBeNull();
  });
});
