import { ColorSwatch, Group, Table, Text } from '@mantine/core';
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

interface CostAnalysisTableProps {
  shown: RecipeCost;
  colors: Map<number, string>;
}

/** The escandallo as a table: net, gross, unit cost, cost and share of each line, then totals. */
export function CostAnalysisTable({ shown, colors }: CostAnalysisTableProps) {
  const totals = formatRecipeCostFields(shown);
  return (
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
                <Table.Td ta="right">{formatLineQuantity(row.net_quantity, line.unit)}</Table.Td>
                <Table.Td ta="right">{formatLineQuantity(row.gross_quantity, line.unit)}</Table.Td>
                <Table.Td ta="right">{formatLineUnitPrice(row.unit_cost, line.unit)}</Table.Td>
                <Table.Td ta="right">{row.cost === null ? '—' : formatEuro(row.cost)}</Table.Td>
                <Table.Td ta="right">
                  {row.cost_share_pct === null ? '—' : formatPercent(row.cost_share_pct)}
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
                  {row.cost_share_pct === null ? '—' : formatPercent(row.cost_share_pct)}
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
  );
}
