import type Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import { DomainRuleError } from './rule-error.ts';

/** DOMAIN.md §3. Kitchen measures are volumes. */
export const UNIT_KINDS = ['mass', 'volume', 'count'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const BASE_UNITS = ['g', 'ml', 'ud'] as const;
export type BaseUnit = (typeof BASE_UNITS)[number];

export const UNIT_CODES = [
  'mg',
  'g',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  'cucharadita',
  'cucharada',
  'taza',
  'ud',
  'docena',
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export interface UnitInfo {
  code: UnitCode;
  kind: UnitKind;
  /** Factor to the kind's base unit (g, ml or ud), exact. */
  factor: string;
  name: string;
  plural: string;
}

export const UNITS: Record<UnitCode, UnitInfo> = {
  mg: { code: 'mg', kind: 'mass', factor: '0.001', name: 'miligramo', plural: 'miligramos' },
  g: { code: 'g', kind: 'mass', factor: '1', name: 'gramo', plural: 'gramos' },
  kg: { code: 'kg', kind: 'mass', factor: '1000', name: 'kilogramo', plural: 'kilogramos' },
  ml: { code: 'ml', kind: 'volume', factor: '1', name: 'mililitro', plural: 'mililitros' },
  cl: { code: 'cl', kind: 'volume', factor: '10', name: 'centilitro', plural: 'centilitros' },
  dl: { code: 'dl', kind: 'volume', factor: '100', name: 'decilitro', plural: 'decilitros' },
  l: { code: 'l', kind: 'volume', factor: '1000', name: 'litro', plural: 'litros' },
  cucharadita: {
    code: 'cucharadita',
    kind: 'volume',
    factor: '5',
    name: 'cucharadita',
    plural: 'cucharaditas',
  },
  cucharada: {
    code: 'cucharada',
    kind: 'volume',
    factor: '15',
    name: 'cucharada',
    plural: 'cucharadas',
  },
  taza: { code: 'taza', kind: 'volume', factor: '250', name: 'taza', plural: 'tazas' },
  ud: { code: 'ud', kind: 'count', factor: '1', name: 'unidad', plural: 'unidades' },
  docena: { code: 'docena', kind: 'count', factor: '12', name: 'docena', plural: 'docenas' },
};

export const KIND_BASE: Record<UnitKind, BaseUnit> = { mass: 'g', volume: 'ml', count: 'ud' };

export function isUnitCode(value: unknown): value is UnitCode {
  return typeof value === 'string' && value in UNITS;
}

export function unitKind(unit: UnitCode): UnitKind {
  return UNITS[unit].kind;
}

/** What a cross-kind conversion needs: density (g/ml) and unit weight (g/ud), when known. */
export interface ConversionFacts {
  density?: DecimalInput | null;
  unitWeight?: DecimalInput | null;
}

export type ConversionFailure = 'missing_density' | 'missing_unit_weight';

export type ConversionResult =
  { ok: true; value: Decimal } | { ok: false; code: ConversionFailure; reason: string };

function positive(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dec(value);
  return parsed.isFinite() && parsed.greaterThan(0) ? parsed : null;
}

/** Grams in one base unit of `kind`, or why it cannot be known. */
function gramsPerBase(
  kind: UnitKind,
  facts: ConversionFacts,
  from: UnitCode,
  to: UnitCode,
): ConversionResult {
  if (kind === 'mass') return { ok: true, value: dec(1) };
  if (kind === 'volume') {
    const density = positive(facts.density);
    return density
      ? { ok: true, value: density }
      : {
          ok: false,
          code: 'missing_density',
          reason: `Falta la densidad para convertir ${from} a ${to}`,
        };
  }
  const unitWeight = positive(facts.unitWeight);
  return unitWeight
    ? { ok: true, value: unitWeight }
    : {
        ok: false,
        code: 'missing_unit_weight',
        reason: `Falta el peso por unidad para convertir ${from} a ${to}`,
      };
}

/**
 * Converts a quantity between any two units. Within a kind it is exact; across kinds it goes
 * through grams using the density and the unit weight, and fails with a Spanish reason when one is
 * missing — never a silent 1 l = 1 kg (DOMAIN.md §2). A negative quantity throws a
 * {@link DomainRuleError}.
 */
export function convertQuantity(
  quantity: DecimalInput,
  from: UnitCode,
  to: UnitCode,
  facts: ConversionFacts = {},
): ConversionResult {
  const fromInfo = UNITS[from];
  const toInfo = UNITS[to];
  const amount = dec(quantity);
  if (!amount.isFinite() || amount.isNegative()) {
    throw new DomainRuleError('quantity', 'La cantidad no puede ser negativa.');
  }
  const inFromBase = amount.times(fromInfo.factor);
  if (fromInfo.kind === toInfo.kind) {
    return { ok: true, value: inFromBase.dividedBy(toInfo.factor) };
  }
  const fromGrams = gramsPerBase(fromInfo.kind, facts, from, to);
  if (!fromGrams.ok) return fromGrams;
  const toGrams = gramsPerBase(toInfo.kind, facts, from, to);
  if (!toGrams.ok) return toGrams;
  const grams = inFromBase.times(fromGrams.value);
  return { ok: true, value: grams.dividedBy(toGrams.value).dividedBy(toInfo.factor) };
}

/** Whether a conversion between the two units is possible with these facts. */
export function canConvert(from: UnitCode, to: UnitCode, facts: ConversionFacts = {}): boolean {
  return convertQuantity(1, from, to, facts).ok;
}

/** Every unit reachable from `from` (its own kind, plus others through density / unit weight). */
export function reachableUnits(from: UnitCode, facts: ConversionFacts = {}): UnitCode[] {
  return UNIT_CODES.filter((unit) => canConvert(from, unit, facts));
}

/** Units of one kind, in table order. */
export function unitsOfKind(kind: UnitKind): UnitCode[] {
  return UNIT_CODES.filter((unit) => UNITS[unit].kind === kind);
}

/**
 * The unit a new recipe line starts in: the kitchen scale of the family the product is bought in.
 * Recipes weigh grams and measure millilitres whatever the sack or the garrafa (butter bought as
 * 250 g → g, flour as 25 kg → g, oil in 5 l → ml, eggs by the dozen → ud): a line that starts in kg
 * invites "250" meaning grams, a line off by a thousand. When that unit is not reachable for the
 * product, the first reachable one of the same family, else the first available.
 */
export function kitchenLineUnit(
  purchaseUnit: UnitCode,
  available: readonly UnitCode[] = UNIT_CODES,
): UnitCode {
  const kind = UNITS[purchaseUnit].kind;
  const preferred = KIND_BASE[kind];
  if (available.includes(preferred)) return preferred;
  return available.find((unit) => UNITS[unit].kind === kind) ?? available[0] ?? preferred;
}
