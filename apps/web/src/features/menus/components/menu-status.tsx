import { Badge, Stack } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { menuStatusLabel, type MenuStatus as MenuStatusCode } from '@costeo/domain/menu-costing';
import { StatusBadge, StatusText } from '../../../components/status-badge.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';

/**
 * The menu's badge from its expected food cost, the recipes' look (Rentable / Margen bajo…); when
 * the worst case (every guest picking the dearest dish) is judged otherwise, a line says so.
 */
export function MenuStatus({
  status,
  statusWorst,
}: {
  status: MenuStatusCode;
  statusWorst: MenuStatusCode | null;
}) {
  // Before its first dish a menu has nothing to judge (issue 31: it said "Rentable" at 0,00 %).
  if (status === 'no_dishes') {
    return (
      <Badge
        color="gray"
        c={BADGE_TEXT.gray}
        variant="light"
        tt="none"
        radius="sm"
        leftSection={<IconToolsKitchen2 size={12} stroke={2} aria-hidden />}
        style={{ whiteSpace: 'nowrap' }}
      >
        {menuStatusLabel(status)}
      </Badge>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={status} />
      {statusWorst !== null && statusWorst !== 'no_dishes' && statusWorst !== status ? (
        <StatusText status={statusWorst} prefix="Peor caso" />
      ) : null}
    </Stack>
  );
}
