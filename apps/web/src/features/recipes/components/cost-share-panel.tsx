import { lazy, Suspense } from 'react';
import { ColorSwatch, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatEuro } from '../../../lib/format.ts';
import { swatchColor, type CostShareSlice, type LegendEntry } from '../lib/cost-share.ts';

const CostShareChart = lazy(() =>
  import('./cost-share-chart.tsx').then((module) => ({ default: module.CostShareChart })),
);

/** Where the money goes: the donut (lazy: recharts stays out of the first download) and its legend. */
export function CostSharePanel({
  slices,
  legend,
}: {
  slices: CostShareSlice[];
  legend: LegendEntry[];
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600} mb="xs">
        Reparto del coste
      </Text>
      {slices.length === 0 ? (
        <Text size="sm" c="dimmed">
          Añade cantidades para ver el reparto.
        </Text>
      ) : (
        <Group gap="xl" align="center" wrap="wrap">
          <Suspense
            fallback={<Loader size="sm" role="progressbar" aria-label="Cargando gráfico" />}
          >
            <CostShareChart slices={slices} label="Reparto del coste por línea" />
          </Suspense>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {legend.map((entry) => (
              <Group key={entry.name} component="li" gap={8} wrap="nowrap">
                <ColorSwatch
                  color={swatchColor(entry.color)}
                  size={12}
                  withShadow={false}
                  aria-hidden
                />
                <Text size="sm">{entry.name}</Text>
                <Text size="sm" fw={600}>
                  {formatEuro(entry.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
