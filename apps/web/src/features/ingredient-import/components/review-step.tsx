import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ImportResult } from '@costeo/domain/contracts/ingredient-import';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatPercent, formatPurchasePrice, formatQuantity } from '../../../lib/format.ts';
import type { RowOverride } from './match-cell.tsx';
import { RowOutcome } from './row-outcome.tsx';
import { SummaryBadges } from './summary-badges.tsx';

const FILTERS = [
  { value: 'all', label: 'Todas las filas' },
  { value: 'error', label: 'Con errores' },
  { value: 'create', label: 'Nuevos' },
  { value: 'update', label: 'A actualizar' },
  { value: 'unchanged', label: 'Sin cambios' },
  { value: 'over_quota', label: 'Fuera del límite del plan' },
  { value: 'skipped', label: 'Sin importar' },
];
const PAGE_SIZE = 25;

type Row = ImportResult['rows'][number];

function formatOf(row: Row): string {
  if (!row.purchase_quantity || !row.purchase_unit) return '';
  return `${formatQuantity(row.purchase_quantity)} ${row.purchase_unit}`;
}

interface ReviewStepProps {
  result: ImportResult;
  onOverride: (row: number, override: RowOverride | null) => void;
  /** Opens the upgrade modal with the plan's limit message (composed in app/). */
  onUpgrade?: ((message: string) => void) | undefined;
}

const QUOTA_PREFIX = 'Límite del plan: ';

/** Rows beyond the plan's quota: said once, with the way out (a larger plan). */
function OverQuotaNotice({
  result,
  onUpgrade,
}: {
  result: ImportResult;
  onUpgrade: (message: string) => void;
}) {
  const first = result.rows.find((row) => row.action === 'over_quota');
  if (!first) return null;
  const reason = first.messages.find((message) => message.startsWith(QUOTA_PREFIX));
  const message = reason?.slice(QUOTA_PREFIX.length) ?? 'Has alcanzado el límite de tu plan.';
  const count = result.summary.over_quota;
  return (
    <Alert
      color="orange"
      variant="light"
      title={`${count} ${count === 1 ? 'fila queda' : 'filas quedan'} fuera del límite de tu plan`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {message} El resto se importa; estas filas entrarán si amplías el plan y vuelves a
          importar.
        </Text>
        <Button size="xs" onClick={() => onUpgrade(message)}>
          Mejorar plan
        </Button>
      </Group>
    </Alert>
  );
}

/** Step 3: the dry run — every row with its match, reasons, and the summary. */
export function ReviewStep({ result, onOverride, onUpgrade }: ReviewStepProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const rows = result.rows.filter((row) => filter === 'all' || row.action === filter);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="md">
      <SummaryBadges summary={result.summary} applied={false} />
      {onUpgrade ? <OverQuotaNotice result={result} onUpgrade={onUpgrade} /> : null}
      <Text size="sm" c="dimmed">
        Simulación: todavía no se ha guardado nada. Se actualizan tus productos con el mismo nombre
        y proveedor, o con el mismo nombre si solo tienes uno así; los demás se crean desde el
        ingrediente del catálogo sugerido. Puedes cambiar la coincidencia de cada fila.
      </Text>
      <Select
        label="Mostrar"
        data={FILTERS}
        value={filter}
        allowDeselect={false}
        onChange={(value) => {
          setFilter(value ?? 'all');
          setPage(1);
        }}
        maw={280}
      />
      {isSmallScreen ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Revisión de las filas"
        >
          {shown.map((row) => (
            <ReviewCard key={row.row} row={row} onOverride={onOverride} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder fz="sm" aria-label="Revisión de las filas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fila</Table.Th>
                <Table.Th>Producto</Table.Th>
                <Table.Th>
                  {result.rows.some((row) => row.vat_pct)
                    ? 'Formato, precio e IVA'
                    : 'Formato y precio'}
                </Table.Th>
                <Table.Th>Resultado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <ReviewRow key={row.row} row={row} onOverride={onOverride} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ninguna fila en este apartado.
        </Text>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? 'Página siguiente' : 'Página anterior',
          })}
        />
      ) : null}
    </Stack>
  );
}

function ReviewRow({ row, onOverride }: { row: Row; onOverride: ReviewStepProps['onOverride'] }) {
  return (
    <Table.Tr>
      <Table.Td>{row.row}</Table.Td>
      <Table.Td>
        <RowProduct row={row} />
      </Table.Td>
      <Table.Td>
        <RowPrice row={row} />
      </Table.Td>
      <Table.Td>
        <RowOutcome row={row} onOverride={onOverride} />
      </Table.Td>
    </Table.Tr>
  );
}

/** At phone width a row is a card: the same facts, stacked. */
function ReviewCard({ row, onOverride }: { row: Row; onOverride: ReviewStepProps['onOverride'] }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <RowProduct row={row} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Fila {row.row}
          </Text>
        </Group>
        <RowPrice row={row} />
        <RowOutcome row={row} onOverride={onOverride} />
      </Stack>
    </Paper>
  );
}

function RowProduct({ row }: { row: Row }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {row.name || '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {[row.supplier, row.brand].filter(Boolean).join(' · ')}
      </Text>
    </div>
  );
}

function RowPrice({ row }: { row: Row }) {
  return (
    <div>
      <Text size="sm">
        {[
          formatOf(row),
          row.purchase_price ? formatPurchasePrice(row.purchase_price) : '',
          row.vat_pct ? `IVA ${formatPercent(row.vat_pct)}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {row.action === 'update' && row.product ? (
        <Text size="xs" c="dimmed">
          Antes: {formatQuantity(row.product.purchase_quantity)} {row.product.purchase_unit} ·{' '}
          {formatPurchasePrice(row.product.purchase_price)}
        </Text>
      ) : null}
    </div>
  );
}
