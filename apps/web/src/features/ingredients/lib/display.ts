import type { AllergenCode } from '@costeo/domain/allergens';
import { vatPctSchema, type PriceEquivalences } from '@costeo/domain/contracts/ingredients';
import {
  UNIT_CODES,
  UNITS,
  type BaseUnit,
  type UnitCode,
  type UnitKind,
} from '@costeo/domain/units';
import { formatPercent, formatQuantity } from '../../../lib/format.ts';

/** The purchase format as a cook writes it: "10 kg", "5 l", "0,5 kg", "30 ud". */
export function formatPurchaseFormat(quantity: string, unit: UnitCode): string {
  return `${formatQuantity(quantity)} ${unit}`;
}

/** The reference prices the list shows, one column each (DESIGN.md §7: price per kg/l/ud). */
export const REFERENCE_PRICES = [
  { key: 'per_kg', unit: 'kg', label: '€ por kg', short: '€/kg' },
  { key: 'per_l', unit: 'l', label: '€ por l', short: '€/l' },
  { key: 'per_ud', unit: 'ud', label: '€ por ud', short: '€/ud' },
] as const satisfies readonly {
  key: keyof PriceEquivalences;
  unit: UnitCode;
  label: string;
  short: string;
}[];

const KIND_OF_BASE: Record<BaseUnit, UnitKind> = { g: 'mass', ml: 'volume', ud: 'count' };

/**
 * Why a price per `unit` cannot be given for a product measured in `baseUnit` (DOMAIN.md §1: null
 * where no conversion exists; never guess). Volume ↔ mass needs the density; anything ↔ count
 * needs the unit weight (and the density too, for volumes).
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

/** Short badge text for each allergen; the official name (Reglamento UE 1169/2011) goes in the tooltip. */
export const ALLERGEN_SHORT_NAMES: Record<AllergenCode, string> = {
  gluten: 'Gluten',
  crustaceos: 'Crustáceos',
  huevos: 'Huevos',
  pescado: 'Pescado',
  cacahuetes: 'Cacahuetes',
  soja: 'Soja',
  leche: 'Leche',
  frutos_cascara: 'Frutos de cáscara',
  apio: 'Apio',
  mostaza: 'Mostaza',
  sesamo: 'Sésamo',
  sulfitos: 'Sulfitos',
  altramuces: 'Altramuces',
  moluscos: 'Moluscos',
};

/** VAT rates of Spanish food purchases (DOMAIN.md §5), as the contract's strings. */
export const VAT_OPTIONS = vatPctSchema.options.map((value) => ({
  value,
  label: formatPercent(value),
}));

function unitOption(code: UnitCode) {
  return { value: code, label: `${code} (${UNITS[code].name})` };
}

/**
 * Purchase units for the form: first those the catalog entry converts (its usage_schema units),
 * then the rest, which need a density or a unit weight of the product's own.
 */
export function purchaseUnitOptions(offered: readonly UnitCode[] | null) {
  if (offered === null) return UNIT_CODES.map(unitOption);
  const others = UNIT_CODES.filter((code) => !offered.includes(code));
  return [
    { group: 'Unidades de este ingrediente', items: offered.map(unitOption) },
    ...(others.length > 0
      ? [{ group: 'Necesitan densidad o peso por unidad', items: others.map(unitOption) }]
      : []),
  ];
}
