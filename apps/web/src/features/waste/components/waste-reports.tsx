import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  WASTE_DESTINATION_LABELS,
  WASTE_DESTINATIONS,
  WASTE_REASON_LABELS,
  type WasteSummary,
} from '@costeo/domain/contracts/waste';
import { useWasteSummary } from '../../../api/waste/waste-summary.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';
import { addDays, monthLabel, monthStart, todayInMadrid } from '../lib/waste-dates.ts';
import { KIND_LABELS } from '../lib/waste-item.ts';
import classes from './waste.module.css';

const WasteMonthChart = lazy(() => import('./waste-month-chart.tsx'));

const REPORT_PERIODS = {
  '12m': 'Últimos 12 meses',
  year: 'Este año',
  '3m': 'Últimos 3 meses',
  'last-month': 'El mes pasado',
} as const;
type ReportPeriod = keyof typeof REPORT_PERIODS;

function reportRange(period: ReportPeriod, today: string) {
  switch (period) {
    case '12m':
      // The API's default: the last 12 months up to today.
      return {};
    case 'year':
      return { date_from: `${today.slice(0, 4)}-01-01`, date_to: today };
    case '3m':
      return { date_from: monthStart(today, 2), date_to: today };
    case 'last-month':
      return { date_from: monthStart(today, 1), date_to: addDays(monthStart(today), -1) };
  }
}

const shortDate = (date: string) => date.split('-').reverse().join('/');
const kg = (value: string) => `${formatQuantity(value)} kg`;

/** A table that scrolls inside its own labelled box on a narrow phone, never the page. */
function ReportTable({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className={classes.scrollRegion} role="region" aria-label={label} tabIndex={0}>
      <Table striped aria-label={label} fz="sm" verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {head.map((title, index) => (
              <Table.Th
                key={title}
                ta={index === 0 ? 'left' : 'right'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}

function Figures({ value, weight }: { value: string; weight: string }) {
  return (
    <>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(value)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {kg(weight)}
      </Table.Td>
    </>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ReportBody({ summary }: { summary: WasteSummary }) {
  const { totals } = summary;
  if (totals.entries === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fw={600}>No hay mermas registradas en este periodo</Text>
        <Text size="sm" c="dimmed">
          Los informes se llenan con lo que anotes en «Registrar merma».
        </Text>
      </Paper>
    );
  }
  const destinations = [...summary.by_destination].sort(
    (a, b) => WASTE_DESTINATIONS.indexOf(a.destination) - WASTE_DESTINATIONS.indexOf(b.destination),
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Merma" value={formatEuro(totals.value)} testId="report-value" />
        <Stat label="Peso" value={kg(totals.weight_kg)} testId="report-weight" />
        <Stat
          label="Sobre las compras"
          value={totals.pct_of_purchases === null ? '—' : formatPercent(totals.pct_of_purchases)}
          testId="report-pct"
        />
        <Stat label="Entradas" value={String(totals.entries)} testId="report-entries" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Compras del periodo sin IVA: {formatEuro(totals.purchases_value)}.
        {totals.unvalued > 0
          ? ` ${totals.unvalued === 1 ? '1 entrada no tiene' : `${totals.unvalued} entradas no tienen`} precio y no suma en euros.`
          : ''}
      </Text>
      <Section title="Por mes">
        <Suspense fallback={<Skeleton height={200} radius="md" />}>
          <WasteMonthChart
            data={summary.by_month.map((month) => ({
              month: monthLabel(month.month),
              Merma: Number(month.value),
            }))}
          />
        </Suspense>
        <ReportTable label="Merma por mes" head={['Mes', '€', 'kg', '% compras']}>
          {summary.by_month.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthLabel(month.month)}</Table.Td>
              <Figures value={month.value} weight={month.weight_kg} />
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {month.pct_of_purchases === null ? '—' : formatPercent(month.pct_of_purchases)}
              </Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Por motivo">
          <ReportTable label="Merma por motivo" head={['Motivo', '€', 'kg']}>
            {summary.by_reason.map((row) => (
              <Table.Tr key={row.reason}>
                <Table.Td>{WASTE_REASON_LABELS[row.reason]}</Table.Td>
                <Figures value={row.value} weight={row.weight_kg} />
              </Table.Tr>
            ))}
          </ReportTable>
        </Section>
        <Section title="Por destino">
          <Text size="xs" c="dimmed" mb={4}>
            En el orden de prioridad de la Ley 1/2025: la eliminación, lo último.
          </Text>
          <ReportTable label="Merma por destino" head={['Destino', '€', 'kg']}>
            {destinations.map((row) => (
              <Table.Tr key={row.destination}>
                <Table.Td>{WASTE_DESTINATION_LABELS[row.destination]}</Table.Td>
                <Figures value={row.value} weight={row.weight_kg} />
              </Table.Tr>
            ))}
          </ReportTable>
        </Section>
      </SimpleGrid>
      <Section title="Por producto, elaboración o plato">
        <ReportTable label="Merma por producto, elaboración o plato" head={['Nombre', '€', 'kg']}>
          {summary.by_item.map((row) => (
            <Table.Tr key={`${row.kind}-${row.ingredient_instance ?? row.recipe ?? 0}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.name}
                <Text span size="xs" c="dimmed" display="block">
                  {KIND_LABELS[row.kind]} ·{' '}
                  {row.entries === 1 ? '1 entrada' : `${row.entries} entradas`}
                </Text>
              </Table.Td>
              <Figures value={row.value} weight={row.weight_kg} />
            </Table.Tr>
          ))}
        </ReportTable>
      </Section>
    </Stack>
  );
}

/** "Informes" (issue 35 point 3): waste of a period in € and kg, and as % of purchases. */
export function WasteReports() {
  const [period, setPeriod] = useState<ReportPeriod>('12m');
  const summary = useWasteSummary(reportRange(period, todayInMadrid()));
  return (
    <Stack gap="md" component="section" aria-labelledby="waste-reports-title">
      <Title order={2} size="h3" id="waste-reports-title">
        Informes
      </Title>
      <NativeSelect
        label="Periodo"
        data={Object.entries(REPORT_PERIODS).map(([value, label]) => ({ value, label }))}
        value={period}
        onChange={(event) => {
          setPeriod(event.currentTarget.value as ReportPeriod);
        }}
        maw={320}
      />
      {summary.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando los informes">
          <Skeleton height={72} />
          <Skeleton height={220} />
        </Stack>
      ) : summary.isError ? (
        <LoadErrorAlert
          title="No se han podido cargar los informes"
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="report-period">
            Del {shortDate(summary.data.date_from)} al {shortDate(summary.data.date_to)}
          </Text>
          <ReportBody summary={summary.data} />
        </>
      )}
    </Stack>
  );
}
