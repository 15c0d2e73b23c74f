import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { missingConversionReason } from '@costeo/domain/conversion-hints';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { formatUnitPrice } from '../../../lib/format.ts';

interface ReferencePriceProps {
  /** The API's price equivalence ("1.2000", "0.1333"), or null when no conversion exists. */
  value: string | null;
  baseUnit: BaseUnit;
  unit: UnitCode;
}

/**
 * A price per kg, l or ud with the API's 4 to 6 places (0,1333 €/ud, never 0,13); "—" with the
 * reason in a tooltip where it cannot be known.
 */
export function ReferencePrice({ value, baseUnit, unit }: ReferencePriceProps) {
  if (value !== null) {
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatUnitPrice(value)}
      </Text>
    );
  }
  const reason = missingConversionReason(baseUnit, unit);
  return (
    <Tooltip label={reason} multiline w={240} withArrow>
      <Text span size="sm" c="dimmed" tabIndex={0} style={{ cursor: 'help' }}>
        <span aria-hidden>—</span>
        <VisuallyHidden>{reason}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
