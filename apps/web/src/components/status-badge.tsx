import { Badge, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconTrendingDown,
  IconTagOff,
} from '@tabler/icons-react';
import { RECIPE_STATUS_LABELS, type RecipeStatus } from '@costeo/domain/recipe-margins';
import { BADGE_TEXT } from '../lib/badge-text.ts';

const STATUS_LOOK: Record<RecipeStatus, { color: string; Icon: typeof IconCircleCheck }> = {
  profitable: { color: 'teal', Icon: IconCircleCheck },
  low_margin: { color: 'red', Icon: IconTrendingDown },
  incomplete: { color: 'orange', Icon: IconAlertTriangle },
  no_price: { color: 'gray', Icon: IconTagOff },
};

/**
 * Rentable / Margen bajo / Coste incompleto / Sin PVP: a word and an icon, never colour alone. The
 * one look of a food cost against its target, for recipes and menus alike.
 */
export function StatusBadge({ status, label }: { status: RecipeStatus; label?: string }) {
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
      {label ?? RECIPE_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The same judgement as a line of small text, for a second opinion beside a badge ("Peor caso:
 * margen bajo"); it wraps where a badge would cut its words.
 */
export function StatusText({ status, prefix }: { status: RecipeStatus; prefix: string }) {
  const { color, Icon } = STATUS_LOOK[status];
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c={BADGE_TEXT[color]}>
      <Icon size={14} stroke={2} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" fw={600} c={BADGE_TEXT[color]}>
        {prefix}: {RECIPE_STATUS_LABELS[status].toLowerCase()}
      </Text>
    </Group>
  );
}
