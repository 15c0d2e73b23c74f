import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardSales, DashboardSold } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent, formatQuantity, formatShortDate } from '../../../lib/format.ts';
import { SALES_PATH } from '../../../lib/sales-path.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** "Últimas 4 semanas" or, when nothing was sold in them, the newest import's days. */
export function salesPeriodText(sales: DashboardSales): string {
  const days =
    sales.date_from === sales.date_to
      ? `el ${formatShortDate(sales.date_from)}`
      : `del ${formatShortDate(sales.date_from)} al ${formatShortDate(sales.date_to)}`;
  return sales.recent
    ? `Últimas 4 semanas (${days}), según tu TPV.`
    : `Tu última importación del TPV (${days}).`;
}

/** Whether the food cost of what was sold is above the escandallos' target; null: not known. */
export function aboveTarget(sales: DashboardSales): boolean | null {
  if (sales.food_cost_pct === null || sales.target_food_cost_pct === null) return null;
  return Number(sales.food_cost_pct) > Number(sales.target_food_cost_pct);
}

function FoodCost({ sales }: { sales: DashboardSales }) {
  const above = aboveTarget(sales);
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        Food cost de lo vendido
      </Text>
      <Group gap="xs" align="center">
        <Text fz="xl" fw={700} data-testid="dashboard-sales-food-cost">
          {sales.food_cost_pct === null ? '—' : formatPercent(sales.food_cost_pct)}
        </Text>
        {above === null ? null : (
          <Badge
            variant="light"
            color={above ? 'orange' : 'teal'}
            c={above ? BADGE_TEXT.orange : BADGE_TEXT.teal}
            tt="none"
            radius="sm"
          >
            {above ? 'Por encima del objetivo' : 'Dentro del objetivo'}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {sales.target_food_cost_pct === null
          ? 'Vincula tus platos para compararlo con tus escandallos.'
          : `Objetivo de tus escandallos: ${formatPercent(sales.target_food_cost_pct)}`}
      </Text>
    </Paper>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** The sales mix: the most sold by units, each with its share of the units sold. */
function TopSold({ rows }: { rows: DashboardSold[] }) {
  const title = 'Lo más vendido';
  return (
    <div>
      <Text fw={600} mb={6}>
        {title}
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
              <Text size="sm" lineClamp={1}>
                {row.name}
              </Text>
              <Text size="sm" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {formatQuantity(row.units, 0)} ud ·{' '}
                <Text span size="sm" fw={700}>
                  {formatPercent(row.mix_pct)}
                </Text>
              </Text>
            </Group>
            <Progress
              value={Math.min(100, Math.max(0, Number(row.mix_pct)))}
              size="sm"
              radius="xl"
              color="orange"
              aria-label={`${row.name}: ${formatPercent(row.mix_pct)} de las unidades vendidas`}
            />
          </li>
        ))}
      </Stack>
    </div>
  );
}

/** The best or the worst contributors: what each left after the cost of what was sold. */
function Contributors({ title, rows }: { title: string; rows: DashboardSold[] }) {
  return (
    <div>
      <Text fw={600} mb={6}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nada más que mostrar en este periodo.
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {rows.map((row) => (
            <li key={`${row.kind}-${row.id}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" lineClamp={1}>
                  {row.name}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                  {formatEuro(row.contribution)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatQuantity(row.units, 0)} ud · ventas {formatEuro(row.net_revenue)}
                {row.food_cost_pct === null
                  ? ''
                  : ` · food cost ${formatPercent(row.food_cost_pct)}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}

/**
 * What the till sold (issue 33): the food cost of what was sold against the escandallos' target,
 * the real sales mix and the dishes that contribute most and least, with the way to Ventas.
 */
export function SalesBlock({ sales }: { sales: DashboardSales }) {
  return (
    <DashboardCard
      title="Ventas reales"
      description={salesPeriodText(sales)}
      action={
        <Anchor component={Link} to={SALES_PATH} size="sm" style={{ whiteSpace: 'nowrap' }}>
          Ver ventas
        </Anchor>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FoodCost sales={sales} />
          <Figure
            label="Ventas sin IVA"
            value={formatEuro(sales.net_revenue)}
            note={
              sales.linked_pct === null
                ? 'Sin ventas en el periodo.'
                : `${formatPercent(sales.linked_pct)} vinculado a tus escandallos`
            }
          />
          <Figure
            label="Coste de lo vendido"
            value={formatEuro(sales.cost_of_sales)}
            note={`de ${formatEuro(sales.food_net_revenue)} en platos, menús y productos`}
          />
        </SimpleGrid>
        {sales.top_sold.length === 0 ? (
          <Text size="sm" c="dimmed">
            Vincula los artículos de tu TPV a tus platos para ver qué se vende y cuánto deja.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <TopSold rows={sales.top_sold} />
            <Contributors title="Los que más aportan" rows={sales.best_contributors} />
            <Contributors title="Los que menos aportan" rows={sales.worst_contributors} />
          </SimpleGrid>
        )}
        {sales.incomplete_costs > 0 ? (
          <Text size="xs" c="dimmed">
            {sales.incomplete_costs === 1
              ? '1 plato vendido tiene el coste incompleto: cuenta lo que se sabe.'
              : `${sales.incomplete_costs} platos vendidos tienen el coste incompleto: cuentan lo que se sabe.`}
          </Text>
        ) : null}
      </Stack>
    </DashboardCard>
  );
}
