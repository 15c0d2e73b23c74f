import { describe, expect, it } from 'vitest';
import { toEngineProduct } from './engine-product.ts';

describe('toEngineProduct (the one product → engine input mapping, API and web)', () => {
  it('maps the contract fields and orders the allergens once each, in Anexo II order', () => {
    expect(
      toEngineProduct({
        id: 7,
        name: 'Chocolate (Cacaos Paco)',
        base_unit: 'g',
        unit_cost: '0.012000000000',
        waste_pct: '0.00',
        density: null,
        unit_weight: '12.50',
        // The definition's (leche) and the product's own (soja, leche again), as the view gives them.
        allergens: ['leche', 'soja', 'leche'],
      }),
    ).toEqual({
      id: 7,
      name: 'Chocolate (Cacaos Paco)',
      baseUnit: 'g',
      unitCost: '0.012000000000',
      wastePct: '0.00',
      density: null,
      unitWeight: '12.50',
      allergens: ['soja', 'leche'],
    });
  });
});
