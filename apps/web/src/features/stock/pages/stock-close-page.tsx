import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dec } from '@costeo/domain/decimal';
import type { StockClose } from '@costeo/domain/contracts/stock';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import { useStockClose } from '../../../api/stock/stock-close.ts';
import { useStockCounts } from '../../../api/stock/stock-counts.ts';
import { STOCK_CLOSE_PDF_URL, STOCK_CLOSE_XLSX_URL } from '../../../api/urls.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { formatDate, formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';
import { CloseLines, quantity } from '../components/close-lines.tsx';
import { CloseWaste } from '../components/close-waste.tsx';
import { INVENTORY_PATH } from '../lib/inventory-paths.ts';

const CloseVarianceChart = lazy(() => import('../components/close-chart.tsx'));

/** "2026-11-30" → "30 de noviembre de 2026" (a calendar day, read at noon so no zone moves it). */
const day = (value: string) => formatDate(`${value}T12:00:00`);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
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

function CloseReport({ close }: { close: StockClose }) {
  const top = close.lines
    .filter((line) => Number(line.variance_value) !== 0)
    .slice(0, 10)
    .map((line) => ({ name: line.name, Desviación: Number(line.variance_value) }));
  return (
    <Stack gap="md" data-testid="stock-close-report">
      <Text size="sm" c="dimmed">
        Periodo: del {day(close.date_from)} al {day(close.date_to)}. Ventas netas de comida:{' '}
        {formatEuro(close.net_food_revenue)}.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Figure
          label="Food cost real"
          value={
            close.actual_food_cost_pct === null ? '—' : formatPercent(close.actual_food_cost_pct)
          }
          hint={`Consumo real ${formatEuro(close.actual_use_value)}`}
        />
        <Figure
          label="Food cost teórico"
          value={
            close.theoretical_food_cost_pct === null
              ? '—'
              : formatPercent(close.theoretical_food_cost_pct)
          }
          hint={`Según tus escandallos ${formatEuro(close.theoretical_use_value)}`}
        />
        <Figure
          label="Diferencia"
          value={close.gap_points === null ? '—' : `${formatQuantity(close.gap_points, 2)} puntos`}
        />
        <Figure
          label="Diferencia en €"
          value={formatEuro(close.gap_value)}
          hint={
            dec(close.waste_value).isZero()
              ? undefined
              : `Sin explicar tras las mermas: ${formatEuro(close.variance_value)}`
          }
        />
      </SimpleGrid>
      {close.warnings.length > 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Avisos">
          <List size="sm">
            {close.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <CloseWaste close={close} />
      {top.length > 0 ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Mayores desviaciones">
          <Title order={2} size="h4" mb="sm">
            Mayores desviaciones
          </Title>
          <Suspense fallback={<Skeleton height={200} radius="md" />}>
            <CloseVarianceChart data={top} />
          </Suspense>
        </Paper>
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-label="Productos">
        <Title order={2} size="h4" mb="xs">
          Productos
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Consumo real = stock inicial + compras − stock final. Desviación = real − teórico − merma
          registrada.
        </Text>
        {close.lines.length === 0 ? (
          <Text size="sm">Ningún producto se contó en los dos recuentos.</Text>
        ) : (
          <CloseLines lines={close.lines} />
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label="Sin contar">
          <Title order={2} size="h4">
            Sin contar
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Comprados o usados en el periodo pero sin recuento en ambos: sin consumo real.
          </Text>
          {close.not_counted.length === 0 ? (
            <Text size="sm">Ninguno.</Text>
          ) : (
            <List size="sm">
              {close.not_counted.map((item) => (
                <List.Item key={item.ingredient_instance}>
                  {item.name}: compras {quantity(item.purchases, item.base_unit)}, consumo teórico{' '}
                  {quantity(item.theoretical_use, item.base_unit)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Sin movimiento">
          <Title order={2} size="h4">
            Sin movimiento
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Contados, sin compras ni consumo en el periodo.
          </Text>
          {close.not_moved.length === 0 ? (
            <Text size="sm">Ninguno.</Text>
          ) : (
            <List size="sm">
              {close.not_moved.map((item) => (
                <List.Item key={item.ingredient_instance}>
                  {item.name}: {quantity(item.closing, item.base_unit)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /ingredients/inventory/close, "Cierre de inventario" (issue 34, "Analytics avanzado"): the
 * close between two counts (the two latest by default), its chart, lines and exports. Other
 * plans never reach it: app/ shows the locked preview instead.
 */
export function StockClosePage() {
  const counts = useStockCounts(1);
  const list = counts.data?.results ?? [];
  const [fromChoice, setFrom] = useState<number | null>(null);
  const [toChoice, setTo] = useState<number | null>(null);
  const from = fromChoice ?? list[1]?.id ?? null;
  const to = toChoice ?? list[0]?.id ?? null;
  const close = useStockClose(from, to);
  const download = useDownloadExport();
  const options = list.map((count) => ({
    value: String(count.id),
    label: `${day(count.date)} · ${count.kind === 'full' ? 'completo' : 'parcial'}`,
  }));
  const params = { from_count: from ?? 0, to_count: to ?? 0 };
  const fileRange = close.data ? `${close.data.date_from}-${close.data.date_to}` : 'cierre';

  let body;
  if (counts.isPending) {
    body = <Skeleton height={240} radius="md" role="progressbar" aria-label="Cargando" />;
  } else if (counts.isError) {
    body = (
      <LoadErrorAlert
        title="No se han podido cargar tus recuentos"
        retrying={counts.isFetching}
        onRetry={() => void counts.refetch()}
      />
    );
  } else if (list.length < 2) {
    body = (
      <Card withBorder padding="lg">
        <Text fw={600}>Necesitas al menos dos recuentos</Text>
        <Text size="sm" c="dimmed">
          El cierre compara lo que había al principio y al final de un periodo con lo que compraste
          y vendiste. Haz un recuento al cerrar el mes y otro al final del siguiente.
        </Text>
        <Anchor component={Link} to={INVENTORY_PATH} size="sm" mt="xs">
          Ir a Inventario
        </Anchor>
      </Card>
    );
  } else {
    body = (
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Recuento inicial"
            data={options}
            value={from === null ? null : String(from)}
            onChange={(value) => {
              if (value) setFrom(Number(value));
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 310 }}
          />
          <Select
            label="Recuento final"
            data={options}
            value={to === null ? null : String(to)}
            onChange={(value) => {
              if (value) setTo(Number(value));
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 310 }}
          />
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!close.data}
              loading={download.isPending && download.variables.url === STOCK_CLOSE_XLSX_URL}
              onClick={() => {
                download.mutate({
                  url: STOCK_CLOSE_XLSX_URL,
                  params,
                  fallbackName: `cierre-inventario-${fileRange}.xlsx`,
                });
              }}
            >
              Descargar Excel
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!close.data}
              loading={download.isPending && download.variables.url === STOCK_CLOSE_PDF_URL}
              onClick={() => {
                download.mutate({
                  url: STOCK_CLOSE_PDF_URL,
                  params,
                  fallbackName: `cierre-inventario-${fileRange}.pdf`,
                });
              }}
            >
              Descargar PDF
            </Button>
          </Group>
        </Group>
        {download.isError ? (
          <Alert color="red" title="No se ha podido descargar">
            {getErrorDetail(download.error) ?? 'Inténtalo de nuevo.'}
          </Alert>
        ) : null}
        {close.isPending && close.fetchStatus !== 'idle' ? (
          <Skeleton height={240} radius="md" role="progressbar" aria-label="Cargando el cierre" />
        ) : close.isError ? (
          <Alert color="red" title="No se ha podido calcular el cierre">
            {getErrorDetail(close.error) ??
              Object.values(getFieldErrors(close.error))[0] ??
              'Inténtalo de nuevo.'}
          </Alert>
        ) : close.data ? (
          <CloseReport close={close.data} />
        ) : (
          <Text size="sm" c="dimmed">
            Elige dos recuentos distintos.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Anchor component={Link} to={INVENTORY_PATH} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Inventario
      </Anchor>
      <PageHeader
        title="Cierre de inventario"
        description="Consumo real frente al teórico entre dos recuentos: dónde se va la diferencia de food cost."
      />
      {body}
    </>
  );
}
