import { describe, expect, it } from 'vitest';
import {
  UNIT_CODES,
  UNITS,
  canConvert,
  convertQuantity,
  reachableUnits,
  type ConversionFacts,
  type UnitCode,
} from './units.ts';

function converted(quantity: string, from: UnitCode, to: UnitCode, facts: ConversionFacts = {}) {
  const result = convertQuantity(quantity, from, to, facts);
  if (!result.ok) throw new Error(result.reason);
  return result.value.toString();
}

describe('UNITS (DOMAIN §3 factors to base)', () => {
  it.each([
    ['mg', 'mass', '0.001'],
    ['g', 'mass', '1'],
    ['kg', 'mass', '1000'],
    ['ml', 'volume', '1'],
    ['cl', 'volume', '10'],
    ['dl', 'volume', '100'],
    ['l', 'volume', '1000'],
    ['cucharadita', 'volume', '5'],
    ['cucharada', 'volume', '15'],
    ['taza', 'volume', '250'],
    ['ud', 'count', '1'],
    ['docena', 'count', '12'],
  ] as const)('%s is %s with factor %s', (code, kind, factor) => {
    expect(UNITS[code]).toMatchObject({ kind, factor });
  });

  it('has exactly the twelve units of DOMAIN §3', () => {
    expect(UNIT_CODES).toHaveLength(12);
  });
});

describe('convertQuantity within a kind (exact)', () => {
  it.each([
    ['1', 'kg', 'g', '1000'],
    ['250', 'g', 'kg', '0.25'],
    ['1500', 'mg', 'g', '1.5'],
    ['1', 'g', 'mg', '1000'],
    ['5', 'l', 'ml', '5000'],
    ['1', 'l', 'cl', '100'],
    ['3', 'dl', 'ml', '300'],
    ['2', 'cucharada', 'ml', '30'],
    ['3', 'cucharadita', 'cucharada', '1'],
    ['1', 'taza', 'ml', '250'],
    ['4', 'taza', 'l', '1'],
    ['2', 'docena', 'ud', '24'],
    ['6', 'ud', 'docena', '0.5'],
    ['0.1', 'kg', 'g', '100'],
  ] as const)('%s %s = %s %s', (quantity, from, to, expected) => {
    expect(converted(quantity, from, to)).toBe(expected);
  });

  it('needs no density or unit weight', () => {
    expect(canConvert('kg', 'mg')).toBe(true);
    expect(canConvert('taza', 'cl')).toBe(true);
  });
});

describe('convertQuantity across kinds', () => {
  const oliveOil = { density: '0.916' };
  const egg = { unitWeight: '65' };
  const lemon = { unitWeight: '110' };

  it.each([
    ['1', 'l', 'g', oliveOil, '916'],
    ['1', 'kg', 'ml', oliveOil, '1091.703056768558951965065502183406113537'],
    ['1', 'cucharada', 'g', oliveOil, '13.74'],
    ['130', 'g', 'ud', egg, '2'],
    ['1', 'docena', 'g', egg, '780'],
    ['1', 'kg', 'ud', lemon, '9.090909090909090909090909090909090909091'],
    ['1', 'l', 'g', { density: '1.03' }, '1030'],
    ['1', 'l', 'g', { density: '1' }, '1000'],
  ] as const)('%s %s → %s with %j = %s', (quantity, from, to, facts, expected) => {
    expect(converted(quantity, from, to, facts)).toBe(expected);
  });

  it('goes count → volume through both unit weight and density', () => {
    // A 2.5 kg can of oil as 1 ud: 2500 g / 0.916 g/ml.
    expect(
      converted('1', 'ud', 'l', { unitWeight: '2500', density: '0.916' }).startsWith('2.729'),
    ).toBe(true);
  });

  it.each([
    ['ml', 'g', {}, 'missing_density', 'Falta la densidad para convertir ml a g'],
    ['g', 'l', { density: null }, 'missing_density', 'Falta la densidad para convertir g a l'],
    ['ud', 'g', {}, 'missing_unit_weight', 'Falta el peso por unidad para convertir ud a g'],
    [
      'kg',
      'docena',
      { density: '1' },
      'missing_unit_weight',
      'Falta el peso por unidad para convertir kg a docena',
    ],
    [
      'ud',
      'ml',
      { unitWeight: '65' },
      'missing_density',
      'Falta la densidad para convertir ud a ml',
    ],
    ['ml', 'g', { density: '0' }, 'missing_density', 'Falta la densidad para convertir ml a g'],
    ['ml', 'g', { density: '-1' }, 'missing_density', 'Falta la densidad para convertir ml a g'],
  ] as const)('%s → %s with %j fails: %s', (from, to, facts, code, reason) => {
    expect(convertQuantity('1', from, to, facts)).toEqual({ ok: false, code, reason });
  });

  it('never assumes 1 l = 1 kg', () => {
    expect(canConvert('l', 'kg')).toBe(false);
    expect(canConvert('ud', 'kg')).toBe(false);
  });
});

describe('reachableUnits', () => {
  it('is the own kind only without facts', () => {
    expect(reachableUnits('kg')).toEqual(['mg', 'g', 'kg']);
    expect(reachableUnits('l')).toEqual([
      'ml',
      'cl',
      'dl',
      'l',
      'cucharadita',
      'cucharada',
      'taza',
    ]);
    expect(reachableUnits('ud')).toEqual(['ud', 'docena']);
  });

  it('adds volume with a density and count with a unit weight', () => {
    expect(reachableUnits('kg', { density: '0.916' })).toHaveLength(10);
    expect(reachableUnits('ud', { unitWeight: '65' })).toEqual(['mg', 'g', 'kg', 'ud', 'docena']);
    expect(reachableUnits('g', { density: '1', unitWeight: '65' })).toEqual([...UNIT_CODES]);
  });
});
