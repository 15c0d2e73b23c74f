import { useState } from 'react';
import { Divider } from '@mantine/core';
import type { MenuPeriod } from '../../../api/analytics/keys.ts';
import { useMenuEngineering, useMenuSales } from '../../../api/analytics/menu-engineering.ts';
import { MenuMatrix } from './menu-matrix.tsx';
import { MenuSalesForm } from './menu-sales-form.tsx';
import { AnalyticsSection, SectionError, SectionSkeleton } from './section-states.tsx';

/** Kasavana & Smith menu engineering over the units sold the user enters for a period. */
export function MenuEngineeringSection() {
  // null: the latest period with sales (or this month), as the API chooses.
  const [period, setPeriod] = useState<MenuPeriod | null>(null);
  const sales = useMenuSales(period);
  const result = useMenuEngineering(period);
  return (
    <AnalyticsSection
      title="Ingeniería de menú"
      description="Estrella, caballo de batalla, puzzle o perro: cada plato según su margen de contribución y su popularidad en el periodo."
    >
      {sales.isPending ? (
        <SectionSkeleton height={160} />
      ) : sales.isError ? (
        <SectionError onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : (
        <MenuSalesForm
          key={`${sales.data.period_start}/${sales.data.period_end}/${sales.dataUpdatedAt}`}
          sales={sales.data}
          onPeriodChange={setPeriod}
        />
      )}
      <Divider />
      {result.isPending ? (
        <SectionSkeleton />
      ) : result.isError ? (
        <SectionError onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : (
        <MenuMatrix result={result.data} />
      )}
    </AnalyticsSection>
  );
}
