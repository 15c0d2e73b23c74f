import { Suspense } from 'react';
import { Table, Text } from '@mantine/core';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { useCategoryCostShare } from '../../../api/analytics/get-category-cost-share.ts';
import { CategoryChart } from './lazy-charts.ts';
import {
  AnalyticsSection,
  ChartFallback,
  SectionError,
  SectionSkeleton,
} from './section-states.tsx';

export function CategoryShareSection() {
  const query = useCategoryCostShare();
  return (
    <AnalyticsSection
      title="Coste por categoría"
      description="En qué se va el coste de ingredientes: una tanda de cada receta, por categoría del catálogo."
    >
      {query.isPending ? (
        <SectionSkeleton />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay recetas con ingredientes.
        </Text>
      ) : (
        <>
          <Suspense fallback={<ChartFallback />}>
            <CategoryChart
              data={query.data.categories.map((row) => ({
                category: row.category_name,
                Coste: Number(row.amount),
              }))}
            />
          </Suspense>
          <Table fz="sm" verticalSpacing={4} aria-label="Coste por categoría">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Categoría</Table.Th>
                <Table.Th ta="right">Coste</Table.Th>
                <Table.Th ta="right">%</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.categories.map((row) => (
                <Table.Tr key={row.category}>
                  <Table.Td>{row.category_name}</Table.Td>
                  <Table.Td ta="right">{formatEuro(row.amount)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(row.share_pct)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </AnalyticsSection>
  );
}
