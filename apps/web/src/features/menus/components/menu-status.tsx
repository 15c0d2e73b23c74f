import { Stack } from '@mantine/core';
import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import { StatusBadge, StatusText } from '../../../components/status-badge.tsx';

/**
 * The menu's badge from its expected food cost, the recipes' look (Rentable / Margen bajo…); when
 * the worst case (every guest picking the dearest dish) is judged otherwise, a line says so.
 */
export function MenuStatus({
  status,
  statusWorst,
}: {
  status: RecipeStatus;
  statusWorst: RecipeStatus | null;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={status} />
      {statusWorst !== null && statusWorst !== status ? (
        <StatusText status={statusWorst} prefix="Peor caso" />
      ) : null}
    </Stack>
  );
}
