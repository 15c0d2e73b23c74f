import { dec } from '@costeo/domain/decimal';
import type { UnitCode } from '@costeo/domain/units';
import { describe, expect, it } from 'vitest';
import { implausibleLineWarning } from './line-plausibility.ts';

function warn(quantity: string, unit: UnitCode, cost: string | null, batch: string) {
  const line = { netQuantity: dec(quantity), unit, cost: cost === null ? null : dec(cost) };
  return implausibleLineWarning(line, dec(batch));
}

describe('implausibleLineWarning: lines that may be off by a thousand', () => {
  it.each<[string, UnitCode, string | null, string, RegExp | null]>([
    [
      '250',
      'kg',
      '2250.00',
      '2260.00',
      /Más de 100 kg en una línea: ¿seguro que la unidad es kg\?/,
    ],
    ['100001', 'g', '90.00', '400.00', /Más de 100 kg/],
    ['150', 'l', '900.00', '1000.00', /Más de 100 l/],
    ['100', 'kg', '120.00', '1000.00', null], // exactly 100 kg, a small share: fine
    ['500', 'ud', '90.00', '1000.00', null], // counted items are never converted to a weight
    ['5', 'kg', '60.00', '100.00', /cuesta 60,00\s€, más de la mitad/],
    ['5', 'kg', '60.00', '130.00', null], // dear but less than half the batch
    ['5', 'kg', '40.00', '45.00', null], // most of the batch but under 50 €
    ['5', 'kg', null, '0', null], // no cost yet: nothing to judge
  ])('%s %s costing %s of %s → %s', (quantity, unit, cost, batch, expected) => {
    const result = warn(quantity, unit, cost, batch);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatch(expected);
  });
});
