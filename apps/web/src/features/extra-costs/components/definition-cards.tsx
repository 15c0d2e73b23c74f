import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import {
  EXTRA_COST_TYPE_LABELS,
  formatExtraCostAmount,
  recipesCountLabel,
} from '../lib/extra-cost-display.ts';
import { DefinitionRowMenu, type DefinitionRowActions } from './definition-row-menu.tsx';
import { DefinitionStatusBadge } from './definition-status-badge.tsx';

interface DefinitionCardsProps extends DefinitionRowActions {
  definitions: ExtraCostDefinition[];
}

/** Phone width: one card per definition. */
export function DefinitionCards({ definitions, ...actions }: DefinitionCardsProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Costes extra"
    >
      {definitions.map((definition) => (
        <Paper key={definition.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{definition.name}</Text>
              <Text size="sm" c="dimmed">
                {EXTRA_COST_TYPE_LABELS[definition.cost_type]}
              </Text>
            </Stack>
            <DefinitionRowMenu definition={definition} {...actions} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text fw={700} size="lg">
              {formatExtraCostAmount(definition.cost_type, definition.amount)}
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {recipesCountLabel(definition.recipes_count)}
              </Text>
              <DefinitionStatusBadge isActive={definition.is_active} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
