import { lazy, Suspense } from 'react';
import { Alert, Anchor, Group, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dec, toMoney, toQuantity } from '@costeo/domain/decimal';
import type { WasteWeeks } from '@costeo/domain/contracts/waste';
import { useWasteWeeks } from '../../../api/waste/waste-weeks.ts';
import { formatDate, formatEuro, formatQuantity } from '../../../lib/format.ts';
import { WASTE_PATH, WASTE_PLAN_PATH } from '../../../lib/waste-paths.ts';
import { DashboardCard } from './dashboard-card.tsx';

const WasteWeeksChart = lazy(() => import('./waste-chart.tsx'));

/** "2026-03-02" → "2/3" (the week's Monday, read as a calendar day). */
function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${String(date)}/${String(month)}`;
}

/** "2026-03-02" → "2 de marzo de 2026" (read at noon so no zone moves the day). */
const longDay = (day: string) => formatDate(`${day}T12:00:00`);

/** The 12 weeks' sums, in decimals, rounded once. */
export function wasteTotals(weeks: WasteWeeks['weeks']) {
  const value = weeks.reduce((sum, week) => sum.plus(dec(week.value)), dec(0));
  const weight = weeks.reduce((sum, week) => sum.plus(dec(week.weight_kg)), dec(0));
  return {
    value: toMoney(value),
    weight_kg: toQuantity(weight),
    empty: value.isZero() && weight.isZero(),
  };
}

/** The reminder the plan's review date sets (Ley 1/2025): shown once it has passed. */
export function WastePlanReminder() {
  const { data } = useWasteWeeks();
  if (!data?.plan_review_overdue) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarExclamation size={18} aria-hidden />}
      title="Plan de prevención"
    >
      <Text size="sm">
        La revisión del plan de prevención venció el {longDay(data.plan_review_overdue)}.{' '}
        <Anchor component={Link} to={WASTE_PLAN_PATH} size="sm" fw={600} underline="always">
          Revisar el plan
        </Anchor>
      </Text>
    </Alert>
  );
}

function WeeksTable({ weeks }: { weeks: WasteWeeks['weeks'] }) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>Mermas por semana, a coste</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Semana del</Table.Th>
            <Table.Th>Valor</Table.Th>
            <Table.Th>Peso</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.week_start}>
              <Table.Td>{longDay(week.week_start)}</Table.Td>
              <Table.Td>{formatEuro(week.value)}</Table.Td>
              <Table.Td>{formatQuantity(week.weight_kg, 1)} kg</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * "Mermas" (issue 35): what was thrown away or given away in the last 12 weeks, at cost — a
 * chart with its figures in a table for screen readers — and the ways to the log and the plan.
 */
export function WasteCard() {
  const query = useWasteWeeks();
  let body;
  if (query.isPending) {
    body = (
      <Skeleton height={180} radius="md" role="progressbar" aria-label="Cargando las mermas" />
    );
  } else if (query.isError) {
    body = (
      <Text size="sm" c="dimmed">
        No se han podido cargar las mermas.
      </Text>
    );
  } else {
    const { weeks } = query.data;
    const totals = wasteTotals(weeks);
    const last = weeks.at(-1);
    if (totals.empty) {
      body = (
        <Text size="sm">
          Sin mermas registradas en las últimas 12 semanas.{' '}
          <Anchor component={Link} to={WASTE_PATH} size="sm" underline="always">
            Registra lo que se tira
          </Anchor>
          : explica parte de la diferencia de tu inventario y es el autodiagnóstico de tu plan de
          prevención.
        </Text>
      );
    } else {
      const label = `Mermas por semana de las últimas 12 semanas: ${formatEuro(totals.value)} en total.`;
      body = (
        <>
          <Group gap="xs" mb="sm" wrap="wrap">
            <Figure label="12 semanas" value={formatEuro(totals.value)} />
            <Figure label="Peso" value={`${formatQuantity(totals.weight_kg, 1)} kg`} />
            {last ? <Figure label="Última semana" value={formatEuro(last.value)} /> : null}
          </Group>
          <Suspense fallback={<Skeleton height={180} radius="md" />}>
            <WasteWeeksChart
              data={weeks.map((week) => ({
                week: shortDay(week.week_start),
                Mermas: Number(week.value),
              }))}
              label={label}
            />
          </Suspense>
          <WeeksTable weeks={weeks} />
        </>
      );
    }
  }
  return (
    <DashboardCard
      title="Mermas"
      description="Lo que se tira o se dona, a coste, semana a semana."
      action={
        <Group gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={WASTE_PLAN_PATH}
            size="sm"
            aria-label="Plan de prevención"
            style={{ whiteSpace: 'nowrap' }}
          >
            Plan
          </Anchor>
          <Anchor component={Link} to={WASTE_PATH} size="sm" style={{ whiteSpace: 'nowrap' }}>
            Ver mermas
          </Anchor>
        </Group>
      }
    >
      <div data-testid="dashboard-waste">{body}</div>
    </DashboardCard>
  );
}
