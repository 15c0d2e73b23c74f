import { Badge, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconTrendingDown,
  IconTagOff,
} from '@tabler/icons-react';
import type { RecipeStatus } from '@costeo/domain/recipe-margins';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { RECIPE_STATUS_LABELS } from '@costeo/domain/recipe-margins';

const STATUS_LOOK: Record<RecipeStatus, { color: string; Icon: typeof IconCircleCheck }> = {
  profitable: { color: 'teal', Icon: IconCircleCheck },
  low_margin: { color: 'red', Icon: IconTrendingDown },
  incomplete: { color: 'orange', Icon: IconAlertTriangle },
  no_price: { color: 'gray', Icon: IconTagOff },
};

/**
 * Rentable / Margen bajo / Coste incompleto / Sin PVP: a word and an icon, never colour alone. An
 * elaboración is not sold on its own, so its lack of a PVP is no status: only an incomplete cost is.
 */
export function RecipeStatusBadge({
  status,
  isSubrecipe = false,
}: {
  status: RecipeStatus;
  isSubrecipe?: boolean;
}) {
  if (isSubrecipe && status !== 'incomplete') {
    return (
      <Text size="sm" c="dimmed" title="Las elaboraciones no se venden por separado">
        —<VisuallyHidden>Elaboración: sin venta directa</VisuallyHidden>
      </Text>
    );
  }
  const { color, Icon } = STATUS_LOOK[status];
  return (
    <Badge
      color={color}
      c={BADGE_TEXT[color]}
      variant="light"
      tt="none"
      radius="sm"
      leftSection={<Icon size={12} stroke={2} aria-hidden />}
      style={{ whiteSpace: 'nowrap' }}
    >
      {RECIPE_STATUS_LABELS[status]}
    </Badge>
  );
}
