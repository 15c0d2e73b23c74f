import { Alert, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { linkedShareText, type SalesSummary } from '@costeo/domain/contracts/sales';
import { formatEuro, formatPercent } from '../../../lib/format.ts';

function FigureCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The food cost against the escandallos' target, said so a cook knows if it is good news. */
function foodCostNote(summary: SalesSummary): string | undefined {
  if (summary.target_food_cost_pct === null) return undefined;
  return `Objetivo de tus escandallos: ${formatPercent(summary.target_food_cost_pct)}`;
}

/**
 * The period at a glance: how much of it is linked ("El 92 % de tus ventas está vinculado"), the
 * net revenue and the food cost of what was sold against the target.
 */
export function SalesFigures({ summary }: { summary: SalesSummary }) {
  const linked = summary.linked_pct === null ? 0 : Number(summary.linked_pct);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" data-testid="linked-share">
        <Text fw={600} mb={6}>
          {linkedShareText(summary.linked_pct)}
        </Text>
        <Progress
          value={Math.min(100, Math.max(0, linked))}
          aria-label="Ventas vinculadas"
          size="lg"
          radius="xl"
        />
        <Text size="xs" c="dimmed" mt={6}>
          {formatEuro(summary.linked_net_revenue)} vinculados de {formatEuro(summary.net_revenue)}{' '}
          sin IVA.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FigureCard
          label="Ventas sin IVA"
          value={formatEuro(summary.net_revenue)}
          note={`${formatEuro(summary.gross_revenue)} con IVA`}
        />
        <FigureCard
          label="Food cost de lo vendido"
          value={summary.food_cost_pct === null ? '—' : formatPercent(summary.food_cost_pct)}
          note={foodCostNote(summary)}
          testId="food-cost-of-sales"
        />
        <FigureCard
          label="Coste de lo vendido"
          value={formatEuro(summary.cost_of_sales)}
          note={`de ${formatEuro(summary.food_net_revenue)} en platos, menús y productos`}
        />
      </SimpleGrid>
      {summary.incomplete_costs > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {summary.incomplete_costs === 1
            ? '1 plato vendido tiene un coste incompleto (le falta un precio): su coste cuenta solo lo conocido.'
            : `${String(summary.incomplete_costs)} platos vendidos tienen un coste incompleto (les falta un precio): su coste cuenta solo lo conocido.`}
        </Alert>
      ) : null}
    </Stack>
  );
}
