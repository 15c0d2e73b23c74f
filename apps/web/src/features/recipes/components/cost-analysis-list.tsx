import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import {
  formatExtraCost,
  formatLineCost,
  formatRecipeCostFields,
} from '@costeo/domain/recipe-cost-format';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { formatLineQuantity, formatLineUnitPrice } from '../../../lib/format-quantity.ts';
import { EXTRA_TYPE_LABELS, OTHERS_COLOR, swatchColor } from '../lib/cost-share.ts';

interface CostAnalysisListProps {
  shown: RecipeCost;
  colors: Map<number, string>;
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** The escandallo at phone width: one block per line, the same figures as the table. */
export function CostAnalysisList({ shown, colors }: CostAnalysisListProps) {
  const totals = formatRecipeCostFields(shown);
  return (
    <Stack gap="xs" aria-label="Escandallo" role="group">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.lines.map((line) => {
          const row = formatLineCost(line);
          return (
            <Paper key={line.position} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <ColorSwatch
                    color={swatchColor(colors.get(line.position) ?? OTHERS_COLOR)}
                    size={10}
                    withShadow={false}
                    aria-hidden
                  />
                  <Text size="sm" fw={600}>
                    {row.name || `Línea ${line.position}`}
                  </Text>
                </Group>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {row.cost === null ? '—' : formatEuro(row.cost)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {[
                  `Neta ${formatLineQuantity(row.net_quantity, line.unit)}`,
                  row.gross_quantity === null
                    ? null
                    : `bruta ${formatLineQuantity(row.gross_quantity, line.unit)}`,
                  row.unit_cost === null ? null : formatLineUnitPrice(row.unit_cost, line.unit),
                  row.cost_share_pct === null
                    ? null
                    : `${formatPercent(row.cost_share_pct)} del coste`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {row.warning ? (
                <Text size="xs" c={BADGE_TEXT.orange} mt={4}>
                  {row.warning}
                </Text>
              ) : null}
            </Paper>
          );
        })}
        {shown.extraCosts.map((extra, index) => {
          const row = formatExtraCost(extra);
          return (
            <Paper key={`extra-${row.id ?? index}`} component="li" withBorder radius="md" p="sm">
              <Total
                label={`${row.name} (coste extra, ${EXTRA_TYPE_LABELS[row.cost_type]})`}
                value={formatEuro(row.cost)}
              />
            </Paper>
          );
        })}
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Total label="Coste de ingredientes" value={formatEuro(totals.ingredients_cost)} />
          <Total label="Costes extra" value={formatEuro(totals.extra_costs_total)} />
          <Total
            label={`Coste total (${shown.servings} raciones)`}
            value={formatEuro(totals.total_cost)}
            strong
          />
          <Total label="Coste por ración" value={formatEuro(totals.cost_per_serving)} strong />
        </Stack>
      </Paper>
    </Stack>
  );
}
