import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import {
  formatExtraCost,
  formatLineCost,
  formatRecipeCostFields,
} from '@costeo/domain/recipe-cost-format';
import { scaleRecipeCost } from '@costeo/domain/recipe-scaling';
import { dec, toMoney } from '@costeo/domain/decimal';
import { formatEuro, formatPercent, formatQuantity, formatUnitPrice } from '../../../lib/format.ts';
import { parseServings } from '../lib/recipe-draft.ts';
import type { CostShareSlice } from './cost-share-chart.tsx';

const CostShareChart = lazy(() =>
  import('./cost-share-chart.tsx').then((module) => ({ default: module.CostShareChart })),
);

const SLICE_COLORS = [
  'terracotta.6',
  'teal.6',
  'yellow.6',
  'grape.6',
  'blue.6',
  'lime.7',
  'pink.6',
  'cyan.7',
];
const OTHERS_COLOR = 'gray.5';
const MAX_SLICES = 7;

const EXTRA_TYPE_LABELS = {
  fixed: 'fijo por elaboración',
  per_serving: 'por ración',
  percentage: '% de ingredientes',
} as const;

interface LegendEntry {
  name: string;
  color: string;
  /** € of the batch, exact ("2.87"). */
  amount: string;
}

function slicesOf(cost: RecipeCost): {
  slices: CostShareSlice[];
  legend: LegendEntry[];
  colors: Map<number, string>;
} {
  const priced = cost.lines
    .filter((line) => line.cost !== null && line.cost.greaterThan(0))
    .sort((a, b) => (b.cost && a.cost ? b.cost.comparedTo(a.cost) : 0));
  const colors = new Map<number, string>();
  const legend: LegendEntry[] = priced.slice(0, MAX_SLICES).map((line, index) => {
    const color = SLICE_COLORS[index % SLICE_COLORS.length] ?? OTHERS_COLOR;
    colors.set(line.position, color);
    return {
      name: line.name || `Línea ${line.position}`,
      color,
      amount: toMoney(line.cost ?? dec(0)),
    };
  });
  const rest = priced.slice(MAX_SLICES);
  for (const line of rest) colors.set(line.position, OTHERS_COLOR);
  if (rest.length > 0) {
    const sum = rest.reduce((total, line) => total.plus(line.cost ?? 0), dec(0));
    legend.push({ name: 'Otros', color: OTHERS_COLOR, amount: toMoney(sum) });
  }
  for (const extra of cost.extraCosts) {
    if (extra.cost.greaterThan(0)) {
      legend.push({ name: extra.name, color: OTHERS_COLOR, amount: toMoney(extra.cost) });
    }
  }
  // The drawing needs numbers; the figures shown stay the exact decimals.
  const slices = legend.map((entry) => ({ ...entry, value: Number(entry.amount) }));
  return { slices, legend, colors };
}

function swatchColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

/** The escandallo line by line (net, gross, unit cost, cost, share), scalable to N raciones. */
export function CostAnalysisPanel({ cost }: { cost: RecipeCost }) {
  const [servingsText, setServingsText] = useState(String(cost.servings));
  const wanted = parseServings(servingsText);
  const shown = wanted === null || wanted === cost.servings ? cost : scaleRecipeCost(cost, wanted);
  const totals = formatRecipeCostFields(shown);
  const { slices, legend, colors } = slicesOf(shown);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4">
          Análisis de costes
        </Title>
        <TextInput
          label="Ver para (raciones)"
          inputMode="numeric"
          value={servingsText}
          onChange={(event) => {
            setServingsText(event.currentTarget.value);
          }}
          error={wanted === null ? 'Indica un número entero de raciones.' : undefined}
          w={160}
        />
      </Group>
      {shown !== cost ? (
        <Alert variant="light" color="blue">
          Cantidades y costes para {shown.servings} raciones (la receta es para {cost.servings}). El
          coste por ración y los márgenes no cambian.
        </Alert>
      ) : null}
      <Stack gap="md">
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
              <Suspense fallback={<Loader size="sm" aria-label="Cargando gráfico" />}>
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
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Escandallo" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Línea</Table.Th>
                <Table.Th ta="right">Cantidad neta</Table.Th>
                <Table.Th ta="right">Cantidad bruta</Table.Th>
                <Table.Th ta="right">Coste unitario</Table.Th>
                <Table.Th ta="right">Coste</Table.Th>
                <Table.Th ta="right">% del coste</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.lines.map((line) => {
                const row = formatLineCost(line);
                return (
                  <Table.Tr key={line.position}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch
                          color={swatchColor(colors.get(line.position) ?? OTHERS_COLOR)}
                          size={10}
                          aria-hidden
                          withShadow={false}
                        />
                        <Text size="sm">{row.name || `Línea ${line.position}`}</Text>
                      </Group>
                      {row.warning ? (
                        <Text size="xs" c={BADGE_TEXT.orange}>
                          {row.warning}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">{`${formatQuantity(row.net_quantity)} ${line.unit}`}</Table.Td>
                    <Table.Td ta="right">
                      {row.gross_quantity === null
                        ? '—'
                        : `${formatQuantity(row.gross_quantity)} ${line.unit}`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {row.unit_cost === null
                        ? '—'
                        : `${formatUnitPrice(row.unit_cost)}/${line.unit}`}
                    </Table.Td>
                    <Table.Td ta="right">{row.cost === null ? '—' : formatEuro(row.cost)}</Table.Td>
                    <Table.Td ta="right">
                      {row.cost_share_pct === null ? '—' : formatPercent(row.cost_share_pct, 1)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {shown.extraCosts.map((extra, index) => {
                const row = formatExtraCost(extra);
                return (
                  <Table.Tr key={`extra-${row.id ?? index}`}>
                    <Table.Td colSpan={4}>
                      {row.name}{' '}
                      <Text span size="xs" c="dimmed">
                        (coste extra, {EXTRA_TYPE_LABELS[row.cost_type]})
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatEuro(row.cost)}</Table.Td>
                    <Table.Td ta="right">
                      {row.cost_share_pct === null ? '—' : formatPercent(row.cost_share_pct, 1)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Coste de ingredientes</Table.Th>
                <Table.Td ta="right">{formatEuro(totals.ingredients_cost)}</Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>Costes extra</Table.Th>
                <Table.Td ta="right">{formatEuro(totals.extra_costs_total)}</Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>Coste total ({shown.servings} raciones)</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatEuro(totals.total_cost)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>Coste por ración</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatEuro(totals.cost_per_serving)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
