import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXTRA_COST_TYPES } from '@costeo/domain/recipe-graph';
import { EXTRA_COST_TYPE_EXPLANATIONS, EXTRA_COST_TYPE_LABELS } from '../lib/extra-cost-display.ts';

/** The three kinds of extra cost with an example in euros (DOMAIN.md §2). */
export function ExtraCostTypesGuide() {
  return (
    <section aria-labelledby="extra-cost-types-title">
      <Title order={2} size="h5" mb="xs" id="extra-cost-types-title">
        Tipos de coste extra
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {EXTRA_COST_TYPES.map((type) => (
          <Paper key={type} withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {EXTRA_COST_TYPE_LABELS[type]}
              </Text>
              <Text size="sm" c="dimmed">
                {EXTRA_COST_TYPE_EXPLANATIONS[type]}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
