import { Suspense } from 'react';
import { Group, Text } from '@mantine/core';
import { formatPercent } from '../../../lib/format.ts';
import { useMarginDistribution } from '../../../api/analytics/get-margin-distribution.ts';
import { MarginChart } from './lazy-charts.ts';
import {
  AnalyticsSection,
  ChartFallback,
  SectionError,
  SectionSkeleton,
} from './section-states.tsx';

export function MarginDistributionSection() {
  const query = useMarginDistribution();
  return (
    <AnalyticsSection
      title="Distribución de márgenes"
      description="Cuántos platos con PVP hay en cada tramo de margen."
    >
      {query.isPending ? (
        <SectionSkeleton />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.with_price_count === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay platos con PVP y coste completo. Pon precio de venta a tus recetas para ver su
          margen.
        </Text>
      ) : (
        <>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              Margen medio:{' '}
              <b>
                {query.data.average_margin_pct ? formatPercent(query.data.average_margin_pct) : '—'}
              </b>
            </Text>
            <Text size="sm">
              Bajo objetivo: <b>{query.data.below_target_count}</b>
            </Text>
            <Text size="sm" c="dimmed">
              Sin PVP: {query.data.without_price_count} · Coste incompleto:{' '}
              {query.data.incomplete_count}
            </Text>
          </Group>
          <Suspense fallback={<ChartFallback />}>
            <MarginChart
              data={query.data.buckets.map((bucket) => ({
                bucket: bucket.label,
                Platos: bucket.count,
              }))}
            />
          </Suspense>
        </>
      )}
    </AnalyticsSection>
  );
}
