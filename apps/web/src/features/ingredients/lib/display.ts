import { vatPctSchema, type PriceEquivalences } from '@costeo/domain/contracts/ingredients';
import { UNIT_CODES, UNITS, type UnitCode } from '@costeo/domain/units';
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
