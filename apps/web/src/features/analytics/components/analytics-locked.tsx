import { Box, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const ANALYTICS_PLAN_NOTE = 'Analytics avanzado forma parte del plan Business.';

const ANALYTICS_BENEFIT =
  'Con el plan Business verás la distribución de márgenes, en qué se va el coste, cómo suben tus ingredientes, qué pasa si cambia un precio y la ingeniería de tu carta.';

/** A fixed sample, drawn without any chart library: what the section looks like on Business. */
const SAMPLE_BARS = [12, 28, 46, 72, 58, 34, 18];

function SamplePreview() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden="true">
      {['Distribución de márgenes', 'Ingeniería de menú'].map((title, index) => (
        <Paper key={title} withBorder p="md" radius="md">
          <Text fw={600} size="sm" mb="sm">
            {title}
          </Text>
          <Box style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: 120 }}>
            {SAMPLE_BARS.map((height, bar) => (
              <Box
                key={bar}
                style={{
                  flex: 1,
                  height: `${index === 0 ? height : 100 - height}%`,
                  borderRadius: 4,
                  background: 'var(--mantine-color-teal-4)',
                }}
              />
            ))}
          </Box>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The locked preview for Gratuito and Pro (SPEC.md §5): a blurred sample, the plan message and
 * the upgrade action, like the price history's locked state.
 */
export function AnalyticsLocked({
  message,
  onUpgrade,
  benefit = ANALYTICS_BENEFIT,
}: {
  message: string;
  onUpgrade: () => void;
  /** What this analysis shows on Business (the Dashboard's tab: all of them). */
  benefit?: string;
}) {
  return (
    <Box pos="relative" data-testid="analytics-locked">
      <Box style={{ filter: 'blur(4px)', opacity: 0.6, pointerEvents: 'none' }}>
        <SamplePreview />
      </Box>
      <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs" p="md" ta="center">
        <Paper shadow="md" p="lg" radius="md" maw={420} withBorder>
          <Stack align="center" gap="xs">
            <ThemeIcon variant="light" size="lg" radius="xl">
              <IconLock size={20} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4">
              Analytics avanzado
            </Title>
            <Text size="sm" fw={600}>
              {message}
            </Text>
            {/* The §5 message on Gratuito names Pro; Analytics is Business only, so say so too. */}
            <Text size="sm">{ANALYTICS_PLAN_NOTE}</Text>
            <Text size="sm" c="dimmed">
              {benefit}
            </Text>
            <Button onClick={onUpgrade} mt="xs">
              Mejorar plan
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
