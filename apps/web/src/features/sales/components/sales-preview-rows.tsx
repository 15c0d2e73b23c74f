import { Table, Text } from '@mantine/core';
import type { SalesRow } from '@costeo/domain/contracts/sales';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import { formatDay } from '../lib/sales-period.ts';

function euroOrDash(value: string | null): string {
  return value === null ? '—' : formatEuro(value);
}

/** The first rows as read (SALES_PREVIEW_ROWS), each with its error; scrolls in its own box. */
export function SalesPreviewRows({ rows, total }: { rows: SalesRow[]; total: number }) {
  if (rows.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm">
        {rows.length < total ? `Primeras ${String(rows.length)} filas` : 'Filas leídas'}
      </Text>
      {/* Sideways on a phone; the box takes the focus so a keyboard scrolls it too (axe). */}
      <div role="region" aria-label="Filas leídas" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={720} striped withTableBorder fz="sm" aria-label="Filas leídas del archivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Fila</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Artículo</Table.Th>
              <Table.Th ta="right">Unidades</Table.Th>
              <Table.Th ta="right">Importe con IVA</Table.Th>
              <Table.Th ta="right">IVA</Table.Th>
              <Table.Th ta="right">Sin IVA</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td ta="right">{row.row}</Table.Td>
                <Table.Td>{row.date ? formatDay(row.date) : '—'}</Table.Td>
                <Table.Td>
                  {row.code ? `${row.code} · ${row.name}` : row.name}
                  {row.error ? (
                    <Text size="xs" c="red.8">
                      {row.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {row.units === null ? '—' : formatQuantity(row.units)}
                </Table.Td>
                <Table.Td ta="right">{euroOrDash(row.amount)}</Table.Td>
                <Table.Td ta="right">
                  {row.vat_pct === null ? '—' : `${formatQuantity(row.vat_pct, 2)} %`}
                </Table.Td>
                <Table.Td ta="right">{euroOrDash(row.net_revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
