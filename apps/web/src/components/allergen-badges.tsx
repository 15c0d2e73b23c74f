import { Badge, Group, Text } from '@mantine/core';
import { ALLERGEN_SHORT_NAMES, allergenName, type AllergenCode } from '@costeo/domain/allergens';
import { BADGE_TEXT } from '../lib/badge-text.ts';

interface AllergenBadgesProps {
  allergens: readonly AllergenCode[];
  /** Shown when there are none; nothing by default. */
  emptyLabel?: string;
  color?: string;
}

/**
 * Short badges; each is an <abbr> whose title is the official name of Reglamento (UE) 1169/2011,
 * so the full name is a hover (or a screen reader's expansion) away.
 */
export function AllergenBadges({ allergens, emptyLabel, color = 'orange' }: AllergenBadgesProps) {
  if (allergens.length === 0) {
    return emptyLabel ? (
      <Text span size="sm" c="dimmed">
        {emptyLabel}
      </Text>
    ) : null;
  }
  return (
    <Group gap={4} wrap="wrap">
      {allergens.map((code) => (
        <Badge
          key={code}
          component="abbr"
          title={allergenName(code)}
          size="sm"
          radius="sm"
          variant="light"
          color={color}
          c={BADGE_TEXT[color]}
          tt="none"
          style={{ textDecoration: 'none', cursor: 'help' }}
        >
          {ALLERGEN_SHORT_NAMES[code]}
        </Badge>
      ))}
    </Group>
  );
}
