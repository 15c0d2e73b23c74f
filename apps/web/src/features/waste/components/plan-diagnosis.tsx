import { Anchor, List, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useWasteSummary } from '../../../api/waste/waste-summary.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { formatDate, formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';
import { WASTE_PATH } from '../../../lib/waste-paths.ts';
import { topItems, topReasons } from '../lib/plan-form.ts';

/** "2026-03-01" → "1 de marzo de 2026" (read at noon so no zone moves the day). */
const day = (value: string) => formatDate(`${value}T12:00:00`);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" px="xs" py={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="md" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The self-diagnosis drawn from the log: the last 12 months' waste and where it comes from. */
export function PlanDiagnosis() {
  // The API's default period, the one the plan's PDF prints: the 12 calendar months to today.
  const summary = useWasteSummary();
  let body;
  if (summary.isPending) {
    body = <Skeleton height={96} radius="md" role="progressbar" aria-label="Cargando" />;
  } else if (summary.isError) {
    body = (
      <LoadErrorAlert
        title="No se ha podido cargar el autodiagnóstico"
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (summary.data.totals.entries === 0) {
    body = (
      <Text size="sm">
        Aún no hay mermas registradas en los últimos 12 meses.{' '}
        <Anchor component={Link} to={WASTE_PATH} size="sm" underline="always">
          Registra lo que se tira
        </Anchor>{' '}
        y el plan mostrará dónde se pierde comida y cuánto cuesta.
      </Text>
    );
  } else {
    const { totals } = summary.data;
    const reasons = topReasons(summary.data);
    const items = topItems(summary.data);
    body = (
      <>
        <SimpleGrid cols={3} spacing="xs" mb="sm">
          <Figure
            label="Valor a coste"
            value={formatEuro(totals.value)}
            hint={
              totals.unvalued > 0
                ? `${String(totals.unvalued)} sin precio, fuera del total`
                : `${String(totals.entries)} registros`
            }
          />
          <Figure label="Peso" value={`${formatQuantity(totals.weight_kg, 1)} kg`} />
          <Figure
            label="Sobre las compras"
            value={totals.pct_of_purchases === null ? '—' : formatPercent(totals.pct_of_purchases)}
            hint={`Compras ${formatEuro(totals.purchases_value)}`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="sm" fw={600}>
              Motivos principales
            </Text>
            <List size="sm" spacing={2} aria-label="Motivos principales">
              {reasons.map((row) => (
                <List.Item key={row.reason}>
                  {row.label}: {formatEuro(row.value)} · {formatQuantity(row.weight_kg, 1)} kg
                  {row.share === null ? '' : ` (${String(row.share)} %)`}
                </List.Item>
              ))}
            </List>
          </div>
          {items.length > 0 ? (
            <div>
              <Text size="sm" fw={600}>
                Lo que más se pierde
              </Text>
              <List size="sm" spacing={2} aria-label="Lo que más se pierde">
                {items.map((row) => (
                  <List.Item key={`${row.kind}-${String(row.ingredient_instance ?? row.recipe)}`}>
                    {row.name}: {formatEuro(row.value)}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
        </SimpleGrid>
      </>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-diagnosis-title">
      <Title order={2} size="h4" id="plan-diagnosis-title">
        Autodiagnóstico
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Tus mermas de los últimos 12 meses
        {summary.data
          ? ` (del ${day(summary.data.date_from)} al ${day(summary.data.date_to)})`
          : ''}
        , del registro de{' '}
        <Anchor component={Link} to={WASTE_PATH} size="sm" underline="always">
          Mermas y desperdicio
        </Anchor>
        . Son las cifras que imprime el PDF del plan.
      </Text>
      {body}
    </Paper>
  );
}
