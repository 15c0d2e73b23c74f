import { describe, expect, it } from 'vitest';
import { conversionFailureMessage, missingConversionReason } from './conversion-hints.ts';
import { convertQuantity } from './units.ts';

describe('missing-density and unit-weight hints (one home for API and web)', () => {
  it('adds what to do to the reason of a failed conversion', () => {
    const failure = convertQuantity('1', 'l', 'g', {});
    if (failure.ok) throw new Error('converted without a density');
    expect(conversionFailureMessage(failure)).toBe(
      'Falta la densidad para convertir l a g. Indica la densidad del producto o elige una unidad de masa.',
    );
  });

  it.each([
    ['g', 'kg', ''],
    ['ml', 'kg', 'Sin conversión: falta la densidad para pasar de ml a kg.'],
    ['g', 'ud', 'Sin conversión: falta el peso por unidad para pasar de g a ud.'],
    ['ml', 'ud', 'Sin conversión: falta el peso por unidad o la densidad para pasar de ml a ud.'],
  ] as const)('%s → %s', (base, unit, reason) => {
    expect(missingConversionReason(base, unit)).toBe(reason);
  });
});
