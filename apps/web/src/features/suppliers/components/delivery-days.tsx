import { Text } from '@mantine/core';
import { formatDeliveryDaysLong, formatDeliveryDaysShort } from '../lib/supplier-display.ts';

/** "L, X, V" on screen, "lunes, miércoles y viernes" to a screen reader; "—" when not set. */
export function DeliveryDays({ days }: { days: readonly number[] }) {
  const short = formatDeliveryDaysShort(days);
  if (short === '') {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <abbr title={formatDeliveryDaysLong(days)} style={{ textDecoration: 'none' }}>
      {short}
    </abbr>
  );
}
