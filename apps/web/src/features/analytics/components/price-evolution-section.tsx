import { Suspense, useState } from 'react';
import { SegmentedControl, Text } from '@mantine/core';
import type { PriceEvolution } from '@costeo/domain/contracts/analytics';
import { formatShortDate } from '../../../lib/format.ts';
import { usePriceEvolution } from '../../../api/analytics/get-price-evolution.ts';
import { EvolutionChart } from './lazy-charts.ts';
import {
  AnalyticsSection,
  ChartFallback,
  SectionError,
  SectionSkeleton,
} from './section-states.tsx';

/** One row per date with every series' reference price in force then (step lines). */
export function evolutionRows(evolution: PriceEvolution) {
  const labels = evolution.series.map((series) => `${series.name} (€/${series.reference_unit})`);
  const dates = [...new Set(evolution.series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  // One row per day shown: several changes on one day keep that day's last price.
  const byDay = new Map<string, Record<string, number | string>>();
  for (const date of dates) {
    const day = formatShortDate(date);
    const row: Record<string, number | string> = { date: day };
    evolution.series.forEach((series, index) => {
      const point = series.points.filter((p) => p.date <= date).at(-1);
      const label = labels[index];
      if (point && label) row[label] = Number(point.reference_price);
    });
    byDay.set(day, row);
  }
  return { rows: [...byDay.values()], labels };
}

function EvolutionLines({ evolution }: { evolution: PriceEvolution }) {
  const { rows, labels } = evolutionRows(evolution);
  return <EvolutionChart data={rows} names={labels} />;
}

export function PriceEvolutionSection() {
  const [months, setMonths] = useState('12');
  const query = usePriceEvolution(Number(months));
  return (
    <AnalyticsSection
      title="Evolución de precios"
      description="El precio de referencia de los ingredientes con más peso en el coste de tus recetas."
    >
      <SegmentedControl
        value={months}
        onChange={setMonths}
        data={[
          { value: '3', label: '3 meses' },
          { value: '6', label: '6 meses' },
          { value: '12', label: '12 meses' },
        ]}
        aria-label="Periodo"
        w="fit-content"
      />
      {query.isPending ? (
        <SectionSkeleton />
      ) : query.isError ? (
        <SectionError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.series.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay ingredientes con coste en tus recetas.
        </Text>
      ) : (
        <Suspense fallback={<ChartFallback />}>
          <EvolutionLines evolution={query.data} />
        </Suspense>
      )}
    </AnalyticsSection>
  );
}
