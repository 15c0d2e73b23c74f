import { Alert, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconReplace } from '@tabler/icons-react';
import type { SalesImportResult } from '@costeo/domain/contracts/sales';
import { formatCount, formatEuro, formatQuantity } from '../../../lib/format.ts';
import { formatPeriod } from '../lib/sales-period.ts';

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${formatCount(count)} ${many}`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * What importing would store: the period, the rows read, the totals (with VAT, without it, the
 * VAT), the till items new and already linked, and the lines of an earlier import it replaces.
 */
export function SalesPreviewSummary({ preview }: { preview: SalesImportResult }) {
  const period =
    preview.date_from && preview.date_to ? formatPeriod(preview.date_from, preview.date_to) : null;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" role="group" aria-label="Resumen de la importación">
        <Text size="sm" mb="xs">
          {plural(preview.rows_valid, 'fila se importará', 'filas se importarán')} de{' '}
          {formatCount(preview.rows_total)}
          {period ? `, ventas ${period}` : ''}.
          {preview.rows_with_errors > 0
            ? ` ${plural(preview.rows_with_errors, 'fila tiene errores', 'filas tienen errores')} y no se importará${preview.rows_with_errors === 1 ? '' : 'n'}.`
            : ''}
          {preview.refunds > 0 ? ` ${plural(preview.refunds, 'devolución', 'devoluciones')}.` : ''}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label="Unidades" value={formatQuantity(preview.units)} />
          <Figure label="Ventas con IVA" value={formatEuro(preview.gross_revenue)} />
          <Figure label="IVA" value={formatEuro(preview.vat)} />
          <Figure label="Ventas sin IVA" value={formatEuro(preview.net_revenue)} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="xs">
          {plural(preview.items_total, 'artículo', 'artículos')} del TPV:{' '}
          {plural(preview.items_new, 'nuevo', 'nuevos')},{' '}
          {plural(preview.items_linked, 'ya vinculado', 'ya vinculados')}.
        </Text>
      </Paper>
      {preview.replaces_lines > 0 ? (
        <Alert color="blue" variant="light" icon={<IconReplace size={18} />}>
          Reemplaza {plural(preview.replaces_lines, 'línea', 'líneas')} de una importación anterior
          de estos días: nada se cuenta dos veces.
        </Alert>
      ) : null}
      {!preview.mapping_complete ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          Elige las columnas del artículo, de las unidades y del importe para leer las filas.
        </Alert>
      ) : null}
      {preview.errors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Filas que no se importarán"
        >
          <List size="sm" spacing={2}>
            {preview.errors.map((error) => (
              <List.Item key={`${String(error.row)}-${error.message}`}>
                Fila {error.row}: {error.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
