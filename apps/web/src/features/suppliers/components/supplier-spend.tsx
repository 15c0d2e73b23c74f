import { lazy, Suspense } from 'react';
import { Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SupplierOverview } from '@costeo/domain/contracts/suppliers';
import { formatEuro } from '../../../lib/format.ts';
import { formatMonthLong, formatMonthShort } from '../lib/supplier-display.ts';

const SupplierSpendChart = lazy(() =>
  import('./supplier-spend-chart.tsx').then((module) => ({
    default: module.SupplierSpendChart,
  })),
);

interface SupplierSpendProps {
  spend: SupplierOverview['spend_by_month'];
  total: string;
  months: number;
}

/**
 * "Gasto por mes": what was bought from the supplier (net, without VAT) in each of the last
 * months, as bars, and the same figures in a table a screen reader reads.
 */
export function SupplierSpend({ spend, total, months }: SupplierSpendProps) {
  const anything = spend.some((month) => Number(month.total_net) !== 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="supplier-spend">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="supplier-spend">
            Gasto por mes
          </Title>
          <Text size="sm">
            Total {months} meses:{' '}
            <Text span fw={700} size="sm">
              {formatEuro(total)}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              sin IVA
            </Text>
          </Text>
        </Group>
        {anything ? (
          <>
            <Suspense
              fallback={
                <Skeleton h={220} radius="md" role="progressbar" aria-label="Cargando gráfico" />
              }
            >
              <SupplierSpendChart
                data={spend.map((month) => ({
                  mes: formatMonthShort(month.month),
                  Gasto: Number(month.total_net),
                }))}
              />
            </Suspense>
            <VisuallyHidden>
              <Table aria-label="Gasto por mes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Mes</Table.Th>
                    <Table.Th>Gasto sin IVA</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {spend.map((month) => (
                    <Table.Tr key={month.month}>
                      <Table.Td>{formatMonthLong(month.month)}</Table.Td>
                      <Table.Td>{formatEuro(month.total_net)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Aún no hay compras de este proveedor en estos meses. Se anotan al aplicar sus facturas,
            al escribir sus albaranes o al importar su lista de precios con cantidades.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
