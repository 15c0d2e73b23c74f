import {
  UNITS,
  type BaseUnit,
  type ConversionFailure,
  type UnitCode,
  type UnitKind,
} from './units.ts';

/**
 * What the cook can do when a conversion lacks a fact (DOMAIN.md §2: no silent fallbacks). One
 * home for the hints, so the API's 400 and the web's live preview say the same.
 */
export const MISSING_FACT_HINT: Record<ConversionFailure, string> = {
  missing_density: 'Indica la densidad del producto o elige una unidad de masa.',
  missing_unit_weight: 'Indica el peso por unidad del producto o elige una unidad de masa.',
};

/** "Falta la densidad para convertir l a g. Indica la densidad del producto o …" */
export function conversionFailureMessage(failure: {
  code: ConversionFailure;
  reason: string;
}): string {
  return `${failure.reason}. ${MISSING_FACT_HINT[failure.code]}`;
}

const KIND_OF_BASE: Record<BaseUnit, UnitKind> = { g: 'mass', ml: 'volume', ud: 'count' };

/**
 * Why a price per `unit` cannot be given for a product measured in `baseUnit` (DOMAIN.md §1: null
 * where no conversion exists; never guess). Volume ↔ mass needs the density; anything ↔ count
 * needs the unit weight (and the density too, for volumes). Empty when no fact is needed.
 */
export function missingConversionReason(baseUnit: BaseUnit, unit: UnitCode): string {
  const from = KIND_OF_BASE[baseUnit];
  const to = UNITS[unit].kind;
  if (from === to) return '';
  if (from === 'count' || to === 'count') {
    const needsDensity = from === 'volume' || to === 'volume';
    return needsDensity
      ? `Sin conversión: falta el peso por unidad o la densidad para pasar de ${baseUnit} a ${unit}.`
      : `Sin conversión: falta el peso por unidad para pasar de ${baseUnit} a ${unit}.`;
  }
  return `Sin conversión: falta la densidad para pasar de ${baseUnit} a ${unit}.`;
}
