import type Decimal from 'decimal.js';
import { dec } from '@costeo/domain/decimal';
import type { LineBreakdown } from '@costeo/domain/recipe-cost-model';
import { UNITS } from '@costeo/domain/units';
import { formatEuro } from '../../../lib/format.ts';

/** A line above this (in g or ml) is more than 100 kg or 100 l: no recipe batch needs that. */
const MAX_PLAUSIBLE_BASE_QUANTITY = dec(100_000);
/** A line that costs more than this and more than half the batch is worth a second look. */
const EXPENSIVE_LINE = dec(50);

/**
 * Why a line looks off by a thousand (250 typed in kg meaning grams), or null. A warning on the
 * line before saving, never a block: a catering batch can be big (issue 16).
 */
export function implausibleLineWarning(
  line: Pick<LineBreakdown, 'netQuantity' | 'unit' | 'cost'>,
  batchCost: Decimal,
): string | null {
  const { kind, factor } = UNITS[line.unit];
  if (kind !== 'count' && line.netQuantity.times(factor).greaterThan(MAX_PLAUSIBLE_BASE_QUANTITY)) {
    const limit = kind === 'mass' ? '100 kg' : '100 l';
    return `Más de ${limit} en una línea: ¿seguro que la unidad es ${line.unit}?`;
  }
  if (
    line.cost !== null &&
    line.cost.greaterThan(EXPENSIVE_LINE) &&
    line.cost.times(2).greaterThan(batchCost)
  ) {
    return `Esta línea cuesta ${formatEuro(line.cost.toFixed(2))}, más de la mitad de la receta: revisa la cantidad y la unidad.`;
  }
  return null;
}
