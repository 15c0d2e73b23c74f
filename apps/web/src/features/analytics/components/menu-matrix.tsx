import { Suspense } from 'react';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MenuEngineering } from '@costeo/domain/contracts/analytics';
import type { MenuQuadrant } from '@costeo/domain/menu-engineering';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { MenuMatrixChart } from './lazy-charts.ts';
import { ChartFallback } from './section-states.tsx';

const QUADRANT_COLOR: Record<MenuQuadrant, string> = {
  estrella: 'teal',
  caballo_de_batalla: 'blue',
  puzzle: 'grape',
  perro: 'red',
};

type MenuItem = MenuEngineering['items'][number];

/** Phones: one card per dish, no sideways scrolling. */
function MenuItemCards({ items }: { items: MenuItem[] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Clasificación de los platos"
    >
      {items.map((item) => (
        <Paper component="li" key={item.recipe} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {item.name}
            </Text>
            <Badge
              color={QUADRANT_COLOR[item.quadrant]}
              variant="light"
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {item.quadrant_label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {item.units_sold} uds · margen {formatEuro(item.contribution_margin)} · popularidad{' '}
            {formatPercent(item.popularity_pct)}
          </Text>
          <Text size="sm">{item.action}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The four-quadrant matrix with its thresholds, then each dish with its quadrant and action. */
export function MenuMatrix({ result }: { result: MenuEngineering }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (result.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Introduce las unidades vendidas de tus platos en este periodo para clasificarlos.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Margen de contribución medio (ponderado por unidades):{' '}
          <b>
            {result.average_contribution_margin
              ? formatEuro(result.average_contribution_margin)
              : '—'}
          </b>
        </Text>
        <Text size="sm">
          Umbral de popularidad (70 % de la cuota justa):{' '}
          <b>
            {result.popularity_threshold_pct ? formatPercent(result.popularity_threshold_pct) : '—'}
          </b>
        </Text>
        <Text size="sm" c="dimmed">
          {result.total_units} unidades vendidas
        </Text>
      </Group>
      <Suspense fallback={<ChartFallback height={300} />}>
        <MenuMatrixChart
          points={result.items.map((item) => ({
            name: item.name,
            color: `${QUADRANT_COLOR[item.quadrant]}.6`,
            margen: Number(item.contribution_margin),
            popularidad: Number(item.popularity_pct),
          }))}
          averageMargin={Number(result.average_contribution_margin ?? 0)}
          popularityThreshold={Number(result.popularity_threshold_pct ?? 0)}
        />
      </Suspense>
      {small ? (
        <MenuItemCards items={result.items} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" verticalSpacing={6} striped aria-label="Clasificación de los platos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plato</Table.Th>
                <Table.Th ta="right">Unidades</Table.Th>
                <Table.Th ta="right">Margen de contribución</Table.Th>
                <Table.Th ta="right">Popularidad</Table.Th>
                <Table.Th miw={170}>Clasificación</Table.Th>
                <Table.Th>Acción sugerida</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((item) => (
                <Table.Tr key={item.recipe}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right">{item.units_sold}</Table.Td>
                  <Table.Td ta="right">{formatEuro(item.contribution_margin)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(item.popularity_pct)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={QUADRANT_COLOR[item.quadrant]}
                      variant="light"
                      tt="none"
                      miw="fit-content"
                    >
                      {item.quadrant_label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{item.action}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result.excluded.length > 0 ? (
        <Text size="xs" c="dimmed">
          Sin clasificar: {result.excluded.map((row) => `${row.name} (${row.reason})`).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
