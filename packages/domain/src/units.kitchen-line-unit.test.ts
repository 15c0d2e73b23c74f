import { describe, expect, it } from 'vitest';
import { kitchenLineUnit, reachableUnits, type UnitCode } from './units.ts';

describe('kitchenLineUnit: a new line starts at kitchen scale, in the family it is bought in', () => {
  it.each<[string, UnitCode, UnitCode]>([
    ['mantequilla comprada en 250 g', 'g', 'g'],
    ['harina en saco de 25 kg', 'kg', 'g'],
    ['azafrán en sobres de 500 mg', 'mg', 'g'],
    ['aceite en garrafa de 5 l', 'l', 'ml'],
    ['vino en botella de 75 cl', 'cl', 'ml'],
    ['huevos por docena', 'docena', 'ud'],
    ['huevos por unidad', 'ud', 'ud'],
  ])('%s (%s) → %s', (_label, purchaseUnit, expected) => {
    expect(kitchenLineUnit(purchaseUnit)).toBe(expected);
  });

  it('keeps the purchase family even when the product converts to others', () => {
    // Eggs with a unit weight reach g too: they are still counted.
    const eggs = reachableUnits('ud', { unitWeight: '65' });
    expect(eggs).toContain('g');
    expect(kitchenLineUnit('docena', eggs)).toBe('ud');
    // Oil with a density reaches g: bought by volume, measured in ml.
    expect(kitchenLineUnit('l', reachableUnits('ml', { density: '0.916' }))).toBe('ml');
  });

  it('falls back to a unit the product can use', () => {
    expect(kitchenLineUnit('kg', ['kg', 'ud'])).toBe('kg');
    expect(kitchenLineUnit('l', ['g', 'kg'])).toBe('g');
  });
});
