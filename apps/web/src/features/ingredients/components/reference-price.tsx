import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { formatEuro } from '../../../lib/format.ts';
import { missingConversionReason } from '../lib/display.ts';

interface ReferencePriceProps {
  /** The API's price equivalence ("1.20"), or null when no conversion exists. */
  value: string | null;
  baseUnit: BaseUnit;
  unit: UnitCode;
}

/** A price per kg, l or ud; "—" with the reason in a tooltip where it cannot be known. */
export function ReferencePrice({ value, baseUnit, unit }: ReferencePriceProps) {
  if (value !== null) {
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(value)}
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
